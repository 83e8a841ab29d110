import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig, type CollectionConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { DEFAULT_LOCALE, LOCALE_LABELS, LOCALES } from '@/i18n/locales'
import { inertRow } from '@/lib/csv-cells'
import { databaseKind, databaseUrl, isNextServer, mailFrom, payloadSecret, runsJobs, sqliteFile } from '@/lib/env'
import { logger } from '@/lib/logger'

import { BreachHashes } from './collections/BreachHashes'
import { BreachImports } from './collections/BreachImports'
import { ChannelCategories } from './collections/ChannelCategories'
import { Channels } from './collections/Channels'
import { ContentHealthRows } from './collections/ContentHealthRows'
import { Distributors } from './collections/Distributors'
import { Faq } from './collections/Faq'
import { FormAttachments } from './collections/FormAttachments'
import { FormSubmissions } from './collections/FormSubmissions'
import { InstallationAppointments } from './collections/InstallationAppointments'
import { InstallationSlots } from './collections/InstallationSlots'
import { LinkChecks } from './collections/LinkChecks'
import { FaqTypes } from './collections/FaqTypes'
import { Media } from './collections/Media'
import { Navigation } from './collections/Navigation'
import { NetworkEvents } from './collections/NetworkEvents'
import { News } from './collections/News'
import { Orders } from './collections/Orders'
import { OutageAlerts } from './collections/OutageAlerts'
import { OutageSubscriptions } from './collections/OutageSubscriptions'
import { Outbox } from './collections/Outbox'
import { PartnerDocuments } from './collections/PartnerDocuments'
import { Pages } from './collections/Pages'
import { Products } from './collections/Products'
import { References } from './collections/References'
import { Roaming } from './collections/Roaming'
import { Sellers } from './collections/Sellers'
import { SiteSettings } from './collections/SiteSettings'
import { Streets } from './collections/Streets'
import { SurveyAnswers } from './collections/SurveyAnswers'
import { Surveys } from './collections/Surveys'
import { Users } from './collections/Users'
import { Vods } from './collections/Vods'
import { ContentHealth } from './globals/ContentHealth'
import { PartnerArea } from './globals/PartnerArea'
import { administersJobs, jobsForAdministrators } from './access/access'
import { withRequestLimits, withRoleLimits } from './access/role-limits'
import { outboxEmailAdapter } from './auth/outbox-email'
import { withCacheInvalidation } from './hooks/cache-invalidation'
import { contentHealthTasks, globalWithHealthRefresh, withHealthRefresh } from './hooks/content-health-jobs'
import { withTextSavedAt } from './fields/text-saved-at'
import { HEALTH_QUEUE } from './fields/options'
import { exportAccess } from './export-access'
import { malformedIds } from './hooks/malformed-id'
import { missingUploadFiles } from './hooks/missing-upload-file'
import { publicApiLimits } from './public-api-limits'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** What the content health view reads (src/features/content-health). */
const HEALTH_READS = new Set(['pages', 'navigation', 'news', 'products', 'media'])
/** The documents whose translations the view follows carry the time each locale's text last changed. */
const TRANSLATED = new Set(['pages', 'navigation', 'news', 'products'])

/** A save in a collection the view reads queues its refresh. */
function withContentHealth(collection: CollectionConfig): CollectionConfig {
  if (!HEALTH_READS.has(collection.slug)) return collection
  return withHealthRefresh(TRANSLATED.has(collection.slug) ? withTextSavedAt(collection) : collection)
}

/** What visitors send, exported to CSV from their list by the accounts that may read them. */
const EXPORTED = ['form-submissions', 'survey-answers'] as const

/** SQLite file by default, PostgreSQL when DATABASE_URL says so; schema only through migrations. */
function database(): DatabaseAdapterObj {
  if (databaseKind() === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: databaseUrl() },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push: false,
      allowIDOnCreate: true,
    })
  }
  return sqliteAdapter({
    client: { url: `file:${sqliteFile()}` },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    push: false,
    wal: true,
    busyTimeout: 10_000,
    allowIDOnCreate: true,
  })
}

