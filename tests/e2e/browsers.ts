import type { LaunchOptions } from '@playwright/test'

const ARGS = (
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run ' +
  '--disable-background-networking --disable-component-update --disable-sync'
).split(' ')

/**
 * Debian's headless shell of Chromium, where the browser tests run: the same engine without the
 * browser around it (docs/decisions/105-browser-tests-in-debians-headless-shell.md).
 */
export const HEADLESS_SHELL: LaunchOptions = { executablePath: '/usr/bin/chromium-headless-shell', args: ARGS }

/**
 * Debian's whole Chromium, for what the shell does not do reliably: a ctrl-click there now and then
 * opens its tab without Playwright ever seeing the page (the same record).
 */
export const FULL_CHROMIUM: LaunchOptions = { executablePath: '/usr/bin/chromium', args: ARGS }

/**
 * The headless shell drawing no pictures, for the crawls that read every page's words and figures
 * and never its pictures (catalogue-truth.spec.ts, messages.spec.ts): decoding and drawing them was
 * a sixth of such a crawl's browser time.
 */
export const HEADLESS_SHELL_WITHOUT_IMAGES: LaunchOptions = { ...HEADLESS_SHELL, args: [...ARGS, '--blink-settings=imagesEnabled=false'] }
