CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"comment" text NOT NULL,
	"page" text NOT NULL,
	"user_agent" text,
	"user_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_comment_length" CHECK (char_length("feedback"."comment") between 1 and 1000),
	CONSTRAINT "feedback_user_agent_length" CHECK (char_length("feedback"."user_agent") <= 512)
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id");