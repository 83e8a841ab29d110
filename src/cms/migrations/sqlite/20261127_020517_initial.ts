import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_sites\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_sites_order_idx\` ON \`pages_sites\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_sites_parent_idx\` ON \`pages_sites\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_sites_value_idx\` ON \`pages_sites\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`pages_sections\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_sections_order_idx\` ON \`pages_sections\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_sections_parent_idx\` ON \`pages_sections\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_colors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`primary\` text,
  	\`accent\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_colors_order_idx\` ON \`pages_colors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_colors_parent_id_idx\` ON \`pages_colors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_headers_link_news\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_headers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_headers_link_news_order_idx\` ON \`pages_headers_link_news\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_headers_link_news_parent_id_idx\` ON \`pages_headers_link_news\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_headers_link_news_locales\` (
  	\`url\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_headers_link_news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_headers_link_news_locales_locale_parent_id_unique\` ON \`pages_headers_link_news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_headers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'banner',
  	\`cms_title\` text,
  	\`hide\` integer DEFAULT false,
  	\`title_length\` numeric,
  	\`subtitle_length\` numeric,
  	\`price\` text,
  	\`currency\` text,
  	\`color\` text,
  	\`text_color\` text,
  	\`bg_hexa\` text,
  	\`bg_gradient\` text,
  	\`background\` text,
  	\`position\` text,
  	\`position_text\` text DEFAULT 'left',
  	\`overlay\` integer DEFAULT false,
  	\`stripes\` integer DEFAULT false,
  	\`disable_gradient\` integer DEFAULT false,
  	\`embed_id\` integer,
  	FOREIGN KEY (\`embed_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_headers_order_idx\` ON \`pages_headers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_headers_parent_id_idx\` ON \`pages_headers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_headers_embed_idx\` ON \`pages_headers\` (\`embed_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_headers_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`slogan\` text,
  	\`description\` text,
  	\`badge\` text,
  	\`validity\` text,
  	\`from\` text,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_headers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_headers_locales_locale_parent_id_unique\` ON \`pages_headers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocs_teasers\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocs_teasers_order_idx\` ON \`pages_blocs_teasers\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocs_teasers_parent_idx\` ON \`pages_blocs_teasers\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocs_contents_products_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocs_contents_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocs_contents_products_features_order_idx\` ON \`pages_blocs_contents_products_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocs_contents_products_features_parent_id_idx\` ON \`pages_blocs_contents_products_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocs_contents_products_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocs_contents_products_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocs_contents_products_features_locales_locale_parent\` ON \`pages_blocs_contents_products_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocs_contents_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'product',
  	\`price\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocs_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocs_contents_products_order_idx\` ON \`pages_blocs_contents_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocs_contents_products_parent_id_idx\` ON \`pages_blocs_contents_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocs_contents_products_locales\` (
  	\`name\` text,
  	\`details_url\` text,
  	\`details_label\` text,
  	\`details_target\` text DEFAULT '_self',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocs_contents_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocs_contents_products_locales_locale_parent_id_uniqu\` ON \`pages_blocs_contents_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocs_contents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_section\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocs_contents_order_idx\` ON \`pages_blocs_contents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocs_contents_parent_id_idx\` ON \`pages_blocs_contents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocs_contents_locales\` (
  	\`link_url\` text,
  	\`link_label\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocs_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocs_contents_locales_locale_parent_id_unique\` ON \`pages_blocs_contents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocs_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocs_videos_order_idx\` ON \`pages_blocs_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocs_videos_parent_id_idx\` ON \`pages_blocs_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocs_videos_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocs_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocs_videos_locales_locale_parent_id_unique\` ON \`pages_blocs_videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`color\` text,
  	\`section\` text,
  	\`form\` text,
  	\`survey_id\` integer,
  	\`catalogue\` text,
  	FOREIGN KEY (\`survey_id\`) REFERENCES \`surveys\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocs_order_idx\` ON \`pages_blocs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocs_parent_id_idx\` ON \`pages_blocs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocs_survey_idx\` ON \`pages_blocs\` (\`survey_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocs_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocs_locales_locale_parent_id_unique\` ON \`pages_blocs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'page',
  	\`pagetype\` text,
  	\`theme\` text,
  	\`screen\` text,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_screen_idx\` ON \`pages\` (\`screen\`);`)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_image_idx\` ON \`pages\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`slug\` text,
  	\`category\` text,
  	\`description\` text,
  	\`text_1\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`faq_types_id\` integer,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_types_id\`) REFERENCES \`faq_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_faq_types_id_idx\` ON \`pages_rels\` (\`faq_types_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_products_id_idx\` ON \`pages_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_media_id_idx\` ON \`pages_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_sites\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_sites_order_idx\` ON \`_pages_v_version_sites\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_sites_parent_idx\` ON \`_pages_v_version_sites\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_sites_value_idx\` ON \`_pages_v_version_sites\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_sections\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_sections_order_idx\` ON \`_pages_v_version_sections\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_sections_parent_idx\` ON \`_pages_v_version_sections\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_colors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`primary\` text,
  	\`accent\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_colors_order_idx\` ON \`_pages_v_version_colors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_colors_parent_id_idx\` ON \`_pages_v_version_colors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_headers_link_news\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_headers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_headers_link_news_order_idx\` ON \`_pages_v_version_headers_link_news\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_headers_link_news_parent_id_idx\` ON \`_pages_v_version_headers_link_news\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_headers_link_news_locales\` (
  	\`url\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_headers_link_news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_headers_link_news_locales_locale_parent_id_\` ON \`_pages_v_version_headers_link_news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_headers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'banner',
  	\`cms_title\` text,
  	\`hide\` integer DEFAULT false,
  	\`title_length\` numeric,
  	\`subtitle_length\` numeric,
  	\`price\` text,
  	\`currency\` text,
  	\`color\` text,
  	\`text_color\` text,
  	\`bg_hexa\` text,
  	\`bg_gradient\` text,
  	\`background\` text,
  	\`position\` text,
  	\`position_text\` text DEFAULT 'left',
  	\`overlay\` integer DEFAULT false,
  	\`stripes\` integer DEFAULT false,
  	\`disable_gradient\` integer DEFAULT false,
  	\`embed_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`embed_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_headers_order_idx\` ON \`_pages_v_version_headers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_headers_parent_id_idx\` ON \`_pages_v_version_headers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_headers_embed_idx\` ON \`_pages_v_version_headers\` (\`embed_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_headers_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`slogan\` text,
  	\`description\` text,
  	\`badge\` text,
  	\`validity\` text,
  	\`from\` text,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_headers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_headers_locales_locale_parent_id_unique\` ON \`_pages_v_version_headers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_blocs_teasers\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_version_blocs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_blocs_teasers_order_idx\` ON \`_pages_v_version_blocs_teasers\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_blocs_teasers_parent_idx\` ON \`_pages_v_version_blocs_teasers\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_blocs_contents_products_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_blocs_contents_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_blocs_contents_products_features_order_idx\` ON \`_pages_v_version_blocs_contents_products_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_blocs_contents_products_features_parent_id_idx\` ON \`_pages_v_version_blocs_contents_products_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_blocs_contents_products_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_blocs_contents_products_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_blocs_contents_products_features_locales_lo\` ON \`_pages_v_version_blocs_contents_products_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_blocs_contents_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'product',
  	\`price\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_blocs_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_blocs_contents_products_order_idx\` ON \`_pages_v_version_blocs_contents_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_blocs_contents_products_parent_id_idx\` ON \`_pages_v_version_blocs_contents_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_blocs_contents_products_locales\` (
  	\`name\` text,
  	\`details_url\` text,
  	\`details_label\` text,
  	\`details_target\` text DEFAULT '_self',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_blocs_contents_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_blocs_contents_products_locales_locale_pare\` ON \`_pages_v_version_blocs_contents_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_blocs_contents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_section\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_blocs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_blocs_contents_order_idx\` ON \`_pages_v_version_blocs_contents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_blocs_contents_parent_id_idx\` ON \`_pages_v_version_blocs_contents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_blocs_contents_locales\` (
  	\`link_url\` text,
  	\`link_label\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_blocs_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_blocs_contents_locales_locale_parent_id_uni\` ON \`_pages_v_version_blocs_contents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_blocs_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_blocs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_blocs_videos_order_idx\` ON \`_pages_v_version_blocs_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_blocs_videos_parent_id_idx\` ON \`_pages_v_version_blocs_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_blocs_videos_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_blocs_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_blocs_videos_locales_locale_parent_id_uniqu\` ON \`_pages_v_version_blocs_videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_blocs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`color\` text,
  	\`section\` text,
  	\`form\` text,
  	\`survey_id\` integer,
  	\`catalogue\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`survey_id\`) REFERENCES \`surveys\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_blocs_order_idx\` ON \`_pages_v_version_blocs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_blocs_parent_id_idx\` ON \`_pages_v_version_blocs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_blocs_survey_idx\` ON \`_pages_v_version_blocs\` (\`survey_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_blocs_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_blocs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_blocs_locales_locale_parent_id_unique\` ON \`_pages_v_version_blocs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_type\` text DEFAULT 'page',
  	\`version_pagetype\` text,
  	\`version_theme\` text,
  	\`version_screen\` text,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_screen_idx\` ON \`_pages_v\` (\`version_screen\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_seo_version_seo_image_idx\` ON \`_pages_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_slug\` text,
  	\`version_category\` text,
  	\`version_description\` text,
  	\`version_text_1\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`faq_types_id\` integer,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_types_id\`) REFERENCES \`faq_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_faq_types_id_idx\` ON \`_pages_v_rels\` (\`faq_types_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_products_id_idx\` ON \`_pages_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_media_id_idx\` ON \`_pages_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_grandchildren\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`is_network_status\` integer DEFAULT false,
  	\`external\` integer DEFAULT false,
  	\`is_home\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_grandchildren_order_idx\` ON \`nav_grandchildren\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_grandchildren_parent_id_idx\` ON \`nav_grandchildren\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_grandchildren_locales\` (
  	\`title\` text,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`information_text\` text,
  	\`information_button_label\` text,
  	\`information_button_url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_grandchildren\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`nav_grandchildren_locales_locale_parent_id_unique\` ON \`nav_grandchildren_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`is_network_status\` integer DEFAULT false,
  	\`external\` integer DEFAULT false,
  	\`is_home\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_children_order_idx\` ON \`nav_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_children_parent_id_idx\` ON \`nav_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_children_locales\` (
  	\`title\` text,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`information_text\` text,
  	\`information_button_label\` text,
  	\`information_button_url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`nav_children_locales_locale_parent_id_unique\` ON \`nav_children_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`is_network_status\` integer DEFAULT false,
  	\`external\` integer DEFAULT false,
  	\`is_home\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_items_order_idx\` ON \`navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_parent_id_idx\` ON \`navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_locales\` (
  	\`title\` text,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`information_text\` text,
  	\`information_button_label\` text,
  	\`information_button_url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_locales_locale_parent_id_unique\` ON \`navigation_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_mobile_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_mobile_actions_order_idx\` ON \`navigation_mobile_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_mobile_actions_parent_id_idx\` ON \`navigation_mobile_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_mobile_actions_locales\` (
  	\`link_url\` text,
  	\`link_label\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_mobile_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_mobile_actions_locales_locale_parent_id_unique\` ON \`navigation_mobile_actions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`tree_key\` text,
  	\`site\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_tree_key_idx\` ON \`navigation\` (\`tree_key\`);`)
  await db.run(sql`CREATE INDEX \`navigation_site_idx\` ON \`navigation\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`navigation_updated_at_idx\` ON \`navigation\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`navigation_created_at_idx\` ON \`navigation\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`navigation__status_idx\` ON \`navigation\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_tree_key_idx\` ON \`navigation\` (\`site\`,\`tree_key\`);`)
  await db.run(sql`CREATE TABLE \`_nav_grandchildren_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`is_network_status\` integer DEFAULT false,
  	\`external\` integer DEFAULT false,
  	\`is_home\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_children_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_grandchildren_v_order_idx\` ON \`_nav_grandchildren_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_grandchildren_v_parent_id_idx\` ON \`_nav_grandchildren_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_grandchildren_v_locales\` (
  	\`title\` text,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`information_text\` text,
  	\`information_button_label\` text,
  	\`information_button_url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_grandchildren_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_nav_grandchildren_v_locales_locale_parent_id_unique\` ON \`_nav_grandchildren_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_children_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`is_network_status\` integer DEFAULT false,
  	\`external\` integer DEFAULT false,
  	\`is_home\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_children_v_order_idx\` ON \`_nav_children_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_children_v_parent_id_idx\` ON \`_nav_children_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_children_v_locales\` (
  	\`title\` text,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`information_text\` text,
  	\`information_button_label\` text,
  	\`information_button_url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_children_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_nav_children_v_locales_locale_parent_id_unique\` ON \`_nav_children_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`is_network_status\` integer DEFAULT false,
  	\`external\` integer DEFAULT false,
  	\`is_home\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_order_idx\` ON \`_navigation_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_items_parent_id_idx\` ON \`_navigation_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_items_locales\` (
  	\`title\` text,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`information_text\` text,
  	\`information_button_label\` text,
  	\`information_button_url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_items_locales_locale_parent_id_unique\` ON \`_navigation_v_version_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_mobile_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_mobile_actions_order_idx\` ON \`_navigation_v_version_mobile_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_mobile_actions_parent_id_idx\` ON \`_navigation_v_version_mobile_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_mobile_actions_locales\` (
  	\`link_url\` text,
  	\`link_label\` text,
  	\`link_target\` text DEFAULT '_self',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_mobile_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_navigation_v_version_mobile_actions_locales_locale_parent_i\` ON \`_navigation_v_version_mobile_actions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_tree_key\` text,
  	\`version_site\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_parent_idx\` ON \`_navigation_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_version_tree_key_idx\` ON \`_navigation_v\` (\`version_tree_key\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_version_site_idx\` ON \`_navigation_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_version_updated_at_idx\` ON \`_navigation_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_version_created_at_idx\` ON \`_navigation_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_version__status_idx\` ON \`_navigation_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_created_at_idx\` ON \`_navigation_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_updated_at_idx\` ON \`_navigation_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_snapshot_idx\` ON \`_navigation_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_published_locale_idx\` ON \`_navigation_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_latest_idx\` ON \`_navigation_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_site_version_tree_key_idx\` ON \`_navigation_v\` (\`version_site\`,\`version_tree_key\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`folder\` text DEFAULT 'default',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_header_big_url\` text,
  	\`sizes_header_big_width\` numeric,
  	\`sizes_header_big_height\` numeric,
  	\`sizes_header_big_mime_type\` text,
  	\`sizes_header_big_filesize\` numeric,
  	\`sizes_header_big_filename\` text,
  	\`sizes_header_nbig_url\` text,
  	\`sizes_header_nbig_width\` numeric,
  	\`sizes_header_nbig_height\` numeric,
  	\`sizes_header_nbig_mime_type\` text,
  	\`sizes_header_nbig_filesize\` numeric,
  	\`sizes_header_nbig_filename\` text,
  	\`sizes_header_big_mobile_url\` text,
  	\`sizes_header_big_mobile_width\` numeric,
  	\`sizes_header_big_mobile_height\` numeric,
  	\`sizes_header_big_mobile_mime_type\` text,
  	\`sizes_header_big_mobile_filesize\` numeric,
  	\`sizes_header_big_mobile_filename\` text,
  	\`sizes_banner_url\` text,
  	\`sizes_banner_width\` numeric,
  	\`sizes_banner_height\` numeric,
  	\`sizes_banner_mime_type\` text,
  	\`sizes_banner_filesize\` numeric,
  	\`sizes_banner_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_folder_idx\` ON \`media\` (\`folder\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_header_big_sizes_header_big_filename_idx\` ON \`media\` (\`sizes_header_big_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_header_nbig_sizes_header_nbig_filename_idx\` ON \`media\` (\`sizes_header_nbig_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_header_big_mobile_sizes_header_big_mobile_fi_idx\` ON \`media\` (\`sizes_header_big_mobile_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_banner_sizes_banner_filename_idx\` ON \`media\` (\`sizes_banner_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`name\` text,
  	\`alt\` text,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_sites\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_sites_order_idx\` ON \`news_sites\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_sites_parent_idx\` ON \`news_sites\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_sites_value_idx\` ON \`news_sites\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date_from\` text,
  	\`media_id\` integer,
  	\`logo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_date_from_idx\` ON \`news\` (\`date_from\`);`)
  await db.run(sql`CREATE INDEX \`news_media_idx\` ON \`news\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`news_logo_idx\` ON \`news\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_version_sites\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_version_sites_order_idx\` ON \`_news_v_version_sites\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_sites_parent_idx\` ON \`_news_v_version_sites\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_sites_value_idx\` ON \`_news_v_version_sites\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_date_from\` text,
  	\`version_media_id\` integer,
  	\`version_logo_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_date_from_idx\` ON \`_news_v\` (\`version_date_from\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_media_idx\` ON \`_news_v\` (\`version_media_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_logo_idx\` ON \`_news_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_title\` text,
  	\`version_text\` text,
  	\`version_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faq_sites\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_sites_order_idx\` ON \`faq_sites\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faq_sites_parent_idx\` ON \`faq_sites\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faq_sites_value_idx\` ON \`faq_sites\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`faq\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`position\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_position_idx\` ON \`faq\` (\`position\`);`)
  await db.run(sql`CREATE INDEX \`faq_updated_at_idx\` ON \`faq\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_created_at_idx\` ON \`faq\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faq__status_idx\` ON \`faq\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`faq_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_locales_locale_parent_id_unique\` ON \`faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faq_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`faq_types_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_types_id\`) REFERENCES \`faq_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_rels_order_idx\` ON \`faq_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faq_rels_parent_idx\` ON \`faq_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faq_rels_path_idx\` ON \`faq_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`faq_rels_faq_types_id_idx\` ON \`faq_rels\` (\`faq_types_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v_version_sites\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_version_sites_order_idx\` ON \`_faq_v_version_sites\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_sites_parent_idx\` ON \`_faq_v_version_sites\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_sites_value_idx\` ON \`_faq_v_version_sites\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_position\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_parent_idx\` ON \`_faq_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_position_idx\` ON \`_faq_v\` (\`version_position\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_updated_at_idx\` ON \`_faq_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version_created_at_idx\` ON \`_faq_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version__status_idx\` ON \`_faq_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_created_at_idx\` ON \`_faq_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_updated_at_idx\` ON \`_faq_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_snapshot_idx\` ON \`_faq_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_published_locale_idx\` ON \`_faq_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_latest_idx\` ON \`_faq_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v_locales\` (
  	\`version_title\` text,
  	\`version_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faq_v_locales_locale_parent_id_unique\` ON \`_faq_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`faq_types_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_types_id\`) REFERENCES \`faq_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_rels_order_idx\` ON \`_faq_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_rels_parent_idx\` ON \`_faq_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_rels_path_idx\` ON \`_faq_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_rels_faq_types_id_idx\` ON \`_faq_v_rels\` (\`faq_types_id\`);`)
  await db.run(sql`CREATE TABLE \`faq_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_types_updated_at_idx\` ON \`faq_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_types_created_at_idx\` ON \`faq_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faq_types_locales\` (
  	\`faq_name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_types_locales_locale_parent_id_unique\` ON \`faq_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channels_packs\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_packs_order_idx\` ON \`channels_packs\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`channels_packs_parent_idx\` ON \`channels_packs\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`title\` text,
  	\`langue\` text,
  	\`hd\` integer DEFAULT false,
  	\`mobile\` integer DEFAULT false,
  	\`replay\` integer DEFAULT false,
  	\`rec\` integer DEFAULT false,
  	\`logo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`channels_number_idx\` ON \`channels\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`channels_title_idx\` ON \`channels\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`channels_logo_idx\` ON \`channels\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_updated_at_idx\` ON \`channels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`channels_created_at_idx\` ON \`channels\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`channels__status_idx\` ON \`channels\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`channels_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`channel_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channel_categories_id\`) REFERENCES \`channel_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_rels_order_idx\` ON \`channels_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`channels_rels_parent_idx\` ON \`channels_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_rels_path_idx\` ON \`channels_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`channels_rels_channel_categories_id_idx\` ON \`channels_rels\` (\`channel_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_version_packs\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_version_packs_order_idx\` ON \`_channels_v_version_packs\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_packs_parent_idx\` ON \`_channels_v_version_packs\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_number\` numeric,
  	\`version_title\` text,
  	\`version_langue\` text,
  	\`version_hd\` integer DEFAULT false,
  	\`version_mobile\` integer DEFAULT false,
  	\`version_replay\` integer DEFAULT false,
  	\`version_rec\` integer DEFAULT false,
  	\`version_logo_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_parent_idx\` ON \`_channels_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version_number_idx\` ON \`_channels_v\` (\`version_number\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version_title_idx\` ON \`_channels_v\` (\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version_logo_idx\` ON \`_channels_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version_updated_at_idx\` ON \`_channels_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version_created_at_idx\` ON \`_channels_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version__status_idx\` ON \`_channels_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_created_at_idx\` ON \`_channels_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_updated_at_idx\` ON \`_channels_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_snapshot_idx\` ON \`_channels_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_published_locale_idx\` ON \`_channels_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_latest_idx\` ON \`_channels_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`channel_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channel_categories_id\`) REFERENCES \`channel_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_rels_order_idx\` ON \`_channels_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_rels_parent_idx\` ON \`_channels_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_rels_path_idx\` ON \`_channels_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_rels_channel_categories_id_idx\` ON \`_channels_v_rels\` (\`channel_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`channel_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`position\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`channel_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`channel_categories_parent_idx\` ON \`channel_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channel_categories_updated_at_idx\` ON \`channel_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`channel_categories_created_at_idx\` ON \`channel_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`channel_categories__status_idx\` ON \`channel_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`channel_categories_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channel_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`channel_categories_locales_locale_parent_id_unique\` ON \`channel_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_channel_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_parent_id\` integer,
  	\`version_position\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`channel_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`channel_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_channel_categories_v_parent_idx\` ON \`_channel_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channel_categories_v_version_version_parent_idx\` ON \`_channel_categories_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channel_categories_v_version_version_updated_at_idx\` ON \`_channel_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_channel_categories_v_version_version_created_at_idx\` ON \`_channel_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_channel_categories_v_version_version__status_idx\` ON \`_channel_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_channel_categories_v_created_at_idx\` ON \`_channel_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_channel_categories_v_updated_at_idx\` ON \`_channel_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_channel_categories_v_snapshot_idx\` ON \`_channel_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_channel_categories_v_published_locale_idx\` ON \`_channel_categories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_channel_categories_v_latest_idx\` ON \`_channel_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_channel_categories_v_locales\` (
  	\`version_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channel_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_channel_categories_v_locales_locale_parent_id_unique\` ON \`_channel_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vods_sites\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vods_sites_order_idx\` ON \`vods_sites\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`vods_sites_parent_idx\` ON \`vods_sites\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vods_sites_value_idx\` ON \`vods_sites\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`vods\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`duration\` numeric,
  	\`price\` text,
  	\`url\` text,
  	\`media_id\` integer,
  	\`position\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`vods_media_idx\` ON \`vods\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`vods_updated_at_idx\` ON \`vods\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vods_created_at_idx\` ON \`vods\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`vods__status_idx\` ON \`vods\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`vods_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`genre\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vods_locales_locale_parent_id_unique\` ON \`vods_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vods_v_version_sites\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_vods_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vods_v_version_sites_order_idx\` ON \`_vods_v_version_sites\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_vods_v_version_sites_parent_idx\` ON \`_vods_v_version_sites\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_vods_v_version_sites_value_idx\` ON \`_vods_v_version_sites\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_vods_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_year\` numeric,
  	\`version_duration\` numeric,
  	\`version_price\` text,
  	\`version_url\` text,
  	\`version_media_id\` integer,
  	\`version_position\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vods\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_vods_v_parent_idx\` ON \`_vods_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_vods_v_version_version_media_idx\` ON \`_vods_v\` (\`version_media_id\`);`)
  await db.run(sql`CREATE INDEX \`_vods_v_version_version_updated_at_idx\` ON \`_vods_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_vods_v_version_version_created_at_idx\` ON \`_vods_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vods_v_version_version__status_idx\` ON \`_vods_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_vods_v_created_at_idx\` ON \`_vods_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vods_v_updated_at_idx\` ON \`_vods_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_vods_v_snapshot_idx\` ON \`_vods_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_vods_v_published_locale_idx\` ON \`_vods_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_vods_v_latest_idx\` ON \`_vods_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_vods_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_genre\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vods_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_vods_v_locales_locale_parent_id_unique\` ON \`_vods_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`references_sites\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`references_sites_order_idx\` ON \`references_sites\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`references_sites_parent_idx\` ON \`references_sites\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`references_sites_value_idx\` ON \`references_sites\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`references\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`client\` text,
  	\`slug\` text,
  	\`media_id\` integer,
  	\`logo_id\` integer,
  	\`position\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`references_slug_idx\` ON \`references\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`references_media_idx\` ON \`references\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`references_logo_idx\` ON \`references\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`references_updated_at_idx\` ON \`references\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`references_created_at_idx\` ON \`references\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`references__status_idx\` ON \`references\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`references_locales\` (
  	\`title\` text,
  	\`sector\` text,
  	\`description\` text,
  	\`detail\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`references_locales_locale_parent_id_unique\` ON \`references_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_references_v_version_sites\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_references_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_references_v_version_sites_order_idx\` ON \`_references_v_version_sites\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_version_sites_parent_idx\` ON \`_references_v_version_sites\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_version_sites_value_idx\` ON \`_references_v_version_sites\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_references_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_client\` text,
  	\`version_slug\` text,
  	\`version_media_id\` integer,
  	\`version_logo_id\` integer,
  	\`version_position\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`references\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_references_v_parent_idx\` ON \`_references_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_version_version_slug_idx\` ON \`_references_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_version_version_media_idx\` ON \`_references_v\` (\`version_media_id\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_version_version_logo_idx\` ON \`_references_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_version_version_updated_at_idx\` ON \`_references_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_version_version_created_at_idx\` ON \`_references_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_version_version__status_idx\` ON \`_references_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_created_at_idx\` ON \`_references_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_updated_at_idx\` ON \`_references_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_snapshot_idx\` ON \`_references_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_published_locale_idx\` ON \`_references_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_references_v_latest_idx\` ON \`_references_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_references_v_locales\` (
  	\`version_title\` text,
  	\`version_sector\` text,
  	\`version_description\` text,
  	\`version_detail\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_references_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_references_v_locales_locale_parent_id_unique\` ON \`_references_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sellers_opening_hours_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sellers_opening_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sellers_opening_hours_days_order_idx\` ON \`sellers_opening_hours_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sellers_opening_hours_days_parent_idx\` ON \`sellers_opening_hours_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sellers_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`opens\` text,
  	\`closes\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sellers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sellers_opening_hours_order_idx\` ON \`sellers_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sellers_opening_hours_parent_id_idx\` ON \`sellers_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sellers_sites\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sellers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sellers_sites_order_idx\` ON \`sellers_sites\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sellers_sites_parent_idx\` ON \`sellers_sites\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sellers_sites_value_idx\` ON \`sellers_sites\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`sellers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`kind\` text DEFAULT 'reseller',
  	\`position\` numeric DEFAULT 0,
  	\`address\` text,
  	\`npa\` text,
  	\`city\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`website\` text,
  	\`logo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`sellers_position_idx\` ON \`sellers\` (\`position\`);`)
  await db.run(sql`CREATE INDEX \`sellers_logo_idx\` ON \`sellers\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`sellers_updated_at_idx\` ON \`sellers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sellers_created_at_idx\` ON \`sellers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`sellers__status_idx\` ON \`sellers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`sellers_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sellers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sellers_locales_locale_parent_id_unique\` ON \`sellers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_sellers_v_version_opening_hours_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_sellers_v_version_opening_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sellers_v_version_opening_hours_days_order_idx\` ON \`_sellers_v_version_opening_hours_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_sellers_v_version_opening_hours_days_parent_idx\` ON \`_sellers_v_version_opening_hours_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_sellers_v_version_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`opens\` text,
  	\`closes\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sellers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sellers_v_version_opening_hours_order_idx\` ON \`_sellers_v_version_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sellers_v_version_opening_hours_parent_id_idx\` ON \`_sellers_v_version_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_sellers_v_version_sites\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_sellers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sellers_v_version_sites_order_idx\` ON \`_sellers_v_version_sites\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_sellers_v_version_sites_parent_idx\` ON \`_sellers_v_version_sites\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sellers_v_version_sites_value_idx\` ON \`_sellers_v_version_sites\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_sellers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_kind\` text DEFAULT 'reseller',
  	\`version_position\` numeric DEFAULT 0,
  	\`version_address\` text,
  	\`version_npa\` text,
  	\`version_city\` text,
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_website\` text,
  	\`version_logo_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sellers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_sellers_v_parent_idx\` ON \`_sellers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sellers_v_version_version_position_idx\` ON \`_sellers_v\` (\`version_position\`);`)
  await db.run(sql`CREATE INDEX \`_sellers_v_version_version_logo_idx\` ON \`_sellers_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_sellers_v_version_version_updated_at_idx\` ON \`_sellers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sellers_v_version_version_created_at_idx\` ON \`_sellers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sellers_v_version_version__status_idx\` ON \`_sellers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_sellers_v_created_at_idx\` ON \`_sellers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sellers_v_updated_at_idx\` ON \`_sellers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sellers_v_snapshot_idx\` ON \`_sellers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_sellers_v_published_locale_idx\` ON \`_sellers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_sellers_v_latest_idx\` ON \`_sellers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_sellers_v_locales\` (
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sellers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_sellers_v_locales_locale_parent_id_unique\` ON \`_sellers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`distributors_redirects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`target\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`distributors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`distributors_redirects_order_idx\` ON \`distributors_redirects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`distributors_redirects_parent_id_idx\` ON \`distributors_redirects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`distributors_installation_capacity\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`weekday\` text NOT NULL,
  	\`morning\` numeric DEFAULT 0 NOT NULL,
  	\`afternoon\` numeric DEFAULT 0 NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`distributors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`distributors_installation_capacity_order_idx\` ON \`distributors_installation_capacity\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`distributors_installation_capacity_parent_id_idx\` ON \`distributors_installation_capacity\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`distributors_blocked_dates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`reason\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`distributors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`distributors_blocked_dates_order_idx\` ON \`distributors_blocked_dates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`distributors_blocked_dates_parent_id_idx\` ON \`distributors_blocked_dates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`distributors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`id_ws\` text,
  	\`email\` text,
  	\`website\` text,
  	\`address\` text,
  	\`npa\` text,
  	\`city\` text,
  	\`phone\` text,
  	\`zip_codes_list\` text,
  	\`name2\` text,
  	\`address2\` text,
  	\`zip\` text,
  	\`tel\` text,
  	\`fax\` text,
  	\`email2\` text,
  	\`url\` text,
  	\`logo\` text,
  	\`hva_firstname\` text,
  	\`hva_lastname\` text,
  	\`hva_tel\` text,
  	\`hva_email\` text,
  	\`sc_hva_f\` text,
  	\`sc_hva_g\` text,
  	\`sc_id\` text,
  	\`srvp_id\` text,
  	\`srvp_name\` text,
  	\`nga_prid\` text,
  	\`tv_name\` text,
  	\`coax\` text,
  	\`copper\` text,
  	\`fibre\` text,
  	\`inet_download\` text,
  	\`inet_upload\` text,
  	\`bypass\` text,
  	\`url_internet\` text,
  	\`url_tel\` text,
  	\`url_tv\` text,
  	\`url_sdtv\` text,
  	\`url_hdtv\` text,
  	\`url_4k\` text,
  	\`url_mysports\` text,
  	\`url_hva\` text,
  	\`canton\` text,
  	\`installation_lead_days\` numeric DEFAULT 3,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`distributors_key_idx\` ON \`distributors\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`distributors_updated_at_idx\` ON \`distributors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`distributors_created_at_idx\` ON \`distributors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`products_fees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`amount\` numeric,
  	\`waived_online\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_fees_order_idx\` ON \`products_fees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_fees_parent_id_idx\` ON \`products_fees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_fees_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_fees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_fees_locales_locale_parent_id_unique\` ON \`products_fees_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_features_order_idx\` ON \`products_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_features_parent_id_idx\` ON \`products_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_features_locales_locale_parent_id_unique\` ON \`products_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_requires\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_requires_order_idx\` ON \`products_requires\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_requires_parent_idx\` ON \`products_requires\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_excludes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_excludes_order_idx\` ON \`products_excludes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_excludes_parent_idx\` ON \`products_excludes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`site\` text,
  	\`audience\` text DEFAULT 'private',
  	\`kind\` text,
  	\`position\` numeric DEFAULT 0,
  	\`monthly_price\` numeric,
  	\`promotion_price\` numeric,
  	\`promotion_valid_until\` text,
  	\`max_quantity\` numeric DEFAULT 1,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_site_idx\` ON \`products\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`products_audience_idx\` ON \`products\` (\`audience\`);`)
  await db.run(sql`CREATE INDEX \`products_position_idx\` ON \`products\` (\`position\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`products_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`promotion_label\` text,
  	\`details_url\` text,
  	\`details_label\` text,
  	\`details_target\` text DEFAULT '_self',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_products_id_idx\` ON \`products_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_fees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`amount\` numeric,
  	\`waived_online\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_fees_order_idx\` ON \`_products_v_version_fees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_fees_parent_id_idx\` ON \`_products_v_version_fees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_fees_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_fees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_fees_locales_locale_parent_id_unique\` ON \`_products_v_version_fees_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_features_order_idx\` ON \`_products_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_features_parent_id_idx\` ON \`_products_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_features_locales_locale_parent_id_unique\` ON \`_products_v_version_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_requires\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_requires_order_idx\` ON \`_products_v_version_requires\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_requires_parent_idx\` ON \`_products_v_version_requires\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_excludes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_excludes_order_idx\` ON \`_products_v_version_excludes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_excludes_parent_idx\` ON \`_products_v_version_excludes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_site\` text,
  	\`version_audience\` text DEFAULT 'private',
  	\`version_kind\` text,
  	\`version_position\` numeric DEFAULT 0,
  	\`version_monthly_price\` numeric,
  	\`version_promotion_price\` numeric,
  	\`version_promotion_valid_until\` text,
  	\`version_max_quantity\` numeric DEFAULT 1,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_slug_idx\` ON \`_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_site_idx\` ON \`_products_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_audience_idx\` ON \`_products_v\` (\`version_audience\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_position_idx\` ON \`_products_v\` (\`version_position\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_snapshot_idx\` ON \`_products_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_published_locale_idx\` ON \`_products_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_promotion_label\` text,
  	\`version_details_url\` text,
  	\`version_details_label\` text,
  	\`version_details_target\` text DEFAULT '_self',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_locales_locale_parent_id_unique\` ON \`_products_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_products_id_idx\` ON \`_products_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`streets\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`npa\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`street\` text NOT NULL,
  	\`number_from\` numeric,
  	\`number_to\` numeric,
  	\`numbers\` text,
  	\`distributor_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`distributor_id\`) REFERENCES \`distributors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`streets_npa_idx\` ON \`streets\` (\`npa\`);`)
  await db.run(sql`CREATE INDEX \`streets_street_idx\` ON \`streets\` (\`street\`);`)
  await db.run(sql`CREATE INDEX \`streets_distributor_idx\` ON \`streets\` (\`distributor_id\`);`)
  await db.run(sql`CREATE INDEX \`streets_updated_at_idx\` ON \`streets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`streets_created_at_idx\` ON \`streets\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`npa_street_city_idx\` ON \`streets\` (\`npa\`,\`street\`,\`city\`);`)
  await db.run(sql`CREATE TABLE \`network_events_services\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`network_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`network_events_services_order_idx\` ON \`network_events_services\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`network_events_services_parent_idx\` ON \`network_events_services\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`network_events_sites\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`network_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`network_events_sites_order_idx\` ON \`network_events_sites\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`network_events_sites_parent_idx\` ON \`network_events_sites\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`network_events_sites_value_idx\` ON \`network_events_sites\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`network_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text,
  	\`npa_list\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`network_events_start_idx\` ON \`network_events\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`network_events_end_idx\` ON \`network_events\` (\`end\`);`)
  await db.run(sql`CREATE INDEX \`network_events_updated_at_idx\` ON \`network_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`network_events_created_at_idx\` ON \`network_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`network_events_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`network_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`network_events_locales_locale_parent_id_unique\` ON \`network_events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`roaming_countries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`roaming\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`roaming_countries_order_idx\` ON \`roaming_countries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`roaming_countries_parent_id_idx\` ON \`roaming_countries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`roaming_countries_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`roaming_countries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`roaming_countries_locales_locale_parent_id_unique\` ON \`roaming_countries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`roaming_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text NOT NULL,
  	\`data_included\` text,
  	\`data_per_mb\` numeric,
  	\`call_per_min\` numeric,
  	\`incoming_per_min\` numeric,
  	\`sms\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`roaming\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`roaming_prices_order_idx\` ON \`roaming_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`roaming_prices_parent_id_idx\` ON \`roaming_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`roaming\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`zone\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`roaming_zone_idx\` ON \`roaming\` (\`zone\`);`)
  await db.run(sql`CREATE INDEX \`roaming_updated_at_idx\` ON \`roaming\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`roaming_created_at_idx\` ON \`roaming\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`roaming_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`roaming\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`roaming_locales_locale_parent_id_unique\` ON \`roaming_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_social_order_idx\` ON \`site_settings_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_parent_id_idx\` ON \`site_settings_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`audience\` text DEFAULT 'private' NOT NULL,
  	\`hours\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_opening_hours_order_idx\` ON \`site_settings_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_opening_hours_parent_id_idx\` ON \`site_settings_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_opening_hours_locales\` (
  	\`days\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_opening_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_opening_hours_locales_locale_parent_id_unique\` ON \`site_settings_opening_hours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`contact_email\` text DEFAULT 'service@netplus.ch' NOT NULL,
  	\`phones_private\` text NOT NULL,
  	\`phones_business\` text NOT NULL,
  	\`phones_academy\` text,
  	\`logos_private_id\` integer,
  	\`logos_business_id\` integer,
  	\`logos_academy_id\` integer,
  	\`company_legal_name\` text DEFAULT 'Netplus SA' NOT NULL,
  	\`company_uid\` text,
  	\`address_street\` text,
  	\`address_postcode\` text,
  	\`address_city\` text,
  	\`copyright_year\` numeric NOT NULL,
  	\`links_customer_area\` text,
  	\`links_webmail\` text,
  	\`links_resellers\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logos_private_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logos_business_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logos_academy_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_site_idx\` ON \`site_settings\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_logos_logos_private_idx\` ON \`site_settings\` (\`logos_private_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_logos_logos_business_idx\` ON \`site_settings\` (\`logos_business_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_logos_logos_academy_idx\` ON \`site_settings\` (\`logos_academy_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_updated_at_idx\` ON \`site_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_created_at_idx\` ON \`site_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`company_commercial_register\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`surveys_questions_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`surveys_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`surveys_questions_options_order_idx\` ON \`surveys_questions_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`surveys_questions_options_parent_id_idx\` ON \`surveys_questions_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`surveys_questions_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`surveys_questions_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`surveys_questions_options_locales_locale_parent_id_unique\` ON \`surveys_questions_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`surveys_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`kind\` text DEFAULT 'scale5' NOT NULL,
  	\`required\` integer DEFAULT true,
  	\`main\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`surveys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`surveys_questions_order_idx\` ON \`surveys_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`surveys_questions_parent_id_idx\` ON \`surveys_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`surveys_questions_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`surveys_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`surveys_questions_locales_locale_parent_id_unique\` ON \`surveys_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`surveys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`badge_threshold\` numeric DEFAULT 30 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`surveys_updated_at_idx\` ON \`surveys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`surveys_created_at_idx\` ON \`surveys\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`surveys_locales\` (
  	\`title\` text NOT NULL,
  	\`badge_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`surveys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`surveys_locales_locale_parent_id_unique\` ON \`surveys_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`orders_status_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`by_name\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_status_history_order_idx\` ON \`orders_status_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_history_parent_id_idx\` ON \`orders_status_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_history_by_idx\` ON \`orders_status_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`site\` text NOT NULL,
  	\`audience\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`pack\` text NOT NULL,
  	\`hsi_solo_net\` integer DEFAULT false,
  	\`mysports_earlybird\` integer DEFAULT false,
  	\`offer\` text NOT NULL,
  	\`offer_name\` text NOT NULL,
  	\`monthly_total\` numeric NOT NULL,
  	\`one_off_total\` numeric NOT NULL,
  	\`pricing\` text,
  	\`company\` text,
  	\`civility\` text NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`birth_date\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`fulfilment\` text DEFAULT 'installation' NOT NULL,
  	\`npa\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`street\` text NOT NULL,
  	\`number\` text NOT NULL,
  	\`complement\` text,
  	\`distributor_id\` integer,
  	\`availability\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`distributor_id\`) REFERENCES \`distributors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_reference_idx\` ON \`orders\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`orders_offer_idx\` ON \`orders\` (\`offer\`);`)
  await db.run(sql`CREATE INDEX \`orders_npa_idx\` ON \`orders\` (\`npa\`);`)
  await db.run(sql`CREATE INDEX \`orders_distributor_idx\` ON \`orders\` (\`distributor_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`installation_appointments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`distributor_id\` integer NOT NULL,
  	\`day\` text NOT NULL,
  	\`half\` text NOT NULL,
  	\`status\` text DEFAULT 'booked' NOT NULL,
  	\`sequence\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`distributor_id\`) REFERENCES \`distributors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`installation_appointments_order_idx\` ON \`installation_appointments\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`installation_appointments_distributor_idx\` ON \`installation_appointments\` (\`distributor_id\`);`)
  await db.run(sql`CREATE INDEX \`installation_appointments_day_idx\` ON \`installation_appointments\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`installation_appointments_status_idx\` ON \`installation_appointments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`installation_appointments_updated_at_idx\` ON \`installation_appointments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`installation_appointments_created_at_idx\` ON \`installation_appointments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`installation_slots\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`distributor_id\` integer NOT NULL,
  	\`day\` text NOT NULL,
  	\`half\` text NOT NULL,
  	\`booked\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`distributor_id\`) REFERENCES \`distributors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`installation_slots_distributor_idx\` ON \`installation_slots\` (\`distributor_id\`);`)
  await db.run(sql`CREATE INDEX \`installation_slots_day_idx\` ON \`installation_slots\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`installation_slots_updated_at_idx\` ON \`installation_slots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`installation_slots_created_at_idx\` ON \`installation_slots\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`distributor_day_half_idx\` ON \`installation_slots\` (\`distributor_id\`,\`day\`,\`half\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`kind\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`site\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`npa\` text,
  	\`city\` text,
  	\`recipient\` text NOT NULL,
  	\`distributor_id\` integer,
  	\`answers\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`distributor_id\`) REFERENCES \`distributors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_reference_idx\` ON \`form_submissions\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_kind_idx\` ON \`form_submissions\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_npa_idx\` ON \`form_submissions\` (\`npa\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_distributor_idx\` ON \`form_submissions\` (\`distributor_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`form_attachments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_attachments_id\`) REFERENCES \`form_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_order_idx\` ON \`form_submissions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_parent_idx\` ON \`form_submissions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_path_idx\` ON \`form_submissions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_form_attachments_id_idx\` ON \`form_submissions_rels\` (\`form_attachments_id\`);`)
  await db.run(sql`CREATE TABLE \`survey_answers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`survey_id\` integer NOT NULL,
  	\`site\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`visitor\` text NOT NULL,
  	\`answers\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`survey_id\`) REFERENCES \`surveys\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`survey_answers_survey_idx\` ON \`survey_answers\` (\`survey_id\`);`)
  await db.run(sql`CREATE INDEX \`survey_answers_site_idx\` ON \`survey_answers\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`survey_answers_updated_at_idx\` ON \`survey_answers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`survey_answers_created_at_idx\` ON \`survey_answers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`survey_visitor_idx\` ON \`survey_answers\` (\`survey_id\`,\`visitor\`);`)
  await db.run(sql`CREATE TABLE \`form_attachments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`form_attachments_updated_at_idx\` ON \`form_attachments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_attachments_created_at_idx\` ON \`form_attachments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_attachments_filename_idx\` ON \`form_attachments\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`order_id\` integer,
  	\`submission_id\` integer,
  	\`outage_subscription_id\` integer,
  	\`calendar\` text,
  	\`to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`next_attempt_at\` text,
  	\`sent_at\` text,
  	\`last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`submission_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`outage_subscription_id\`) REFERENCES \`outage_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_order_idx\` ON \`outbox\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`outbox_submission_idx\` ON \`outbox\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`outbox_outage_subscription_idx\` ON \`outbox\` (\`outage_subscription_id\`);`)
  await db.run(sql`CREATE INDEX \`outbox_status_idx\` ON \`outbox\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`outbox_next_attempt_at_idx\` ON \`outbox\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_updated_at_idx\` ON \`outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_created_at_idx\` ON \`outbox\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`outbox_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`form_attachments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_attachments_id\`) REFERENCES \`form_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_rels_order_idx\` ON \`outbox_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`outbox_rels_parent_idx\` ON \`outbox_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`outbox_rels_path_idx\` ON \`outbox_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`outbox_rels_form_attachments_id_idx\` ON \`outbox_rels\` (\`form_attachments_id\`);`)
  await db.run(sql`CREATE TABLE \`breach_imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`incident\` text NOT NULL,
  	\`addresses\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`breach_imports_updated_at_idx\` ON \`breach_imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`breach_imports_created_at_idx\` ON \`breach_imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`breach_imports_filename_idx\` ON \`breach_imports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`breach_hashes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hash\` text NOT NULL,
  	\`import_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`import_id\`) REFERENCES \`breach_imports\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`breach_hashes_hash_idx\` ON \`breach_hashes\` (\`hash\`);`)
  await db.run(sql`CREATE INDEX \`breach_hashes_import_idx\` ON \`breach_hashes\` (\`import_id\`);`)
  await db.run(sql`CREATE INDEX \`breach_hashes_updated_at_idx\` ON \`breach_hashes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`breach_hashes_created_at_idx\` ON \`breach_hashes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`partner_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`partner_documents_date_idx\` ON \`partner_documents\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`partner_documents_updated_at_idx\` ON \`partner_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partner_documents_created_at_idx\` ON \`partner_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`partner_documents_filename_idx\` ON \`partner_documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`partner_documents_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`partner_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`partner_documents_locales_locale_parent_id_unique\` ON \`partner_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`outage_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`npa\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`site\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`origin\` text NOT NULL,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`secret\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`outage_subscriptions_email_idx\` ON \`outage_subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`outage_subscriptions_npa_idx\` ON \`outage_subscriptions\` (\`npa\`);`)
  await db.run(sql`CREATE INDEX \`outage_subscriptions_status_idx\` ON \`outage_subscriptions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`outage_subscriptions_updated_at_idx\` ON \`outage_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outage_subscriptions_created_at_idx\` ON \`outage_subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`email_npa_site_idx\` ON \`outage_subscriptions\` (\`email\`,\`npa\`,\`site\`);`)
  await db.run(sql`CREATE TABLE \`outage_alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subscription_id\` integer,
  	\`event_id\` integer,
  	\`kind\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`subscription_id\`) REFERENCES \`outage_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`network_events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`outage_alerts_subscription_idx\` ON \`outage_alerts\` (\`subscription_id\`);`)
  await db.run(sql`CREATE INDEX \`outage_alerts_event_idx\` ON \`outage_alerts\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`outage_alerts_updated_at_idx\` ON \`outage_alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outage_alerts_created_at_idx\` ON \`outage_alerts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`subscription_event_kind_idx\` ON \`outage_alerts\` (\`subscription_id\`,\`event_id\`,\`kind\`);`)
  await db.run(sql`CREATE TABLE \`users_translator_locales\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_translator_locales_order_idx\` ON \`users_translator_locales\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_translator_locales_parent_idx\` ON \`users_translator_locales\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`language\` text DEFAULT 'fr',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`_verified\` integer,
  	\`_verificationtoken\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`exports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`format\` text DEFAULT 'csv' NOT NULL,
  	\`limit\` numeric,
  	\`page\` numeric DEFAULT 1,
  	\`sort\` text,
  	\`sort_order\` text,
  	\`locale\` text DEFAULT 'all',
  	\`drafts\` text DEFAULT 'yes',
  	\`collection_slug\` text DEFAULT 'form-submissions' NOT NULL,
  	\`where\` text DEFAULT '{}',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`exports_updated_at_idx\` ON \`exports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exports_created_at_idx\` ON \`exports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`exports_filename_idx\` ON \`exports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`exports_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exports_texts_order_parent\` ON \`exports_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`collection_slug\` text NOT NULL,
  	\`import_mode\` text,
  	\`match_field\` text DEFAULT 'id',
  	\`status\` text DEFAULT 'pending',
  	\`summary_imported\` numeric,
  	\`summary_updated\` numeric,
  	\`summary_total\` numeric,
  	\`summary_issues\` numeric,
  	\`summary_issue_details\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`imports_updated_at_idx\` ON \`imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`imports_created_at_idx\` ON \`imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`imports_filename_idx\` ON \`imports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`partner_area\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`new_password\` text,
  	\`password_hash\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_sites\`;`)
  await db.run(sql`DROP TABLE \`pages_sections\`;`)
  await db.run(sql`DROP TABLE \`pages_colors\`;`)
  await db.run(sql`DROP TABLE \`pages_headers_link_news\`;`)
  await db.run(sql`DROP TABLE \`pages_headers_link_news_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_headers\`;`)
  await db.run(sql`DROP TABLE \`pages_headers_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocs_teasers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocs_contents_products_features\`;`)
  await db.run(sql`DROP TABLE \`pages_blocs_contents_products_features_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocs_contents_products\`;`)
  await db.run(sql`DROP TABLE \`pages_blocs_contents_products_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocs_contents\`;`)
  await db.run(sql`DROP TABLE \`pages_blocs_contents_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocs_videos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocs_videos_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_sites\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_colors\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_headers_link_news\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_headers_link_news_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_headers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_headers_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_blocs_teasers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_blocs_contents_products_features\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_blocs_contents_products_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_blocs_contents_products\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_blocs_contents_products_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_blocs_contents\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_blocs_contents_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_blocs_videos\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_blocs_videos_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_blocs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_blocs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`nav_grandchildren\`;`)
  await db.run(sql`DROP TABLE \`nav_grandchildren_locales\`;`)
  await db.run(sql`DROP TABLE \`nav_children\`;`)
  await db.run(sql`DROP TABLE \`nav_children_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_items\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_mobile_actions\`;`)
  await db.run(sql`DROP TABLE \`navigation_mobile_actions_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`DROP TABLE \`_nav_grandchildren_v\`;`)
  await db.run(sql`DROP TABLE \`_nav_grandchildren_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_nav_children_v\`;`)
  await db.run(sql`DROP TABLE \`_nav_children_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_mobile_actions\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_mobile_actions_locales\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`news_sites\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_version_sites\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`faq_sites\`;`)
  await db.run(sql`DROP TABLE \`faq\`;`)
  await db.run(sql`DROP TABLE \`faq_locales\`;`)
  await db.run(sql`DROP TABLE \`faq_rels\`;`)
  await db.run(sql`DROP TABLE \`_faq_v_version_sites\`;`)
  await db.run(sql`DROP TABLE \`_faq_v\`;`)
  await db.run(sql`DROP TABLE \`_faq_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_faq_v_rels\`;`)
  await db.run(sql`DROP TABLE \`faq_types\`;`)
  await db.run(sql`DROP TABLE \`faq_types_locales\`;`)
  await db.run(sql`DROP TABLE \`channels_packs\`;`)
  await db.run(sql`DROP TABLE \`channels\`;`)
  await db.run(sql`DROP TABLE \`channels_rels\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_version_packs\`;`)
  await db.run(sql`DROP TABLE \`_channels_v\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_rels\`;`)
  await db.run(sql`DROP TABLE \`channel_categories\`;`)
  await db.run(sql`DROP TABLE \`channel_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_channel_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_channel_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`vods_sites\`;`)
  await db.run(sql`DROP TABLE \`vods\`;`)
  await db.run(sql`DROP TABLE \`vods_locales\`;`)
  await db.run(sql`DROP TABLE \`_vods_v_version_sites\`;`)
  await db.run(sql`DROP TABLE \`_vods_v\`;`)
  await db.run(sql`DROP TABLE \`_vods_v_locales\`;`)
  await db.run(sql`DROP TABLE \`references_sites\`;`)
  await db.run(sql`DROP TABLE \`references\`;`)
  await db.run(sql`DROP TABLE \`references_locales\`;`)
  await db.run(sql`DROP TABLE \`_references_v_version_sites\`;`)
  await db.run(sql`DROP TABLE \`_references_v\`;`)
  await db.run(sql`DROP TABLE \`_references_v_locales\`;`)
  await db.run(sql`DROP TABLE \`sellers_opening_hours_days\`;`)
  await db.run(sql`DROP TABLE \`sellers_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`sellers_sites\`;`)
  await db.run(sql`DROP TABLE \`sellers\`;`)
  await db.run(sql`DROP TABLE \`sellers_locales\`;`)
  await db.run(sql`DROP TABLE \`_sellers_v_version_opening_hours_days\`;`)
  await db.run(sql`DROP TABLE \`_sellers_v_version_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`_sellers_v_version_sites\`;`)
  await db.run(sql`DROP TABLE \`_sellers_v\`;`)
  await db.run(sql`DROP TABLE \`_sellers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`distributors_redirects\`;`)
  await db.run(sql`DROP TABLE \`distributors_installation_capacity\`;`)
  await db.run(sql`DROP TABLE \`distributors_blocked_dates\`;`)
  await db.run(sql`DROP TABLE \`distributors\`;`)
  await db.run(sql`DROP TABLE \`products_fees\`;`)
  await db.run(sql`DROP TABLE \`products_fees_locales\`;`)
  await db.run(sql`DROP TABLE \`products_features\`;`)
  await db.run(sql`DROP TABLE \`products_features_locales\`;`)
  await db.run(sql`DROP TABLE \`products_requires\`;`)
  await db.run(sql`DROP TABLE \`products_excludes\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`products_rels\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_fees\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_fees_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_requires\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_excludes\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`streets\`;`)
  await db.run(sql`DROP TABLE \`network_events_services\`;`)
  await db.run(sql`DROP TABLE \`network_events_sites\`;`)
  await db.run(sql`DROP TABLE \`network_events\`;`)
  await db.run(sql`DROP TABLE \`network_events_locales\`;`)
  await db.run(sql`DROP TABLE \`roaming_countries\`;`)
  await db.run(sql`DROP TABLE \`roaming_countries_locales\`;`)
  await db.run(sql`DROP TABLE \`roaming_prices\`;`)
  await db.run(sql`DROP TABLE \`roaming\`;`)
  await db.run(sql`DROP TABLE \`roaming_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social\`;`)
  await db.run(sql`DROP TABLE \`site_settings_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`site_settings_opening_hours_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`surveys_questions_options\`;`)
  await db.run(sql`DROP TABLE \`surveys_questions_options_locales\`;`)
  await db.run(sql`DROP TABLE \`surveys_questions\`;`)
  await db.run(sql`DROP TABLE \`surveys_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`surveys\`;`)
  await db.run(sql`DROP TABLE \`surveys_locales\`;`)
  await db.run(sql`DROP TABLE \`orders_status_history\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`installation_appointments\`;`)
  await db.run(sql`DROP TABLE \`installation_slots\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`form_submissions_rels\`;`)
  await db.run(sql`DROP TABLE \`survey_answers\`;`)
  await db.run(sql`DROP TABLE \`form_attachments\`;`)
  await db.run(sql`DROP TABLE \`outbox\`;`)
  await db.run(sql`DROP TABLE \`outbox_rels\`;`)
  await db.run(sql`DROP TABLE \`breach_imports\`;`)
  await db.run(sql`DROP TABLE \`breach_hashes\`;`)
  await db.run(sql`DROP TABLE \`partner_documents\`;`)
  await db.run(sql`DROP TABLE \`partner_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`outage_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`outage_alerts\`;`)
  await db.run(sql`DROP TABLE \`users_translator_locales\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`exports\`;`)
  await db.run(sql`DROP TABLE \`exports_texts\`;`)
  await db.run(sql`DROP TABLE \`imports\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`partner_area\`;`)
}
