ALTER TABLE "activities" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_search_trgm_idx" ON "activities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Rows seeded before this column existed: their names, lower-cased. The seed writes the D6 form
-- (Khmer segmented); an unsegmented Khmer name is still found by the substring half of the search.
UPDATE "activities" SET "search_text" = lower("name_en") || ' ' || "name_km" WHERE "search_text" = '';
