CREATE TABLE "trip_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text,
	"input" jsonb NOT NULL,
	"budget_cents" integer NOT NULL,
	"total_cost_cents" integer NOT NULL,
	"budget_status" text NOT NULL,
	"days" smallint NOT NULL,
	"nights" smallint NOT NULL,
	"party_size" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_plans_title_length" CHECK (char_length("trip_plans"."title") between 1 and 120),
	CONSTRAINT "trip_plans_input_object" CHECK (jsonb_typeof("trip_plans"."input") = 'object'),
	CONSTRAINT "trip_plans_budget_range" CHECK ("trip_plans"."budget_cents" between 5000 and 500000),
	CONSTRAINT "trip_plans_total_positive" CHECK ("trip_plans"."total_cost_cents" >= 0),
	CONSTRAINT "trip_plans_budget_status" CHECK ("trip_plans"."budget_status" in ('within_budget', 'over_budget', 'under_budget')),
	CONSTRAINT "trip_plans_length" CHECK ("trip_plans"."days" between 1 and 3 and "trip_plans"."nights" between 1 and 3),
	CONSTRAINT "trip_plans_party_size" CHECK ("trip_plans"."party_size" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "trip_plans" ADD CONSTRAINT "trip_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_plans_user_created_idx" ON "trip_plans" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);