CREATE TABLE "payment_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "payment_holds_qty_positive" CHECK ("payment_holds"."qty" >= 1)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"md5" text NOT NULL,
	"qr" text NOT NULL,
	"bill_number" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"account_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" integer,
	"anon_hash" text,
	"request" jsonb NOT NULL,
	"order_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"last_checked_at" timestamp with time zone,
	"bakong_hash" text,
	"from_account" text,
	"paid_at" timestamp with time zone,
	"rejected_reason" text,
	"hold_released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'paid', 'expired', 'replaced')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_minor" > 0),
	CONSTRAINT "payments_owner" CHECK ("payments"."user_id" is not null or "payments"."anon_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"md5" text NOT NULL,
	"hash" text NOT NULL,
	"from_account" text NOT NULL,
	"to_account" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_holds" ADD CONSTRAINT "payment_holds_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_holds_payment_idx" ON "payment_holds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_holds_variant_idx" ON "payment_holds" USING btree ("variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_md5_uq" ON "payments" USING btree ("md5");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_bill_number_uq" ON "payments" USING btree ("bill_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_bakong_hash_uq" ON "payments" USING btree ("bakong_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_uq" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "payments_anon_idx" ON "payments" USING btree ("anon_hash","status");--> statement-breakpoint
CREATE INDEX "payments_held_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."hold_released_at" is null;--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transfers_hash_uq" ON "sandbox_transfers" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "sandbox_transfers_md5_idx" ON "sandbox_transfers" USING btree ("md5","id");