CREATE TABLE "admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"coach_name" text NOT NULL,
	"coach_email" text NOT NULL,
	"coach_phone" text NOT NULL,
	"location_tracking_consent" boolean NOT NULL,
	"behavior_agreement" boolean NOT NULL,
	"safe_use_agreement" boolean NOT NULL,
	"damage_agreement" boolean NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drawings" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"scene" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"team_id" integer NOT NULL,
	"timeslot_id" integer NOT NULL,
	"notes" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "interviews_status_known" CHECK ("interviews"."status" in ('scheduled', 'pending', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "manual_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"format" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"rule_id" text,
	"section" text NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"position" integer NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(rule_id, '') || ' ' || coalesce(title, '') || ' ' || section), 'A') || setweight(to_tsvector('english', body), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"sender_team_id" integer NOT NULL,
	"receiver_team_id" integer NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_not_to_self" CHECK ("messages"."sender_team_id" <> "messages"."receiver_team_id")
);
--> statement-breakpoint
CREATE TABLE "robots" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mac_address" text NOT NULL,
	"team_id" integer,
	"last_location_x" double precision DEFAULT 0 NOT NULL,
	"last_location_y" double precision DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "robots_mac_address_unique" UNIQUE("mac_address")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"team_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_one_subject" CHECK (("sessions"."admin_id" is null) <> ("sessions"."team_id" is null))
);
--> statement-breakpoint
CREATE TABLE "streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"youtube_url" text NOT NULL,
	"video_id" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_blocks" (
	"blocker_team_id" integer NOT NULL,
	"blocked_team_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_blocks_blocker_team_id_blocked_team_id_pk" PRIMARY KEY("blocker_team_id","blocked_team_id"),
	CONSTRAINT "team_blocks_not_self" CHECK ("team_blocks"."blocker_team_id" <> "team_blocks"."blocked_team_id")
);
--> statement-breakpoint
CREATE TABLE "team_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"join_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_name_unique" UNIQUE("name"),
	CONSTRAINT "teams_join_code_unique" UNIQUE("join_code")
);
--> statement-breakpoint
CREATE TABLE "timeslots" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"room" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeslots_end_after_start" CHECK ("timeslots"."end_time" > "timeslots"."start_time")
);
--> statement-breakpoint
CREATE TABLE "tournament_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"tournament_date" date,
	"max_active_interviews_per_team" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_settings_single_row" CHECK ("tournament_settings"."id" = 1),
	CONSTRAINT "tournament_settings_max_active_positive" CHECK ("tournament_settings"."max_active_interviews_per_team" >= 1)
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawings" ADD CONSTRAINT "drawings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_rules" ADD CONSTRAINT "manual_rules_document_id_manual_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."manual_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_team_id_teams_id_fk" FOREIGN KEY ("sender_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_team_id_teams_id_fk" FOREIGN KEY ("receiver_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robots" ADD CONSTRAINT "robots_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_blocks" ADD CONSTRAINT "team_blocks_blocker_team_id_teams_id_fk" FOREIGN KEY ("blocker_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_blocks" ADD CONSTRAINT "team_blocks_blocked_team_id_teams_id_fk" FOREIGN KEY ("blocked_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_devices" ADD CONSTRAINT "team_devices_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawings_team_id_idx" ON "drawings" USING btree ("team_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_one_active_per_timeslot" ON "interviews" USING btree ("timeslot_id") WHERE "interviews"."status" <> 'canceled';--> statement-breakpoint
CREATE INDEX "interviews_team_id_idx" ON "interviews" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "manual_rules_search_idx" ON "manual_rules" USING gin ("search");--> statement-breakpoint
CREATE INDEX "manual_rules_document_idx" ON "manual_rules" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "manual_rules_rule_id_idx" ON "manual_rules" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("sender_team_id","receiver_team_id","id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("receiver_team_id","sender_team_id") WHERE "messages"."is_read" = false;--> statement-breakpoint
CREATE INDEX "robots_team_id_idx" ON "robots" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_team_id_idx" ON "sessions" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "sessions_admin_id_idx" ON "sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "team_blocks_blocked_idx" ON "team_blocks" USING btree ("blocked_team_id");--> statement-breakpoint
CREATE INDEX "team_devices_team_id_idx" ON "team_devices" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "timeslots_start_time_idx" ON "timeslots" USING btree ("start_time");