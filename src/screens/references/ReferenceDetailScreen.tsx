import 'server-only'

import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { TextBlock } from '@/screens/blocks'
import { canonicalRedirect } from '@/features/pages'
import { getPublishedPage, getFixedRoutePage } from '@/features/pages/server'
import { siteAndLocale, type SiteRouteParams } from '@/sites/route-params'
import { NotFoundPage, notFoundMetadata } from '@/screens/content-page/NotFoundPage'
import { PageFrame } from '@/screens/content-page/PageFrame'
import { documentMetadata } from '@/features/seo/server'
import { audienceLocales } from '@/sites/audience'
import { pageIdOf } from '@/sites/sites'
import { CmsLink } from '@/ui/CmsLink'
import { BUTTON_PRIMARY, CONTAINER } from '@/ui/styles'

import { referenceUrls } from '@/features/references'
import { getReference, referencePicture } from '@/features/references/server'

export type ReferenceRouteParams = Promise<Awaited<SiteRouteParams> & { detail: string }>

async function load(params: ReferenceRouteParams) {
  const { site, locale } = await siteAndLocale(params)
  const reference = await getReference((await params).detail, site, locale)
  return { site, locale, reference, urls: reference ? referenceUrls(reference.slug, audienceLocales(site, 'business')) : {} }
}

export async function referenceMetadata(params: ReferenceRouteParams): Promise<Metadata> {
  const { site, locale, reference, urls } = await load(params)
  if (!reference) return notFoundMetadata(site, locale)
  const picture = referencePicture(reference.media)
  return documentMetadata({
    site,
    locale,
    audience: 'business',
    urls,
    title: `${reference.title} – ${reference.client}`,
    description: reference.description || null,
    image: picture && { url: picture.src, width: picture.width, height: picture.height, alt: picture.alt },
  })
}

/** One reference at the URL the content API hands out, in the frame of the references page. */
export async function ReferenceDetailScreen({ params }: { params: ReferenceRouteParams }) {
  const { site, locale, reference, urls } = await load(params)
  if (!reference) return <NotFoundPage site={site} locale={locale} />
  // §2: a reference in a locale its audience leaves out (English) goes to the French one.
  const canonical = canonicalRedirect({ urls, allowed: audienceLocales(site, 'business'), locale })
  if (canonical) permanentRedirect(canonical)
  const [listPage, contactPage, t] = await Promise.all([
    getFixedRoutePage('references', site, locale),
    getPublishedPage(pageIdOf(site, 'businessContact'), site, locale),
    getTranslations('references'),
  ])
  if (!listPage) return <NotFoundPage site={site} locale={locale} />
  const listUrl = listPage.urls[locale]
  const contactUrl = contactPage?.urls[locale]
  const picture = referencePicture(reference.media)
  const logo = referencePicture(reference.logo)
  return (
    // The language switcher leads to this reference in the other languages, not to the list.
    <PageFrame page={{ ...listPage, urls }} site={site} locale={locale}>
      <article>
        <header className={`${CONTAINER} pt-8 pb-8 md:pt-12 md:pb-12`}>
          {listUrl && (
            <p className="mb-8">
              <CmsLink
                url={listUrl}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-link underline-offset-4 hover:underline"
              >
                <span aria-hidden="true">←</span> {t('back')}
              </CmsLink>
            </p>
          )}
          <div className="flex flex-col gap-8 md:flex-row md:items-start md:justify-between">
            <div className="max-w-[70ch]">
              {reference.sector && <p className="mb-3 text-sm font-semibold tracking-widest text-link uppercase">{reference.sector}</p>}
              <h1 className="text-4xl leading-[1.15] font-bold tracking-tight text-balance md:text-5xl">{reference.title}</h1>
              <p className="mt-4 text-xl text-muted md:text-2xl">{reference.client}</p>
              {reference.description && <p className="mt-6 text-lg">{reference.description}</p>}
            </div>
            {logo && (
              // The client is named in the text above; the logo is decoration.
              <img
                src={logo.src}
                alt=""
                width={logo.width}
                height={logo.height}
                className="h-20 w-auto max-w-[14rem] shrink-0 self-start rounded-xl border border-line bg-white object-contain p-3"
              />
            )}
          </div>
        </header>
        <div className={`${CONTAINER} grid gap-10 pb-16 md:grid-cols-2 md:items-start`}>
          {picture && (
            <img
              src={picture.src}
              alt={picture.alt}
              width={picture.width}
              height={picture.height}
              className="aspect-[688/392] h-auto w-full rounded-2xl object-cover"
            />
          )}
          <div className="flex flex-col gap-8">
            {reference.detail && <TextBlock data={reference.detail} className="text-lg" />}
            {contactUrl && (
              <div className="flex flex-col items-start gap-3 rounded-2xl bg-surface-alt p-6">
                <p className="text-lg font-semibold">{t('ctaText')}</p>
                <CmsLink url={contactUrl} className={BUTTON_PRIMARY}>
                  {t('ctaButton')}
                </CmsLink>
              </div>
            )}
          </div>
        </div>
      </article>
    </PageFrame>
  )
}
