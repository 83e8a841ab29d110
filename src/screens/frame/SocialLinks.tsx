import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import type { SiteSetting } from '@/cms/payload-types'

type Network = NonNullable<SiteSetting['social']>[number]['network']

const NAMES: Record<Network, string> = { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn', youtube: 'YouTube' }

/** Brand glyphs drawn in the icon set's stroke style (lucide ships no brand icons). */
const GLYPHS: Record<Network, ReactNode> = {
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  instagram: (
    <>
      <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  youtube: (
    <>
      <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </>
  ),
}

/** §2 social links of the site (settings), each with an accessible name; they open in a new tab. */
export function SocialLinks({ name, social, className = '' }: { name: string; social: SiteSetting['social']; className?: string }) {
  const t = useTranslations('header')
  const tBlocks = useTranslations('blocks')
  if (!social || social.length === 0) return null
  return (
    <ul role="list" aria-label={t('social')} className={`flex items-center gap-2 ${className}`}>
      {social.map((entry) => (
        <li key={entry.id ?? entry.network}>
          <a href={entry.url} target="_blank" rel="noopener" className="social-link">
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              {GLYPHS[entry.network]}
            </svg>
            <span className="sr-only">
              {t('socialOn', { name, network: NAMES[entry.network] })} {tBlocks('newTab')}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
