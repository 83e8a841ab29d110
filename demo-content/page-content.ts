import { newsHref } from '@/features/news'

import type { Page } from '@/cms/payload-types'
import type { Locale } from '@/i18n/locales'
import { packChannelCount } from './channels-data'
import { NEWS } from './content-data'
import type { ImageIds } from './images'
import { pageLink } from './links'
import { ROAMING_PAGE_ID, type PageSeed } from './page-seed'
import { richText } from './richtext'
import type { PageText } from './texts/page-texts'
import type { L } from './upsert'

type Header = NonNullable<Page['headers']>[number]
type Bloc = NonNullable<Page['blocs']>[number]
export type FaqTypeIds = Record<'internet' | 'tv' | 'mobile' | 'billing', number>
/** Seeded news ids by their seed key. */
export type NewsIds = ReadonlyMap<string, number>

/** The home hero's news banner ("Nouveau : fibre 10 Gbit/s") opens the site's fibre news item. */
function heroNewsUrl(site: '1' | '2' | '3', locale: Locale, newsIds: NewsIds): string {
  const news = NEWS.find((item) => item.key === `news-${site}-1`)
  const id = news && newsIds.get(news.key)
  if (!news || id === undefined) throw new Error(`seed: no fibre news on site ${site}`)
  return newsHref({ id: String(id), title: news.title[locale] }, locale)
}

const ORDER = 3101
const BUSINESS_ORDER = 3103
const CHANNEL_LIST = 3110

/** The TV catalogue pages open on their list: the catalogue is their first bloc. */
const CATALOGUE_BLOCS: Record<number, NonNullable<Bloc['catalogue']>> = {
  [CHANNEL_LIST]: 'channel-list',
  3111: 'vod-catalogue',
}
const BUSINESS_IDS = [575, 554, 568, 576, 565, 2161, 560, 3102, 3103, 3104]

const FOUR_PARTS: L = {
  fr: 'Rapide - Local - Fiable - Suisse',
  de: 'Schnell - Lokal - Zuverlässig - Schweizerisch',
  en: 'Fast - Local - Reliable - Swiss',
}
/** The combo on promotion: the hero cells quote its price and end date from the catalogue (`{price:…}`). */
const DUO = 'duo-1g-tv'
const DUO_PROMOTION_CIRCLE = (locale: Locale) => ({
  validity: { fr: `Commande jusqu’au {until:${DUO}}`, de: `Bestellung bis {until:${DUO}}`, en: `Order by {until:${DUO}}` }[locale],
  from: { fr: 'dès', de: 'ab', en: 'from' }[locale],
  price: `{price:${DUO}}`,
  currency: 'CHF',
})
const COMFORT_CHANNELS = packChannelCount('comfort')
/** The combo's five chips say what the combo on promotion is (its catalogue features), nothing it does not hold. */
const DUO_PARTS: L = {
  fr: `Internet - 1 Gbit/s - TV - ${COMFORT_CHANNELS} chaînes - Replay 7 jours`,
  de: `Internet - 1 Gbit/s - TV - ${COMFORT_CHANNELS} Sender - 7 Tage Replay`,
  en: `Internet - 1 Gbit/s - TV - ${COMFORT_CHANNELS} channels - 7-day replay`,
}
const ORDER_NOW: L = { fr: 'Commander', de: 'Bestellen', en: 'Order now' }
const DISCOVER: L = { fr: 'Découvrir', de: 'Entdecken', en: 'Discover' }

/**
 * Home hero cells, one per §4 rule: price circle from validity alone, small price circle
 * (validity + from/currency/price), price circle from price alone, the five-part slogan, the
 * four-part slogan, a hidden cell and a banner with a news link.
 */
