import type { Navigation } from '@/cms/payload-types'
import { type TreeKey } from '@/cms/fields/options'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import type { AppPathname } from '@/i18n/routing'
import { externalLink, pageHref, pageLink } from './links'
import { ROAMING_PAGE_ID } from './page-seed'
import { ACADEMY_PAGES } from './texts/page-texts'
import { richText } from './richtext'
import type { L } from './upsert'

type Item = NonNullable<Navigation['items']>[number]
type MobileAction = NonNullable<Navigation['mobile_actions']>[number]
type SiteValue = '1' | '2' | '3'

const NETWORK_STATUS_PAGE = 1637
const EXTERNAL = {
  customerArea: 'https://moncompte.netplus.ch',
  webmail: 'https://webmail.netplus.ch',
  resellers: 'https://revendeurs.netplus.ch',
}

/** A navigation node: a page id, a screen of the site that is no page, an external url, or a title-only group. */
type Node = {
  page?: number
  route?: AppPathname
  external?: string
  label?: L
  icon?: string
  isNetworkStatus?: boolean
  is_home?: boolean
  information?: { text: L; button: L; page: number }
  children?: Node[]
}

function fields(node: Node, locale: Locale) {
  const link =
    node.external && node.label
      ? externalLink(node.external, node.label, locale)
      : node.route && node.label
        ? { url: getPathname({ href: node.route, locale }), label: node.label[locale], target: '_self' as const }
        : node.page !== undefined
          ? pageLink(node.page, locale, node.label)
          : { url: null, label: node.label?.[locale] ?? '', target: '_self' as const }
  return {
    title: node.label?.[locale] ?? link.label,
    link,
    icon: node.icon ?? null,
    isNetworkStatus: node.isNetworkStatus ?? false,
    external: Boolean(node.external),
    is_home: node.is_home ?? false,
    information: node.information
      ? {
          text: richText(node.information.text[locale]),
          button: { label: node.information.button[locale], url: pageHref(node.information.page, locale) },
        }
      : {},
  }
}

/** A top-level item with its two nested levels. */
function item(node: Node, locale: Locale): Item {
  return {
    ...fields(node, locale),
    children: node.children?.map((child) => ({
      ...fields(child, locale),
      grandchildren: child.children?.map((grandchild) => fields(grandchild, locale)),
    })),
  }
}

const t = (fr: string, de: string, en: string): L => ({ fr, de, en })

const NETWORK_STATUS: Node = {
  page: NETWORK_STATUS_PAGE,
  isNetworkStatus: true,
  icon: 'signal',
  label: t('État du réseau', 'Netzstatus', 'Network status'),
}
const CUSTOMER_AREA: Node = { external: EXTERNAL.customerArea, icon: 'user', label: t('Espace client', 'Kundenbereich', 'Customer area') }
const WEBMAIL: Node = { external: EXTERNAL.webmail, icon: 'mail', label: t('Webmail', 'Webmail', 'Webmail') }
const RESELLERS: Node = { external: EXTERNAL.resellers, label: t('Espace revendeurs', 'Händlerbereich', 'Reseller area') }
const SEARCH: Node = { page: 3107, icon: 'search', label: t('Rechercher', 'Suchen', 'Search') }
/** Where an order stands: the customer links of the top bar and the footer lead there, not only the mail. */
const ORDER_TRACKING: Node = { route: '/order/tracking', label: t('Suivi de commande', 'Bestellung verfolgen', 'Order tracking') }

function homeOf(site: SiteValue): number {
  return site === '1' ? 644 : site === '2' ? 2735 : 2740
}

function mainRetail(site: SiteValue): Node[] {
  const company: Node[] =
    site === '2'
      ? [{ page: 1353 }, { page: 1361 }, { page: 1362 }, { page: 1366 }, { page: 1370 }, { page: 1375 }]
      : site === '1'
        ? [{ page: 552 }, { page: 159 }, { page: 551 }, { page: 161 }]
        : [{ page: 551 }, { page: 161 }]
  return [
    {
      label: t('Offres', 'Angebote', 'Offers'),
      information: {
        text: t(
          'Clients internet ou TV : 10.- de rabais par mois sur chaque abonnement mobile.',
          'Internet- oder TV-Kunden: 10.- Rabatt pro Monat auf jedes Mobile-Abo.',
          'Internet or TV customers: 10.- off per month on every mobile plan.',
        ),
        button: t('Voir les abonnements mobiles', 'Mobile-Abos ansehen', 'See the mobile plans'),
        page: 503,
      },
      children: [
        { page: 477 },
        {
          page: 514,
          children: [
            { page: 3110, label: t('Liste des chaînes', 'Senderliste', 'Channel list') },
            { page: 3111, label: t('Vidéo à la demande', 'Video on Demand', 'Video on demand') },
          ],
        },
        { page: 503 },
        { page: 582 },
        { page: 482 },
      ],
    },
    {
      label: t('Aide', 'Hilfe', 'Help'),
      // Everything a customer comes to do after signing: write, move, cancel, travel, report a breach, follow the network.
      children: [
        { page: 744 },
        ...(site === '2' ? [{ page: 1378 }] : []),
        { page: 745 },
        { page: 746 },
        { page: ROAMING_PAGE_ID },
        { page: 3140, label: t('Vérifier mon adresse e-mail', 'E-Mail-Adresse prüfen', 'Check my e-mail address') },
        NETWORK_STATUS,
        ...(site === '2' ? [{ page: 2121 }, { page: 1381 }] : []),
      ],
    },
    { label: t('Entreprise', 'Unternehmen', 'Company'), children: company },
    { page: site === '2' ? 1425 : 793, label: t('Actualités', 'News', 'News') },
  ]
}

