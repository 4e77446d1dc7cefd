-- Messages stored by the id of their pre-approved text, the text chosen when read (0022 drops the old text).
ALTER TABLE "messages" ADD COLUMN "canned_id" smallint;--> statement-breakpoint
UPDATE "messages" SET "canned_id" = CASE "content"
  WHEN 'Would your team like to meet for alliance practice before our match?' THEN 1
  WHEN 'Can we practice together 30 minutes from now?' THEN 2
  WHEN 'Want to hold a strategy session during the lunch break?' THEN 3
  WHEN 'Where should we meet?' THEN 4
  WHEN 'Should we meet at your pit or ours?' THEN 5
  WHEN 'Can we go over our autonomous routines together?' THEN 6
  WHEN 'Should we play offence or defence this match?' THEN 7
  WHEN 'Can we run through our driver handoff before the match?' THEN 8
  WHEN 'Our robot is match-ready. Is yours?' THEN 9
  WHEN 'Does your robot have any known issues we should plan around?' THEN 10
  WHEN 'Do you have spare parts or tools we could borrow?' THEN 11
END;--> statement-breakpoint
-- The server only ever stored these texts; a row with any other is not a message the app sent.
DELETE FROM "messages" WHERE "canned_id" IS NULL;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "canned_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_canned_known" CHECK ("messages"."canned_id" between 1 and 11);
