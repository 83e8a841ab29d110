'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { startTransition, useEffect } from 'react'

import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { reloadOnChunkError } from '@/screens/frame'

/**
 * §2/§8: if rendering fails, a fallback text with a link to the home in the visitor's language. A
 * route whose code a new deployment removed lands here too (§4): that one reloads the page instead.
 */
export default function ErrorFallback({ error, reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('error')
  const current = useLocale()
  const locale = isLocale(current) ? current : DEFAULT_LOCALE
  const router = useRouter()
  useEffect(() => {
    reloadOnChunkError(error)
  }, [error])
  return (
    <main id="content" className="mx-auto flex min-h-[60vh] max-w-[1280px] flex-col justify-center px-4 py-16 md:px-6 xl:px-8">
      <h1 className="text-4xl">{t('title')}</h1>
      <p className="mt-4 max-w-[60ch] text-lg">{t('text')}</p>
      <p className="mt-8 flex gap-4">
        <a
          href={getPathname({ href: '/', locale })}
          className="inline-flex min-h-11 items-center rounded-full bg-primary px-6 font-semibold text-on-primary"
        >
          {t('home')}
        </a>
        <button
          type="button"
          // The server renders the page again (reset alone would show the same failed answer once more).
          onClick={() =>
            startTransition(() => {
              router.refresh()
              reset()
            })
          }
          className="inline-flex min-h-11 items-center rounded-full border border-line px-6 font-semibold"
        >
          {t('retry')}
        </button>
      </p>
    </main>
  )
}
