-- A team's booking version (decision 222): a booking inserts only while the version it read is
-- unchanged, and bumps it, so one team's bookings are decided one after the other.
ALTER TABLE "teams" ADD COLUMN "booking_version" integer DEFAULT 0 NOT NULL;
