-- pg_trgm backs the typo-tolerant name search of DECISIONS D6; PGlite ships it as a contrib extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
