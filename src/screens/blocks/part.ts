import type { ReactElement, ReactNode } from 'react'

import type { ClientMessageKey } from '@/i18n/message-subsets'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'

import type { Bloc } from './part-config'
import type { TeaserLinks } from './teasers/TeasersBlock'

/** What each part of a bloc is given; `headingLevel` is one below the bloc's title (2 when it has none). */
export type BlocPartProps = {
  bloc: Bloc
  site: SiteId
  locale: Locale
  headingLevel: 2 | 3
  teaserLinks?: TeaserLinks | undefined
}

/** One part of a bloc after its title and text (offers, FAQ, videos…); it renders nothing when the bloc has none. */
export type BlocPart = (props: BlocPartProps) => ReactNode | Promise<ReactNode>

/** A form an editor can end a bloc with (the bloc's `form`). */
export type FormBloc = {
  /** The form, or null when there is none to show (a satisfaction bloc without its survey). */
  render: (props: { survey: number | null; site: SiteId; locale: Locale }) => ReactElement | null | Promise<ReactElement | null>
  /** The messages its client components use, given to them around the form. */
  messages: readonly ClientMessageKey[]
  /** It lays out its own width (a grid of offers) instead of the width of a form. */
  wide?: true
}
