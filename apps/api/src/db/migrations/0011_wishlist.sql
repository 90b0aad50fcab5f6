CREATE TABLE "wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"location_id" integer,
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_one_item" CHECK (("wishlist_items"."item_type" = 'location' and "wishlist_items"."location_id" is not null and "wishlist_items"."product_id" is null)
        or ("wishlist_items"."item_type" = 'product' and "wishlist_items"."product_id" is not null and "wishlist_items"."location_id" is null))
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_user_location_uq" ON "wishlist_items" USING btree ("user_id","location_id") WHERE "wishlist_items"."location_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_user_product_uq" ON "wishlist_items" USING btree ("user_id","product_id") WHERE "wishlist_items"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "wishlist_user_created_idx" ON "wishlist_items" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "wishlist_location_idx" ON "wishlist_items" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "wishlist_product_idx" ON "wishlist_items" USING btree ("product_id");