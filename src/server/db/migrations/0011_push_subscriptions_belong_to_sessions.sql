-- A push subscription belongs to the session that made it (decision 230): signing out or a session
-- ending deletes it. Subscriptions saved before cannot be tied to a session and are dropped; the
-- browser shows alerts as off and they are turned on again with one tap.
DELETE FROM "push_subscriptions";--> statement-breakpoint
DROP INDEX "push_subscriptions_team_id_idx";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_token_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_token_hash_sessions_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_admin_id_idx" ON "push_subscriptions" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_token_hash");--> statement-breakpoint
CREATE INDEX "push_subscriptions_team_id_idx" ON "push_subscriptions" USING btree ("team_id","created_at");
