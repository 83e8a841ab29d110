import { OfferCardGrid } from '@/features/catalogue'

import { offerCards, type BlocContent } from './offer-cards'

type Props = {
  contents: readonly BlocContent[]
  headingLevel?: 2 | 3
}

/** The products typed into a bloc, on the catalogue's offer cards. */
export function ProductContents({ contents, headingLevel = 3 }: Props) {
  return <OfferCardGrid cards={offerCards(contents)} headingLevel={headingLevel} />
}
