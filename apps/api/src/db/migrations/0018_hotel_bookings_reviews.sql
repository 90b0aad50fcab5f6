CREATE TABLE "hotel_booking_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"user_id" integer,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" smallint NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"read_at" timestamp with time zone,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_booking_requests_stay" CHECK ("hotel_booking_requests"."check_out" > "hotel_booking_requests"."check_in"),
	CONSTRAINT "hotel_booking_requests_guests" CHECK ("hotel_booking_requests"."guests" between 1 and 20),
	CONSTRAINT "hotel_booking_requests_note_length" CHECK (char_length("hotel_booking_requests"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "hotel_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"star" smallint NOT NULL,
	"comment" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_reviews_star_range" CHECK ("hotel_reviews"."star" between 1 and 5),
	CONSTRAINT "hotel_reviews_comment_length" CHECK (char_length("hotel_reviews"."comment") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD COLUMN "max_guests" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_booking_requests" ADD CONSTRAINT "hotel_booking_requests_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_booking_requests" ADD CONSTRAINT "hotel_booking_requests_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_booking_requests" ADD CONSTRAINT "hotel_booking_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_booking_requests_hotel_idx" ON "hotel_booking_requests" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "hotel_booking_requests_room_idx" ON "hotel_booking_requests" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "hotel_booking_requests_user_idx" ON "hotel_booking_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hotel_booking_requests_created_idx" ON "hotel_booking_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hotel_booking_requests_unread_idx" ON "hotel_booking_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "hotel_booking_requests"."read_at" is null;--> statement-breakpoint
CREATE INDEX "hotel_booking_requests_unhandled_idx" ON "hotel_booking_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "hotel_booking_requests"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "hotel_reviews_created_idx" ON "hotel_reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_reviews_hotel_user_uq" ON "hotel_reviews" USING btree ("hotel_id","user_id");--> statement-breakpoint
CREATE INDEX "hotel_reviews_user_idx" ON "hotel_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hotel_reviews_hotel_time_idx" ON "hotel_reviews" USING btree ("hotel_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "hotel_reviews"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_max_guests_range" CHECK ("hotel_room_types"."max_guests" between 1 and 20);