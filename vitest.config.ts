import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const shared = {
  resolve: {
    alias: {
      '@payload-config': fileURLToPath(new URL('./src/cms/payload.config.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Server-only guards throw outside React Server Components; tests run server code directly.
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
    },
  },
}

const INTEGRATION = ['tests/integration/**/*.test.ts', 'src/**/*.integration.test.ts', 'demo-content/**/*.integration.test.ts']

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // next-intl imports `next/navigation` without an extension; let Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
    projects: [
      {
        ...shared,
        extends: true,
        // Pure tests that restore what they stub: one module graph shared by all, in threads (50 s → 6 s).
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          exclude: INTEGRATION,
          pool: 'threads',
          isolate: false,
        },
      },
      {
        ...shared,
        extends: true,
        test: {
          name: 'integration',
          include: INTEGRATION,
          // One seeded throw-away database shared by every integration test (tests/support/global-setup.ts).
          globalSetup: ['tests/support/global-setup.ts'],
          fileParallelism: false,
          // One process and module graph for every file (Payload imported once: 350 s → 200 s); what
          // a file leaves in the process is taken back by the setup file.
          isolate: false,
          setupFiles: ['tests/support/integration-setup.ts'],
        },
      },
    ],
  },
})
