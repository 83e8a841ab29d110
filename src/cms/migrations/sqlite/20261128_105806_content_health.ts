import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`navigation_locales\` (
  	\`text_saved_at\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_locales_locale_parent_id_unique\` ON \`navigation_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_locales\` (
  	\`version_text_saved_at\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_locales_locale_parent_id_unique\` ON \`_navigation_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`content_health_rows\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`site\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`locale\` text,
  	\`urgency\` numeric NOT NULL,
  	\`collection\` text NOT NULL,
  	\`document\` numeric NOT NULL,
  	\`title\` text,
  	\`field\` text,
  	\`at\` text,
  	\`params\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`content_health_rows_key_idx\` ON \`content_health_rows\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`content_health_rows_updated_at_idx\` ON \`content_health_rows\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`content_health_rows_created_at_idx\` ON \`content_health_rows\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`site_category_locale_idx\` ON \`content_health_rows\` (\`site\`,\`category\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`site_urgency_idx\` ON \`content_health_rows\` (\`site\`,\`urgency\`);`)
  await db.run(sql`CREATE TABLE \`link_checks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`status\` numeric,
  	\`problem\` text,
  	\`checked_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`link_checks_url_idx\` ON \`link_checks\` (\`url\`);`)
  await db.run(sql`CREATE INDEX \`link_checks_checked_at_idx\` ON \`link_checks\` (\`checked_at\`);`)
  await db.run(sql`CREATE INDEX \`link_checks_updated_at_idx\` ON \`link_checks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`link_checks_created_at_idx\` ON \`link_checks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`content_health\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`weekly_digest\` integer DEFAULT true,
  	\`large_file_kb\` numeric DEFAULT 1024 NOT NULL,
  	\`refreshed_at\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`text_saved_at\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_text_saved_at\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`date_to\` text;`)
  await db.run(sql`CREATE INDEX \`news_date_to_idx\` ON \`news\` (\`date_to\`);`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`text_saved_at\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_date_to\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_date_to_idx\` ON \`_news_v\` (\`version_date_to\`);`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_text_saved_at\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`text_saved_at\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_text_saved_at\` text;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`concurrency_key\` text;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`CREATE INDEX \`payload_jobs_concurrency_key_idx\` ON \`payload_jobs\` (\`concurrency_key\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`content_health_rows_id\` integer REFERENCES content_health_rows(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`link_checks_id\` integer REFERENCES link_checks(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_content_health_rows_id_idx\` ON \`payload_locked_documents_rels\` (\`content_health_rows_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_link_checks_id_idx\` ON \`payload_locked_documents_rels\` (\`link_checks_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`navigation_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_locales\`;`)
  await db.run(sql`DROP TABLE \`content_health_rows\`;`)
  await db.run(sql`DROP TABLE \`link_checks\`;`)
  await db.run(sql`DROP TABLE \`content_health\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`navigation_id\` integer,
  	\`media_id\` integer,
  	\`news_id\` integer,
  	\`faq_id\` integer,
  	\`faq_types_id\` integer,
  	\`channels_id\` integer,
  	\`channel_categories_id\` integer,
  	\`vods_id\` integer,
  	\`references_id\` integer,
  	\`sellers_id\` integer,
  	\`distributors_id\` integer,
  	\`products_id\` integer,
  	\`streets_id\` integer,
  	\`network_events_id\` integer,
  	\`roaming_id\` integer,
  	\`site_settings_id\` integer,
  	\`surveys_id\` integer,
  	\`orders_id\` integer,
  	\`installation_appointments_id\` integer,
  	\`installation_slots_id\` integer,
  	\`form_submissions_id\` integer,
  	\`survey_answers_id\` integer,
  	\`form_attachments_id\` integer,
  	\`outbox_id\` integer,
  	\`breach_imports_id\` integer,
  	\`breach_hashes_id\` integer,
  	\`partner_documents_id\` integer,
  	\`outage_subscriptions_id\` integer,
  	\`outage_alerts_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`navigation_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_types_id\`) REFERENCES \`faq_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channels_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channel_categories_id\`) REFERENCES \`channel_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vods_id\`) REFERENCES \`vods\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`references_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sellers_id\`) REFERENCES \`sellers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`distributors_id\`) REFERENCES \`distributors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`streets_id\`) REFERENCES \`streets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`network_events_id\`) REFERENCES \`network_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`roaming_id\`) REFERENCES \`roaming\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_settings_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`surveys_id\`) REFERENCES \`surveys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`installation_appointments_id\`) REFERENCES \`installation_appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`installation_slots_id\`) REFERENCES \`installation_slots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`survey_answers_id\`) REFERENCES \`survey_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_attachments_id\`) REFERENCES \`form_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`breach_imports_id\`) REFERENCES \`breach_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`breach_hashes_id\`) REFERENCES \`breach_hashes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partner_documents_id\`) REFERENCES \`partner_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outage_subscriptions_id\`) REFERENCES \`outage_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outage_alerts_id\`) REFERENCES \`outage_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "navigation_id", "media_id", "news_id", "faq_id", "faq_types_id", "channels_id", "channel_categories_id", "vods_id", "references_id", "sellers_id", "distributors_id", "products_id", "streets_id", "network_events_id", "roaming_id", "site_settings_id", "surveys_id", "orders_id", "installation_appointments_id", "installation_slots_id", "form_submissions_id", "survey_answers_id", "form_attachments_id", "outbox_id", "breach_imports_id", "breach_hashes_id", "partner_documents_id", "outage_subscriptions_id", "outage_alerts_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "navigation_id", "media_id", "news_id", "faq_id", "faq_types_id", "channels_id", "channel_categories_id", "vods_id", "references_id", "sellers_id", "distributors_id", "products_id", "streets_id", "network_events_id", "roaming_id", "site_settings_id", "surveys_id", "orders_id", "installation_appointments_id", "installation_slots_id", "form_submissions_id", "survey_answers_id", "form_attachments_id", "outbox_id", "breach_imports_id", "breach_hashes_id", "partner_documents_id", "outage_subscriptions_id", "outage_alerts_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_navigation_id_idx\` ON \`payload_locked_documents_rels\` (\`navigation_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_types_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channels_id_idx\` ON \`payload_locked_documents_rels\` (\`channels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channel_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`channel_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vods_id_idx\` ON \`payload_locked_documents_rels\` (\`vods_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_references_id_idx\` ON \`payload_locked_documents_rels\` (\`references_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sellers_id_idx\` ON \`payload_locked_documents_rels\` (\`sellers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_distributors_id_idx\` ON \`payload_locked_documents_rels\` (\`distributors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_streets_id_idx\` ON \`payload_locked_documents_rels\` (\`streets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_network_events_id_idx\` ON \`payload_locked_documents_rels\` (\`network_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_roaming_id_idx\` ON \`payload_locked_documents_rels\` (\`roaming_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`site_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_surveys_id_idx\` ON \`payload_locked_documents_rels\` (\`surveys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_installation_appointments__idx\` ON \`payload_locked_documents_rels\` (\`installation_appointments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_installation_slots_id_idx\` ON \`payload_locked_documents_rels\` (\`installation_slots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_survey_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`survey_answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`form_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_breach_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`breach_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_breach_hashes_id_idx\` ON \`payload_locked_documents_rels\` (\`breach_hashes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partner_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`partner_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outage_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`outage_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outage_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`outage_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`news_date_to_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`date_to\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_date_to_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_date_to\`;`)
  await db.run(sql`DROP INDEX \`payload_jobs_concurrency_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`concurrency_key\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`text_saved_at\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_text_saved_at\`;`)
  await db.run(sql`ALTER TABLE \`news_locales\` DROP COLUMN \`text_saved_at\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` DROP COLUMN \`version_text_saved_at\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`text_saved_at\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_text_saved_at\`;`)
}
