import { defineConfig } from '@playwright/test'

import { HEADLESS_SHELL } from './tests/e2e/browsers'

const port = Number(process.env.E2E_PORT ?? 3210)

/**
 * Visitors who already declined optional cookies, so the consent banner does not cover what other
 * tests click; tests/e2e/consent.spec.ts starts without them.
 */
const consentGiven = ['127.0.0.1', 'a.localhost', 'b.localhost', 'c.localhost'].flatMap((domain) =>
  (
    [
      ['cookie_control_consent', 'true'],
      ['cookie_control_enabled_cookies', 'cookie-by-default'],
    ] as const
  ).map(([name, value]) => ({ name, value, domain, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const })),
)

/**
 * Screens that only read published content behave alike on both databases (the integration tests
 * run every query on each). CI's second pass, on PostgreSQL, sets BROWSER_TESTS=writes and runs
 * only the specs that store something or publish through the CMS, without their tests tagged
 * `@reads` (those only read) or `@variant` (another site, language or input of a write another test
 * of the spec makes).
 */
const WRITING_SPECS = [
  'order',
  'mobile-order',
  'order-tracking',
  'appointments',
  'catalogue',
  'forms',
  'network-status',
  'no-current-event',
  'sites',
  'outage-alerts',
  'satisfaction',
  'breach-check',
  'partner-area',
  'editor-account',
  'live-edit',
  'scale-out',
  'backup',
  'metrics',
]
const onlyWritingSpecs = process.env.BROWSER_TESTS === 'writes'

/**
 * Browser tests against the production build (`next build` first, then `npm start`) on a freshly
 * seeded database, in Debian's headless shell of Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  ...(onlyWritingSpecs ? { testMatch: WRITING_SPECS.map((name) => `${name}.spec.ts`), grepInvert: /@reads|@variant/ } : {}),
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Three on two cores: while a test waits (a server's answer, a mail, a drain), another's browser
  // uses the core (docs/decisions/115-three-browser-workers-on-two-cores.md).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  // Safety nets far above a test's normal time (a few seconds): a loaded two-core machine stretches
  // every step, and a test waits for states, never for a clock.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    storageState: { cookies: consentGiven, origins: [] },
    launchOptions: HEADLESS_SHELL,
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      BIND_ADDRESS: '127.0.0.1',
      SITE_HOSTS: 'a.localhost=1,b.localhost=2,c.localhost=3',
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
      // The specs give each visitor its own X-Forwarded-For (their own limiter buckets), as the front would.
      TRUSTED_PROXIES: '1',
      // Mails go to the SMTP server of the global setup (tests/e2e/mailbox.ts).
      SMTP_URL: `smtp://127.0.0.1:${Number(process.env.E2E_SMTP_PORT ?? 3225)}`,
      MAIL_FROM: 'Netplus <no-reply@netplus.example>',
      // A light security code: the browser tests solve dozens of them on two cores.
      ALTCHA_MAX_NUMBER: '2000',
      // The content health link checker asks this machine only (the tests' own servers), never the internet.
      LINK_CHECK_NETWORK: 'loopback',
    },
  },
})
