CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_km" text NOT NULL,
	"description_en" text NOT NULL,
	"description_km" text NOT NULL,
	"difficulty" text NOT NULL,
	"duration_hours" double precision NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"max_participants" integer,
	"included" jsonb NOT NULL,
	"requirements" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"art" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"date" date NOT NULL,
	"party_size" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_nearby" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"location_id" integer,
	"title_en" text NOT NULL,
	"title_km" text NOT NULL,
	"description_en" text NOT NULL,
	"description_km" text NOT NULL,
	"distance_km" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_km" text NOT NULL,
	"description_en" text NOT NULL,
	"description_km" text NOT NULL,
	"price_min_cents" integer NOT NULL,
	"price_max_cents" integer NOT NULL,
	"art" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_km" text NOT NULL,
	"type" text NOT NULL,
	"stars" smallint NOT NULL,
	"description_en" text NOT NULL,
	"description_km" text NOT NULL,
	"address_en" text NOT NULL,
	"address_km" text NOT NULL,
	"province_id" integer NOT NULL,
	"district_id" integer,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"art" text NOT NULL,
	"photo_count" smallint DEFAULT 4 NOT NULL,
	"services" jsonb NOT NULL,
	"meals" jsonb NOT NULL,
	"min_price_cents" integer NOT NULL,
	"max_price_cents" integer NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_products" (
	"location_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	CONSTRAINT "location_products_location_id_variant_id_pk" PRIMARY KEY("location_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "location_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"star" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_reviews_star_range" CHECK ("location_reviews"."star" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "location_tags" (
	"location_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "location_tags_location_id_tag_id_pk" PRIMARY KEY("location_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_km" text NOT NULL,
	"short_description_en" text DEFAULT '' NOT NULL,
	"short_description_km" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_km" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	"district_id" integer,
	"commune_id" integer,
	"village_id" integer,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"url_location" text,
	"min_money_riel" integer DEFAULT 0 NOT NULL,
	"max_money_riel" integer DEFAULT 0 NOT NULL,
	"total_view" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"art" text NOT NULL,
	"photo_count" smallint DEFAULT 3 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_guides" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"guide" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_nearby" ADD CONSTRAINT "hotel_nearby_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_nearby" ADD CONSTRAINT "hotel_nearby_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_products" ADD CONSTRAINT "location_products_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_products" ADD CONSTRAINT "location_products_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_reviews" ADD CONSTRAINT "location_reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_reviews" ADD CONSTRAINT "location_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_tags" ADD CONSTRAINT "location_tags_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_tags" ADD CONSTRAINT "location_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_category_id_location_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."location_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_guides" ADD CONSTRAINT "travel_guides_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_location_idx" ON "activities" USING btree ("location_id","sort_order");--> statement-breakpoint
CREATE INDEX "booking_requests_activity_idx" ON "booking_requests" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "hotel_nearby_hotel_idx" ON "hotel_nearby" USING btree ("hotel_id","distance_km");--> statement-breakpoint
CREATE INDEX "hotel_room_types_hotel_idx" ON "hotel_room_types" USING btree ("hotel_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_slug_uq" ON "hotels" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "hotels_province_price_idx" ON "hotels" USING btree ("province_id","min_price_cents");--> statement-breakpoint
CREATE INDEX "hotels_type_idx" ON "hotels" USING btree ("type");--> statement-breakpoint
CREATE INDEX "hotels_search_trgm_idx" ON "hotels" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "location_reviews_location_user_uq" ON "location_reviews" USING btree ("location_id","user_id");--> statement-breakpoint
CREATE INDEX "location_reviews_location_time_idx" ON "location_reviews" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_slug_uq" ON "locations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "locations_province_idx" ON "locations" USING btree ("province_id","total_view");--> statement-breakpoint
CREATE INDEX "locations_district_idx" ON "locations" USING btree ("district_id","total_view");--> statement-breakpoint
CREATE INDEX "locations_commune_idx" ON "locations" USING btree ("commune_id");--> statement-breakpoint
CREATE INDEX "locations_village_idx" ON "locations" USING btree ("village_id");--> statement-breakpoint
CREATE INDEX "locations_category_idx" ON "locations" USING btree ("category_id","total_view");--> statement-breakpoint
CREATE INDEX "locations_views_idx" ON "locations" USING btree ("total_view","id");--> statement-breakpoint
CREATE INDEX "locations_search_trgm_idx" ON "locations" USING gin ("search_text" gin_trgm_ops);