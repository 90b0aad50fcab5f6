DROP INDEX "payments_held_idx";--> statement-breakpoint
ALTER TABLE "promo_redemptions" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "no_order_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "no_order_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_amount_minor" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_payment_uq" ON "promo_redemptions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_due_idx" ON "payments" USING btree ("next_check_at") WHERE "payments"."next_check_at" is not null;--> statement-breakpoint
CREATE INDEX "payments_no_order_idx" ON "payments" USING btree ("no_order_at") WHERE "payments"."no_order_at" is not null;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_for_something" CHECK ("promo_redemptions"."order_id" is not null or "promo_redemptions"."payment_id" is not null);--> statement-breakpoint
-- Payments made before this migration join the background check: a QR still pending, or a paid one no order used.
UPDATE "payments" SET "next_check_at" = now() WHERE "status" = 'pending' OR ("status" = 'paid' AND "order_id" IS NULL);
