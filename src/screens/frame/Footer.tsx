import { useTranslations } from 'next-intl'

import type { SiteSetting } from '@/cms/payload-types'
import { CONTAINER } from '@/ui/styles'
import { CmsLink } from '@/ui/CmsLink'
import { Icon } from '@/ui/Icon'
import { ServerHtml } from '@/ui/ServerHtml'
import { ConsentSettingsButton } from '@/features/consent'
import type { FooterGroup } from '@/features/navigation'
import type { BadgeFigure } from '@/features/satisfaction'
import type { Audience } from '@/sites/audience'
import type { SiteId } from '@/sites/sites'

import { FooterAccordion } from './FooterAccordion'
import { Logo } from './Logo'
import { NavEntry } from './NavEntry'
import { SatisfactionBadgeWords } from './SatisfactionBadgeWords'
import { SocialLinks } from './SocialLinks'

type Props = {
  site: SiteId
  audience: Audience
  name: string
  settings: SiteSetting | null
  groups: readonly FooterGroup[]
  /** The satisfaction survey's page and figure; the badge shows on private sections only (§2). */
  satisfaction: SatisfactionBadge | null
}

export type SatisfactionBadge = { url: string; figure: BadgeFigure }

/** A column's links, kept as server HTML (the network status dot included: NetworkStatusDot). */
function FooterLinks({ links }: { links: FooterGroup['childs'] }) {
  return (
    <ServerHtml>
      <ul role="list" className="flex flex-col gap-1">
        {links.map((child) => (
          <li key={child.id}>
            <NavEntry item={child} className="footer-link" />
          </li>
        ))}
      </ul>
    </ServerHtml>
  )
}

/**
 * §2 footer: logo and social links, the section's footer groups (contact, products, the company,
 * support) as the site map, the satisfaction badge, then copyright and back to top.
 */
export function Footer({ site, audience, name, settings, groups, satisfaction }: Props) {
  const t = useTranslations('footer')
  const year = settings?.copyrightYear ?? new Date().getFullYear()
  return (
    <footer
      className="render-when-near bg-footer text-on-footer [--color-text-muted:color-mix(in_srgb,var(--color-on-footer)_75%,transparent)]"
      data-testid="site-footer"
    >
      <div className={`${CONTAINER} py-12 lg:py-16`}>
        <ServerHtml className="flex flex-col gap-6 border-b border-white/15 pb-8 md:flex-row md:items-center md:justify-between">
          <span className="text-footer-title [--color-text:var(--color-footer-title)] [--color-link:var(--color-on-footer)]">
            <Logo site={site} audience={audience} image={null} alt={name} />
          </span>
          <div className="flex flex-wrap items-center gap-4">
            <span className="text-sm font-semibold">{t('followUs')}</span>
            <SocialLinks name={name} social={settings?.social} />
          </div>
        </ServerHtml>

        <nav aria-label={t('siteMap')} className="pt-4 md:pt-10">
          <FooterAccordion
            groups={groups.map((group) => ({
              id: group.id,
              title: group.title,
              content: <FooterLinks links={group.childs} />,
            }))}
          />
        </nav>

        {audience === 'private' && satisfaction && (
          <ServerHtml className="contents">
            <CmsLink
              url={satisfaction.url}
              className="mt-10 inline-flex items-center gap-4 rounded-2xl border border-white/20 bg-white/5 py-3 pl-3 pr-6 transition-colors duration-200 hover:bg-white/10"
              data-testid="satisfaction-badge"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-[var(--color-success)] text-surface">
                <Icon icon="thumbs-up" size={24} strokeWidth={1.75} />
              </span>
              <SatisfactionBadgeWords site={site} figure={satisfaction.figure} tone="footer" />
            </CmsLink>
          </ServerHtml>
        )}
      </div>

      <div className="border-t border-white/15">
        <div className={`${CONTAINER} flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between`}>
          <ServerHtml className="contents">
            <p>{t('copyright', { year, name })}</p>
          </ServerHtml>
          <ConsentSettingsButton className="inline-flex min-h-11 items-center self-start rounded font-semibold underline-offset-4 hover:underline sm:ml-auto sm:self-auto" />
          <ServerHtml className="contents">
            <a
              href="#top"
              className="inline-flex min-h-11 items-center gap-2 self-start rounded font-semibold underline-offset-4 hover:underline sm:self-auto"
            >
              <Icon icon="arrow-up" size={18} />
              {t('backToTop')}
            </a>
          </ServerHtml>
        </div>
      </div>
    </footer>
  )
}
