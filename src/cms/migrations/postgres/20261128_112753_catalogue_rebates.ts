import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_rebates_with_groups" AS ENUM('internet', 'tv', 'mobile', 'phone');
  CREATE TYPE "public"."enum_products_rebates_unit" AS ENUM('chf', 'percent');
  CREATE TYPE "public"."enum__products_v_version_rebates_with_groups" AS ENUM('internet', 'tv', 'mobile', 'phone');
  CREATE TYPE "public"."enum__products_v_version_rebates_unit" AS ENUM('chf', 'percent');
  CREATE TABLE "products_rebates_with_groups" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_products_rebates_with_groups",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_rebates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"unit" "enum_products_rebates_unit" DEFAULT 'chf',
  	"min_quantity" numeric DEFAULT 1
  );
  
  CREATE TABLE "products_rebates_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_products_v_version_rebates_with_groups" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_rebates_with_groups",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_rebates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"unit" "enum__products_v_version_rebates_unit" DEFAULT 'chf',
  	"min_quantity" numeric DEFAULT 1,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_rebates_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "promotion_months" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_promotion_months" numeric;
  ALTER TABLE "products_rebates_with_groups" ADD CONSTRAINT "products_rebates_with_groups_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products_rebates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rebates" ADD CONSTRAINT "products_rebates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rebates_locales" ADD CONSTRAINT "products_rebates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_rebates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_rebates_with_groups" ADD CONSTRAINT "_products_v_version_rebates_with_groups_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v_version_rebates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_rebates" ADD CONSTRAINT "_products_v_version_rebates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_rebates_locales" ADD CONSTRAINT "_products_v_version_rebates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_rebates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_rebates_with_groups_order_idx" ON "products_rebates_with_groups" USING btree ("order");
  CREATE INDEX "products_rebates_with_groups_parent_idx" ON "products_rebates_with_groups" USING btree ("parent_id");
  CREATE INDEX "products_rebates_order_idx" ON "products_rebates" USING btree ("_order");
  CREATE INDEX "products_rebates_parent_id_idx" ON "products_rebates" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_rebates_locales_locale_parent_id_unique" ON "products_rebates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_rebates_with_groups_order_idx" ON "_products_v_version_rebates_with_groups" USING btree ("order");
  CREATE INDEX "_products_v_version_rebates_with_groups_parent_idx" ON "_products_v_version_rebates_with_groups" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_rebates_order_idx" ON "_products_v_version_rebates" USING btree ("_order");
  CREATE INDEX "_products_v_version_rebates_parent_id_idx" ON "_products_v_version_rebates" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_rebates_locales_locale_parent_id_unique" ON "_products_v_version_rebates_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "products_rebates_with_groups" CASCADE;
  DROP TABLE "products_rebates" CASCADE;
  DROP TABLE "products_rebates_locales" CASCADE;
  DROP TABLE "_products_v_version_rebates_with_groups" CASCADE;
  DROP TABLE "_products_v_version_rebates" CASCADE;
  DROP TABLE "_products_v_version_rebates_locales" CASCADE;
  ALTER TABLE "products" DROP COLUMN "promotion_months";
  ALTER TABLE "_products_v" DROP COLUMN "version_promotion_months";
  DROP TYPE "public"."enum_products_rebates_with_groups";
  DROP TYPE "public"."enum_products_rebates_unit";
  DROP TYPE "public"."enum__products_v_version_rebates_with_groups";
  DROP TYPE "public"."enum__products_v_version_rebates_unit";`)
}
