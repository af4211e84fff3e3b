CREATE TABLE "seat_devices" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"seat_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"name_key" varchar(160) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"seat_code" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"reseat_token_hash" varchar(64),
	"reseat_expires_at" timestamp with time zone,
	CONSTRAINT "seats_seat_code_unique" UNIQUE("seat_code"),
	CONSTRAINT "seats_reseat_token_hash_unique" UNIQUE("reseat_token_hash"),
	CONSTRAINT "seats_class_name_unique" UNIQUE("class_id","name_key"),
	CONSTRAINT "seats_lang_values" CHECK ("seats"."lang" in ('en', 'ko'))
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "join_code" varchar(6);--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "join_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_devices" ADD CONSTRAINT "seat_devices_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_devices_seat_id_idx" ON "seat_devices" USING btree ("seat_id");--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_join_code_unique" UNIQUE("join_code");