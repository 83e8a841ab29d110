import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_rebates_with_groups\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products_rebates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_rebates_with_groups_order_idx\` ON \`products_rebates_with_groups\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rebates_with_groups_parent_idx\` ON \`products_rebates_with_groups\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_rebates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`amount\` numeric,
  	\`unit\` text DEFAULT 'chf',
  	\`min_quantity\` numeric DEFAULT 1,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_rebates_order_idx\` ON \`products_rebates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_rebates_parent_id_idx\` ON \`products_rebates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_rebates_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_rebates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_rebates_locales_locale_parent_id_unique\` ON \`products_rebates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_rebates_with_groups\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v_version_rebates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_rebates_with_groups_order_idx\` ON \`_products_v_version_rebates_with_groups\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_rebates_with_groups_parent_idx\` ON \`_products_v_version_rebates_with_groups\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_rebates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`amount\` numeric,
  	\`unit\` text DEFAULT 'chf',
  	\`min_quantity\` numeric DEFAULT 1,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_rebates_order_idx\` ON \`_products_v_version_rebates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_rebates_parent_id_idx\` ON \`_products_v_version_rebates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_rebates_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_rebates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_rebates_locales_locale_parent_id_unique\` ON \`_products_v_version_rebates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`promotion_months\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_promotion_months\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_rebates_with_groups\`;`)
  await db.run(sql`DROP TABLE \`products_rebates\`;`)
  await db.run(sql`DROP TABLE \`products_rebates_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_rebates_with_groups\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_rebates\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_rebates_locales\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`promotion_months\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_promotion_months\`;`)
}
