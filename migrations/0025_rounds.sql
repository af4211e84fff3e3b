DROP INDEX "assignments_class_sim_idx";--> statement-breakpoint
ALTER TABLE "deal_drafts" DROP CONSTRAINT "deal_drafts_seat_id_sim_key_form_pk";--> statement-breakpoint
ALTER TABLE "plans" DROP CONSTRAINT "plans_seat_id_sim_key_pk";--> statement-breakpoint
ALTER TABLE "survey_answers" DROP CONSTRAINT "survey_answers_seat_id_sim_key_pk";--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_drafts" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_drafts" ADD CONSTRAINT "deal_drafts_seat_id_sim_key_round_form_pk" PRIMARY KEY("seat_id","sim_key","round","form");--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_seat_id_sim_key_round_pk" PRIMARY KEY("seat_id","sim_key","round");--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_seat_id_sim_key_round_pk" PRIMARY KEY("seat_id","sim_key","round");--> statement-breakpoint
CREATE INDEX "assignments_class_sim_idx" ON "assignments" USING btree ("class_id","sim_key","round");