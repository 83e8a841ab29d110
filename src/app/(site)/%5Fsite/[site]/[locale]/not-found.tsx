import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

/** §8: unknown page gives 404 ('This page could not be found'), localized, with a way home. */
export default async function NotFound() {
  const locale = await getLocale()
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <main id="content" className="mx-auto flex min-h-[60vh] max-w-[1280px] flex-col justify-center px-4 py-16 md:px-6 xl:px-8">
      <p className="text-sm font-semibold uppercase tracking-widest text-link">404</p>
      <h1 className="mt-2 text-4xl md:text-5xl">{t('title')}</h1>
      <p className="mt-4 max-w-[60ch] text-lg text-muted">{t('text')}</p>
      <p className="mt-8">
        <Link href="/" className="inline-flex min-h-11 items-center rounded-full bg-primary px-6 font-semibold text-on-primary">
          {t('home')}
        </Link>
      </p>
    </main>
  )
}
