ALTER TABLE "robots" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "streams" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "timeslots" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A database that already holds the demo event: its rows were all written by one transaction,
-- the first on an empty database, so they share its start time (decision 262).
UPDATE "teams" SET "is_demo" = true
WHERE "created_at" = (SELECT min("created_at") FROM "teams")
  AND "name" IN ('Engineering Eagles', 'Design Dragons', 'Product Pythons', 'Marketing Mavericks', 'Gear Grinders', 'Circuit Breakers');--> statement-breakpoint
UPDATE "timeslots" SET "is_demo" = true
WHERE "created_at" IN (SELECT "created_at" FROM "teams" WHERE "is_demo");--> statement-breakpoint
UPDATE "streams" SET "is_demo" = true
WHERE "video_id" = 'demoStream1' AND "created_at" IN (SELECT "created_at" FROM "teams" WHERE "is_demo");--> statement-breakpoint
UPDATE "robots" SET "is_demo" = true
WHERE "mac_address" LIKE 'D0:E0:00:00:00:%' AND EXISTS (SELECT 1 FROM "teams" WHERE "is_demo");
