CREATE TABLE "schedule_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'writing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_versions_state" CHECK ("schedule_versions"."state" in ('writing', 'current', 'retired'))
);
--> statement-breakpoint
DROP INDEX "matches_label_lower_unique";--> statement-breakpoint
DROP INDEX "matches_start_time_idx";--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "version_id" integer;--> statement-breakpoint
-- The schedule there is now is the current version; a database always has one (decision 268).
INSERT INTO "schedule_versions" ("state") VALUES ('current');--> statement-breakpoint
UPDATE "matches" SET "version_id" = (SELECT "id" FROM "schedule_versions" WHERE "state" = 'current');--> statement-breakpoint
ALTER TABLE "matches" ALTER COLUMN "version_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_versions_one_current" ON "schedule_versions" USING btree ("state") WHERE "schedule_versions"."state" = 'current';--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_version_id_schedule_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."schedule_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_version_label_lower_unique" ON "matches" USING btree ("version_id",lower("label"));--> statement-breakpoint
CREATE INDEX "matches_version_start_time_idx" ON "matches" USING btree ("version_id","start_time");