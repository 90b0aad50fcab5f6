import { and, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { inline, type Bind } from './prepared-query';

/**
 * The one search predicate of D6 for a `search_text` column: every query word
 * as a substring (`%` and `_` taken literally), or a typo within pg_trgm's
 * word similarity. Both halves are served by the column's GIN trigram index.
 */
export function searchCondition(
  column: AnyPgColumn,
  words: string[],
  phrase: string,
  bind: Bind = inline,
): SQL {
  const allWords = and(
    ...words.map((w, i) => ilike(column, bind(`word${i}`, `%${w.replace(/[%_\\]/g, '\\$&')}%`))),
  );
  return or(allWords, sql`${bind('phrase', phrase)} <% ${column}`)!;
}

/** How a reviewer is shown: first name and initial, never the full name or e-mail. */
export function raterName(firstName: string, lastName: string): string {
  const last = lastName.trim();
  return last ? `${firstName} ${[...last][0]}.` : firstName;
}