function homeHeaders(locale: Locale, images: ImageIds, region: string, newsUrl: string): Header[] {
  return [
    {
      type: 'offers',
      cms_title: `${region} — combo offer`,
      title: { fr: 'Tout-en-un', de: 'Alles in einem', en: 'All-in-one' }[locale],
      title_length: 330,
      // The product the price circle prices, by its catalogue name.
      subtitle: `{name:${DUO}}`,
      slogan: DUO_PARTS[locale],
      ...DUO_PROMOTION_CIRCLE(locale),
      badge: `{promotion:${DUO}}`,
      color: '#ff8a00',
      text_color: '#ffffff',
      position: 'right',
      position_text: 'left',
      stripes: true,
      overlay: true,
      embed: images['hero-fibre'],
      link: pageLink(477, locale, ORDER_NOW),
    },
    {
      type: 'banner',
      cms_title: `${region} — TV validity only`,
      title: { fr: 'TV 4K', de: 'TV 4K', en: '4K TV' }[locale],
      subtitle: {
        fr: `${COMFORT_CHANNELS} chaînes et 7 jours de replay`,
        de: `${COMFORT_CHANNELS} Sender und 7 Tage Replay`,
        en: `${COMFORT_CHANNELS} channels and 7-day replay`,
      }[locale],
      slogan: FOUR_PARTS[locale],
      validity: { fr: 'Offre limitée', de: 'Befristetes Angebot', en: 'Limited offer' }[locale],
      color: '#ffd23f',
      text_color: '#ffffff',
      position: 'left',
      position_text: 'right',
      bg_gradient: 'linear-gradient(90deg, #2b0a4f 0%, rgba(43,10,79,0) 60%)',
      embed: images['hero-tv'],
      link: pageLink(514, locale, DISCOVER),
    },
    {
      type: 'offers',
      cms_title: `${region} — mobile price only`,
      title: { fr: 'Mobile illimité', de: 'Mobile unbegrenzt', en: 'Unlimited mobile' }[locale],
      subtitle: {
        fr: '{name:mobile-plus} : appels, SMS et data en Suisse',
        de: '{name:mobile-plus}: Anrufe, SMS und Daten in der Schweiz',
        en: '{name:mobile-plus}: calls, texts and data in Switzerland',
      }[locale],
      subtitle_length: 520,
      price: '{price:mobile-plus}',
      currency: 'CHF',
      description: { fr: 'Roaming Europe 5 Go inclus.', de: 'Roaming Europa 5 GB inklusive.', en: 'European roaming 5 GB included.' }[
        locale
      ],
      color: '#f6f740',
      text_color: '#00464f',
      bg_hexa: '#00464f',
      disable_gradient: true,
      embed: images['hero-mobile'],
      link: pageLink(503, locale),
    },
    {
      type: 'banner',
      cms_title: `${region} — news`,
      title: { fr: 'Nouveau : fibre 10 Gbit/s', de: 'Neu: Glasfaser 10 Gbit/s', en: 'New: 10 Gbit/s fibre' }[locale],
      position_text: 'left',
      embed: images['hero-business'],
      link_news: [{ url: newsUrl, label: { fr: 'Lire l’actualité', de: 'News lesen', en: 'Read the news' }[locale] }],
    },
    {
      type: 'banner',
      cms_title: `${region} — hidden summer campaign`,
      hide: true,
      title: { fr: 'Été connecté', de: 'Vernetzter Sommer', en: 'Connected summer' }[locale],
      embed: images['hero-tv'],
    },
  ]
}

/** The business home's hero says what the section offers and opens the business funnel (§2 business order). */
const BUSINESS_HERO = {
  title: { fr: 'Votre partenaire télécom', de: 'Ihr Telekom-Partner', en: 'Your telecom partner' },
  subtitle: {
    fr: 'Fibre, téléphonie et mobile pour les entreprises de la région',
    de: 'Glasfaser, Telefonie und Mobile für die Unternehmen der Region',
    en: 'Fibre, telephony and mobile for the region’s businesses',
  },
} satisfies Record<string, L>

function defaultHeader(page: PageSeed, locale: Locale, images: ImageIds): Header {
  const business = BUSINESS_IDS.includes(page.id)
  const image = business ? 'hero-business' : page.id === 514 ? 'hero-tv' : page.id === 503 ? 'hero-mobile' : 'hero-fibre'
  const home = page.screen === 'business'
  return {
    ...(home ? { link: pageLink(BUSINESS_ORDER, locale, ORDER_NOW) } : {}),
    type: 'banner',
    cms_title: `${page.id} — page header`,
    title: (home ? BUSINESS_HERO.title : page.title)[locale],
    subtitle: (home ? BUSINESS_HERO.subtitle[locale] : page.subtitle?.[locale]) ?? null,
    color: business ? '#22c55e' : '#1f7ae0',
    text_color: '#ffffff',
    position: 'right',
    position_text: 'left',
    embed: images[image],
  }
}

