CREATE TABLE "drawing_docs" (
	"drawing_id" integer PRIMARY KEY NOT NULL,
	"snapshot" "bytea" NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"snapshot_seq" integer DEFAULT 0 NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drawing_presence" (
	"drawing_id" integer NOT NULL,
	"client_id" double precision NOT NULL,
	"session_hash" text NOT NULL,
	"team_id" integer,
	"x" double precision,
	"y" double precision,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "drawing_presence_drawing_id_client_id_pk" PRIMARY KEY("drawing_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "drawing_shares" (
	"drawing_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"can_edit" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drawing_shares_drawing_id_team_id_pk" PRIMARY KEY("drawing_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "drawing_updates" (
	"drawing_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"update" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drawing_updates_drawing_id_seq_pk" PRIMARY KEY("drawing_id","seq")
);
--> statement-breakpoint
ALTER TABLE "drawing_docs" ADD CONSTRAINT "drawing_docs_drawing_id_drawings_id_fk" FOREIGN KEY ("drawing_id") REFERENCES "public"."drawings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_presence" ADD CONSTRAINT "drawing_presence_drawing_id_drawings_id_fk" FOREIGN KEY ("drawing_id") REFERENCES "public"."drawings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_presence" ADD CONSTRAINT "drawing_presence_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_shares" ADD CONSTRAINT "drawing_shares_drawing_id_drawings_id_fk" FOREIGN KEY ("drawing_id") REFERENCES "public"."drawings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_shares" ADD CONSTRAINT "drawing_shares_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_updates" ADD CONSTRAINT "drawing_updates_drawing_id_drawings_id_fk" FOREIGN KEY ("drawing_id") REFERENCES "public"."drawings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawing_shares_team_idx" ON "drawing_shares" USING btree ("team_id");