-- Decision 106: team codes are twelve characters of an alphabet without look-alikes. Teams made
-- before that have eight-character codes, guessable at the rate a server answers; they get new
-- codes here (the organiser prints the sheet again), then a check keeps every code in the form.
-- Each character takes two bytes of a random UUID (pg_strong_random) modulo 31.
DO $$
DECLARE
  alphabet constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  target record;
  code text;
  bytes bytea;
BEGIN
  FOR target IN SELECT id FROM teams WHERE join_code !~ '^[A-HJKMNP-Z2-9]{12}$' LOOP
    code := '';
    FOR i IN 1..12 LOOP
      bytes := uuid_send(gen_random_uuid());
      code := code || substr(alphabet, 1 + ((get_byte(bytes, 0) * 256 + get_byte(bytes, 1)) % 31), 1);
    END LOOP;
    UPDATE teams SET join_code = code WHERE id = target.id;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_join_code_format" CHECK ("join_code" ~ '^[A-HJKMNP-Z2-9]{12}$');