export default buildConfig({
  secret: payloadSecret(),
  telemetry: false,
  // One structured (pino JSON) log stream for the site and the CMS.
  logger,
  serverURL: '',
  routes: { api: '/cms-api', admin: '/admin' },
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' — CMS' },
    // Payload's default avatar is Gravatar's: it would send a hash of each staff address to gravatar.com.
    avatar: 'default',
    // The content health view (src/features/content-health): counts and findings per site.
    components: {
      views: { contentHealth: { Component: '@/features/content-health/admin#ContentHealthView', path: '/content-health' } },
      beforeNavLinks: ['@/features/content-health/admin#ContentHealthNavLink'],
    },
    // The admin's live preview opens the page in draft mode through the site's own route, which
    // checks the editor's session and finds the page's url (src/features/editor/live-edit-api.ts).
    livePreview: {
      collections: ['pages', 'news'],
      url: ({ data, collectionConfig, locale }) =>
        `/api/live-edit/preview?${new URLSearchParams({ collection: collectionConfig?.slug ?? '', id: String(data?.id ?? ''), locale: locale.code })}`,
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_LABELS[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  // The admin in the editor's language (Payload's own texts; the content health view's come from messages/).
  i18n: { supportedLanguages: { en, fr, de }, fallbackLanguage: 'en' },
  collections: [
    ...[Pages, Navigation, Media, News, Faq, FaqTypes, Channels, ChannelCategories, Vods, References, Sellers, Distributors, Products]
      .map(withContentHealth)
      .map(withRoleLimits)
      .map(withCacheInvalidation),
    withRoleLimits(Streets),
    ...[NetworkEvents, Roaming, SiteSettings, Surveys].map(withRoleLimits).map(withCacheInvalidation),
    withRequestLimits(Orders, ['status', 'internalNote']),
    InstallationAppointments,
    InstallationSlots,
    withRequestLimits(FormSubmissions, ['status', 'internalNote']),
    SurveyAnswers,
    FormAttachments,
    Outbox,
    BreachImports,
    BreachHashes,
    withRoleLimits(PartnerDocuments),
    withRequestLimits(OutageSubscriptions, ['status']),
    OutageAlerts,
    ContentHealthRows,
    LinkChecks,
    Users,
  ],
  globals: [PartnerArea, globalWithHealthRefresh(ContentHealth)],
  // Scheduled publishing (pages and news) and the content health jobs, each queue on its own: the
  // server runs the due jobs every few seconds. Only the Next server runs them, never the seed, the
  // migrations or the tests (src/cms/client.ts starts it), and not one told to leave them (`RUN_JOBS=0`).
  jobs: {
    tasks: contentHealthTasks,
    enableConcurrencyControl: true,
    autoRun: [
      { cron: '*/2 * * * * *', queue: 'default', limit: 10, silent: true, disableScheduling: true },
      { cron: '*/2 * * * * *', queue: HEALTH_QUEUE, limit: 1, silent: true },
    ],
    shouldAutoRun: () => isNextServer() && runsJobs(),
    access: { run: administersJobs, cancel: administersJobs },
    jobsCollectionOverrides: jobsForAdministrators,
  },
  plugins: [
    // The request inbox and the survey answers as CSV from their list views; streamed to the administrator, never kept on disk.
    // Visitors wrote the cells: none may reach a spreadsheet as a formula.
    importExportPlugin({
      collections: EXPORTED.map((slug) => ({
        slug,
        export: {
          format: 'csv' as const,
          disableJobsQueue: true,
          disableSave: true,
          hooks: { before: ({ data }: { data: Record<string, unknown>[] }) => data.map(inertRow) },
        },
        import: false as const,
      })),
      overrideExportCollection: exportAccess(EXPORTED),
    }),
    missingUploadFiles,
    malformedIds,
    // Last, so it bounds the plugins' collections too.
    publicApiLimits,
  ],
  db: database(),
  // Payload's own mails wait in the outbox like the site's (kept while SMTP is down or unset).
  email: outboxEmailAdapter(mailFrom()),
  editor: lexicalEditor(),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  // The site reads through the Local API and the admin through REST: an open GraphQL endpoint only
  // let one anonymous request with many aliases hold the server for a minute.
  graphQL: { disable: true },
})