/**
 * Offer pages add a product cell after the page header (503 keeps exactly one header): it names the
 * product its price circle prices (the catalogue's cheapest pack of the page; on the combo page, the
 * combo on promotion until its end), as each site sells it: the pages are shared by the sites.
 */
const OFFER_HEADER: Record<number, { product: string; validity?: L; slogan?: L }> = {
  477: {
    product: DUO,
    validity: { fr: `Commande jusqu’au {until:${DUO}}`, de: `Bestellung bis {until:${DUO}}`, en: `Order by {until:${DUO}}` },
    slogan: DUO_PARTS,
  },
  514: { product: 'tv-basic' },
  482: { product: 'young-duo', validity: { fr: 'Moins de 26 ans', de: 'Unter 26 Jahren', en: 'Under 26' } },
  575: { product: 'soho-internet-1g', slogan: FOUR_PARTS },
}

export function headersFor(page: PageSeed, locale: Locale, images: ImageIds, newsIds: NewsIds): Header[] {
  if (page.id === 644) return homeHeaders(locale, images, 'Netplus', heroNewsUrl('1', locale, newsIds))
  if (page.id === 2735) return homeHeaders(locale, images, 'Entremont', heroNewsUrl('2', locale, newsIds)).slice(0, 4)
  if (page.id === 2740) return homeHeaders(locale, images, 'Fribourg', heroNewsUrl('3', locale, newsIds)).slice(1, 4)
  // The order and search screens open on their form: no hero pushes the address check or the search box below the fold.
  if (page.screen === 'order' || page.screen === 'business-order' || page.screen === 'search') return []
  if (CATALOGUE_BLOCS[page.id]) return []
  const offer = OFFER_HEADER[page.id]
  const header = defaultHeader(page, locale, images)
  // The mobile page's single cell says something of its own: a cell that only repeats the H1 is dropped.
  if (page.id === 503) {
    const title = { fr: 'Illimité dans toute la Suisse', de: 'Unbegrenzt in der ganzen Schweiz', en: 'Unlimited across Switzerland' }
    return [{ ...header, title: title[locale], link: pageLink(ORDER, locale, ORDER_NOW) }]
  }
  if (!offer) return [header]
  return [
    header,
    {
      type: 'offers',
      cms_title: `${page.id} — offer`,
      // The hero says what it is: the product, by its catalogue name; its promotion, if it runs one.
      title: `{name:${offer.product}}`,
      subtitle: offer.product === DUO ? `{promotion:${DUO}}` : null,
      slogan: offer.slogan?.[locale] ?? null,
      validity: offer.validity?.[locale] ?? null,
      from: { fr: 'dès', de: 'ab', en: 'from' }[locale],
      price: `{price:${offer.product}}`,
      currency: 'CHF',
      color: '#ff8a00',
      stripes: true,
      position: 'left',
      position_text: 'right',
      embed: header.embed,
      link: pageLink(BUSINESS_IDS.includes(page.id) ? BUSINESS_ORDER : ORDER, locale, ORDER_NOW),
    },
  ]
}

const VIDEOS: Record<number, { url: string; title: L }[]> = {
  514: [
    {
      url: 'https://www.youtube.com/watch?v=tv-replay-demo',
      title: { fr: 'Le replay en 1 minute', de: 'Replay in 1 Minute', en: 'Replay in one minute' },
    },
    {
      url: 'https://www.youtube.com/watch?v=tv-box-install',
      title: { fr: 'Installer la box TV', de: 'TV-Box installieren', en: 'Installing the TV box' },
    },
  ],
  1378: [
    {
      url: 'https://www.youtube.com/watch?v=wifi-tips',
      title: { fr: 'Optimiser son wifi', de: 'WLAN optimieren', en: 'Improve your wifi' },
    },
  ],
}

const FAQ_BLOCS: Record<number, (keyof FaqTypeIds)[]> = {
  477: ['internet'],
  514: ['tv'],
  503: ['mobile'],
  744: ['internet', 'tv', 'mobile', 'billing'],
  1378: ['internet', 'tv'],
  1381: ['billing'],
}

type Advantages = { title: L; items: { title: L; text: L }[] }

