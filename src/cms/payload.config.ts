import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { databaseKind, databaseUrl, payloadSecret, sqliteFile } from '@/lib/env'
import { logger } from '@/lib/logger'

import { ChannelCategories } from './collections/ChannelCategories'
import { Channels } from './collections/Channels'
import { Distributors } from './collections/Distributors'
import { Faq } from './collections/Faq'
import { FormAttachments } from './collections/FormAttachments'
import { FormSubmissions } from './collections/FormSubmissions'
import { FaqTypes } from './collections/FaqTypes'
import { Media } from './collections/Media'
import { Navigation } from './collections/Navigation'
import { NetworkEvents } from './collections/NetworkEvents'
import { News } from './collections/News'
import { Orders } from './collections/Orders'
import { OutageAlerts } from './collections/OutageAlerts'
import { OutageSubscriptions } from './collections/OutageSubscriptions'
import { Outbox } from './collections/Outbox'
import { Pages } from './collections/Pages'
import { References } from './collections/References'
import { Roaming } from './collections/Roaming'
import { Sellers } from './collections/Sellers'
import { SiteSettings } from './collections/SiteSettings'
import { Streets } from './collections/Streets'
import { Users } from './collections/Users'
import { Vods } from './collections/Vods'
import { WidgetOptions } from './collections/WidgetOptions'
import { withSitePageRevalidation } from './hooks/revalidate-site-pages'

const dirname = path.dirname(fileURLToPath(import.meta.url))

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
  },
  localization: {
    locales: [
      { code: 'fr', label: 'Français' },
      { code: 'de', label: 'Deutsch' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'fr',
    fallback: true,
  },
  collections: [
    ...[
      Pages,
      Navigation,
      Media,
      News,
      Faq,
      FaqTypes,
      Channels,
      ChannelCategories,
      Vods,
      References,
      Sellers,
      Distributors,
    ].map(withSitePageRevalidation),
    Streets,
    ...[NetworkEvents, Roaming, WidgetOptions, SiteSettings].map(withSitePageRevalidation),
    Orders,
    FormSubmissions,
    FormAttachments,
    Outbox,
    OutageSubscriptions,
    OutageAlerts,
    Users,
  ],
  plugins: [
    // The request inbox as CSV from its list view; streamed to the administrator, never kept on disk.
    importExportPlugin({
      collections: [{ slug: 'form-submissions', export: { format: 'csv', disableJobsQueue: true, disableSave: true }, import: false }],
    }),
  ],
  db: database(),
  editor: lexicalEditor(),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  graphQL: { disablePlaygroundInProduction: true },
})
