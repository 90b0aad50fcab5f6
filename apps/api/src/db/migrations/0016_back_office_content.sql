CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"qty_after" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_uploads" (
	"path" text PRIMARY KEY NOT NULL,
	"image_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photo_count" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "location_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_actor_idx" ON "stock_movements" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "product_reviews_created_idx" ON "product_reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_requests_created_idx" ON "booking_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_requests_unread_idx" ON "booking_requests" USING btree ("created_at") WHERE "booking_requests"."read_at" is null;--> statement-breakpoint
CREATE INDEX "location_reviews_created_idx" ON "location_reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_unread_idx" ON "feedback" USING btree ("created_at") WHERE "feedback"."read_at" is null;--> statement-breakpoint
-- Stock already there when the ledger starts is its opening balance, so the sums hold from day one.
INSERT INTO "stock_movements" ("variant_id", "product_id", "delta", "qty_after", "reason")
  SELECT "id", "product_id", "qty", "qty", 'initial' FROM "product_variants";--> statement-breakpoint
-- Every write of a variant's stock writes its movement in the same statement (decision 023).
CREATE FUNCTION "product_variants_stock_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer;
  why text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    change := NEW.qty;
  ELSE
    change := NEW.qty - OLD.qty;
  END IF;
  IF change = 0 AND TG_OP = 'UPDATE' THEN
    RETURN NEW;
  END IF;
  why := nullif(current_setting('camtour.stock_reason', true), '');
  IF why IS NULL THEN
    why := CASE WHEN TG_OP = 'INSERT' THEN 'initial' WHEN change < 0 THEN 'sale' ELSE 'restock' END;
  END IF;
  INSERT INTO "stock_movements" ("variant_id", "product_id", "delta", "qty_after", "reason", "note", "actor_id")
  VALUES (
    NEW.id, NEW.product_id, change, NEW.qty, why,
    coalesce(current_setting('camtour.stock_note', true), ''),
    nullif(current_setting('camtour.actor_id', true), '')::integer
  );
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_ledger" AFTER INSERT OR UPDATE OF "qty" ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION "product_variants_stock_ledger"();
