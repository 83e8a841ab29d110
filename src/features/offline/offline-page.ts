import { createHash } from 'node:crypto'

import de from '../../../messages/de.json'
import en from '../../../messages/en.json'
import fr from '../../../messages/fr.json'

import { LOCALES, type Locale } from '@/i18n/locales'

import { OFFLINE_STYLESHEET_URL, offlinePageUrl } from './offline-policy'

const TEXTS: Record<Locale, { title: string; text: string; retry: string }> = {
  fr: fr.seo.offline,
  de: de.seo.offline,
  en: en.seo.offline,
}

/** The design rules' default theme, on its own: the offline page cannot count on the site's chunks. */
export const OFFLINE_CSS = `:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#14213d;background:#f3f7fb}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;box-sizing:border-box}
main{max-width:36rem;background:#fff;border-radius:16px;padding:32px;box-shadow:0 8px 24px rgba(20,33,61,.08)}
h1{font-size:28px;line-height:1.15;margin:0 0 16px}p{font-size:18px;line-height:1.5;margin:0 0 24px}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 24px;border-radius:999px;background:#0b5cad;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #00a3e0;outline-offset:3px}
`

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The page the service worker shows for a page it cannot fetch nor find in its cache. No script. */
export function offlineHtml(locale: Locale): string {
  const t = TEXTS[locale]
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="${OFFLINE_STYLESHEET_URL}">
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.text)}</p>
<a href="${locale === 'fr' ? '/' : `/${locale}`}">${escapeHtml(t.retry)}</a>
</main>
</body>
</html>
`
}

/** What the worker precaches besides the fonts, each with the hash of its content as revision. */
export function offlinePrecacheEntries(): { url: string; revision: string }[] {
  const revision = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)
  return [
    ...LOCALES.map((locale) => ({ url: offlinePageUrl(locale), revision: revision(offlineHtml(locale)) })),
    { url: OFFLINE_STYLESHEET_URL, revision: revision(OFFLINE_CSS) },
  ]
}
