-- A game records the team game it plays and that game's rules as they were when it was created, so a later
-- edit, variant or removal of the case never rescores a played game. Games created before were all Tariff
-- Wars, played by the matrix the site then had in its code.
ALTER TABLE "tariff_games" ADD COLUMN "sim_key" varchar(40) NOT NULL DEFAULT 'solaraLunara';--> statement-breakpoint
ALTER TABLE "tariff_games" ADD COLUMN "rules" jsonb NOT NULL DEFAULT '{"rounds":5,"payoffs":{"bothLow":6,"lowAgainstHigh":4,"highAgainstLow":12,"bothHigh":2}}'::jsonb;--> statement-breakpoint
ALTER TABLE "tariff_games" ALTER COLUMN "sim_key" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tariff_games" ALTER COLUMN "rules" DROP DEFAULT;
