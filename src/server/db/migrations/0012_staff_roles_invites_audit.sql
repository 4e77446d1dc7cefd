CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "admins" ALTER COLUMN "username" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'organiser' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "rooms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "invite_token_hash" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_invite_token_hash_unique" UNIQUE("invite_token_hash");--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_credentials_together" CHECK (("admins"."username" is null) = ("admins"."password_hash" is null));--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_known" CHECK ("admins"."role" in ('organiser', 'judge', 'volunteer'));