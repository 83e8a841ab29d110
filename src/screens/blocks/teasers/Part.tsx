import type { BlocPartProps } from '../part'
import { TeasersBlock } from './TeasersBlock'

/** The screen says where teasers lead (a content page with teasers does); without it, none show. */
export default function TeasersPart({ bloc, site, locale, teaserLinks }: BlocPartProps) {
  const teasers = bloc.teasers ?? []
  return teaserLinks && teasers.length > 0 && <TeasersBlock teasers={teasers} site={site} locale={locale} links={teaserLinks} />
}
