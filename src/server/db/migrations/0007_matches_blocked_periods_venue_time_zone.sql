CREATE TABLE "blocked_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_periods_end_after_start" CHECK ("blocked_periods"."end_time" > "blocked_periods"."start_time")
);
--> statement-breakpoint
CREATE TABLE "match_teams" (
	"match_id" integer NOT NULL,
	"station" text NOT NULL,
	"team_id" integer NOT NULL,
	CONSTRAINT "match_teams_match_id_station_pk" PRIMARY KEY("match_id","station")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"field" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "tournament_settings" ADD COLUMN "match_buffer_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_settings" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "match_teams" ADD CONSTRAINT "match_teams_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_teams" ADD CONSTRAINT "match_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_teams_team_id_idx" ON "match_teams" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_label_lower_unique" ON "matches" USING btree (lower("label"));--> statement-breakpoint
CREATE INDEX "matches_start_time_idx" ON "matches" USING btree ("start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_number_lower_unique" ON "teams" USING btree (lower("number"));--> statement-breakpoint
ALTER TABLE "tournament_settings" ADD CONSTRAINT "tournament_settings_match_buffer_range" CHECK ("tournament_settings"."match_buffer_minutes" between 0 and 240);