import type { ReactNode } from 'react'

import type { Catalogue } from '@/cms/fields/options'
import { ChannelListBlock } from '@/features/channels/server'
import { VodCatalogueBlock } from '@/features/vod/server'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import type { BlocPartProps } from '../part'

/** The bloc's `catalogue`: each of the TV catalogues of §1, a block of its feature (with its own messages). */
export const CATALOGUE_BLOCS: Record<Catalogue, (props: { site: SiteId; locale: Locale }) => ReactNode | Promise<ReactNode>> = {
  'channel-list': ChannelListBlock,
  'vod-catalogue': VodCatalogueBlock,
}

export default function CataloguePart({ bloc, site, locale }: BlocPartProps) {
  const Catalogue = bloc.catalogue ? CATALOGUE_BLOCS[bloc.catalogue] : null
  return Catalogue && <Catalogue site={site} locale={locale} />
}
