CREATE TABLE "field_current_matches" (
	"field_key" text PRIMARY KEY NOT NULL,
	"match_label" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_calls" (
	"team_id" integer NOT NULL,
	"match_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queue_calls_team_id_match_key_pk" PRIMARY KEY("team_id","match_key")
);
--> statement-breakpoint
CREATE TABLE "queue_check_ins" (
	"team_id" integer NOT NULL,
	"match_key" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queue_check_ins_match_key_team_id_pk" PRIMARY KEY("match_key","team_id"),
	CONSTRAINT "queue_check_ins_status" CHECK ("queue_check_ins"."status" in ('checked-in', 'drive-team-only', 'not-here'))
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_settings" ADD COLUMN "queue_lead_matches" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_calls" ADD CONSTRAINT "queue_calls_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_check_ins" ADD CONSTRAINT "queue_check_ins_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_language" CHECK ("push_subscriptions"."language" in ('en', 'es', 'fr', 'zh'));--> statement-breakpoint
ALTER TABLE "tournament_settings" ADD CONSTRAINT "tournament_settings_queue_lead_range" CHECK ("tournament_settings"."queue_lead_matches" between 1 and 10);