/**
 * What a page bloc (§3) shows after its title and text: one folder per part (solutions, offers,
 * contents, faq, teasers, videos), the forms an editor can pick (forms/registry.tsx, whose recipe
 * is in docs/floors.md) and the TV catalogues.
 *
 * A TV catalogue is a block of its feature, without a folder. A new part is a new field of the
 * `blocs` array in src/cms/collections/Pages.ts (with its migration), its folder, its place in
 * BLOC_PARTS and, unless it is words, in `isTextOnly`.
 */
import type { ReactNode } from 'react'

import type { Catalogue } from '@/cms/fields/options'
import { ChannelListBlock } from '@/features/channels/server'
import { VodCatalogueBlock } from '@/features/vod/server'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { surveyId } from './blocs'
import { ContentsPart } from './contents/part'
import { FaqPart } from './faq/part'
import { FormBlock } from './forms/FormBlock'
import { FORM_BLOCS } from './forms/registry'
import { OffersPart } from './offers/part'
import type { BlocPart, BlocPartProps } from './part'
import { SolutionsPart } from './solutions/part'
import { TeasersPart } from './teasers/part'
import { VideosPart } from './videos/part'

/** The bloc's `catalogue`: each of the TV catalogues of §1, a block of its feature (with its own messages). */
export const CATALOGUE_BLOCS: Record<Catalogue, (props: { site: SiteId; locale: Locale }) => ReactNode | Promise<ReactNode>> = {
  'channel-list': ChannelListBlock,
  'vod-catalogue': VodCatalogueBlock,
}

function CataloguePart({ bloc, site, locale }: BlocPartProps) {
  const Catalogue = bloc.catalogue ? CATALOGUE_BLOCS[bloc.catalogue] : null
  return Catalogue && <Catalogue site={site} locale={locale} />
}

function FormPart({ bloc, site, locale }: BlocPartProps) {
  const form = bloc.form ? FORM_BLOCS[bloc.form] : null
  return (
    form && (
      <div className={form.wide ? undefined : 'max-w-[960px]'}>
        <FormBlock form={form} survey={surveyId(bloc)} site={site} locale={locale} />
      </div>
    )
  )
}

/** The parts of a bloc, in the order they show. */
export const BLOC_PARTS: readonly BlocPart[] = [
  CataloguePart,
  SolutionsPart,
  OffersPart,
  ContentsPart,
  FaqPart,
  FormPart,
  TeasersPart,
  VideosPart,
]