const MAIN_BUSINESS: Node[] = [
  {
    label: t('Solutions', 'Lösungen', 'Solutions'),
    information: {
      text: t(
        'Une connectivité professionnelle avec SLA et support dédié.',
        'Professionelle Konnektivität mit SLA und dediziertem Support.',
        'Professional connectivity with SLA and dedicated support.',
      ),
      button: t('Contacter un conseiller', 'Berater kontaktieren', 'Contact an advisor'),
      page: 576,
    },
    children: [{ page: 575 }, { page: 554 }, { page: 568 }],
  },
  {
    label: t('Téléphonie', 'Telefonie', 'Telephony'),
    children: [{ page: 565 }, { page: 2161 }, { page: 560 }],
  },
  { page: 3104 },
  { page: 576 },
]

/** Each academy entry opens its own page: "Cours" (its "Tout voir") the full list, each topic its page. */
const MAIN_ACADEMY: Node[] = [
  {
    page: ACADEMY_PAGES.courses,
    label: t('Cours', 'Kurse', 'Courses'),
    children: [
      { page: ACADEMY_PAGES.smartphone },
      { page: ACADEMY_PAGES.wifi },
      { page: ACADEMY_PAGES.security },
      { page: ACADEMY_PAGES.tv },
      { page: ACADEMY_PAGES.computer },
      { page: ACADEMY_PAGES.seniors },
    ],
  },
  { page: ACADEMY_PAGES.practical },
  { page: 744 },
]

function top(site: SiteValue, audience: 'retail' | 'business' | 'academy'): Node[] {
  return [
    { page: homeOf(site), is_home: audience === 'retail', label: t('Particuliers', 'Privatkunden', 'Residential') },
    { page: 3102, is_home: audience === 'business', label: t('Business', 'Business', 'Business') },
    { page: 3201, is_home: audience === 'academy', label: t('Academy', 'Academy', 'Academy') },
    SEARCH,
    NETWORK_STATUS,
    ORDER_TRACKING,
    CUSTOMER_AREA,
    WEBMAIL,
  ]
}

/** The legal notice, privacy policy and cookie policy close every footer's company group. */
const LEGAL_PAGES: Node[] = [{ page: 161 }, { page: 3160 }, { page: 3161 }]

function companyPages(site: SiteValue): Node[] {
  if (site === '2') return [{ page: 1353 }, { page: 1362 }, { page: 1366 }]
  return site === '1' ? [{ page: 552 }, { page: 159 }] : [{ page: 551 }]
}

function footer(site: SiteValue, audience: 'retail' | 'business' | 'academy'): Node[] {
  const products: Node[] =
    audience === 'business'
      ? [{ page: 575 }, { page: 554 }, { page: 568 }, { page: 565 }]
      : [{ page: 477 }, { page: 514 }, { page: 503 }, { page: ROAMING_PAGE_ID }, { page: 582 }]
  return [
    {
      label: t('Contact', 'Kontakt', 'Contact'),
      children: [
        { page: audience === 'business' ? 576 : 744 },
        { page: 745 },
        { page: 746 },
        ...(site === '2' ? [{ page: 1370 }] : [{ page: 551 }]),
      ],
    },
    { label: t('Produits', 'Produkte', 'Products'), children: products },
    { label: t('L’entreprise', 'Das Unternehmen', 'The company'), children: [...companyPages(site), ...LEGAL_PAGES] },
    {
      label: t('Support', 'Support', 'Support'),
      children: [
        CUSTOMER_AREA,
        ORDER_TRACKING,
        WEBMAIL,
        RESELLERS,
        NETWORK_STATUS,
        { page: 3140, label: t('Incident de sécurité', 'Sicherheitsvorfall', 'Security incident') },
      ],
    },
  ]
}

/**
 * The mobile action bar: "Appeler" (the layout dials the audience's phone instead) and "Commander"
 * open the audience's contact page and funnel; the academy orders as a household.
 */
function mobileActions(business: boolean): { icon: string; node: Node }[] {
  return [
    { icon: 'phone', node: { page: business ? 576 : 744, label: t('Appeler', 'Anrufen', 'Call') } },
    { icon: 'cart', node: { page: business ? 3103 : 3101, label: t('Commander', 'Bestellen', 'Order') } },
    { icon: 'user', node: CUSTOMER_AREA },
    { icon: 'search', node: SEARCH },
  ]
}

export type NavigationTree = {
  tree_key: TreeKey
  site: SiteValue
  items: (locale: Locale) => Item[]
  mobile_actions: (locale: Locale) => MobileAction[]
}

/** The nine trees of one site (footer|main|top × retail|business|academy). */
export function navigationTrees(site: SiteValue): NavigationTree[] {
  const nodes: Record<TreeKey, Node[]> = {
    main_retail: mainRetail(site),
    main_business: MAIN_BUSINESS,
    main_academy: MAIN_ACADEMY,
    top_retail: top(site, 'retail'),
    top_business: top(site, 'business'),
    top_academy: top(site, 'academy'),
    footer_retail: footer(site, 'retail'),
    footer_business: footer(site, 'business'),
    footer_academy: footer(site, 'academy'),
  }
  return (Object.keys(nodes) as TreeKey[]).map((tree_key) => ({
    tree_key,
    site,
    items: (locale) => nodes[tree_key].map((node) => item(node, locale)),
    mobile_actions: (locale) =>
      tree_key.startsWith('main_')
        ? mobileActions(tree_key === 'main_business').map(({ icon, node }) => ({ icon, link: item(node, locale).link }))
        : [],
  }))
}