/** Why households choose the operator: on the homes, the offer pages and the company's presentation. */
const ADVANTAGES: Advantages = {
  title: { fr: 'Pourquoi nous choisir', de: 'Warum wir', en: 'Why choose us' },
  items: [
    {
      title: { fr: 'Proximité', de: 'Nähe', en: 'Close to you' },
      text: {
        fr: 'des techniciens de votre région, installation en 5 jours ouvrables',
        de: 'Techniker aus Ihrer Region, Installation in 5 Arbeitstagen',
        en: 'technicians from your region, installation within 5 working days',
      },
    },
    {
      title: { fr: 'Fibre jusqu’à 10 Gbit/s', de: 'Glasfaser bis 10 Gbit/s', en: 'Fibre up to 10 Gbit/s' },
      text: { fr: 'symétrique, sans limite de volume', de: 'symmetrisch, ohne Volumenlimite', en: 'symmetrical, with no data cap' },
    },
    {
      title: { fr: 'Prix clairs', de: 'Klare Preise', en: 'Clear prices' },
      text: {
        fr: 'pas de frais cachés, résiliable chaque mois après 12 mois',
        de: 'keine versteckten Kosten, nach 12 Monaten monatlich kündbar',
        en: 'no hidden fees, cancel monthly after 12 months',
      },
    },
  ],
}

/** Why companies choose the operator, in their own terms: service levels, a named adviser, data kept in Switzerland. */
const BUSINESS_ADVANTAGES: Advantages = {
  title: { fr: 'Pourquoi les entreprises nous choisissent', de: 'Warum Unternehmen auf uns setzen', en: 'Why businesses choose us' },
  items: [
    {
      title: { fr: 'Un conseiller attitré', de: 'Ein fester Berater', en: 'A named adviser' },
      text: {
        fr: 'un seul interlocuteur de votre région, de l’offre à la mise en service',
        de: 'ein Ansprechpartner aus Ihrer Region, von der Offerte bis zur Aufschaltung',
        en: 'one contact from your region, from the offer to activation',
      },
    },
    {
      title: { fr: 'Des délais garantis', de: 'Garantierte Fristen', en: 'Guaranteed response times' },
      text: {
        fr: 'SLA de 4 ou 8 heures ouvrables, pénalités créditées automatiquement',
        de: 'SLA von 4 oder 8 Geschäftsstunden, Gutschriften automatisch',
        en: '4 or 8 business-hour SLAs, penalties credited automatically',
      },
    },
    {
      title: { fr: 'Vos données en Suisse', de: 'Ihre Daten in der Schweiz', en: 'Your data in Switzerland' },
      text: {
        fr: 'réseau et centres de calcul à Sion et Fribourg',
        de: 'Netz und Rechenzentren in Sitten und Freiburg',
        en: 'network and data centres in Sion and Fribourg',
      },
    },
  ],
}

/** Where the "why us" bloc fits: never on legal, help, form or academy pages. */
const ADVANTAGES_PAGES = new Set([644, 2735, 2740, 477, 503, 514, 482, 582, 552, 1353, 575, 554, 568, 565, 2161, 560])

/** Business offer pages end with a call-back request (the contact form). */
const CALL_BACK_PAGES = new Set([575, 554, 568, 565, 2161, 560])

/** The form screens (contact, satisfaction, roaming, breach check, partner area) and the home pages' availability check: the form comes first, before anything else of the page. */
const CHECK_TITLE: L = {
  fr: 'La fibre est-elle à votre adresse ?',
  de: 'Ist Glasfaser an Ihrer Adresse verfügbar?',
  en: 'Is fibre available at your address?',
}
const FORM_BLOCS: Record<number, { form: NonNullable<Bloc['form']>; title: L; section?: string }> = {
  644: { form: 'availability-check', title: CHECK_TITLE, section: 'disponibilite' },
  2735: { form: 'availability-check', title: CHECK_TITLE, section: 'disponibilite' },
  2740: { form: 'availability-check', title: CHECK_TITLE, section: 'disponibilite' },
  3108: {
    form: 'satisfaction',
    title: { fr: 'Trois minutes pour nous répondre', de: 'Drei Minuten für Ihre Antworten', en: 'Three minutes to answer' },
  },
  [ROAMING_PAGE_ID]: {
    form: 'roaming',
    title: {
      fr: 'Les tarifs dans votre pays de destination',
      de: 'Die Tarife in Ihrem Reiseland',
      en: 'The rates in the country you visit',
    },
  },
  744: { form: 'contact', title: { fr: 'Écrivez-nous', de: 'Schreiben Sie uns', en: 'Write to us' } },
  576: { form: 'contact', title: { fr: 'Votre demande', de: 'Ihre Anfrage', en: 'Your request' } },
  745: { form: 'moving', title: { fr: 'Annoncer mon déménagement', de: 'Umzug melden', en: 'Tell us about your move' } },
  746: { form: 'cancellation', title: { fr: 'Résilier mon abonnement', de: 'Abo kündigen', en: 'Cancel my subscription' } },
  3140: {
    form: 'breach-check',
    title: { fr: 'Mon adresse est-elle concernée ?', de: 'Ist meine Adresse betroffen?', en: 'Is my address affected?' },
  },
  3106: { form: 'partner-area', title: { fr: 'Accès partenaires', de: 'Partnerzugang', en: 'Partner access' } },
  1375: { form: 'partner-area', title: { fr: 'Espace revendeurs', de: 'Händlerbereich', en: 'Reseller area' } },
}

