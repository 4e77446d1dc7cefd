UPDATE "interviews" SET "status" = 'scheduled' WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "interviews" DROP CONSTRAINT "interviews_status_known";--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_status_known" CHECK ("interviews"."status" in ('scheduled', 'canceled'));
