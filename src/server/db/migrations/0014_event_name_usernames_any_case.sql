ALTER TABLE "admins" DROP CONSTRAINT "admins_username_unique";--> statement-breakpoint
ALTER TABLE "tournament_settings" ADD COLUMN "event_name" text;--> statement-breakpoint
-- Usernames that differ only in case ('Judge1', 'judge1') become one name from here on: the
-- oldest keeps it, any later one gets its id appended ('judge1-7') so the index can be built.
UPDATE "admins" SET "username" = "admins"."username" || '-' || "admins"."id"
WHERE "username" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "admins" AS "older"
  WHERE lower("older"."username") = lower("admins"."username") AND "older"."id" < "admins"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "admins_username_lower_unique" ON "admins" USING btree (lower("username"));--> statement-breakpoint
ALTER TABLE "tournament_settings" ADD CONSTRAINT "tournament_settings_event_name_length" CHECK (char_length("tournament_settings"."event_name") between 1 and 100);