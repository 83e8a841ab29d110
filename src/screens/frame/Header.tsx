import { useTranslations } from 'next-intl'

import type { Media, SiteSetting } from '@/cms/payload-types'
import { telHref } from '@/lib/formats'
import { CONTAINER } from '@/ui/styles'
import { DesktopNav, MobileNav, MobileNavTree, NavIcon, type NavItem } from '@/features/navigation'
import { CmsLink } from '@/ui/CmsLink'
import { Icon } from '@/ui/Icon'
import { ServerHtml } from '@/ui/ServerHtml'
import { NotificationBell } from '@/features/network-status'
import type { Audience } from '@/sites/audience'
import { siteRules, type SiteId } from '@/sites/sites'

import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { NavEntry } from './NavEntry'
import { SocialLinks } from './SocialLinks'
import { sectionHomeUrl, splitTopItems } from './header-entries'

type Props = {
  site: SiteId
  audience: Audience
  name: string
  settings: SiteSetting | null
  phone: string | null
  topItems: readonly NavItem[]
  mainItems: readonly NavItem[]
}
const ICON_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors duration-200 hover:bg-surface-alt hover:text-link'

function logoImage(settings: SiteSetting | null, audience: Audience): Media | null {
  const logo = settings?.logos?.[audience]
  return typeof logo === 'object' && logo !== null ? logo : null
}

/**
 * §2 header: slim top bar in the theme colour (section links, network status, phone, languages),
 * then logo, main navigation and the account, search and bell actions. Below 992 px the menus
 * move into the drawer; the top bar shows from 768 px. The page's own language links come from
 * PageLanguageLinks around it.
 */
