import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_outbox_kind" ADD VALUE 'account';
  ALTER TABLE "outbox" ADD COLUMN "html" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_kind";
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('customer-confirmation', 'distributor-notification', 'sales-notification', 'form-request', 'form-acknowledgement', 'outage-confirmation', 'outage-alert', 'outage-resolved', 'order-status', 'order-link', 'installation-appointment', 'content-health-digest');
  ALTER TABLE "outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_kind" USING "kind"::"public"."enum_outbox_kind";
  ALTER TABLE "outbox" DROP COLUMN "html";`)
}