const HOME_IDS = new Set([644, 2735, 2740])

/** Below a home page's offers: the pack configurator, then the site's latest news, network status and satisfaction. */
function homeBlocs(locale: Locale): Bloc[] {
  return [
    {
      color: 'white',
      section: 'configurateur',
      title: { fr: 'Composez votre pack', de: 'Stellen Sie Ihr Paket zusammen', en: 'Build your pack' }[locale],
      text: richText(
        {
          fr: 'Internet, télévision, lignes mobiles et téléphone fixe : choisissez, le prix mensuel suit. Le lien de votre configuration se partage.',
          de: 'Internet, Fernsehen, Mobile-Linien und Festnetz: Wählen Sie, der Monatspreis folgt. Der Link zu Ihrer Konfiguration lässt sich teilen.',
          en: 'Internet, television, mobile lines and a landline: choose, and the monthly price follows. The link to your configuration can be shared.',
        }[locale],
      ),
      form: 'pack-configurator',
    },
    {
      color: 'grey',
      section: 'actualites',
      title: { fr: 'Quoi de neuf', de: 'Was gibt es Neues', en: 'What’s new' }[locale],
      teasers: ['latest-news', 'network-status', 'satisfaction'],
    },
  ]
}

/** The solutions the business home shows, each a business page whose catalogue offers give its "from" price (§2 known page ids). */
const BUSINESS_SOLUTIONS = [575, 554, 568, 565, 2161, 560]

/**
 * The business home (§2 /business): its solutions priced from the catalogue, the reasons to choose
 * us, how a project runs (its own sections), its references and the business line.
 */
function businessHomeBlocs(locale: Locale, text: PageText): Bloc[] {
  return [
    {
      color: 'white',
      section: 'solutions',
      title: { fr: 'Nos solutions', de: 'Unsere Lösungen', en: 'Our solutions' }[locale],
      text: richText(
        {
          fr: 'Chaque solution a sa page : ce qui est inclus, les offres et leurs prix, les questions fréquentes.',
          de: 'Jede Lösung hat ihre Seite: was inbegriffen ist, die Angebote mit Preisen, häufige Fragen.',
          en: 'Each solution has its own page: what is included, the offers and their prices, common questions.',
        }[locale],
      ),
      solutions: BUSINESS_SOLUTIONS,
    },
    advantagesBloc(true, locale),
    ...textBlocs(locale, text),
    {
      color: 'grey',
      section: 'references',
      title: { fr: 'Ils nous font confiance', de: 'Sie vertrauen uns', en: 'They trust us' }[locale],
      text: richText(
        {
          fr: 'Hôpitaux, communes, hôtels et industries de la région : voici quelques projets que nous avons menés avec eux.',
          de: 'Spitäler, Gemeinden, Hotels und Industriebetriebe der Region: einige Projekte, die wir mit ihnen umgesetzt haben.',
          en: 'Hospitals, towns, hotels and manufacturers of the region: a few projects we carried out with them.',
        }[locale],
      ),
      teasers: ['references'],
    },
    {
      color: 'white',
      section: 'contact',
      title: {
        fr: 'Un projet sur mesure ? Parlons-en',
        de: 'Ein massgeschneidertes Projekt? Sprechen wir darüber',
        en: 'A tailored project? Let’s talk',
      }[locale],
      text: richText(
        {
          fr: 'Liaisons dédiées, réseau privé entre vos sites, Wi-Fi pour vos clients : nos conseillers étudient votre besoin et vous remettent une offre sur devis, gratuite et sans engagement.',
          de: 'Dedizierte Leitungen, privates Netz zwischen Ihren Standorten, WLAN für Ihre Kundschaft: Unsere Berater klären Ihren Bedarf ab und erstellen eine kostenlose, unverbindliche Offerte.',
          en: 'Dedicated lines, a private network between your sites, wifi for your customers: our advisers study your needs and send you a free quote, with no obligation.',
        }[locale],
      ),
      teasers: ['contact'],
    },
  ]
}

