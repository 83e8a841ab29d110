import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum_pages_sites" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_pages_sections" AS ENUM('bliblablo', 'business', 'academy');
  CREATE TYPE "public"."enum_pages_headers_type" AS ENUM('banner', 'offers');
  CREATE TYPE "public"."enum_pages_headers_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_headers_position_text" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_headers_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocs_teasers" AS ENUM('latest-news', 'network-status', 'satisfaction', 'references', 'contact');
  CREATE TYPE "public"."enum_pages_blocs_contents_products_kind" AS ENUM('product', 'internet', 'mobile', 'phone', 'tv');
  CREATE TYPE "public"."enum_pages_blocs_contents_products_details_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocs_contents_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_blocs_form" AS ENUM('contact', 'moving', 'cancellation', 'satisfaction', 'roaming', 'breach-check', 'partner-area', 'availability-check', 'pack-configurator');
  CREATE TYPE "public"."enum_pages_blocs_catalogue" AS ENUM('channel-list', 'vod-catalogue');
  CREATE TYPE "public"."enum_pages_type" AS ENUM('page', 'actualit_s', 'blog');
  CREATE TYPE "public"."enum_pages_theme" AS ENUM('dark-theme');
  CREATE TYPE "public"."enum_pages_screen" AS ENUM('order', 'business', 'business-order', 'references', 'contact', 'editor', 'partners', 'search', 'satisfaction', 'news');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_sites" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum__pages_v_version_sections" AS ENUM('bliblablo', 'business', 'academy');
  CREATE TYPE "public"."enum__pages_v_version_headers_type" AS ENUM('banner', 'offers');
  CREATE TYPE "public"."enum__pages_v_version_headers_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_v_version_headers_position_text" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_v_version_headers_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_version_blocs_teasers" AS ENUM('latest-news', 'network-status', 'satisfaction', 'references', 'contact');
  CREATE TYPE "public"."enum__pages_v_version_blocs_contents_products_kind" AS ENUM('product', 'internet', 'mobile', 'phone', 'tv');
  CREATE TYPE "public"."enum__pages_v_version_blocs_contents_products_details_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_version_blocs_contents_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_version_blocs_form" AS ENUM('contact', 'moving', 'cancellation', 'satisfaction', 'roaming', 'breach-check', 'partner-area', 'availability-check', 'pack-configurator');
  CREATE TYPE "public"."enum__pages_v_version_blocs_catalogue" AS ENUM('channel-list', 'vod-catalogue');
  CREATE TYPE "public"."enum__pages_v_version_type" AS ENUM('page', 'actualit_s', 'blog');
  CREATE TYPE "public"."enum__pages_v_version_theme" AS ENUM('dark-theme');
  CREATE TYPE "public"."enum__pages_v_version_screen" AS ENUM('order', 'business', 'business-order', 'references', 'contact', 'editor', 'partners', 'search', 'satisfaction', 'news');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum_nav_grandchildren_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_nav_children_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_navigation_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_navigation_mobile_actions_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_navigation_tree_key" AS ENUM('footer_retail', 'footer_business', 'footer_academy', 'main_retail', 'main_business', 'main_academy', 'top_retail', 'top_business', 'top_academy');
  CREATE TYPE "public"."enum_navigation_site" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_navigation_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__nav_grandchildren_v_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__nav_children_v_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__navigation_v_version_items_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__navigation_v_version_mobile_actions_link_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__navigation_v_version_tree_key" AS ENUM('footer_retail', 'footer_business', 'footer_academy', 'main_retail', 'main_business', 'main_academy', 'top_retail', 'top_business', 'top_academy');
  CREATE TYPE "public"."enum__navigation_v_version_site" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum__navigation_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__navigation_v_published_locale" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum_news_sites" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_sites" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum_faq_sites" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_faq_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_v_version_sites" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum__faq_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_v_published_locale" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum_channels_packs" AS ENUM('basic', 'comfort', 'premium', 'sport', 'international', 'kids');
  CREATE TYPE "public"."enum_channels_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__channels_v_version_packs" AS ENUM('basic', 'comfort', 'premium', 'sport', 'international', 'kids');
  CREATE TYPE "public"."enum__channels_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__channels_v_published_locale" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum_channel_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__channel_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__channel_categories_v_published_locale" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum_vods_sites" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_vods_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__vods_v_version_sites" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum__vods_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__vods_v_published_locale" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum_references_sites" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_references_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__references_v_version_sites" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum__references_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__references_v_published_locale" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum_sellers_opening_hours_days" AS ENUM('mo', 'tu', 'we', 'th', 'fr', 'sa', 'su');
  CREATE TYPE "public"."enum_sellers_sites" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_sellers_kind" AS ENUM('reseller', 'partner', 'shop');
  CREATE TYPE "public"."enum_sellers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sellers_v_version_opening_hours_days" AS ENUM('mo', 'tu', 'we', 'th', 'fr', 'sa', 'su');
  CREATE TYPE "public"."enum__sellers_v_version_sites" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum__sellers_v_version_kind" AS ENUM('reseller', 'partner', 'shop');
  CREATE TYPE "public"."enum__sellers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sellers_v_published_locale" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum_distributors_installation_capacity_weekday" AS ENUM('mo', 'tu', 'we', 'th', 'fr');
  CREATE TYPE "public"."enum_distributors_canton" AS ENUM('AG', 'AI', 'AR', 'BE', 'BL', 'BS', 'FR', 'GE', 'GL', 'GR', 'JU', 'LU', 'NE', 'NW', 'OW', 'SG', 'SH', 'SO', 'SZ', 'TG', 'TI', 'UR', 'VD', 'VS', 'ZG', 'ZH');
  CREATE TYPE "public"."enum_products_requires" AS ENUM('internet', 'tv', 'mobile', 'phone');
  CREATE TYPE "public"."enum_products_excludes" AS ENUM('internet', 'tv', 'mobile', 'phone');
  CREATE TYPE "public"."enum_products_site" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_products_audience" AS ENUM('private', 'business');
  CREATE TYPE "public"."enum_products_kind" AS ENUM('internet-tv', 'internet', 'tv', 'mobile', 'phone', 'business-internet', 'business-mobile', 'sip-trunk', 'teams', 'ip-centrex', 'option');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_products_details_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__products_v_version_requires" AS ENUM('internet', 'tv', 'mobile', 'phone');
  CREATE TYPE "public"."enum__products_v_version_excludes" AS ENUM('internet', 'tv', 'mobile', 'phone');
  CREATE TYPE "public"."enum__products_v_version_site" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum__products_v_version_audience" AS ENUM('private', 'business');
  CREATE TYPE "public"."enum__products_v_version_kind" AS ENUM('internet-tv', 'internet', 'tv', 'mobile', 'phone', 'business-internet', 'business-mobile', 'sip-trunk', 'teams', 'ip-centrex', 'option');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum__products_v_version_details_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_network_events_services" AS ENUM('internet', 'tv', 'phone', 'mobile');
  CREATE TYPE "public"."enum_network_events_sites" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_roaming_prices_product" AS ENUM('mobile_start', 'mobile_plus', 'mobile_max', 'prepaid');
  CREATE TYPE "public"."enum_site_settings_social_network" AS ENUM('facebook', 'instagram', 'linkedin', 'youtube');
  CREATE TYPE "public"."enum_site_settings_opening_hours_audience" AS ENUM('private', 'business');
  CREATE TYPE "public"."enum_site_settings_site" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_surveys_questions_kind" AS ENUM('scale5', 'scale10', 'choice', 'text');
  CREATE TYPE "public"."enum_orders_status_history_status" AS ENUM('received', 'confirmed', 'installation-booked', 'installed', 'cancelled');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('received', 'confirmed', 'installation-booked', 'installed', 'cancelled');
  CREATE TYPE "public"."enum_orders_site" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_orders_audience" AS ENUM('private', 'business');
  CREATE TYPE "public"."enum_orders_locale" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum_orders_civility" AS ENUM('mr', 'mrs');
  CREATE TYPE "public"."enum_orders_fulfilment" AS ENUM('installation', 'delivery');
  CREATE TYPE "public"."enum_installation_appointments_half" AS ENUM('morning', 'afternoon');
  CREATE TYPE "public"."enum_installation_appointments_status" AS ENUM('booked', 'cancelled');
  CREATE TYPE "public"."enum_installation_slots_half" AS ENUM('morning', 'afternoon');
  CREATE TYPE "public"."enum_form_submissions_kind" AS ENUM('contact', 'moving', 'cancellation');
  CREATE TYPE "public"."enum_form_submissions_status" AS ENUM('new', 'processing', 'done');
  CREATE TYPE "public"."enum_form_submissions_site" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_form_submissions_locale" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum_survey_answers_site" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_survey_answers_locale" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum_outbox_kind" AS ENUM('customer-confirmation', 'distributor-notification', 'sales-notification', 'form-request', 'form-acknowledgement', 'outage-confirmation', 'outage-alert', 'outage-resolved', 'order-status', 'installation-appointment');
  CREATE TYPE "public"."enum_outbox_status" AS ENUM('pending', 'sent', 'failed');
  CREATE TYPE "public"."enum_partner_documents_category" AS ENUM('price-lists', 'sales-tools', 'contracts', 'technical');
  CREATE TYPE "public"."enum_outage_subscriptions_status" AS ENUM('pending', 'active', 'unsubscribed');
  CREATE TYPE "public"."enum_outage_subscriptions_site" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_outage_subscriptions_locale" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum_outage_alerts_kind" AS ENUM('published', 'resolved');
  CREATE TYPE "public"."enum_users_translator_locales" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'translator', 'viewer', 'customer-service');
  CREATE TYPE "public"."enum_users_language" AS ENUM('fr', 'de', 'en');
  CREATE TYPE "public"."enum_exports_format" AS ENUM('csv', 'json');
  CREATE TYPE "public"."enum_exports_sort_order" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum_exports_locale" AS ENUM('all', 'fr', 'de', 'en');
  CREATE TYPE "public"."enum_exports_drafts" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_imports_import_mode" AS ENUM('create', 'update', 'upsert');
  CREATE TYPE "public"."enum_imports_status" AS ENUM('pending', 'completed', 'partial', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  CREATE TABLE "pages_sites" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_sites",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_sections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_sections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_colors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"primary" varchar,
  	"accent" varchar
  );
  
  CREATE TABLE "pages_headers_link_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_headers_link_news_locales" (
  	"url" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_headers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_pages_headers_type" DEFAULT 'banner',
  	"cms_title" varchar,
  	"hide" boolean DEFAULT false,
  	"title_length" numeric,
  	"subtitle_length" numeric,
  	"price" varchar,
  	"currency" varchar,
  	"color" varchar,
  	"text_color" varchar,
  	"bg_hexa" varchar,
  	"bg_gradient" varchar,
  	"background" varchar,
  	"position" "enum_pages_headers_position",
  	"position_text" "enum_pages_headers_position_text" DEFAULT 'left',
  	"overlay" boolean DEFAULT false,
  	"stripes" boolean DEFAULT false,
  	"disable_gradient" boolean DEFAULT false,
  	"embed_id" integer
  );
  
  CREATE TABLE "pages_headers_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"slogan" varchar,
  	"description" varchar,
  	"badge" varchar,
  	"validity" varchar,
  	"from" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_target" "enum_pages_headers_link_target" DEFAULT '_self',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocs_teasers" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocs_teasers",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocs_contents_products_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocs_contents_products_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocs_contents_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocs_contents_products_kind" DEFAULT 'product',
  	"price" varchar
  );
  
  CREATE TABLE "pages_blocs_contents_products_locales" (
  	"name" varchar,
  	"details_url" varchar,
  	"details_label" varchar,
  	"details_target" "enum_pages_blocs_contents_products_details_target" DEFAULT '_self',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocs_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_section" varchar
  );
  
  CREATE TABLE "pages_blocs_contents_locales" (
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_target" "enum_pages_blocs_contents_link_target" DEFAULT '_self',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocs_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar
  );
  
  CREATE TABLE "pages_blocs_videos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"color" varchar,
  	"section" varchar,
  	"form" "enum_pages_blocs_form",
  	"survey_id" integer,
  	"catalogue" "enum_pages_blocs_catalogue"
  );
  
  CREATE TABLE "pages_blocs_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_pages_type" DEFAULT 'page',
  	"pagetype" varchar,
  	"theme" "enum_pages_theme",
  	"screen" "enum_pages_screen",
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"slug" varchar,
  	"category" varchar,
  	"description" jsonb,
  	"text_1" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"faq_types_id" integer,
  	"pages_id" integer,
  	"products_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "_pages_v_version_sites" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_sites",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_sections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_sections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_colors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"primary" varchar,
  	"accent" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_headers_link_news" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_headers_link_news_locales" (
  	"url" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_headers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__pages_v_version_headers_type" DEFAULT 'banner',
  	"cms_title" varchar,
  	"hide" boolean DEFAULT false,
  	"title_length" numeric,
  	"subtitle_length" numeric,
  	"price" varchar,
  	"currency" varchar,
  	"color" varchar,
  	"text_color" varchar,
  	"bg_hexa" varchar,
  	"bg_gradient" varchar,
  	"background" varchar,
  	"position" "enum__pages_v_version_headers_position",
  	"position_text" "enum__pages_v_version_headers_position_text" DEFAULT 'left',
  	"overlay" boolean DEFAULT false,
  	"stripes" boolean DEFAULT false,
  	"disable_gradient" boolean DEFAULT false,
  	"embed_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_headers_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"slogan" varchar,
  	"description" varchar,
  	"badge" varchar,
  	"validity" varchar,
  	"from" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_target" "enum__pages_v_version_headers_link_target" DEFAULT '_self',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_blocs_teasers" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_blocs_teasers",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_blocs_contents_products_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_blocs_contents_products_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_blocs_contents_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_version_blocs_contents_products_kind" DEFAULT 'product',
  	"price" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_blocs_contents_products_locales" (
  	"name" varchar,
  	"details_url" varchar,
  	"details_label" varchar,
  	"details_target" "enum__pages_v_version_blocs_contents_products_details_target" DEFAULT '_self',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_blocs_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_section" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_blocs_contents_locales" (
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_target" "enum__pages_v_version_blocs_contents_link_target" DEFAULT '_self',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_blocs_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_blocs_videos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_blocs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"color" varchar,
  	"section" varchar,
  	"form" "enum__pages_v_version_blocs_form",
  	"survey_id" integer,
  	"catalogue" "enum__pages_v_version_blocs_catalogue",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_blocs_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_type" "enum__pages_v_version_type" DEFAULT 'page',
  	"version_pagetype" varchar,
  	"version_theme" "enum__pages_v_version_theme",
  	"version_screen" "enum__pages_v_version_screen",
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_slug" varchar,
  	"version_category" varchar,
  	"version_description" jsonb,
  	"version_text_1" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"faq_types_id" integer,
  	"pages_id" integer,
  	"products_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "nav_grandchildren" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"is_network_status" boolean DEFAULT false,
  	"external" boolean DEFAULT false,
  	"is_home" boolean DEFAULT false
  );
  
  CREATE TABLE "nav_grandchildren_locales" (
  	"title" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_target" "enum_nav_grandchildren_link_target" DEFAULT '_self',
  	"information_text" jsonb,
  	"information_button_label" varchar,
  	"information_button_url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nav_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"is_network_status" boolean DEFAULT false,
  	"external" boolean DEFAULT false,
  	"is_home" boolean DEFAULT false
  );
  
  CREATE TABLE "nav_children_locales" (
  	"title" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_target" "enum_nav_children_link_target" DEFAULT '_self',
  	"information_text" jsonb,
  	"information_button_label" varchar,
  	"information_button_url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"is_network_status" boolean DEFAULT false,
  	"external" boolean DEFAULT false,
  	"is_home" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_items_locales" (
  	"title" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_target" "enum_navigation_items_link_target" DEFAULT '_self',
  	"information_text" jsonb,
  	"information_button_label" varchar,
  	"information_button_url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_mobile_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar
  );
  
  CREATE TABLE "navigation_mobile_actions_locales" (
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_target" "enum_navigation_mobile_actions_link_target" DEFAULT '_self',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"tree_key" "enum_navigation_tree_key",
  	"site" "enum_navigation_site",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_navigation_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_nav_grandchildren_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"is_network_status" boolean DEFAULT false,
  	"external" boolean DEFAULT false,
  	"is_home" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_nav_grandchildren_v_locales" (
  	"title" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_target" "enum__nav_grandchildren_v_link_target" DEFAULT '_self',
  	"information_text" jsonb,
  	"information_button_label" varchar,
  	"information_button_url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_nav_children_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"is_network_status" boolean DEFAULT false,
  	"external" boolean DEFAULT false,
  	"is_home" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_nav_children_v_locales" (
  	"title" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_target" "enum__nav_children_v_link_target" DEFAULT '_self',
  	"information_text" jsonb,
  	"information_button_label" varchar,
  	"information_button_url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"is_network_status" boolean DEFAULT false,
  	"external" boolean DEFAULT false,
  	"is_home" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_items_locales" (
  	"title" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_target" "enum__navigation_v_version_items_link_target" DEFAULT '_self',
  	"information_text" jsonb,
  	"information_button_label" varchar,
  	"information_button_url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_mobile_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_mobile_actions_locales" (
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_target" "enum__navigation_v_version_mobile_actions_link_target" DEFAULT '_self',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_navigation_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_tree_key" "enum__navigation_v_version_tree_key",
  	"version_site" "enum__navigation_v_version_site",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__navigation_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__navigation_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"folder" varchar DEFAULT 'default',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_header_big_url" varchar,
  	"sizes_header_big_width" numeric,
  	"sizes_header_big_height" numeric,
  	"sizes_header_big_mime_type" varchar,
  	"sizes_header_big_filesize" numeric,
  	"sizes_header_big_filename" varchar,
  	"sizes_header_nbig_url" varchar,
  	"sizes_header_nbig_width" numeric,
  	"sizes_header_nbig_height" numeric,
  	"sizes_header_nbig_mime_type" varchar,
  	"sizes_header_nbig_filesize" numeric,
  	"sizes_header_nbig_filename" varchar,
  	"sizes_header_big_mobile_url" varchar,
  	"sizes_header_big_mobile_width" numeric,
  	"sizes_header_big_mobile_height" numeric,
  	"sizes_header_big_mobile_mime_type" varchar,
  	"sizes_header_big_mobile_filesize" numeric,
  	"sizes_header_big_mobile_filename" varchar,
  	"sizes_banner_url" varchar,
  	"sizes_banner_width" numeric,
  	"sizes_banner_height" numeric,
  	"sizes_banner_mime_type" varchar,
  	"sizes_banner_filesize" numeric,
  	"sizes_banner_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"name" varchar,
  	"alt" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news_sites" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_news_sites",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date_from" timestamp(3) with time zone,
  	"media_id" integer,
  	"logo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "news_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v_version_sites" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__news_v_version_sites",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_date_from" timestamp(3) with time zone,
  	"version_media_id" integer,
  	"version_logo_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_text" varchar,
  	"version_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faq_sites" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_faq_sites",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "faq" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faq_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "faq_locales" (
  	"title" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faq_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"faq_types_id" integer
  );
  
  CREATE TABLE "_faq_v_version_sites" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__faq_v_version_sites",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_faq_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_position" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faq_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__faq_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_faq_v_locales" (
  	"version_title" varchar,
  	"version_text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faq_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"faq_types_id" integer
  );
  
  CREATE TABLE "faq_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faq_types_locales" (
  	"faq_name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "channels_packs" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_channels_packs",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "channels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"title" varchar,
  	"langue" varchar,
  	"hd" boolean DEFAULT false,
  	"mobile" boolean DEFAULT false,
  	"replay" boolean DEFAULT false,
  	"rec" boolean DEFAULT false,
  	"logo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_channels_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "channels_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"channel_categories_id" integer
  );
  
  CREATE TABLE "_channels_v_version_packs" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__channels_v_version_packs",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_channels_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_number" numeric,
  	"version_title" varchar,
  	"version_langue" varchar,
  	"version_hd" boolean DEFAULT false,
  	"version_mobile" boolean DEFAULT false,
  	"version_replay" boolean DEFAULT false,
  	"version_rec" boolean DEFAULT false,
  	"version_logo_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__channels_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__channels_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_channels_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"channel_categories_id" integer
  );
  
  CREATE TABLE "channel_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_channel_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "channel_categories_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_channel_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_parent_id" integer,
  	"version_position" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__channel_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__channel_categories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_channel_categories_v_locales" (
  	"version_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "vods_sites" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_vods_sites",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "vods" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"duration" numeric,
  	"price" varchar,
  	"url" varchar,
  	"media_id" integer,
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_vods_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "vods_locales" (
  	"title" varchar,
  	"description" varchar,
  	"genre" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_vods_v_version_sites" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__vods_v_version_sites",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_vods_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_year" numeric,
  	"version_duration" numeric,
  	"version_price" varchar,
  	"version_url" varchar,
  	"version_media_id" integer,
  	"version_position" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__vods_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__vods_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_vods_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_genre" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "references_sites" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_references_sites",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "references" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client" varchar,
  	"slug" varchar,
  	"media_id" integer,
  	"logo_id" integer,
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_references_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "references_locales" (
  	"title" varchar,
  	"sector" varchar,
  	"description" varchar,
  	"detail" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_references_v_version_sites" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__references_v_version_sites",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_references_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_client" varchar,
  	"version_slug" varchar,
  	"version_media_id" integer,
  	"version_logo_id" integer,
  	"version_position" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__references_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__references_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_references_v_locales" (
  	"version_title" varchar,
  	"version_sector" varchar,
  	"version_description" varchar,
  	"version_detail" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "sellers_opening_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_sellers_opening_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sellers_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"opens" varchar,
  	"closes" varchar
  );
  
  CREATE TABLE "sellers_sites" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sellers_sites",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sellers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"kind" "enum_sellers_kind" DEFAULT 'reseller',
  	"position" numeric DEFAULT 0,
  	"address" varchar,
  	"npa" varchar,
  	"city" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"website" varchar,
  	"logo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_sellers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "sellers_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_sellers_v_version_opening_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__sellers_v_version_opening_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_sellers_v_version_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"opens" varchar,
  	"closes" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sellers_v_version_sites" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__sellers_v_version_sites",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_sellers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_kind" "enum__sellers_v_version_kind" DEFAULT 'reseller',
  	"version_position" numeric DEFAULT 0,
  	"version_address" varchar,
  	"version_npa" varchar,
  	"version_city" varchar,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_website" varchar,
  	"version_logo_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__sellers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__sellers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_sellers_v_locales" (
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "distributors_redirects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"target" varchar NOT NULL
  );
  
  CREATE TABLE "distributors_installation_capacity" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_distributors_installation_capacity_weekday" NOT NULL,
  	"morning" numeric DEFAULT 0 NOT NULL,
  	"afternoon" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "distributors_blocked_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"reason" varchar
  );
  
  CREATE TABLE "distributors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"id_ws" varchar,
  	"email" varchar,
  	"website" varchar,
  	"address" varchar,
  	"npa" varchar,
  	"city" varchar,
  	"phone" varchar,
  	"zip_codes_list" varchar,
  	"name2" varchar,
  	"address2" varchar,
  	"zip" varchar,
  	"tel" varchar,
  	"fax" varchar,
  	"email2" varchar,
  	"url" varchar,
  	"logo" varchar,
  	"hva_firstname" varchar,
  	"hva_lastname" varchar,
  	"hva_tel" varchar,
  	"hva_email" varchar,
  	"sc_hva_f" varchar,
  	"sc_hva_g" varchar,
  	"sc_id" varchar,
  	"srvp_id" varchar,
  	"srvp_name" varchar,
  	"nga_prid" varchar,
  	"tv_name" varchar,
  	"coax" varchar,
  	"copper" varchar,
  	"fibre" varchar,
  	"inet_download" varchar,
  	"inet_upload" varchar,
  	"bypass" varchar,
  	"url_internet" varchar,
  	"url_tel" varchar,
  	"url_tv" varchar,
  	"url_sdtv" varchar,
  	"url_hdtv" varchar,
  	"url_4k" varchar,
  	"url_mysports" varchar,
  	"url_hva" varchar,
  	"canton" "enum_distributors_canton",
  	"installation_lead_days" numeric DEFAULT 3,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_fees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"waived_online" boolean DEFAULT false
  );
  
  CREATE TABLE "products_fees_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_requires" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_requires",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_excludes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_excludes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"site" "enum_products_site",
  	"audience" "enum_products_audience" DEFAULT 'private',
  	"kind" "enum_products_kind",
  	"position" numeric DEFAULT 0,
  	"monthly_price" numeric,
  	"promotion_price" numeric,
  	"promotion_valid_until" timestamp(3) with time zone,
  	"max_quantity" numeric DEFAULT 1,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "products_locales" (
  	"name" varchar,
  	"description" varchar,
  	"promotion_label" varchar,
  	"details_url" varchar,
  	"details_label" varchar,
  	"details_target" "enum_products_details_target" DEFAULT '_self',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_products_v_version_fees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"waived_online" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_fees_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_requires" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_requires",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_excludes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_excludes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_site" "enum__products_v_version_site",
  	"version_audience" "enum__products_v_version_audience" DEFAULT 'private',
  	"version_kind" "enum__products_v_version_kind",
  	"version_position" numeric DEFAULT 0,
  	"version_monthly_price" numeric,
  	"version_promotion_price" numeric,
  	"version_promotion_valid_until" timestamp(3) with time zone,
  	"version_max_quantity" numeric DEFAULT 1,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_promotion_label" varchar,
  	"version_details_url" varchar,
  	"version_details_label" varchar,
  	"version_details_target" "enum__products_v_version_details_target" DEFAULT '_self',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "streets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"npa" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"street" varchar NOT NULL,
  	"number_from" numeric,
  	"number_to" numeric,
  	"numbers" varchar,
  	"distributor_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "network_events_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_network_events_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "network_events_sites" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_network_events_sites",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "network_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone,
  	"npa_list" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "network_events_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "roaming_countries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL
  );
  
  CREATE TABLE "roaming_countries_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "roaming_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" "enum_roaming_prices_product" NOT NULL,
  	"data_included" varchar,
  	"data_per_mb" numeric,
  	"call_per_min" numeric,
  	"incoming_per_min" numeric,
  	"sms" numeric
  );
  
  CREATE TABLE "roaming" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"zone" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "roaming_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_site_settings_social_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audience" "enum_site_settings_opening_hours_audience" DEFAULT 'private' NOT NULL,
  	"hours" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_opening_hours_locales" (
  	"days" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site" "enum_site_settings_site" NOT NULL,
  	"name" varchar NOT NULL,
  	"contact_email" varchar DEFAULT 'service@netplus.ch' NOT NULL,
  	"phones_private" varchar NOT NULL,
  	"phones_business" varchar NOT NULL,
  	"phones_academy" varchar,
  	"logos_private_id" integer,
  	"logos_business_id" integer,
  	"logos_academy_id" integer,
  	"company_legal_name" varchar DEFAULT 'Netplus SA' NOT NULL,
  	"company_uid" varchar,
  	"address_street" varchar,
  	"address_postcode" varchar,
  	"address_city" varchar,
  	"copyright_year" numeric NOT NULL,
  	"links_customer_area" varchar,
  	"links_webmail" varchar,
  	"links_resellers" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"company_commercial_register" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "surveys_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "surveys_questions_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "surveys_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_surveys_questions_kind" DEFAULT 'scale5' NOT NULL,
  	"required" boolean DEFAULT true,
  	"main" boolean
  );
  
  CREATE TABLE "surveys_questions_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "surveys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"badge_threshold" numeric DEFAULT 30 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "surveys_locales" (
  	"title" varchar NOT NULL,
  	"badge_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "orders_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_orders_status_history_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"by_name" varchar
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"status" "enum_orders_status" DEFAULT 'received' NOT NULL,
  	"site" "enum_orders_site" NOT NULL,
  	"audience" "enum_orders_audience" NOT NULL,
  	"locale" "enum_orders_locale" NOT NULL,
  	"pack" varchar NOT NULL,
  	"hsi_solo_net" boolean DEFAULT false,
  	"mysports_earlybird" boolean DEFAULT false,
  	"offer" varchar NOT NULL,
  	"offer_name" varchar NOT NULL,
  	"monthly_total" numeric NOT NULL,
  	"one_off_total" numeric NOT NULL,
  	"pricing" jsonb,
  	"company" varchar,
  	"civility" "enum_orders_civility" NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"birth_date" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"fulfilment" "enum_orders_fulfilment" DEFAULT 'installation' NOT NULL,
  	"npa" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"street" varchar NOT NULL,
  	"number" varchar NOT NULL,
  	"complement" varchar,
  	"distributor_id" integer,
  	"availability" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "installation_appointments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"distributor_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"half" "enum_installation_appointments_half" NOT NULL,
  	"status" "enum_installation_appointments_status" DEFAULT 'booked' NOT NULL,
  	"sequence" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "installation_slots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"distributor_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"half" "enum_installation_slots_half" NOT NULL,
  	"booked" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"kind" "enum_form_submissions_kind" NOT NULL,
  	"status" "enum_form_submissions_status" DEFAULT 'new' NOT NULL,
  	"site" "enum_form_submissions_site" NOT NULL,
  	"locale" "enum_form_submissions_locale" NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"npa" varchar,
  	"city" varchar,
  	"recipient" varchar NOT NULL,
  	"distributor_id" integer,
  	"answers" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_submissions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"form_attachments_id" integer
  );
  
  CREATE TABLE "survey_answers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"survey_id" integer NOT NULL,
  	"site" "enum_survey_answers_site" NOT NULL,
  	"locale" "enum_survey_answers_locale" NOT NULL,
  	"visitor" varchar NOT NULL,
  	"answers" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_outbox_kind" NOT NULL,
  	"order_id" integer,
  	"submission_id" integer,
  	"outage_subscription_id" integer,
  	"calendar" varchar,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"status" "enum_outbox_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"form_attachments_id" integer
  );
  
  CREATE TABLE "breach_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"incident" varchar NOT NULL,
  	"addresses" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "breach_hashes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hash" varchar NOT NULL,
  	"import_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "partner_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" "enum_partner_documents_category" NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "partner_documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "outage_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"npa" varchar NOT NULL,
  	"status" "enum_outage_subscriptions_status" DEFAULT 'pending' NOT NULL,
  	"site" "enum_outage_subscriptions_site" NOT NULL,
  	"locale" "enum_outage_subscriptions_locale" NOT NULL,
  	"origin" varchar NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"secret" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outage_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subscription_id" integer,
  	"event_id" integer,
  	"kind" "enum_outage_alerts_kind" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_translator_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_translator_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"language" "enum_users_language" DEFAULT 'fr',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"_verified" boolean,
  	"_verificationtoken" varchar,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"format" "enum_exports_format" DEFAULT 'csv' NOT NULL,
  	"limit" numeric,
  	"page" numeric DEFAULT 1,
  	"sort" varchar,
  	"sort_order" "enum_exports_sort_order",
  	"locale" "enum_exports_locale" DEFAULT 'all',
  	"drafts" "enum_exports_drafts" DEFAULT 'yes',
  	"collection_slug" varchar DEFAULT 'form-submissions' NOT NULL,
  	"where" jsonb DEFAULT '{}'::jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "exports_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection_slug" varchar NOT NULL,
  	"import_mode" "enum_imports_import_mode",
  	"match_field" varchar DEFAULT 'id',
  	"status" "enum_imports_status" DEFAULT 'pending',
  	"summary_imported" numeric,
  	"summary_updated" numeric,
  	"summary_total" numeric,
  	"summary_issues" numeric,
  	"summary_issue_details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"navigation_id" integer,
  	"media_id" integer,
  	"news_id" integer,
  	"faq_id" integer,
  	"faq_types_id" integer,
  	"channels_id" integer,
  	"channel_categories_id" integer,
  	"vods_id" integer,
  	"references_id" integer,
  	"sellers_id" integer,
  	"distributors_id" integer,
  	"products_id" integer,
  	"streets_id" integer,
  	"network_events_id" integer,
  	"roaming_id" integer,
  	"site_settings_id" integer,
  	"surveys_id" integer,
  	"orders_id" integer,
  	"installation_appointments_id" integer,
  	"installation_slots_id" integer,
  	"form_submissions_id" integer,
  	"survey_answers_id" integer,
  	"form_attachments_id" integer,
  	"outbox_id" integer,
  	"breach_imports_id" integer,
  	"breach_hashes_id" integer,
  	"partner_documents_id" integer,
  	"outage_subscriptions_id" integer,
  	"outage_alerts_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "partner_area" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"new_password" varchar,
  	"password_hash" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_sites" ADD CONSTRAINT "pages_sites_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_sections" ADD CONSTRAINT "pages_sections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_colors" ADD CONSTRAINT "pages_colors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_headers_link_news" ADD CONSTRAINT "pages_headers_link_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_headers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_headers_link_news_locales" ADD CONSTRAINT "pages_headers_link_news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_headers_link_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_headers" ADD CONSTRAINT "pages_headers_embed_id_media_id_fk" FOREIGN KEY ("embed_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_headers" ADD CONSTRAINT "pages_headers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_headers_locales" ADD CONSTRAINT "pages_headers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_headers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocs_teasers" ADD CONSTRAINT "pages_blocs_teasers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocs_contents_products_features" ADD CONSTRAINT "pages_blocs_contents_products_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocs_contents_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocs_contents_products_features_locales" ADD CONSTRAINT "pages_blocs_contents_products_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocs_contents_products_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocs_contents_products" ADD CONSTRAINT "pages_blocs_contents_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocs_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocs_contents_products_locales" ADD CONSTRAINT "pages_blocs_contents_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocs_contents_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocs_contents" ADD CONSTRAINT "pages_blocs_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocs_contents_locales" ADD CONSTRAINT "pages_blocs_contents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocs_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocs_videos" ADD CONSTRAINT "pages_blocs_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocs_videos_locales" ADD CONSTRAINT "pages_blocs_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocs_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocs" ADD CONSTRAINT "pages_blocs_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocs" ADD CONSTRAINT "pages_blocs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocs_locales" ADD CONSTRAINT "pages_blocs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_faq_types_fk" FOREIGN KEY ("faq_types_id") REFERENCES "public"."faq_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sites" ADD CONSTRAINT "_pages_v_version_sites_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sections" ADD CONSTRAINT "_pages_v_version_sections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_colors" ADD CONSTRAINT "_pages_v_version_colors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_headers_link_news" ADD CONSTRAINT "_pages_v_version_headers_link_news_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_headers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_headers_link_news_locales" ADD CONSTRAINT "_pages_v_version_headers_link_news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_headers_link_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_headers" ADD CONSTRAINT "_pages_v_version_headers_embed_id_media_id_fk" FOREIGN KEY ("embed_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_headers" ADD CONSTRAINT "_pages_v_version_headers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_headers_locales" ADD CONSTRAINT "_pages_v_version_headers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_headers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_blocs_teasers" ADD CONSTRAINT "_pages_v_version_blocs_teasers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_version_blocs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_blocs_contents_products_features" ADD CONSTRAINT "_pages_v_version_blocs_contents_products_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_blocs_contents_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_blocs_contents_products_features_locales" ADD CONSTRAINT "_pages_v_version_blocs_contents_products_features_locales_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_blocs_contents_products_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_blocs_contents_products" ADD CONSTRAINT "_pages_v_version_blocs_contents_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_blocs_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_blocs_contents_products_locales" ADD CONSTRAINT "_pages_v_version_blocs_contents_products_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_blocs_contents_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_blocs_contents" ADD CONSTRAINT "_pages_v_version_blocs_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_blocs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_blocs_contents_locales" ADD CONSTRAINT "_pages_v_version_blocs_contents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_blocs_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_blocs_videos" ADD CONSTRAINT "_pages_v_version_blocs_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_blocs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_blocs_videos_locales" ADD CONSTRAINT "_pages_v_version_blocs_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_blocs_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_blocs" ADD CONSTRAINT "_pages_v_version_blocs_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_blocs" ADD CONSTRAINT "_pages_v_version_blocs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_blocs_locales" ADD CONSTRAINT "_pages_v_version_blocs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_blocs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_faq_types_fk" FOREIGN KEY ("faq_types_id") REFERENCES "public"."faq_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_grandchildren" ADD CONSTRAINT "nav_grandchildren_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_grandchildren_locales" ADD CONSTRAINT "nav_grandchildren_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_grandchildren"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_children" ADD CONSTRAINT "nav_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_children_locales" ADD CONSTRAINT "nav_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_locales" ADD CONSTRAINT "navigation_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_mobile_actions" ADD CONSTRAINT "navigation_mobile_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_mobile_actions_locales" ADD CONSTRAINT "navigation_mobile_actions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_mobile_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_grandchildren_v" ADD CONSTRAINT "_nav_grandchildren_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_children_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_grandchildren_v_locales" ADD CONSTRAINT "_nav_grandchildren_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_grandchildren_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_children_v" ADD CONSTRAINT "_nav_children_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_children_v_locales" ADD CONSTRAINT "_nav_children_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_children_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items" ADD CONSTRAINT "_navigation_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items_locales" ADD CONSTRAINT "_navigation_v_version_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_mobile_actions" ADD CONSTRAINT "_navigation_v_version_mobile_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_mobile_actions_locales" ADD CONSTRAINT "_navigation_v_version_mobile_actions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_mobile_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v" ADD CONSTRAINT "_navigation_v_parent_id_navigation_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navigation"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_sites" ADD CONSTRAINT "news_sites_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_version_sites" ADD CONSTRAINT "_news_v_version_sites_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_media_id_media_id_fk" FOREIGN KEY ("version_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_sites" ADD CONSTRAINT "faq_sites_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_locales" ADD CONSTRAINT "faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_rels" ADD CONSTRAINT "faq_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_rels" ADD CONSTRAINT "faq_rels_faq_types_fk" FOREIGN KEY ("faq_types_id") REFERENCES "public"."faq_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v_version_sites" ADD CONSTRAINT "_faq_v_version_sites_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v" ADD CONSTRAINT "_faq_v_parent_id_faq_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faq_v_locales" ADD CONSTRAINT "_faq_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v_rels" ADD CONSTRAINT "_faq_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v_rels" ADD CONSTRAINT "_faq_v_rels_faq_types_fk" FOREIGN KEY ("faq_types_id") REFERENCES "public"."faq_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_types_locales" ADD CONSTRAINT "faq_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_packs" ADD CONSTRAINT "channels_packs_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels" ADD CONSTRAINT "channels_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channels_rels" ADD CONSTRAINT "channels_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_rels" ADD CONSTRAINT "channels_rels_channel_categories_fk" FOREIGN KEY ("channel_categories_id") REFERENCES "public"."channel_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_version_packs" ADD CONSTRAINT "_channels_v_version_packs_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v" ADD CONSTRAINT "_channels_v_parent_id_channels_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v" ADD CONSTRAINT "_channels_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v_rels" ADD CONSTRAINT "_channels_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_rels" ADD CONSTRAINT "_channels_v_rels_channel_categories_fk" FOREIGN KEY ("channel_categories_id") REFERENCES "public"."channel_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channel_categories" ADD CONSTRAINT "channel_categories_parent_id_channel_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."channel_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channel_categories_locales" ADD CONSTRAINT "channel_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channel_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channel_categories_v" ADD CONSTRAINT "_channel_categories_v_parent_id_channel_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."channel_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channel_categories_v" ADD CONSTRAINT "_channel_categories_v_version_parent_id_channel_categories_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."channel_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channel_categories_v_locales" ADD CONSTRAINT "_channel_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channel_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vods_sites" ADD CONSTRAINT "vods_sites_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vods" ADD CONSTRAINT "vods_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vods_locales" ADD CONSTRAINT "vods_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vods_v_version_sites" ADD CONSTRAINT "_vods_v_version_sites_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_vods_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vods_v" ADD CONSTRAINT "_vods_v_parent_id_vods_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vods_v" ADD CONSTRAINT "_vods_v_version_media_id_media_id_fk" FOREIGN KEY ("version_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vods_v_locales" ADD CONSTRAINT "_vods_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vods_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "references_sites" ADD CONSTRAINT "references_sites_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."references"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "references" ADD CONSTRAINT "references_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "references" ADD CONSTRAINT "references_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "references_locales" ADD CONSTRAINT "references_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."references"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_references_v_version_sites" ADD CONSTRAINT "_references_v_version_sites_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_references_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_references_v" ADD CONSTRAINT "_references_v_parent_id_references_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."references"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_references_v" ADD CONSTRAINT "_references_v_version_media_id_media_id_fk" FOREIGN KEY ("version_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_references_v" ADD CONSTRAINT "_references_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_references_v_locales" ADD CONSTRAINT "_references_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_references_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sellers_opening_hours_days" ADD CONSTRAINT "sellers_opening_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sellers_opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sellers_opening_hours" ADD CONSTRAINT "sellers_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sellers_sites" ADD CONSTRAINT "sellers_sites_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sellers" ADD CONSTRAINT "sellers_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sellers_locales" ADD CONSTRAINT "sellers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sellers_v_version_opening_hours_days" ADD CONSTRAINT "_sellers_v_version_opening_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sellers_v_version_opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sellers_v_version_opening_hours" ADD CONSTRAINT "_sellers_v_version_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sellers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sellers_v_version_sites" ADD CONSTRAINT "_sellers_v_version_sites_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sellers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sellers_v" ADD CONSTRAINT "_sellers_v_parent_id_sellers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sellers_v" ADD CONSTRAINT "_sellers_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sellers_v_locales" ADD CONSTRAINT "_sellers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sellers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "distributors_redirects" ADD CONSTRAINT "distributors_redirects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "distributors_installation_capacity" ADD CONSTRAINT "distributors_installation_capacity_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "distributors_blocked_dates" ADD CONSTRAINT "distributors_blocked_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_fees" ADD CONSTRAINT "products_fees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_fees_locales" ADD CONSTRAINT "products_fees_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_fees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_features" ADD CONSTRAINT "products_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_features_locales" ADD CONSTRAINT "products_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_requires" ADD CONSTRAINT "products_requires_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_excludes" ADD CONSTRAINT "products_excludes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_fees" ADD CONSTRAINT "_products_v_version_fees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_fees_locales" ADD CONSTRAINT "_products_v_version_fees_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_fees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_features" ADD CONSTRAINT "_products_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_features_locales" ADD CONSTRAINT "_products_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_requires" ADD CONSTRAINT "_products_v_version_requires_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_excludes" ADD CONSTRAINT "_products_v_version_excludes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "streets" ADD CONSTRAINT "streets_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "network_events_services" ADD CONSTRAINT "network_events_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."network_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "network_events_sites" ADD CONSTRAINT "network_events_sites_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."network_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "network_events_locales" ADD CONSTRAINT "network_events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."network_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "roaming_countries" ADD CONSTRAINT "roaming_countries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."roaming"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "roaming_countries_locales" ADD CONSTRAINT "roaming_countries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."roaming_countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "roaming_prices" ADD CONSTRAINT "roaming_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."roaming"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "roaming_locales" ADD CONSTRAINT "roaming_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."roaming"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social" ADD CONSTRAINT "site_settings_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_opening_hours" ADD CONSTRAINT "site_settings_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_opening_hours_locales" ADD CONSTRAINT "site_settings_opening_hours_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logos_private_id_media_id_fk" FOREIGN KEY ("logos_private_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logos_business_id_media_id_fk" FOREIGN KEY ("logos_business_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logos_academy_id_media_id_fk" FOREIGN KEY ("logos_academy_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys_questions_options" ADD CONSTRAINT "surveys_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."surveys_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys_questions_options_locales" ADD CONSTRAINT "surveys_questions_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."surveys_questions_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys_questions" ADD CONSTRAINT "surveys_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys_questions_locales" ADD CONSTRAINT "surveys_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."surveys_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "surveys_locales" ADD CONSTRAINT "surveys_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_status_history" ADD CONSTRAINT "orders_status_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_status_history" ADD CONSTRAINT "orders_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "installation_appointments" ADD CONSTRAINT "installation_appointments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "installation_appointments" ADD CONSTRAINT "installation_appointments_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "installation_slots" ADD CONSTRAINT "installation_slots_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions_rels" ADD CONSTRAINT "form_submissions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions_rels" ADD CONSTRAINT "form_submissions_rels_form_attachments_fk" FOREIGN KEY ("form_attachments_id") REFERENCES "public"."form_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outbox" ADD CONSTRAINT "outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outbox" ADD CONSTRAINT "outbox_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outbox" ADD CONSTRAINT "outbox_outage_subscription_id_outage_subscriptions_id_fk" FOREIGN KEY ("outage_subscription_id") REFERENCES "public"."outage_subscriptions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outbox_rels" ADD CONSTRAINT "outbox_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outbox_rels" ADD CONSTRAINT "outbox_rels_form_attachments_fk" FOREIGN KEY ("form_attachments_id") REFERENCES "public"."form_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "breach_hashes" ADD CONSTRAINT "breach_hashes_import_id_breach_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."breach_imports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partner_documents_locales" ADD CONSTRAINT "partner_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."partner_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outage_alerts" ADD CONSTRAINT "outage_alerts_subscription_id_outage_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."outage_subscriptions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outage_alerts" ADD CONSTRAINT "outage_alerts_event_id_network_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."network_events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_translator_locales" ADD CONSTRAINT "users_translator_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exports_texts" ADD CONSTRAINT "exports_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_navigation_fk" FOREIGN KEY ("navigation_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_types_fk" FOREIGN KEY ("faq_types_id") REFERENCES "public"."faq_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_channels_fk" FOREIGN KEY ("channels_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_channel_categories_fk" FOREIGN KEY ("channel_categories_id") REFERENCES "public"."channel_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vods_fk" FOREIGN KEY ("vods_id") REFERENCES "public"."vods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_references_fk" FOREIGN KEY ("references_id") REFERENCES "public"."references"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sellers_fk" FOREIGN KEY ("sellers_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_distributors_fk" FOREIGN KEY ("distributors_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_streets_fk" FOREIGN KEY ("streets_id") REFERENCES "public"."streets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_network_events_fk" FOREIGN KEY ("network_events_id") REFERENCES "public"."network_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_roaming_fk" FOREIGN KEY ("roaming_id") REFERENCES "public"."roaming"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_settings_fk" FOREIGN KEY ("site_settings_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_surveys_fk" FOREIGN KEY ("surveys_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_installation_appointments_fk" FOREIGN KEY ("installation_appointments_id") REFERENCES "public"."installation_appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_installation_slots_fk" FOREIGN KEY ("installation_slots_id") REFERENCES "public"."installation_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_survey_answers_fk" FOREIGN KEY ("survey_answers_id") REFERENCES "public"."survey_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_attachments_fk" FOREIGN KEY ("form_attachments_id") REFERENCES "public"."form_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_breach_imports_fk" FOREIGN KEY ("breach_imports_id") REFERENCES "public"."breach_imports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_breach_hashes_fk" FOREIGN KEY ("breach_hashes_id") REFERENCES "public"."breach_hashes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partner_documents_fk" FOREIGN KEY ("partner_documents_id") REFERENCES "public"."partner_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outage_subscriptions_fk" FOREIGN KEY ("outage_subscriptions_id") REFERENCES "public"."outage_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outage_alerts_fk" FOREIGN KEY ("outage_alerts_id") REFERENCES "public"."outage_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_sites_order_idx" ON "pages_sites" USING btree ("order");
  CREATE INDEX "pages_sites_parent_idx" ON "pages_sites" USING btree ("parent_id");
  CREATE INDEX "pages_sites_value_idx" ON "pages_sites" USING btree ("value");
  CREATE INDEX "pages_sections_order_idx" ON "pages_sections" USING btree ("order");
  CREATE INDEX "pages_sections_parent_idx" ON "pages_sections" USING btree ("parent_id");
  CREATE INDEX "pages_colors_order_idx" ON "pages_colors" USING btree ("_order");
  CREATE INDEX "pages_colors_parent_id_idx" ON "pages_colors" USING btree ("_parent_id");
  CREATE INDEX "pages_headers_link_news_order_idx" ON "pages_headers_link_news" USING btree ("_order");
  CREATE INDEX "pages_headers_link_news_parent_id_idx" ON "pages_headers_link_news" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_headers_link_news_locales_locale_parent_id_unique" ON "pages_headers_link_news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_headers_order_idx" ON "pages_headers" USING btree ("_order");
  CREATE INDEX "pages_headers_parent_id_idx" ON "pages_headers" USING btree ("_parent_id");
  CREATE INDEX "pages_headers_embed_idx" ON "pages_headers" USING btree ("embed_id");
  CREATE UNIQUE INDEX "pages_headers_locales_locale_parent_id_unique" ON "pages_headers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocs_teasers_order_idx" ON "pages_blocs_teasers" USING btree ("order");
  CREATE INDEX "pages_blocs_teasers_parent_idx" ON "pages_blocs_teasers" USING btree ("parent_id");
  CREATE INDEX "pages_blocs_contents_products_features_order_idx" ON "pages_blocs_contents_products_features" USING btree ("_order");
  CREATE INDEX "pages_blocs_contents_products_features_parent_id_idx" ON "pages_blocs_contents_products_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocs_contents_products_features_locales_locale_parent" ON "pages_blocs_contents_products_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocs_contents_products_order_idx" ON "pages_blocs_contents_products" USING btree ("_order");
  CREATE INDEX "pages_blocs_contents_products_parent_id_idx" ON "pages_blocs_contents_products" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocs_contents_products_locales_locale_parent_id_uniqu" ON "pages_blocs_contents_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocs_contents_order_idx" ON "pages_blocs_contents" USING btree ("_order");
  CREATE INDEX "pages_blocs_contents_parent_id_idx" ON "pages_blocs_contents" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocs_contents_locales_locale_parent_id_unique" ON "pages_blocs_contents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocs_videos_order_idx" ON "pages_blocs_videos" USING btree ("_order");
  CREATE INDEX "pages_blocs_videos_parent_id_idx" ON "pages_blocs_videos" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocs_videos_locales_locale_parent_id_unique" ON "pages_blocs_videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocs_order_idx" ON "pages_blocs" USING btree ("_order");
  CREATE INDEX "pages_blocs_parent_id_idx" ON "pages_blocs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocs_survey_idx" ON "pages_blocs" USING btree ("survey_id");
  CREATE UNIQUE INDEX "pages_blocs_locales_locale_parent_id_unique" ON "pages_blocs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_screen_idx" ON "pages" USING btree ("screen");
  CREATE INDEX "pages_seo_seo_image_idx" ON "pages" USING btree ("seo_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_slug_idx" ON "pages_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_faq_types_id_idx" ON "pages_rels" USING btree ("faq_types_id");
  CREATE INDEX "pages_rels_pages_id_idx" ON "pages_rels" USING btree ("pages_id");
  CREATE INDEX "pages_rels_products_id_idx" ON "pages_rels" USING btree ("products_id");
  CREATE INDEX "pages_rels_media_id_idx" ON "pages_rels" USING btree ("media_id");
  CREATE INDEX "_pages_v_version_sites_order_idx" ON "_pages_v_version_sites" USING btree ("order");
  CREATE INDEX "_pages_v_version_sites_parent_idx" ON "_pages_v_version_sites" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_sites_value_idx" ON "_pages_v_version_sites" USING btree ("value");
  CREATE INDEX "_pages_v_version_sections_order_idx" ON "_pages_v_version_sections" USING btree ("order");
  CREATE INDEX "_pages_v_version_sections_parent_idx" ON "_pages_v_version_sections" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_colors_order_idx" ON "_pages_v_version_colors" USING btree ("_order");
  CREATE INDEX "_pages_v_version_colors_parent_id_idx" ON "_pages_v_version_colors" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_headers_link_news_order_idx" ON "_pages_v_version_headers_link_news" USING btree ("_order");
  CREATE INDEX "_pages_v_version_headers_link_news_parent_id_idx" ON "_pages_v_version_headers_link_news" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_headers_link_news_locales_locale_parent_id_" ON "_pages_v_version_headers_link_news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_headers_order_idx" ON "_pages_v_version_headers" USING btree ("_order");
  CREATE INDEX "_pages_v_version_headers_parent_id_idx" ON "_pages_v_version_headers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_headers_embed_idx" ON "_pages_v_version_headers" USING btree ("embed_id");
  CREATE UNIQUE INDEX "_pages_v_version_headers_locales_locale_parent_id_unique" ON "_pages_v_version_headers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_blocs_teasers_order_idx" ON "_pages_v_version_blocs_teasers" USING btree ("order");
  CREATE INDEX "_pages_v_version_blocs_teasers_parent_idx" ON "_pages_v_version_blocs_teasers" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_blocs_contents_products_features_order_idx" ON "_pages_v_version_blocs_contents_products_features" USING btree ("_order");
  CREATE INDEX "_pages_v_version_blocs_contents_products_features_parent_id_idx" ON "_pages_v_version_blocs_contents_products_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_blocs_contents_products_features_locales_lo" ON "_pages_v_version_blocs_contents_products_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_blocs_contents_products_order_idx" ON "_pages_v_version_blocs_contents_products" USING btree ("_order");
  CREATE INDEX "_pages_v_version_blocs_contents_products_parent_id_idx" ON "_pages_v_version_blocs_contents_products" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_blocs_contents_products_locales_locale_pare" ON "_pages_v_version_blocs_contents_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_blocs_contents_order_idx" ON "_pages_v_version_blocs_contents" USING btree ("_order");
  CREATE INDEX "_pages_v_version_blocs_contents_parent_id_idx" ON "_pages_v_version_blocs_contents" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_blocs_contents_locales_locale_parent_id_uni" ON "_pages_v_version_blocs_contents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_blocs_videos_order_idx" ON "_pages_v_version_blocs_videos" USING btree ("_order");
  CREATE INDEX "_pages_v_version_blocs_videos_parent_id_idx" ON "_pages_v_version_blocs_videos" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_blocs_videos_locales_locale_parent_id_uniqu" ON "_pages_v_version_blocs_videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_blocs_order_idx" ON "_pages_v_version_blocs" USING btree ("_order");
  CREATE INDEX "_pages_v_version_blocs_parent_id_idx" ON "_pages_v_version_blocs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_blocs_survey_idx" ON "_pages_v_version_blocs" USING btree ("survey_id");
  CREATE UNIQUE INDEX "_pages_v_version_blocs_locales_locale_parent_id_unique" ON "_pages_v_version_blocs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_screen_idx" ON "_pages_v" USING btree ("version_screen");
  CREATE INDEX "_pages_v_version_seo_version_seo_image_idx" ON "_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_faq_types_id_idx" ON "_pages_v_rels" USING btree ("faq_types_id");
  CREATE INDEX "_pages_v_rels_pages_id_idx" ON "_pages_v_rels" USING btree ("pages_id");
  CREATE INDEX "_pages_v_rels_products_id_idx" ON "_pages_v_rels" USING btree ("products_id");
  CREATE INDEX "_pages_v_rels_media_id_idx" ON "_pages_v_rels" USING btree ("media_id");
  CREATE INDEX "nav_grandchildren_order_idx" ON "nav_grandchildren" USING btree ("_order");
  CREATE INDEX "nav_grandchildren_parent_id_idx" ON "nav_grandchildren" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "nav_grandchildren_locales_locale_parent_id_unique" ON "nav_grandchildren_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nav_children_order_idx" ON "nav_children" USING btree ("_order");
  CREATE INDEX "nav_children_parent_id_idx" ON "nav_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "nav_children_locales_locale_parent_id_unique" ON "nav_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_items_order_idx" ON "navigation_items" USING btree ("_order");
  CREATE INDEX "navigation_items_parent_id_idx" ON "navigation_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_items_locales_locale_parent_id_unique" ON "navigation_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_mobile_actions_order_idx" ON "navigation_mobile_actions" USING btree ("_order");
  CREATE INDEX "navigation_mobile_actions_parent_id_idx" ON "navigation_mobile_actions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_mobile_actions_locales_locale_parent_id_unique" ON "navigation_mobile_actions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_tree_key_idx" ON "navigation" USING btree ("tree_key");
  CREATE INDEX "navigation_site_idx" ON "navigation" USING btree ("site");
  CREATE INDEX "navigation_updated_at_idx" ON "navigation" USING btree ("updated_at");
  CREATE INDEX "navigation_created_at_idx" ON "navigation" USING btree ("created_at");
  CREATE INDEX "navigation__status_idx" ON "navigation" USING btree ("_status");
  CREATE UNIQUE INDEX "site_tree_key_idx" ON "navigation" USING btree ("site","tree_key");
  CREATE INDEX "_nav_grandchildren_v_order_idx" ON "_nav_grandchildren_v" USING btree ("_order");
  CREATE INDEX "_nav_grandchildren_v_parent_id_idx" ON "_nav_grandchildren_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_nav_grandchildren_v_locales_locale_parent_id_unique" ON "_nav_grandchildren_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_nav_children_v_order_idx" ON "_nav_children_v" USING btree ("_order");
  CREATE INDEX "_nav_children_v_parent_id_idx" ON "_nav_children_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_nav_children_v_locales_locale_parent_id_unique" ON "_nav_children_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_items_order_idx" ON "_navigation_v_version_items" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_items_parent_id_idx" ON "_navigation_v_version_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_navigation_v_version_items_locales_locale_parent_id_unique" ON "_navigation_v_version_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_version_mobile_actions_order_idx" ON "_navigation_v_version_mobile_actions" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_mobile_actions_parent_id_idx" ON "_navigation_v_version_mobile_actions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_navigation_v_version_mobile_actions_locales_locale_parent_i" ON "_navigation_v_version_mobile_actions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_navigation_v_parent_idx" ON "_navigation_v" USING btree ("parent_id");
  CREATE INDEX "_navigation_v_version_version_tree_key_idx" ON "_navigation_v" USING btree ("version_tree_key");
  CREATE INDEX "_navigation_v_version_version_site_idx" ON "_navigation_v" USING btree ("version_site");
  CREATE INDEX "_navigation_v_version_version_updated_at_idx" ON "_navigation_v" USING btree ("version_updated_at");
  CREATE INDEX "_navigation_v_version_version_created_at_idx" ON "_navigation_v" USING btree ("version_created_at");
  CREATE INDEX "_navigation_v_version_version__status_idx" ON "_navigation_v" USING btree ("version__status");
  CREATE INDEX "_navigation_v_created_at_idx" ON "_navigation_v" USING btree ("created_at");
  CREATE INDEX "_navigation_v_updated_at_idx" ON "_navigation_v" USING btree ("updated_at");
  CREATE INDEX "_navigation_v_snapshot_idx" ON "_navigation_v" USING btree ("snapshot");
  CREATE INDEX "_navigation_v_published_locale_idx" ON "_navigation_v" USING btree ("published_locale");
  CREATE INDEX "_navigation_v_latest_idx" ON "_navigation_v" USING btree ("latest");
  CREATE INDEX "version_site_version_tree_key_idx" ON "_navigation_v" USING btree ("version_site","version_tree_key");
  CREATE INDEX "media_folder_idx" ON "media" USING btree ("folder");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_header_big_sizes_header_big_filename_idx" ON "media" USING btree ("sizes_header_big_filename");
  CREATE INDEX "media_sizes_header_nbig_sizes_header_nbig_filename_idx" ON "media" USING btree ("sizes_header_nbig_filename");
  CREATE INDEX "media_sizes_header_big_mobile_sizes_header_big_mobile_fi_idx" ON "media" USING btree ("sizes_header_big_mobile_filename");
  CREATE INDEX "media_sizes_banner_sizes_banner_filename_idx" ON "media" USING btree ("sizes_banner_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_sites_order_idx" ON "news_sites" USING btree ("order");
  CREATE INDEX "news_sites_parent_idx" ON "news_sites" USING btree ("parent_id");
  CREATE INDEX "news_sites_value_idx" ON "news_sites" USING btree ("value");
  CREATE INDEX "news_date_from_idx" ON "news" USING btree ("date_from");
  CREATE INDEX "news_media_idx" ON "news" USING btree ("media_id");
  CREATE INDEX "news_logo_idx" ON "news" USING btree ("logo_id");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_v_version_sites_order_idx" ON "_news_v_version_sites" USING btree ("order");
  CREATE INDEX "_news_v_version_sites_parent_idx" ON "_news_v_version_sites" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_sites_value_idx" ON "_news_v_version_sites" USING btree ("value");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_date_from_idx" ON "_news_v" USING btree ("version_date_from");
  CREATE INDEX "_news_v_version_version_media_idx" ON "_news_v" USING btree ("version_media_id");
  CREATE INDEX "_news_v_version_version_logo_idx" ON "_news_v" USING btree ("version_logo_id");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_sites_order_idx" ON "faq_sites" USING btree ("order");
  CREATE INDEX "faq_sites_parent_idx" ON "faq_sites" USING btree ("parent_id");
  CREATE INDEX "faq_sites_value_idx" ON "faq_sites" USING btree ("value");
  CREATE INDEX "faq_position_idx" ON "faq" USING btree ("position");
  CREATE INDEX "faq_updated_at_idx" ON "faq" USING btree ("updated_at");
  CREATE INDEX "faq_created_at_idx" ON "faq" USING btree ("created_at");
  CREATE INDEX "faq__status_idx" ON "faq" USING btree ("_status");
  CREATE UNIQUE INDEX "faq_locales_locale_parent_id_unique" ON "faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_rels_order_idx" ON "faq_rels" USING btree ("order");
  CREATE INDEX "faq_rels_parent_idx" ON "faq_rels" USING btree ("parent_id");
  CREATE INDEX "faq_rels_path_idx" ON "faq_rels" USING btree ("path");
  CREATE INDEX "faq_rels_faq_types_id_idx" ON "faq_rels" USING btree ("faq_types_id");
  CREATE INDEX "_faq_v_version_sites_order_idx" ON "_faq_v_version_sites" USING btree ("order");
  CREATE INDEX "_faq_v_version_sites_parent_idx" ON "_faq_v_version_sites" USING btree ("parent_id");
  CREATE INDEX "_faq_v_version_sites_value_idx" ON "_faq_v_version_sites" USING btree ("value");
  CREATE INDEX "_faq_v_parent_idx" ON "_faq_v" USING btree ("parent_id");
  CREATE INDEX "_faq_v_version_version_position_idx" ON "_faq_v" USING btree ("version_position");
  CREATE INDEX "_faq_v_version_version_updated_at_idx" ON "_faq_v" USING btree ("version_updated_at");
  CREATE INDEX "_faq_v_version_version_created_at_idx" ON "_faq_v" USING btree ("version_created_at");
  CREATE INDEX "_faq_v_version_version__status_idx" ON "_faq_v" USING btree ("version__status");
  CREATE INDEX "_faq_v_created_at_idx" ON "_faq_v" USING btree ("created_at");
  CREATE INDEX "_faq_v_updated_at_idx" ON "_faq_v" USING btree ("updated_at");
  CREATE INDEX "_faq_v_snapshot_idx" ON "_faq_v" USING btree ("snapshot");
  CREATE INDEX "_faq_v_published_locale_idx" ON "_faq_v" USING btree ("published_locale");
  CREATE INDEX "_faq_v_latest_idx" ON "_faq_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_faq_v_locales_locale_parent_id_unique" ON "_faq_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faq_v_rels_order_idx" ON "_faq_v_rels" USING btree ("order");
  CREATE INDEX "_faq_v_rels_parent_idx" ON "_faq_v_rels" USING btree ("parent_id");
  CREATE INDEX "_faq_v_rels_path_idx" ON "_faq_v_rels" USING btree ("path");
  CREATE INDEX "_faq_v_rels_faq_types_id_idx" ON "_faq_v_rels" USING btree ("faq_types_id");
  CREATE INDEX "faq_types_updated_at_idx" ON "faq_types" USING btree ("updated_at");
  CREATE INDEX "faq_types_created_at_idx" ON "faq_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "faq_types_locales_locale_parent_id_unique" ON "faq_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "channels_packs_order_idx" ON "channels_packs" USING btree ("order");
  CREATE INDEX "channels_packs_parent_idx" ON "channels_packs" USING btree ("parent_id");
  CREATE UNIQUE INDEX "channels_number_idx" ON "channels" USING btree ("number");
  CREATE INDEX "channels_title_idx" ON "channels" USING btree ("title");
  CREATE INDEX "channels_logo_idx" ON "channels" USING btree ("logo_id");
  CREATE INDEX "channels_updated_at_idx" ON "channels" USING btree ("updated_at");
  CREATE INDEX "channels_created_at_idx" ON "channels" USING btree ("created_at");
  CREATE INDEX "channels__status_idx" ON "channels" USING btree ("_status");
  CREATE INDEX "channels_rels_order_idx" ON "channels_rels" USING btree ("order");
  CREATE INDEX "channels_rels_parent_idx" ON "channels_rels" USING btree ("parent_id");
  CREATE INDEX "channels_rels_path_idx" ON "channels_rels" USING btree ("path");
  CREATE INDEX "channels_rels_channel_categories_id_idx" ON "channels_rels" USING btree ("channel_categories_id");
  CREATE INDEX "_channels_v_version_packs_order_idx" ON "_channels_v_version_packs" USING btree ("order");
  CREATE INDEX "_channels_v_version_packs_parent_idx" ON "_channels_v_version_packs" USING btree ("parent_id");
  CREATE INDEX "_channels_v_parent_idx" ON "_channels_v" USING btree ("parent_id");
  CREATE INDEX "_channels_v_version_version_number_idx" ON "_channels_v" USING btree ("version_number");
  CREATE INDEX "_channels_v_version_version_title_idx" ON "_channels_v" USING btree ("version_title");
  CREATE INDEX "_channels_v_version_version_logo_idx" ON "_channels_v" USING btree ("version_logo_id");
  CREATE INDEX "_channels_v_version_version_updated_at_idx" ON "_channels_v" USING btree ("version_updated_at");
  CREATE INDEX "_channels_v_version_version_created_at_idx" ON "_channels_v" USING btree ("version_created_at");
  CREATE INDEX "_channels_v_version_version__status_idx" ON "_channels_v" USING btree ("version__status");
  CREATE INDEX "_channels_v_created_at_idx" ON "_channels_v" USING btree ("created_at");
  CREATE INDEX "_channels_v_updated_at_idx" ON "_channels_v" USING btree ("updated_at");
  CREATE INDEX "_channels_v_snapshot_idx" ON "_channels_v" USING btree ("snapshot");
  CREATE INDEX "_channels_v_published_locale_idx" ON "_channels_v" USING btree ("published_locale");
  CREATE INDEX "_channels_v_latest_idx" ON "_channels_v" USING btree ("latest");
  CREATE INDEX "_channels_v_rels_order_idx" ON "_channels_v_rels" USING btree ("order");
  CREATE INDEX "_channels_v_rels_parent_idx" ON "_channels_v_rels" USING btree ("parent_id");
  CREATE INDEX "_channels_v_rels_path_idx" ON "_channels_v_rels" USING btree ("path");
  CREATE INDEX "_channels_v_rels_channel_categories_id_idx" ON "_channels_v_rels" USING btree ("channel_categories_id");
  CREATE INDEX "channel_categories_parent_idx" ON "channel_categories" USING btree ("parent_id");
  CREATE INDEX "channel_categories_updated_at_idx" ON "channel_categories" USING btree ("updated_at");
  CREATE INDEX "channel_categories_created_at_idx" ON "channel_categories" USING btree ("created_at");
  CREATE INDEX "channel_categories__status_idx" ON "channel_categories" USING btree ("_status");
  CREATE UNIQUE INDEX "channel_categories_locales_locale_parent_id_unique" ON "channel_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_channel_categories_v_parent_idx" ON "_channel_categories_v" USING btree ("parent_id");
  CREATE INDEX "_channel_categories_v_version_version_parent_idx" ON "_channel_categories_v" USING btree ("version_parent_id");
  CREATE INDEX "_channel_categories_v_version_version_updated_at_idx" ON "_channel_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_channel_categories_v_version_version_created_at_idx" ON "_channel_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_channel_categories_v_version_version__status_idx" ON "_channel_categories_v" USING btree ("version__status");
  CREATE INDEX "_channel_categories_v_created_at_idx" ON "_channel_categories_v" USING btree ("created_at");
  CREATE INDEX "_channel_categories_v_updated_at_idx" ON "_channel_categories_v" USING btree ("updated_at");
  CREATE INDEX "_channel_categories_v_snapshot_idx" ON "_channel_categories_v" USING btree ("snapshot");
  CREATE INDEX "_channel_categories_v_published_locale_idx" ON "_channel_categories_v" USING btree ("published_locale");
  CREATE INDEX "_channel_categories_v_latest_idx" ON "_channel_categories_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_channel_categories_v_locales_locale_parent_id_unique" ON "_channel_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "vods_sites_order_idx" ON "vods_sites" USING btree ("order");
  CREATE INDEX "vods_sites_parent_idx" ON "vods_sites" USING btree ("parent_id");
  CREATE INDEX "vods_sites_value_idx" ON "vods_sites" USING btree ("value");
  CREATE INDEX "vods_media_idx" ON "vods" USING btree ("media_id");
  CREATE INDEX "vods_updated_at_idx" ON "vods" USING btree ("updated_at");
  CREATE INDEX "vods_created_at_idx" ON "vods" USING btree ("created_at");
  CREATE INDEX "vods__status_idx" ON "vods" USING btree ("_status");
  CREATE UNIQUE INDEX "vods_locales_locale_parent_id_unique" ON "vods_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_vods_v_version_sites_order_idx" ON "_vods_v_version_sites" USING btree ("order");
  CREATE INDEX "_vods_v_version_sites_parent_idx" ON "_vods_v_version_sites" USING btree ("parent_id");
  CREATE INDEX "_vods_v_version_sites_value_idx" ON "_vods_v_version_sites" USING btree ("value");
  CREATE INDEX "_vods_v_parent_idx" ON "_vods_v" USING btree ("parent_id");
  CREATE INDEX "_vods_v_version_version_media_idx" ON "_vods_v" USING btree ("version_media_id");
  CREATE INDEX "_vods_v_version_version_updated_at_idx" ON "_vods_v" USING btree ("version_updated_at");
  CREATE INDEX "_vods_v_version_version_created_at_idx" ON "_vods_v" USING btree ("version_created_at");
  CREATE INDEX "_vods_v_version_version__status_idx" ON "_vods_v" USING btree ("version__status");
  CREATE INDEX "_vods_v_created_at_idx" ON "_vods_v" USING btree ("created_at");
  CREATE INDEX "_vods_v_updated_at_idx" ON "_vods_v" USING btree ("updated_at");
  CREATE INDEX "_vods_v_snapshot_idx" ON "_vods_v" USING btree ("snapshot");
  CREATE INDEX "_vods_v_published_locale_idx" ON "_vods_v" USING btree ("published_locale");
  CREATE INDEX "_vods_v_latest_idx" ON "_vods_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_vods_v_locales_locale_parent_id_unique" ON "_vods_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "references_sites_order_idx" ON "references_sites" USING btree ("order");
  CREATE INDEX "references_sites_parent_idx" ON "references_sites" USING btree ("parent_id");
  CREATE INDEX "references_sites_value_idx" ON "references_sites" USING btree ("value");
  CREATE UNIQUE INDEX "references_slug_idx" ON "references" USING btree ("slug");
  CREATE INDEX "references_media_idx" ON "references" USING btree ("media_id");
  CREATE INDEX "references_logo_idx" ON "references" USING btree ("logo_id");
  CREATE INDEX "references_updated_at_idx" ON "references" USING btree ("updated_at");
  CREATE INDEX "references_created_at_idx" ON "references" USING btree ("created_at");
  CREATE INDEX "references__status_idx" ON "references" USING btree ("_status");
  CREATE UNIQUE INDEX "references_locales_locale_parent_id_unique" ON "references_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_references_v_version_sites_order_idx" ON "_references_v_version_sites" USING btree ("order");
  CREATE INDEX "_references_v_version_sites_parent_idx" ON "_references_v_version_sites" USING btree ("parent_id");
  CREATE INDEX "_references_v_version_sites_value_idx" ON "_references_v_version_sites" USING btree ("value");
  CREATE INDEX "_references_v_parent_idx" ON "_references_v" USING btree ("parent_id");
  CREATE INDEX "_references_v_version_version_slug_idx" ON "_references_v" USING btree ("version_slug");
  CREATE INDEX "_references_v_version_version_media_idx" ON "_references_v" USING btree ("version_media_id");
  CREATE INDEX "_references_v_version_version_logo_idx" ON "_references_v" USING btree ("version_logo_id");
  CREATE INDEX "_references_v_version_version_updated_at_idx" ON "_references_v" USING btree ("version_updated_at");
  CREATE INDEX "_references_v_version_version_created_at_idx" ON "_references_v" USING btree ("version_created_at");
  CREATE INDEX "_references_v_version_version__status_idx" ON "_references_v" USING btree ("version__status");
  CREATE INDEX "_references_v_created_at_idx" ON "_references_v" USING btree ("created_at");
  CREATE INDEX "_references_v_updated_at_idx" ON "_references_v" USING btree ("updated_at");
  CREATE INDEX "_references_v_snapshot_idx" ON "_references_v" USING btree ("snapshot");
  CREATE INDEX "_references_v_published_locale_idx" ON "_references_v" USING btree ("published_locale");
  CREATE INDEX "_references_v_latest_idx" ON "_references_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_references_v_locales_locale_parent_id_unique" ON "_references_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "sellers_opening_hours_days_order_idx" ON "sellers_opening_hours_days" USING btree ("order");
  CREATE INDEX "sellers_opening_hours_days_parent_idx" ON "sellers_opening_hours_days" USING btree ("parent_id");
  CREATE INDEX "sellers_opening_hours_order_idx" ON "sellers_opening_hours" USING btree ("_order");
  CREATE INDEX "sellers_opening_hours_parent_id_idx" ON "sellers_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "sellers_sites_order_idx" ON "sellers_sites" USING btree ("order");
  CREATE INDEX "sellers_sites_parent_idx" ON "sellers_sites" USING btree ("parent_id");
  CREATE INDEX "sellers_sites_value_idx" ON "sellers_sites" USING btree ("value");
  CREATE INDEX "sellers_position_idx" ON "sellers" USING btree ("position");
  CREATE INDEX "sellers_logo_idx" ON "sellers" USING btree ("logo_id");
  CREATE INDEX "sellers_updated_at_idx" ON "sellers" USING btree ("updated_at");
  CREATE INDEX "sellers_created_at_idx" ON "sellers" USING btree ("created_at");
  CREATE INDEX "sellers__status_idx" ON "sellers" USING btree ("_status");
  CREATE UNIQUE INDEX "sellers_locales_locale_parent_id_unique" ON "sellers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_sellers_v_version_opening_hours_days_order_idx" ON "_sellers_v_version_opening_hours_days" USING btree ("order");
  CREATE INDEX "_sellers_v_version_opening_hours_days_parent_idx" ON "_sellers_v_version_opening_hours_days" USING btree ("parent_id");
  CREATE INDEX "_sellers_v_version_opening_hours_order_idx" ON "_sellers_v_version_opening_hours" USING btree ("_order");
  CREATE INDEX "_sellers_v_version_opening_hours_parent_id_idx" ON "_sellers_v_version_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "_sellers_v_version_sites_order_idx" ON "_sellers_v_version_sites" USING btree ("order");
  CREATE INDEX "_sellers_v_version_sites_parent_idx" ON "_sellers_v_version_sites" USING btree ("parent_id");
  CREATE INDEX "_sellers_v_version_sites_value_idx" ON "_sellers_v_version_sites" USING btree ("value");
  CREATE INDEX "_sellers_v_parent_idx" ON "_sellers_v" USING btree ("parent_id");
  CREATE INDEX "_sellers_v_version_version_position_idx" ON "_sellers_v" USING btree ("version_position");
  CREATE INDEX "_sellers_v_version_version_logo_idx" ON "_sellers_v" USING btree ("version_logo_id");
  CREATE INDEX "_sellers_v_version_version_updated_at_idx" ON "_sellers_v" USING btree ("version_updated_at");
  CREATE INDEX "_sellers_v_version_version_created_at_idx" ON "_sellers_v" USING btree ("version_created_at");
  CREATE INDEX "_sellers_v_version_version__status_idx" ON "_sellers_v" USING btree ("version__status");
  CREATE INDEX "_sellers_v_created_at_idx" ON "_sellers_v" USING btree ("created_at");
  CREATE INDEX "_sellers_v_updated_at_idx" ON "_sellers_v" USING btree ("updated_at");
  CREATE INDEX "_sellers_v_snapshot_idx" ON "_sellers_v" USING btree ("snapshot");
  CREATE INDEX "_sellers_v_published_locale_idx" ON "_sellers_v" USING btree ("published_locale");
  CREATE INDEX "_sellers_v_latest_idx" ON "_sellers_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_sellers_v_locales_locale_parent_id_unique" ON "_sellers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "distributors_redirects_order_idx" ON "distributors_redirects" USING btree ("_order");
  CREATE INDEX "distributors_redirects_parent_id_idx" ON "distributors_redirects" USING btree ("_parent_id");
  CREATE INDEX "distributors_installation_capacity_order_idx" ON "distributors_installation_capacity" USING btree ("_order");
  CREATE INDEX "distributors_installation_capacity_parent_id_idx" ON "distributors_installation_capacity" USING btree ("_parent_id");
  CREATE INDEX "distributors_blocked_dates_order_idx" ON "distributors_blocked_dates" USING btree ("_order");
  CREATE INDEX "distributors_blocked_dates_parent_id_idx" ON "distributors_blocked_dates" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "distributors_key_idx" ON "distributors" USING btree ("key");
  CREATE INDEX "distributors_updated_at_idx" ON "distributors" USING btree ("updated_at");
  CREATE INDEX "distributors_created_at_idx" ON "distributors" USING btree ("created_at");
  CREATE INDEX "products_fees_order_idx" ON "products_fees" USING btree ("_order");
  CREATE INDEX "products_fees_parent_id_idx" ON "products_fees" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_fees_locales_locale_parent_id_unique" ON "products_fees_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_features_order_idx" ON "products_features" USING btree ("_order");
  CREATE INDEX "products_features_parent_id_idx" ON "products_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_features_locales_locale_parent_id_unique" ON "products_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_requires_order_idx" ON "products_requires" USING btree ("order");
  CREATE INDEX "products_requires_parent_idx" ON "products_requires" USING btree ("parent_id");
  CREATE INDEX "products_excludes_order_idx" ON "products_excludes" USING btree ("order");
  CREATE INDEX "products_excludes_parent_idx" ON "products_excludes" USING btree ("parent_id");
  CREATE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_site_idx" ON "products" USING btree ("site");
  CREATE INDEX "products_audience_idx" ON "products" USING btree ("audience");
  CREATE INDEX "products_position_idx" ON "products" USING btree ("position");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_products_id_idx" ON "products_rels" USING btree ("products_id");
  CREATE INDEX "_products_v_version_fees_order_idx" ON "_products_v_version_fees" USING btree ("_order");
  CREATE INDEX "_products_v_version_fees_parent_id_idx" ON "_products_v_version_fees" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_fees_locales_locale_parent_id_unique" ON "_products_v_version_fees_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_features_order_idx" ON "_products_v_version_features" USING btree ("_order");
  CREATE INDEX "_products_v_version_features_parent_id_idx" ON "_products_v_version_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_features_locales_locale_parent_id_unique" ON "_products_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_requires_order_idx" ON "_products_v_version_requires" USING btree ("order");
  CREATE INDEX "_products_v_version_requires_parent_idx" ON "_products_v_version_requires" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_excludes_order_idx" ON "_products_v_version_excludes" USING btree ("order");
  CREATE INDEX "_products_v_version_excludes_parent_idx" ON "_products_v_version_excludes" USING btree ("parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v" USING btree ("version_slug");
  CREATE INDEX "_products_v_version_version_site_idx" ON "_products_v" USING btree ("version_site");
  CREATE INDEX "_products_v_version_version_audience_idx" ON "_products_v" USING btree ("version_audience");
  CREATE INDEX "_products_v_version_version_position_idx" ON "_products_v" USING btree ("version_position");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_products_id_idx" ON "_products_v_rels" USING btree ("products_id");
  CREATE INDEX "streets_npa_idx" ON "streets" USING btree ("npa");
  CREATE INDEX "streets_street_idx" ON "streets" USING btree ("street");
  CREATE INDEX "streets_distributor_idx" ON "streets" USING btree ("distributor_id");
  CREATE INDEX "streets_updated_at_idx" ON "streets" USING btree ("updated_at");
  CREATE INDEX "streets_created_at_idx" ON "streets" USING btree ("created_at");
  CREATE UNIQUE INDEX "npa_street_city_idx" ON "streets" USING btree ("npa","street","city");
  CREATE INDEX "network_events_services_order_idx" ON "network_events_services" USING btree ("order");
  CREATE INDEX "network_events_services_parent_idx" ON "network_events_services" USING btree ("parent_id");
  CREATE INDEX "network_events_sites_order_idx" ON "network_events_sites" USING btree ("order");
  CREATE INDEX "network_events_sites_parent_idx" ON "network_events_sites" USING btree ("parent_id");
  CREATE INDEX "network_events_sites_value_idx" ON "network_events_sites" USING btree ("value");
  CREATE INDEX "network_events_start_idx" ON "network_events" USING btree ("start");
  CREATE INDEX "network_events_end_idx" ON "network_events" USING btree ("end");
  CREATE INDEX "network_events_updated_at_idx" ON "network_events" USING btree ("updated_at");
  CREATE INDEX "network_events_created_at_idx" ON "network_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "network_events_locales_locale_parent_id_unique" ON "network_events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "roaming_countries_order_idx" ON "roaming_countries" USING btree ("_order");
  CREATE INDEX "roaming_countries_parent_id_idx" ON "roaming_countries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "roaming_countries_locales_locale_parent_id_unique" ON "roaming_countries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "roaming_prices_order_idx" ON "roaming_prices" USING btree ("_order");
  CREATE INDEX "roaming_prices_parent_id_idx" ON "roaming_prices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "roaming_zone_idx" ON "roaming" USING btree ("zone");
  CREATE INDEX "roaming_updated_at_idx" ON "roaming" USING btree ("updated_at");
  CREATE INDEX "roaming_created_at_idx" ON "roaming" USING btree ("created_at");
  CREATE UNIQUE INDEX "roaming_locales_locale_parent_id_unique" ON "roaming_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_social_order_idx" ON "site_settings_social" USING btree ("_order");
  CREATE INDEX "site_settings_social_parent_id_idx" ON "site_settings_social" USING btree ("_parent_id");
  CREATE INDEX "site_settings_opening_hours_order_idx" ON "site_settings_opening_hours" USING btree ("_order");
  CREATE INDEX "site_settings_opening_hours_parent_id_idx" ON "site_settings_opening_hours" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_opening_hours_locales_locale_parent_id_unique" ON "site_settings_opening_hours_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_site_idx" ON "site_settings" USING btree ("site");
  CREATE INDEX "site_settings_logos_logos_private_idx" ON "site_settings" USING btree ("logos_private_id");
  CREATE INDEX "site_settings_logos_logos_business_idx" ON "site_settings" USING btree ("logos_business_id");
  CREATE INDEX "site_settings_logos_logos_academy_idx" ON "site_settings" USING btree ("logos_academy_id");
  CREATE INDEX "site_settings_updated_at_idx" ON "site_settings" USING btree ("updated_at");
  CREATE INDEX "site_settings_created_at_idx" ON "site_settings" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "surveys_questions_options_order_idx" ON "surveys_questions_options" USING btree ("_order");
  CREATE INDEX "surveys_questions_options_parent_id_idx" ON "surveys_questions_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "surveys_questions_options_locales_locale_parent_id_unique" ON "surveys_questions_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "surveys_questions_order_idx" ON "surveys_questions" USING btree ("_order");
  CREATE INDEX "surveys_questions_parent_id_idx" ON "surveys_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "surveys_questions_locales_locale_parent_id_unique" ON "surveys_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "surveys_updated_at_idx" ON "surveys" USING btree ("updated_at");
  CREATE INDEX "surveys_created_at_idx" ON "surveys" USING btree ("created_at");
  CREATE UNIQUE INDEX "surveys_locales_locale_parent_id_unique" ON "surveys_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "orders_status_history_order_idx" ON "orders_status_history" USING btree ("_order");
  CREATE INDEX "orders_status_history_parent_id_idx" ON "orders_status_history" USING btree ("_parent_id");
  CREATE INDEX "orders_status_history_by_idx" ON "orders_status_history" USING btree ("by_id");
  CREATE UNIQUE INDEX "orders_reference_idx" ON "orders" USING btree ("reference");
  CREATE INDEX "orders_offer_idx" ON "orders" USING btree ("offer");
  CREATE INDEX "orders_npa_idx" ON "orders" USING btree ("npa");
  CREATE INDEX "orders_distributor_idx" ON "orders" USING btree ("distributor_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE UNIQUE INDEX "installation_appointments_order_idx" ON "installation_appointments" USING btree ("order_id");
  CREATE INDEX "installation_appointments_distributor_idx" ON "installation_appointments" USING btree ("distributor_id");
  CREATE INDEX "installation_appointments_day_idx" ON "installation_appointments" USING btree ("day");
  CREATE INDEX "installation_appointments_status_idx" ON "installation_appointments" USING btree ("status");
  CREATE INDEX "installation_appointments_updated_at_idx" ON "installation_appointments" USING btree ("updated_at");
  CREATE INDEX "installation_appointments_created_at_idx" ON "installation_appointments" USING btree ("created_at");
  CREATE INDEX "installation_slots_distributor_idx" ON "installation_slots" USING btree ("distributor_id");
  CREATE INDEX "installation_slots_day_idx" ON "installation_slots" USING btree ("day");
  CREATE INDEX "installation_slots_updated_at_idx" ON "installation_slots" USING btree ("updated_at");
  CREATE INDEX "installation_slots_created_at_idx" ON "installation_slots" USING btree ("created_at");
  CREATE UNIQUE INDEX "distributor_day_half_idx" ON "installation_slots" USING btree ("distributor_id","day","half");
  CREATE UNIQUE INDEX "form_submissions_reference_idx" ON "form_submissions" USING btree ("reference");
  CREATE INDEX "form_submissions_kind_idx" ON "form_submissions" USING btree ("kind");
  CREATE INDEX "form_submissions_npa_idx" ON "form_submissions" USING btree ("npa");
  CREATE INDEX "form_submissions_distributor_idx" ON "form_submissions" USING btree ("distributor_id");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE INDEX "form_submissions_rels_order_idx" ON "form_submissions_rels" USING btree ("order");
  CREATE INDEX "form_submissions_rels_parent_idx" ON "form_submissions_rels" USING btree ("parent_id");
  CREATE INDEX "form_submissions_rels_path_idx" ON "form_submissions_rels" USING btree ("path");
  CREATE INDEX "form_submissions_rels_form_attachments_id_idx" ON "form_submissions_rels" USING btree ("form_attachments_id");
  CREATE INDEX "survey_answers_survey_idx" ON "survey_answers" USING btree ("survey_id");
  CREATE INDEX "survey_answers_site_idx" ON "survey_answers" USING btree ("site");
  CREATE INDEX "survey_answers_updated_at_idx" ON "survey_answers" USING btree ("updated_at");
  CREATE INDEX "survey_answers_created_at_idx" ON "survey_answers" USING btree ("created_at");
  CREATE UNIQUE INDEX "survey_visitor_idx" ON "survey_answers" USING btree ("survey_id","visitor");
  CREATE INDEX "form_attachments_updated_at_idx" ON "form_attachments" USING btree ("updated_at");
  CREATE INDEX "form_attachments_created_at_idx" ON "form_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "form_attachments_filename_idx" ON "form_attachments" USING btree ("filename");
  CREATE INDEX "outbox_order_idx" ON "outbox" USING btree ("order_id");
  CREATE INDEX "outbox_submission_idx" ON "outbox" USING btree ("submission_id");
  CREATE INDEX "outbox_outage_subscription_idx" ON "outbox" USING btree ("outage_subscription_id");
  CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");
  CREATE INDEX "outbox_next_attempt_at_idx" ON "outbox" USING btree ("next_attempt_at");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  CREATE INDEX "outbox_rels_order_idx" ON "outbox_rels" USING btree ("order");
  CREATE INDEX "outbox_rels_parent_idx" ON "outbox_rels" USING btree ("parent_id");
  CREATE INDEX "outbox_rels_path_idx" ON "outbox_rels" USING btree ("path");
  CREATE INDEX "outbox_rels_form_attachments_id_idx" ON "outbox_rels" USING btree ("form_attachments_id");
  CREATE INDEX "breach_imports_updated_at_idx" ON "breach_imports" USING btree ("updated_at");
  CREATE INDEX "breach_imports_created_at_idx" ON "breach_imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "breach_imports_filename_idx" ON "breach_imports" USING btree ("filename");
  CREATE INDEX "breach_hashes_hash_idx" ON "breach_hashes" USING btree ("hash");
  CREATE INDEX "breach_hashes_import_idx" ON "breach_hashes" USING btree ("import_id");
  CREATE INDEX "breach_hashes_updated_at_idx" ON "breach_hashes" USING btree ("updated_at");
  CREATE INDEX "breach_hashes_created_at_idx" ON "breach_hashes" USING btree ("created_at");
  CREATE INDEX "partner_documents_date_idx" ON "partner_documents" USING btree ("date");
  CREATE INDEX "partner_documents_updated_at_idx" ON "partner_documents" USING btree ("updated_at");
  CREATE INDEX "partner_documents_created_at_idx" ON "partner_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "partner_documents_filename_idx" ON "partner_documents" USING btree ("filename");
  CREATE UNIQUE INDEX "partner_documents_locales_locale_parent_id_unique" ON "partner_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "outage_subscriptions_email_idx" ON "outage_subscriptions" USING btree ("email");
  CREATE INDEX "outage_subscriptions_npa_idx" ON "outage_subscriptions" USING btree ("npa");
  CREATE INDEX "outage_subscriptions_status_idx" ON "outage_subscriptions" USING btree ("status");
  CREATE INDEX "outage_subscriptions_updated_at_idx" ON "outage_subscriptions" USING btree ("updated_at");
  CREATE INDEX "outage_subscriptions_created_at_idx" ON "outage_subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_npa_site_idx" ON "outage_subscriptions" USING btree ("email","npa","site");
  CREATE INDEX "outage_alerts_subscription_idx" ON "outage_alerts" USING btree ("subscription_id");
  CREATE INDEX "outage_alerts_event_idx" ON "outage_alerts" USING btree ("event_id");
  CREATE INDEX "outage_alerts_updated_at_idx" ON "outage_alerts" USING btree ("updated_at");
  CREATE INDEX "outage_alerts_created_at_idx" ON "outage_alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "subscription_event_kind_idx" ON "outage_alerts" USING btree ("subscription_id","event_id","kind");
  CREATE INDEX "users_translator_locales_order_idx" ON "users_translator_locales" USING btree ("order");
  CREATE INDEX "users_translator_locales_parent_idx" ON "users_translator_locales" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "exports_updated_at_idx" ON "exports" USING btree ("updated_at");
  CREATE INDEX "exports_created_at_idx" ON "exports" USING btree ("created_at");
  CREATE UNIQUE INDEX "exports_filename_idx" ON "exports" USING btree ("filename");
  CREATE INDEX "exports_texts_order_parent" ON "exports_texts" USING btree ("order","parent_id");
  CREATE INDEX "imports_updated_at_idx" ON "imports" USING btree ("updated_at");
  CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "imports_filename_idx" ON "imports" USING btree ("filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_navigation_id_idx" ON "payload_locked_documents_rels" USING btree ("navigation_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_faq_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_id");
  CREATE INDEX "payload_locked_documents_rels_faq_types_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_types_id");
  CREATE INDEX "payload_locked_documents_rels_channels_id_idx" ON "payload_locked_documents_rels" USING btree ("channels_id");
  CREATE INDEX "payload_locked_documents_rels_channel_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("channel_categories_id");
  CREATE INDEX "payload_locked_documents_rels_vods_id_idx" ON "payload_locked_documents_rels" USING btree ("vods_id");
  CREATE INDEX "payload_locked_documents_rels_references_id_idx" ON "payload_locked_documents_rels" USING btree ("references_id");
  CREATE INDEX "payload_locked_documents_rels_sellers_id_idx" ON "payload_locked_documents_rels" USING btree ("sellers_id");
  CREATE INDEX "payload_locked_documents_rels_distributors_id_idx" ON "payload_locked_documents_rels" USING btree ("distributors_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_streets_id_idx" ON "payload_locked_documents_rels" USING btree ("streets_id");
  CREATE INDEX "payload_locked_documents_rels_network_events_id_idx" ON "payload_locked_documents_rels" USING btree ("network_events_id");
  CREATE INDEX "payload_locked_documents_rels_roaming_id_idx" ON "payload_locked_documents_rels" USING btree ("roaming_id");
  CREATE INDEX "payload_locked_documents_rels_site_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("site_settings_id");
  CREATE INDEX "payload_locked_documents_rels_surveys_id_idx" ON "payload_locked_documents_rels" USING btree ("surveys_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_installation_appointments__idx" ON "payload_locked_documents_rels" USING btree ("installation_appointments_id");
  CREATE INDEX "payload_locked_documents_rels_installation_slots_id_idx" ON "payload_locked_documents_rels" USING btree ("installation_slots_id");
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_survey_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("survey_answers_id");
  CREATE INDEX "payload_locked_documents_rels_form_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("form_attachments_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");
  CREATE INDEX "payload_locked_documents_rels_breach_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("breach_imports_id");
  CREATE INDEX "payload_locked_documents_rels_breach_hashes_id_idx" ON "payload_locked_documents_rels" USING btree ("breach_hashes_id");
  CREATE INDEX "payload_locked_documents_rels_partner_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("partner_documents_id");
  CREATE INDEX "payload_locked_documents_rels_outage_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("outage_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_outage_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("outage_alerts_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_sites" CASCADE;
  DROP TABLE "pages_sections" CASCADE;
  DROP TABLE "pages_colors" CASCADE;
  DROP TABLE "pages_headers_link_news" CASCADE;
  DROP TABLE "pages_headers_link_news_locales" CASCADE;
  DROP TABLE "pages_headers" CASCADE;
  DROP TABLE "pages_headers_locales" CASCADE;
  DROP TABLE "pages_blocs_teasers" CASCADE;
  DROP TABLE "pages_blocs_contents_products_features" CASCADE;
  DROP TABLE "pages_blocs_contents_products_features_locales" CASCADE;
  DROP TABLE "pages_blocs_contents_products" CASCADE;
  DROP TABLE "pages_blocs_contents_products_locales" CASCADE;
  DROP TABLE "pages_blocs_contents" CASCADE;
  DROP TABLE "pages_blocs_contents_locales" CASCADE;
  DROP TABLE "pages_blocs_videos" CASCADE;
  DROP TABLE "pages_blocs_videos_locales" CASCADE;
  DROP TABLE "pages_blocs" CASCADE;
  DROP TABLE "pages_blocs_locales" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_version_sites" CASCADE;
  DROP TABLE "_pages_v_version_sections" CASCADE;
  DROP TABLE "_pages_v_version_colors" CASCADE;
  DROP TABLE "_pages_v_version_headers_link_news" CASCADE;
  DROP TABLE "_pages_v_version_headers_link_news_locales" CASCADE;
  DROP TABLE "_pages_v_version_headers" CASCADE;
  DROP TABLE "_pages_v_version_headers_locales" CASCADE;
  DROP TABLE "_pages_v_version_blocs_teasers" CASCADE;
  DROP TABLE "_pages_v_version_blocs_contents_products_features" CASCADE;
  DROP TABLE "_pages_v_version_blocs_contents_products_features_locales" CASCADE;
  DROP TABLE "_pages_v_version_blocs_contents_products" CASCADE;
  DROP TABLE "_pages_v_version_blocs_contents_products_locales" CASCADE;
  DROP TABLE "_pages_v_version_blocs_contents" CASCADE;
  DROP TABLE "_pages_v_version_blocs_contents_locales" CASCADE;
  DROP TABLE "_pages_v_version_blocs_videos" CASCADE;
  DROP TABLE "_pages_v_version_blocs_videos_locales" CASCADE;
  DROP TABLE "_pages_v_version_blocs" CASCADE;
  DROP TABLE "_pages_v_version_blocs_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "nav_grandchildren" CASCADE;
  DROP TABLE "nav_grandchildren_locales" CASCADE;
  DROP TABLE "nav_children" CASCADE;
  DROP TABLE "nav_children_locales" CASCADE;
  DROP TABLE "navigation_items" CASCADE;
  DROP TABLE "navigation_items_locales" CASCADE;
  DROP TABLE "navigation_mobile_actions" CASCADE;
  DROP TABLE "navigation_mobile_actions_locales" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "_nav_grandchildren_v" CASCADE;
  DROP TABLE "_nav_grandchildren_v_locales" CASCADE;
  DROP TABLE "_nav_children_v" CASCADE;
  DROP TABLE "_nav_children_v_locales" CASCADE;
  DROP TABLE "_navigation_v_version_items" CASCADE;
  DROP TABLE "_navigation_v_version_items_locales" CASCADE;
  DROP TABLE "_navigation_v_version_mobile_actions" CASCADE;
  DROP TABLE "_navigation_v_version_mobile_actions_locales" CASCADE;
  DROP TABLE "_navigation_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "news_sites" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "_news_v_version_sites" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "faq_sites" CASCADE;
  DROP TABLE "faq" CASCADE;
  DROP TABLE "faq_locales" CASCADE;
  DROP TABLE "faq_rels" CASCADE;
  DROP TABLE "_faq_v_version_sites" CASCADE;
  DROP TABLE "_faq_v" CASCADE;
  DROP TABLE "_faq_v_locales" CASCADE;
  DROP TABLE "_faq_v_rels" CASCADE;
  DROP TABLE "faq_types" CASCADE;
  DROP TABLE "faq_types_locales" CASCADE;
  DROP TABLE "channels_packs" CASCADE;
  DROP TABLE "channels" CASCADE;
  DROP TABLE "channels_rels" CASCADE;
  DROP TABLE "_channels_v_version_packs" CASCADE;
  DROP TABLE "_channels_v" CASCADE;
  DROP TABLE "_channels_v_rels" CASCADE;
  DROP TABLE "channel_categories" CASCADE;
  DROP TABLE "channel_categories_locales" CASCADE;
  DROP TABLE "_channel_categories_v" CASCADE;
  DROP TABLE "_channel_categories_v_locales" CASCADE;
  DROP TABLE "vods_sites" CASCADE;
  DROP TABLE "vods" CASCADE;
  DROP TABLE "vods_locales" CASCADE;
  DROP TABLE "_vods_v_version_sites" CASCADE;
  DROP TABLE "_vods_v" CASCADE;
  DROP TABLE "_vods_v_locales" CASCADE;
  DROP TABLE "references_sites" CASCADE;
  DROP TABLE "references" CASCADE;
  DROP TABLE "references_locales" CASCADE;
  DROP TABLE "_references_v_version_sites" CASCADE;
  DROP TABLE "_references_v" CASCADE;
  DROP TABLE "_references_v_locales" CASCADE;
  DROP TABLE "sellers_opening_hours_days" CASCADE;
  DROP TABLE "sellers_opening_hours" CASCADE;
  DROP TABLE "sellers_sites" CASCADE;
  DROP TABLE "sellers" CASCADE;
  DROP TABLE "sellers_locales" CASCADE;
  DROP TABLE "_sellers_v_version_opening_hours_days" CASCADE;
  DROP TABLE "_sellers_v_version_opening_hours" CASCADE;
  DROP TABLE "_sellers_v_version_sites" CASCADE;
  DROP TABLE "_sellers_v" CASCADE;
  DROP TABLE "_sellers_v_locales" CASCADE;
  DROP TABLE "distributors_redirects" CASCADE;
  DROP TABLE "distributors_installation_capacity" CASCADE;
  DROP TABLE "distributors_blocked_dates" CASCADE;
  DROP TABLE "distributors" CASCADE;
  DROP TABLE "products_fees" CASCADE;
  DROP TABLE "products_fees_locales" CASCADE;
  DROP TABLE "products_features" CASCADE;
  DROP TABLE "products_features_locales" CASCADE;
  DROP TABLE "products_requires" CASCADE;
  DROP TABLE "products_excludes" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "_products_v_version_fees" CASCADE;
  DROP TABLE "_products_v_version_fees_locales" CASCADE;
  DROP TABLE "_products_v_version_features" CASCADE;
  DROP TABLE "_products_v_version_features_locales" CASCADE;
  DROP TABLE "_products_v_version_requires" CASCADE;
  DROP TABLE "_products_v_version_excludes" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "streets" CASCADE;
  DROP TABLE "network_events_services" CASCADE;
  DROP TABLE "network_events_sites" CASCADE;
  DROP TABLE "network_events" CASCADE;
  DROP TABLE "network_events_locales" CASCADE;
  DROP TABLE "roaming_countries" CASCADE;
  DROP TABLE "roaming_countries_locales" CASCADE;
  DROP TABLE "roaming_prices" CASCADE;
  DROP TABLE "roaming" CASCADE;
  DROP TABLE "roaming_locales" CASCADE;
  DROP TABLE "site_settings_social" CASCADE;
  DROP TABLE "site_settings_opening_hours" CASCADE;
  DROP TABLE "site_settings_opening_hours_locales" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "surveys_questions_options" CASCADE;
  DROP TABLE "surveys_questions_options_locales" CASCADE;
  DROP TABLE "surveys_questions" CASCADE;
  DROP TABLE "surveys_questions_locales" CASCADE;
  DROP TABLE "surveys" CASCADE;
  DROP TABLE "surveys_locales" CASCADE;
  DROP TABLE "orders_status_history" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "installation_appointments" CASCADE;
  DROP TABLE "installation_slots" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "form_submissions_rels" CASCADE;
  DROP TABLE "survey_answers" CASCADE;
  DROP TABLE "form_attachments" CASCADE;
  DROP TABLE "outbox" CASCADE;
  DROP TABLE "outbox_rels" CASCADE;
  DROP TABLE "breach_imports" CASCADE;
  DROP TABLE "breach_hashes" CASCADE;
  DROP TABLE "partner_documents" CASCADE;
  DROP TABLE "partner_documents_locales" CASCADE;
  DROP TABLE "outage_subscriptions" CASCADE;
  DROP TABLE "outage_alerts" CASCADE;
  DROP TABLE "users_translator_locales" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "exports" CASCADE;
  DROP TABLE "exports_texts" CASCADE;
  DROP TABLE "imports" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "partner_area" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_sites";
  DROP TYPE "public"."enum_pages_sections";
  DROP TYPE "public"."enum_pages_headers_type";
  DROP TYPE "public"."enum_pages_headers_position";
  DROP TYPE "public"."enum_pages_headers_position_text";
  DROP TYPE "public"."enum_pages_headers_link_target";
  DROP TYPE "public"."enum_pages_blocs_teasers";
  DROP TYPE "public"."enum_pages_blocs_contents_products_kind";
  DROP TYPE "public"."enum_pages_blocs_contents_products_details_target";
  DROP TYPE "public"."enum_pages_blocs_contents_link_target";
  DROP TYPE "public"."enum_pages_blocs_form";
  DROP TYPE "public"."enum_pages_blocs_catalogue";
  DROP TYPE "public"."enum_pages_type";
  DROP TYPE "public"."enum_pages_theme";
  DROP TYPE "public"."enum_pages_screen";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_sites";
  DROP TYPE "public"."enum__pages_v_version_sections";
  DROP TYPE "public"."enum__pages_v_version_headers_type";
  DROP TYPE "public"."enum__pages_v_version_headers_position";
  DROP TYPE "public"."enum__pages_v_version_headers_position_text";
  DROP TYPE "public"."enum__pages_v_version_headers_link_target";
  DROP TYPE "public"."enum__pages_v_version_blocs_teasers";
  DROP TYPE "public"."enum__pages_v_version_blocs_contents_products_kind";
  DROP TYPE "public"."enum__pages_v_version_blocs_contents_products_details_target";
  DROP TYPE "public"."enum__pages_v_version_blocs_contents_link_target";
  DROP TYPE "public"."enum__pages_v_version_blocs_form";
  DROP TYPE "public"."enum__pages_v_version_blocs_catalogue";
  DROP TYPE "public"."enum__pages_v_version_type";
  DROP TYPE "public"."enum__pages_v_version_theme";
  DROP TYPE "public"."enum__pages_v_version_screen";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_nav_grandchildren_link_target";
  DROP TYPE "public"."enum_nav_children_link_target";
  DROP TYPE "public"."enum_navigation_items_link_target";
  DROP TYPE "public"."enum_navigation_mobile_actions_link_target";
  DROP TYPE "public"."enum_navigation_tree_key";
  DROP TYPE "public"."enum_navigation_site";
  DROP TYPE "public"."enum_navigation_status";
  DROP TYPE "public"."enum__nav_grandchildren_v_link_target";
  DROP TYPE "public"."enum__nav_children_v_link_target";
  DROP TYPE "public"."enum__navigation_v_version_items_link_target";
  DROP TYPE "public"."enum__navigation_v_version_mobile_actions_link_target";
  DROP TYPE "public"."enum__navigation_v_version_tree_key";
  DROP TYPE "public"."enum__navigation_v_version_site";
  DROP TYPE "public"."enum__navigation_v_version_status";
  DROP TYPE "public"."enum__navigation_v_published_locale";
  DROP TYPE "public"."enum_news_sites";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_sites";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum_faq_sites";
  DROP TYPE "public"."enum_faq_status";
  DROP TYPE "public"."enum__faq_v_version_sites";
  DROP TYPE "public"."enum__faq_v_version_status";
  DROP TYPE "public"."enum__faq_v_published_locale";
  DROP TYPE "public"."enum_channels_packs";
  DROP TYPE "public"."enum_channels_status";
  DROP TYPE "public"."enum__channels_v_version_packs";
  DROP TYPE "public"."enum__channels_v_version_status";
  DROP TYPE "public"."enum__channels_v_published_locale";
  DROP TYPE "public"."enum_channel_categories_status";
  DROP TYPE "public"."enum__channel_categories_v_version_status";
  DROP TYPE "public"."enum__channel_categories_v_published_locale";
  DROP TYPE "public"."enum_vods_sites";
  DROP TYPE "public"."enum_vods_status";
  DROP TYPE "public"."enum__vods_v_version_sites";
  DROP TYPE "public"."enum__vods_v_version_status";
  DROP TYPE "public"."enum__vods_v_published_locale";
  DROP TYPE "public"."enum_references_sites";
  DROP TYPE "public"."enum_references_status";
  DROP TYPE "public"."enum__references_v_version_sites";
  DROP TYPE "public"."enum__references_v_version_status";
  DROP TYPE "public"."enum__references_v_published_locale";
  DROP TYPE "public"."enum_sellers_opening_hours_days";
  DROP TYPE "public"."enum_sellers_sites";
  DROP TYPE "public"."enum_sellers_kind";
  DROP TYPE "public"."enum_sellers_status";
  DROP TYPE "public"."enum__sellers_v_version_opening_hours_days";
  DROP TYPE "public"."enum__sellers_v_version_sites";
  DROP TYPE "public"."enum__sellers_v_version_kind";
  DROP TYPE "public"."enum__sellers_v_version_status";
  DROP TYPE "public"."enum__sellers_v_published_locale";
  DROP TYPE "public"."enum_distributors_installation_capacity_weekday";
  DROP TYPE "public"."enum_distributors_canton";
  DROP TYPE "public"."enum_products_requires";
  DROP TYPE "public"."enum_products_excludes";
  DROP TYPE "public"."enum_products_site";
  DROP TYPE "public"."enum_products_audience";
  DROP TYPE "public"."enum_products_kind";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum_products_details_target";
  DROP TYPE "public"."enum__products_v_version_requires";
  DROP TYPE "public"."enum__products_v_version_excludes";
  DROP TYPE "public"."enum__products_v_version_site";
  DROP TYPE "public"."enum__products_v_version_audience";
  DROP TYPE "public"."enum__products_v_version_kind";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum__products_v_version_details_target";
  DROP TYPE "public"."enum_network_events_services";
  DROP TYPE "public"."enum_network_events_sites";
  DROP TYPE "public"."enum_roaming_prices_product";
  DROP TYPE "public"."enum_site_settings_social_network";
  DROP TYPE "public"."enum_site_settings_opening_hours_audience";
  DROP TYPE "public"."enum_site_settings_site";
  DROP TYPE "public"."enum_surveys_questions_kind";
  DROP TYPE "public"."enum_orders_status_history_status";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_site";
  DROP TYPE "public"."enum_orders_audience";
  DROP TYPE "public"."enum_orders_locale";
  DROP TYPE "public"."enum_orders_civility";
  DROP TYPE "public"."enum_orders_fulfilment";
  DROP TYPE "public"."enum_installation_appointments_half";
  DROP TYPE "public"."enum_installation_appointments_status";
  DROP TYPE "public"."enum_installation_slots_half";
  DROP TYPE "public"."enum_form_submissions_kind";
  DROP TYPE "public"."enum_form_submissions_status";
  DROP TYPE "public"."enum_form_submissions_site";
  DROP TYPE "public"."enum_form_submissions_locale";
  DROP TYPE "public"."enum_survey_answers_site";
  DROP TYPE "public"."enum_survey_answers_locale";
  DROP TYPE "public"."enum_outbox_kind";
  DROP TYPE "public"."enum_outbox_status";
  DROP TYPE "public"."enum_partner_documents_category";
  DROP TYPE "public"."enum_outage_subscriptions_status";
  DROP TYPE "public"."enum_outage_subscriptions_site";
  DROP TYPE "public"."enum_outage_subscriptions_locale";
  DROP TYPE "public"."enum_outage_alerts_kind";
  DROP TYPE "public"."enum_users_translator_locales";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_users_language";
  DROP TYPE "public"."enum_exports_format";
  DROP TYPE "public"."enum_exports_sort_order";
  DROP TYPE "public"."enum_exports_locale";
  DROP TYPE "public"."enum_exports_drafts";
  DROP TYPE "public"."enum_imports_import_mode";
  DROP TYPE "public"."enum_imports_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
