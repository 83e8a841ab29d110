import { useTranslations } from 'next-intl'

import type { BadgeFigure } from '@/features/satisfaction'
import { siteRules, type SiteId } from '@/sites/sites'

/** The footer's badge on its dark ground; a bloc's on a card. */
const TONES = {
  footer: { title: 'font-bold text-footer-title', figure: 'text-sm', testId: 'satisfaction-figure' },
  card: { title: 'font-bold', figure: 'text-sm text-muted', testId: undefined },
} as const

/**
 * The satisfaction badge's words (§2), the footer's and a bloc's alike: the site's title and the
 * survey's figure (the satisfied share, the editors' text, else the general words).
 */
export function SatisfactionBadgeWords({ site, figure, tone }: { site: SiteId; figure: BadgeFigure; tone: keyof typeof TONES }) {
  const t = useTranslations('footer')
  const survey = useTranslations('satisfaction')
  const style = TONES[tone]
  return (
    <span className="flex flex-col">
      <span className={style.title}>{t(siteRules(site).satisfactionTitle)}</span>
      <span className={style.figure} data-testid={style.testId}>
        {figure && 'share' in figure ? survey('badgeShare', { share: figure.share }) : figure ? figure.text : t('satisfiedText')}
      </span>
    </span>
  )
}
