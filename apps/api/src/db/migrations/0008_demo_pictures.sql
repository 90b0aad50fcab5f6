CREATE TABLE "demo_pictures" (
	"path" text PRIMARY KEY NOT NULL,
	"etag" text NOT NULL,
	"svg" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "art";--> statement-breakpoint
ALTER TABLE "activities" DROP COLUMN "art";--> statement-breakpoint
ALTER TABLE "hotel_room_types" DROP COLUMN "art";--> statement-breakpoint
ALTER TABLE "hotels" DROP COLUMN "art";--> statement-breakpoint
ALTER TABLE "locations" DROP COLUMN "art";