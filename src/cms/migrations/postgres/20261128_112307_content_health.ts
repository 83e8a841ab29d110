import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_content_health_rows_site" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_content_health_rows_category" AS ENUM('translations', 'links', 'dates', 'media', 'findability', 'scheduled');
  CREATE TYPE "public"."enum_content_health_rows_kind" AS ENUM('missing-translation', 'stale-translation', 'link-deleted', 'link-unpublished', 'link-no-url', 'link-broken', 'ended', 'ends-soon', 'starts-soon', 'missing-alt', 'large-file', 'orphan-page', 'missing-description', 'long-title', 'scheduled-publication');
  CREATE TYPE "public"."enum_content_health_rows_locale" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum_link_checks_problem" AS ENUM('timeout', 'unreachable', 'not-allowed');
  ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'content-health-digest';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'refreshContentHealth' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkExternalLinks' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendContentHealthDigest' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'refreshContentHealth' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkExternalLinks' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendContentHealthDigest' BEFORE 'createCollectionExport';
  CREATE TABLE "navigation_locales" (
  	"text_saved_at" timestamp(3) with time zone,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_locales" (
  	"version_text_saved_at" timestamp(3) with time zone,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "content_health_rows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"site" "enum_content_health_rows_site" NOT NULL,
  	"category" "enum_content_health_rows_category" NOT NULL,
  	"kind" "enum_content_health_rows_kind" NOT NULL,
  	"locale" "enum_content_health_rows_locale",
  	"urgency" numeric NOT NULL,
  	"collection" varchar NOT NULL,
  	"document" numeric NOT NULL,
  	"title" varchar,
  	"field" varchar,
  	"at" timestamp(3) with time zone,
  	"params" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "link_checks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"status" numeric,
  	"problem" "enum_link_checks_problem",
  	"checked_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "content_health" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"weekly_digest" boolean DEFAULT true,
  	"large_file_kb" numeric DEFAULT 1024 NOT NULL,
  	"refreshed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_locales" ADD COLUMN "text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "news" ADD COLUMN "date_to" timestamp(3) with time zone;
  ALTER TABLE "news_locales" ADD COLUMN "text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_date_to" timestamp(3) with time zone;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "products_locales" ADD COLUMN "text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "concurrency_key" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "content_health_rows_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "link_checks_id" integer;
  ALTER TABLE "navigation_locales" ADD CONSTRAINT "navigation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_locales" ADD CONSTRAINT "_navigation_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "navigation_locales_locale_parent_id_unique" ON "navigation_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_navigation_v_locales_locale_parent_id_unique" ON "_navigation_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "content_health_rows_key_idx" ON "content_health_rows" USING btree ("key");
  CREATE INDEX "content_health_rows_updated_at_idx" ON "content_health_rows" USING btree ("updated_at");
  CREATE INDEX "content_health_rows_created_at_idx" ON "content_health_rows" USING btree ("created_at");
  CREATE INDEX "site_category_locale_idx" ON "content_health_rows" USING btree ("site","category","locale");
  CREATE INDEX "site_urgency_idx" ON "content_health_rows" USING btree ("site","urgency");
  CREATE UNIQUE INDEX "link_checks_url_idx" ON "link_checks" USING btree ("url");
  CREATE INDEX "link_checks_checked_at_idx" ON "link_checks" USING btree ("checked_at");
  CREATE INDEX "link_checks_updated_at_idx" ON "link_checks" USING btree ("updated_at");
  CREATE INDEX "link_checks_created_at_idx" ON "link_checks" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_content_health_rows_fk" FOREIGN KEY ("content_health_rows_id") REFERENCES "public"."content_health_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_link_checks_fk" FOREIGN KEY ("link_checks_id") REFERENCES "public"."link_checks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_date_to_idx" ON "news" USING btree ("date_to");
  CREATE INDEX "_news_v_version_version_date_to_idx" ON "_news_v" USING btree ("version_date_to");
  CREATE INDEX "payload_jobs_concurrency_key_idx" ON "payload_jobs" USING btree ("concurrency_key");
  CREATE INDEX "payload_locked_documents_rels_content_health_rows_id_idx" ON "payload_locked_documents_rels" USING btree ("content_health_rows_id");
  CREATE INDEX "payload_locked_documents_rels_link_checks_id_idx" ON "payload_locked_documents_rels" USING btree ("link_checks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "navigation_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "content_health_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "link_checks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "content_health" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "navigation_locales" CASCADE;
  DROP TABLE "_navigation_v_locales" CASCADE;
  DROP TABLE "content_health_rows" CASCADE;
  DROP TABLE "link_checks" CASCADE;
  DROP TABLE "content_health" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_content_health_rows_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_link_checks_fk";
  
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('customer-confirmation', 'distributor-notification', 'sales-notification', 'form-request', 'form-acknowledgement', 'outage-confirmation', 'outage-alert', 'outage-resolved', 'order-status', 'installation-appointment');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "news_date_to_idx";
  DROP INDEX "_news_v_version_version_date_to_idx";
  DROP INDEX "payload_jobs_concurrency_key_idx";
  DROP INDEX "payload_locked_documents_rels_content_health_rows_id_idx";
  DROP INDEX "payload_locked_documents_rels_link_checks_id_idx";
  ALTER TABLE "pages_locales" DROP COLUMN "text_saved_at";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_text_saved_at";
  ALTER TABLE "news" DROP COLUMN "date_to";
  ALTER TABLE "news_locales" DROP COLUMN "text_saved_at";
  ALTER TABLE "_news_v" DROP COLUMN "version_date_to";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_text_saved_at";
  ALTER TABLE "products_locales" DROP COLUMN "text_saved_at";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_text_saved_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "concurrency_key";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "content_health_rows_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "link_checks_id";
  DROP TYPE "public"."enum_content_health_rows_site";
  DROP TYPE "public"."enum_content_health_rows_category";
  DROP TYPE "public"."enum_content_health_rows_kind";
  DROP TYPE "public"."enum_content_health_rows_locale";
  DROP TYPE "public"."enum_link_checks_problem";`)
}
