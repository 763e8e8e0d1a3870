-- Usernames are stored in their normalised form (NFKC, lower case; resources/users/normalise-username.ts) and found
-- by equality. Every stored username passed the ASCII username pattern, for which lower() and the normalisation
-- agree; the old index was unique on lower(username), so no two rows collide. COLLATE "C": lower() follows the
-- database's locale otherwise (under tr_TR 'I' would become a dotless 'ı', which no login would spell).
UPDATE "users" SET "username" = lower("username" COLLATE "C") WHERE "username" <> lower("username" COLLATE "C");--> statement-breakpoint
DROP INDEX "users_username_key";--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");
