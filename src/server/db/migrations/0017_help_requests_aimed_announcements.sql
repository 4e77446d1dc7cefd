CREATE TABLE "help_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"kind" text NOT NULL,
	"place" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "help_requests_kind_known" CHECK ("help_requests"."kind" in ('inspection', 'robot-or-field', 'scheduling', 'first-aid', 'lost-item', 'other')),
	CONSTRAINT "help_requests_place_known" CHECK ("help_requests"."place" in ('pits', 'field', 'judging-area', 'other')),
	CONSTRAINT "help_requests_status_known" CHECK ("help_requests"."status" in ('open', 'acknowledged', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "audience" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "team_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "field" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "send_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "sent_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_requests_team_idx" ON "help_requests" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "help_requests_unresolved_idx" ON "help_requests" USING btree ("created_at") WHERE "help_requests"."status" <> 'resolved';--> statement-breakpoint
CREATE INDEX "announcements_waiting_idx" ON "announcements" USING btree ("send_at") WHERE "announcements"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_audience_known" CHECK ("announcements"."audience" in ('everyone', 'teams', 'field'));--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_field_with_audience" CHECK (("announcements"."field" is not null) = ("announcements"."audience" = 'field'));--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_waiting_has_send_at" CHECK ("announcements"."sent_at" is not null or "announcements"."send_at" is not null);