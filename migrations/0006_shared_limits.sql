CREATE TABLE "live_stream_holds" (
	"process" text NOT NULL,
	"key" text NOT NULL,
	"streams" integer NOT NULL,
	"seen_at" bigint NOT NULL,
	CONSTRAINT "live_stream_holds_process_key_pk" PRIMARY KEY("process","key")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"at" bigint NOT NULL,
	"level" double precision NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_stream_holds_key_idx" ON "live_stream_holds" USING btree ("key");--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");