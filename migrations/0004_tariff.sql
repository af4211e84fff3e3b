CREATE TABLE "tariff_choices" (
	"game_id" integer NOT NULL,
	"round" integer NOT NULL,
	"team_id" integer NOT NULL,
	"choice" varchar(4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" varchar(64),
	CONSTRAINT "tariff_choices_game_round_team_unique" UNIQUE("game_id","round","team_id"),
	CONSTRAINT "tariff_choices_choice_values" CHECK ("tariff_choices"."choice" in ('High', 'Low'))
);
--> statement-breakpoint
CREATE TABLE "tariff_devices" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer DEFAULT current_class_id() NOT NULL,
	"pairs" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "tariff_games_pairs_range" CHECK ("tariff_games"."pairs" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "tariff_rounds" (
	"game_id" integer NOT NULL,
	"number" integer NOT NULL,
	"multiplier" integer DEFAULT 1 NOT NULL,
	"talk" boolean DEFAULT false NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "tariff_rounds_game_id_number_pk" PRIMARY KEY("game_id","number"),
	CONSTRAINT "tariff_rounds_number_range" CHECK ("tariff_rounds"."number" between 1 and 5),
	CONSTRAINT "tariff_rounds_multiplier_values" CHECK ("tariff_rounds"."multiplier" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "tariff_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"country" varchar(8) NOT NULL,
	"pair" integer NOT NULL,
	"code" varchar(6) NOT NULL,
	CONSTRAINT "tariff_teams_code_unique" UNIQUE("code"),
	CONSTRAINT "tariff_teams_game_country_pair_unique" UNIQUE("game_id","country","pair"),
	CONSTRAINT "tariff_teams_country_values" CHECK ("tariff_teams"."country" in ('solara', 'lunara'))
);
--> statement-breakpoint
ALTER TABLE "tariff_choices" ADD CONSTRAINT "tariff_choices_game_id_tariff_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."tariff_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_choices" ADD CONSTRAINT "tariff_choices_team_id_tariff_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."tariff_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_devices" ADD CONSTRAINT "tariff_devices_team_id_tariff_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."tariff_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_games" ADD CONSTRAINT "tariff_games_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_rounds" ADD CONSTRAINT "tariff_rounds_game_id_tariff_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."tariff_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_teams" ADD CONSTRAINT "tariff_teams_game_id_tariff_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."tariff_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tariff_devices_team_id_idx" ON "tariff_devices" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tariff_games_one_running_per_class" ON "tariff_games" USING btree ("class_id") WHERE "tariff_games"."ended_at" is null;