/** A page's own sections (from its texts), words only. */
function textBlocs(locale: Locale, text: PageText): Bloc[] {
  return (text.sections ?? []).map((section) => ({
    color: 'white',
    section: section.key,
    title: section.title[locale],
    text: richText(...section.body[locale]),
  }))
}

/** Seeded catalogue offer ids by the offer page that shows them. */
export type OfferIds = ReadonlyMap<number, number[]>

function advantagesBloc(business: boolean, locale: Locale): Bloc {
  const advantages = business ? BUSINESS_ADVANTAGES : ADVANTAGES
  return {
    color: business ? 'dark' : 'white',
    section: 'advantages',
    title: advantages.title[locale],
    text: richText({ ul: advantages.items.map((item) => [{ text: item.title[locale], bold: true as const }, ` — ${item.text[locale]}`]) }),
  }
}

/**
 * Body blocs: a form, the advantages where they fit, the page's catalogue offers, its own sections, its
 * videos, its FAQ and, on business offers, the call-back request.
 */
export function blocsFor(page: PageSeed, locale: Locale, faqTypes: FaqTypeIds, survey: number, offerIds: OfferIds, text: PageText): Bloc[] {
  if (page.screen === 'business') return businessHomeBlocs(locale, text)
  const business = BUSINESS_IDS.includes(page.id)
  const form = FORM_BLOCS[page.id]
  const catalogue = CATALOGUE_BLOCS[page.id]
  const offers = offerIds.get(page.id)
  const offersBloc: Bloc[] = offers
    ? [{ color: 'grey', section: 'offers', title: { fr: 'Nos offres', de: 'Unsere Angebote', en: 'Our offers' }[locale], offers }]
    : []
  const home = HOME_IDS.has(page.id)
  const blocs: Bloc[] = [
    ...(catalogue ? [{ color: 'white', section: catalogue, catalogue }] : []),
    ...(form
      ? [
          {
            color: 'white',
            section: form.section ?? 'formulaire',
            title: form.title[locale],
            form: form.form,
            survey: form.form === 'satisfaction' ? survey : null,
          },
        ]
      : []),
    // A home page sells first: its offers and the configurator before the reasons to choose us.
    ...(home ? [...offersBloc, ...homeBlocs(locale)] : []),
    ...(ADVANTAGES_PAGES.has(page.id) ? [advantagesBloc(business, locale)] : []),
    ...(home ? [] : offersBloc),
  ]
  blocs.push(...textBlocs(locale, text))
  const videos = VIDEOS[page.id]
  if (videos) {
    blocs.push({ color: 'white', section: 'videos', videos: videos.map((video) => ({ url: video.url, title: video.title[locale] })) })
  }
  const faq = FAQ_BLOCS[page.id]
  if (faq) {
    blocs.push({
      color: 'blue',
      section: 'faq',
      title: { fr: 'Questions fréquentes', de: 'Häufige Fragen', en: 'Frequently asked questions' }[locale],
      faq_type: faq.map((type) => faqTypes[type]),
    })
  }
  if (CALL_BACK_PAGES.has(page.id)) {
    blocs.push({
      color: 'grey',
      section: 'rappel',
      title: {
        fr: 'Être rappelé par un conseiller entreprises',
        de: 'Rückruf durch einen Business-Berater',
        en: 'Get a call back from a business adviser',
      }[locale],
      text: richText(
        {
          fr: 'Laissez vos coordonnées et quelques mots sur votre projet : nous vous rappelons dans la journée ouvrable.',
          de: 'Hinterlassen Sie Ihre Kontaktdaten und ein paar Worte zu Ihrem Projekt: Wir rufen Sie am selben Arbeitstag zurück.',
          en: 'Leave your details and a few words about your project: we call you back within the working day.',
        }[locale],
      ),
      form: 'contact',
    })
  }
  return blocs
}
