CREATE TABLE "push_deliveries" (
	"push_id" text PRIMARY KEY NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL
);
