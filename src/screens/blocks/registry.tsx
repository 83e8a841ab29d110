/**
 * What a page bloc (§3) shows after its title and text: one folder per part (solutions, offers,
 * contents, faq, teasers, videos) and per form an editor can pick (forms/<kind>), registered here.
 *
 * To add a form an editor can end a bloc with:
 * 1. its folder, forms/<kind>/: `bloc.tsx` loads what the form needs, renders it and names the
 *    message namespaces its client components use; the client component itself is an island in
 *    `island.ts` (src/ui/islands), so its code goes to the pages that show it, when a visitor
 *    comes near it, and never holds up a page's first paint;
 * 2. one line in FORM_BLOCS below;
 * 3. its value in BLOC_FORMS of src/cms/fields/options.ts, which the CMS cannot take from here
 *    (registry.test.ts fails until both lists name it);
 * 4. a migration in src/cms/migrations/{sqlite,postgres}: the choice is an enum of the database.
 * Its texts go in messages/{fr,de,en}.json (a new namespace also in CLIENT_NAMESPACES of
 * src/i18n/message-subsets.ts). A TV catalogue is the same without a folder: its block is its
 * feature's. A new part is a new field of the `blocs` array in src/cms/collections/Pages.ts (with
 * its migration), its folder, its place in BLOC_PARTS and, unless it is words, in `isTextOnly`.
 */
import type { ReactNode } from 'react'

import type { BlocForm, Catalogue } from '@/cms/fields/options'
import { ChannelListBlock } from '@/features/channels/server'
import { VodCatalogueBlock } from '@/features/vod/server'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import { surveyId } from './blocs'
import { ContentsPart } from './contents/part'
import { FaqPart } from './faq/part'
import { availabilityCheckBloc } from './forms/availability-check/bloc'
import { breachCheckBloc } from './forms/breach-check/bloc'
import { cancellationBloc } from './forms/cancellation/bloc'
import { contactBloc } from './forms/contact/bloc'
import { FormBlock } from './forms/FormBlock'
import { movingBloc } from './forms/moving/bloc'
import { packConfiguratorBloc } from './forms/pack-configurator/bloc'
import { partnerAreaBloc } from './forms/partner-area/bloc'
import { roamingBloc } from './forms/roaming/bloc'
import { satisfactionBloc } from './forms/satisfaction/bloc'
import { OffersPart } from './offers/part'
import type { BlocPart, BlocPartProps, FormBloc } from './part'
import { SolutionsPart } from './solutions/part'
import { TeasersPart } from './teasers/part'
import { VideosPart } from './videos/part'

/** The bloc's `form`: each kind and its entry. */
export const FORM_BLOCS: Record<BlocForm, FormBloc> = {
  contact: contactBloc,
  moving: movingBloc,
  cancellation: cancellationBloc,
  satisfaction: satisfactionBloc,
  roaming: roamingBloc,
  'breach-check': breachCheckBloc,
  'partner-area': partnerAreaBloc,
  'availability-check': availabilityCheckBloc,
  'pack-configurator': packConfiguratorBloc,
}

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