export function Header({ site, audience, name, settings, phone, topItems, mainItems }: Props) {
  const t = useTranslations('header')
  const customerArea = settings?.links?.customerArea ?? null
  const webmail = settings?.links?.webmail ?? null
  const { links, icons } = splitTopItems(topItems, [customerArea, webmail])
  const homeUrl = sectionHomeUrl(topItems)

  const phoneLink = (className: string) =>
    phone && (
      <a href={telHref(phone)} className={className} data-testid="header-phone">
        <Icon icon="phone" size={16} strokeWidth={1.75} />
        <span className="sr-only">{t('callUs', { phone })}</span>
        <span aria-hidden="true">{phone}</span>
      </a>
    )

  return (
    <header className="sticky top-0 z-30 bg-header text-ink md:-top-10">
      {/* The focus ring takes the text colour here: the accent ring is too faint on the primary colour. */}
      <div className="hidden h-10 bg-primary text-on-primary md:block [&_:focus-visible]:outline-on-primary" data-testid="top-bar">
        <div className={`${CONTAINER} flex h-full items-center justify-between gap-4 text-sm lg:gap-6`}>
          <ServerHtml className="contents">
            <nav aria-label={t('topNav')} className="min-w-0">
              <ul role="list" className="flex items-center gap-1">
                {links.map((item) => (
                  <li key={item.id}>
                    <NavEntry item={item} current={item.is_home} className="top-link" />
                  </li>
                ))}
              </ul>
            </nav>
          </ServerHtml>
          <div className="flex shrink-0 items-center gap-4">
            {/* Below 992 px the action bar at the bottom calls: the bar keeps its width for the entries, each on one line. */}
            <ServerHtml className="contents">
              {phoneLink('hidden min-h-8 items-center gap-2 rounded px-1 font-semibold lg:inline-flex')}
            </ServerHtml>
            <LanguageSwitcher />
            <ServerHtml className="contents">
              <SocialLinks name={name} social={settings?.social} className="hidden 2xl:flex [&_a]:size-8 [&_a]:border-0 [&_svg]:size-4" />
            </ServerHtml>
          </div>
        </div>
      </div>

      <div className="relative border-b border-line bg-header">
        <div className={`${CONTAINER} flex h-16 items-center gap-4 lg:h-[72px] nav-full:gap-6`}>
          {/* Named by the wordmark's own words plus a hidden suffix (WCAG 2.5.3 label in name). */}
          <ServerHtml className="contents">
            <CmsLink url={homeUrl} className="shrink-0 rounded-lg text-ink">
              <Logo site={site} audience={audience} image={logoImage(settings, audience)} alt={name} />
              <span className="sr-only">{t('logoHome')}</span>
            </CmsLink>
          </ServerHtml>
          <DesktopNav items={mainItems} />
          <div className="ml-auto flex shrink-0 items-center gap-1 nav:ml-0">
            <ServerHtml className="contents">
              {icons.map((item) =>
                item.link.url ? (
                  // Below 576 px the mobile action bar carries search: keeps the header within 375 px.
                  <CmsLink key={item.id} url={item.link.url} aria-label={item.link.label} className={`${ICON_BUTTON} max-sm:hidden`}>
                    <NavIcon name={item.icon} size={22} />
                  </CmsLink>
                ) : null,
              )}
              {webmail && (
                <CmsLink
                  url={webmail}
                  className="hidden size-11 items-center justify-center rounded-full text-ink transition-colors duration-200 hover:bg-surface-alt hover:text-link nav:inline-flex nav-full:w-auto nav-full:gap-2 nav-full:px-3 nav-full:font-semibold"
                  data-testid="webmail-link"
                >
                  <Icon icon="mail" size={20} strokeWidth={1.75} />
                  <span className="sr-only nav-full:not-sr-only">{t('webmail')}</span>
                </CmsLink>
              )}
              {customerArea && (
                <CmsLink
                  url={customerArea}
                  className="ml-1 hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-primary text-[15px] font-semibold text-on-primary transition duration-200 hover:ring-4 hover:ring-primary/30 nav:inline-flex nav-full:ml-2 nav-full:px-5"
                  data-testid="login-link"
                >
                  <Icon icon="user-round" size={18} />
                  {/* Below 1280 px the fullest header (four entries, webmail, bell) fits one line with the icon alone. */}
                  <span className="sr-only nav-full:not-sr-only">{t('customerArea')}</span>
                </CmsLink>
              )}
            </ServerHtml>
            {siteRules(site).hasAlertPanel && <NotificationBell className={ICON_BUTTON} />}
            <MobileNav openLabel={t('openMenu')} closeLabel={t('closeMenu')} title={t('menu')}>
              <MobileNavTree items={mainItems} />
              <ServerHtml className="contents">
                <div className="border-t-8 border-surface-alt px-4 py-4">
                  <ul role="list" className="flex flex-col">
                    {links.map((item) => (
                      <li key={item.id}>
                        <NavEntry item={item} current={item.is_home} className="menu-link" />
                      </li>
                    ))}
                    {customerArea && (
                      <li>
                        <CmsLink url={customerArea} className="flex min-h-11 items-center gap-2 font-medium">
                          <Icon icon="user-round" size={18} strokeWidth={1.75} />
                          {t('customerArea')}
                        </CmsLink>
                      </li>
                    )}
                    {webmail && (
                      <li>
                        <CmsLink url={webmail} className="flex min-h-11 items-center gap-2 font-medium">
                          <Icon icon="mail" size={18} strokeWidth={1.75} />
                          {t('webmail')}
                        </CmsLink>
                      </li>
                    )}
                  </ul>
                </div>
              </ServerHtml>
              <div className="flex flex-wrap items-center justify-between gap-4 border-t border-line px-4 py-4">
                <ServerHtml className="contents">{phoneLink('inline-flex min-h-11 items-center gap-2 font-semibold text-link')}</ServerHtml>
                <LanguageSwitcher />
              </div>
              <ServerHtml>
                <SocialLinks name={name} social={settings?.social} className="border-t border-line px-4 py-4" />
              </ServerHtml>
            </MobileNav>
          </div>
        </div>
      </div>
    </header>
  )
}
