import type { Weekday } from '@/cms/fields/options'

import { NEWS_TOPICS } from './texts/news'
import type { L } from './upsert'

const t = (fr: string, de: string, en: string): L => ({ fr, de, en })
type SiteValue = '1' | '2' | '3'

// ---------------------------------------------------------------------------
// FAQ (§3): grouped by the faq_name of the first type; some entries have none ('other').

export const FAQ_TYPES = {
  internet: t('Internet', 'Internet', 'Internet'),
  tv: t('Télévision', 'Fernsehen', 'Television'),
  mobile: t('Mobile', 'Mobile', 'Mobile'),
  billing: t('Facturation', 'Rechnung', 'Billing'),
} as const
export type FaqTypeKey = keyof typeof FAQ_TYPES

export const FAQS: { key: string; types: FaqTypeKey[]; title: L; text: L }[] = [
  {
    key: 'wifi-slow',
    types: ['internet'],
    title: t('Mon wifi est lent, que faire ?', 'Mein WLAN ist langsam, was tun?', 'My wifi is slow, what can I do?'),
    text: t(
      'Placez le routeur en hauteur, au centre du logement, et redémarrez-le une fois.',
      'Stellen Sie den Router erhöht und zentral auf und starten Sie ihn einmal neu.',
      'Place the router high up in the middle of your home and restart it once.',
    ),
  },
  {
    key: 'speed-test',
    types: ['internet'],
    title: t('Comment mesurer mon débit ?', 'Wie messe ich meine Geschwindigkeit?', 'How do I measure my speed?'),
    text: t(
      'Branchez un ordinateur par câble au routeur et lancez un test de débit.',
      'Verbinden Sie einen Computer per Kabel mit dem Router und starten Sie einen Speedtest.',
      'Connect a computer to the router by cable and run a speed test.',
    ),
  },
  {
    key: 'router-lights',
    types: ['internet'],
    title: t('Que signifient les voyants du routeur ?', 'Was bedeuten die Lämpchen am Router?', 'What do the router lights mean?'),
    text: t(
      'Vert fixe : connecté. Orange clignotant : synchronisation en cours.',
      'Grün: verbunden. Orange blinkend: Synchronisation läuft.',
      'Solid green: connected. Flashing orange: synchronising.',
    ),
  },
  {
    key: 'replay',
    types: ['tv'],
    title: t('Combien de temps le replay est-il disponible ?', 'Wie lange ist Replay verfügbar?', 'How long is replay available?'),
    text: t(
      'Les émissions sont disponibles 7 jours sur la plupart des chaînes.',
      'Sendungen sind auf den meisten Sendern 7 Tage verfügbar.',
      'Programmes are available for 7 days on most channels.',
    ),
  },
  {
    key: 'tv-box',
    types: ['tv'],
    title: t('Ma box TV ne démarre pas', 'Meine TV-Box startet nicht', 'My TV box does not start'),
    text: t(
      'Débranchez l’alimentation 30 secondes puis rebranchez-la.',
      'Trennen Sie die Stromversorgung 30 Sekunden lang.',
      'Unplug the power for 30 seconds, then plug it back in.',
    ),
  },
  {
    key: 'tv-mobile',
    types: ['tv', 'mobile'],
    title: t('Regarder la TV sur mon smartphone', 'TV auf dem Smartphone schauen', 'Watching TV on my smartphone'),
    text: t(
      'Installez l’application TV et connectez-vous avec votre compte client.',
      'Installieren Sie die TV-App und melden Sie sich mit Ihrem Kundenkonto an.',
      'Install the TV app and sign in with your customer account.',
    ),
  },
  {
    key: 'esim',
    types: ['mobile'],
    title: t('Puis-je avoir une eSIM ?', 'Kann ich eine eSIM haben?', 'Can I get an eSIM?'),
    text: t(
      'Oui, commandez-la depuis votre espace client.',
      'Ja, bestellen Sie sie im Kundenbereich.',
      'Yes, order it from your customer area.',
    ),
  },
  {
    key: 'number-port',
    types: ['mobile'],
    title: t('Garder mon numéro', 'Meine Nummer behalten', 'Keeping my number'),
    text: t(
      'Le transfert de numéro est gratuit et prend 5 jours ouvrables.',
      'Die Nummernportierung ist kostenlos und dauert 5 Arbeitstage.',
      'Number porting is free and takes 5 working days.',
    ),
  },
  {
    key: 'roaming',
    types: ['mobile'],
    title: t('Le roaming est-il inclus ?', 'Ist Roaming inklusive?', 'Is roaming included?'),
    text: t(
      'Selon l’abonnement, des données sont incluses en Europe.',
      'Je nach Abo sind Daten in Europa inklusive.',
      'Depending on the plan, data is included in Europe.',
    ),
  },
  {
    key: 'ebill',
    types: ['billing'],
    title: t('Recevoir ma facture par e-mail', 'Rechnung per E-Mail erhalten', 'Getting my bill by e-mail'),
    text: t(
      'Activez la facture électronique dans votre espace client.',
      'Aktivieren Sie die E-Rechnung im Kundenbereich.',
      'Turn on e-billing in your customer area.',
    ),
  },
  {
    key: 'qr-bill',
    types: ['billing'],
    title: t('Payer avec la QR-facture', 'Mit QR-Rechnung bezahlen', 'Paying with the QR bill'),
    text: t(
      'Scannez le code QR avec votre application bancaire.',
      'Scannen Sie den QR-Code mit Ihrer Banking-App.',
      'Scan the QR code with your banking app.',
    ),
  },
  {
    key: 'move',
    types: [],
    title: t('Je déménage, que faire ?', 'Ich ziehe um, was tun?', 'I am moving, what should I do?'),
    text: t(
      'Annoncez votre déménagement au moins 3 semaines à l’avance. Conserver l’abonnement coûte CHF 49.-.',
      'Melden Sie den Umzug mindestens 3 Wochen im Voraus. Die Mitnahme des Abos kostet CHF 49.-.',
      'Tell us at least 3 weeks before you move. Keeping your subscription costs CHF 49.-.',
    ),
  },
  {
    key: 'technician',
    types: [],
    title: t('Intervention d’un technicien', 'Einsatz eines Technikers', 'Technician visit'),
    text: t(
      'Un déplacement de technicien est facturé CHF 85.-.',
      'Ein Technikereinsatz kostet CHF 85.-.',
      'A technician visit costs CHF 85.-.',
    ),
  },
  {
    key: 'cancel',
    types: [],
    title: t('Résilier mon abonnement', 'Abo kündigen', 'Cancelling my subscription'),
    text: t(
      'La résiliation se fait par écrit, moyennant un préavis de deux mois.',
      'Die Kündigung erfolgt schriftlich mit zwei Monaten Frist.',
      'Cancellation is in writing with two months’ notice.',
    ),
  },
]

// ---------------------------------------------------------------------------
// VOD (§3)

const VOD_TITLES: [string, L, number, number][] = [
  ['Les Alpes en hiver', t('Documentaire', 'Dokumentarfilm', 'Documentary'), 2023, 92],
  ['Le Dernier Glacier', t('Drame', 'Drama', 'Drama'), 2022, 108],
  ['Lac Léman, histoires d’eau', t('Documentaire', 'Dokumentarfilm', 'Documentary'), 2021, 75],
  ['Minuit à Lausanne', t('Thriller', 'Thriller', 'Thriller'), 2024, 115],
  ['La Montée', t('Comédie', 'Komödie', 'Comedy'), 2023, 98],
  ['Chocolat amer', t('Comédie dramatique', 'Tragikomödie', 'Comedy drama'), 2020, 101],
  ['Le Col', t('Aventure', 'Abenteuer', 'Adventure'), 2022, 124],
  ['Vendanges', t('Drame', 'Drama', 'Drama'), 2021, 96],
  ['Station 2040', t('Science-fiction', 'Science-Fiction', 'Science fiction'), 2024, 132],
  ['Le Réseau', t('Thriller', 'Thriller', 'Thriller'), 2023, 110],
  ['Petit Loup des neiges', t('Animation', 'Animation', 'Animation'), 2022, 84],
  ['Fribourg, ville pont', t('Documentaire', 'Dokumentarfilm', 'Documentary'), 2020, 68],
  ['Haute Route', t('Aventure', 'Abenteuer', 'Adventure'), 2021, 118],
  ['L’Horloger', t('Drame', 'Drama', 'Drama'), 2019, 105],
  ['Noces à Gruyères', t('Comédie', 'Komödie', 'Comedy'), 2023, 94],
  ['Brouillard sur le Rhône', t('Policier', 'Krimi', 'Crime'), 2024, 99],
  ['Mission Cervin', t('Action', 'Action', 'Action'), 2022, 121],
  ['Les Enfants du barrage', t('Drame', 'Drama', 'Drama'), 2021, 103],
  ['Au bout du fil', t('Comédie', 'Komödie', 'Comedy'), 2020, 89],
  ['Le Facteur de Liddes', t('Comédie dramatique', 'Tragikomödie', 'Comedy drama'), 2023, 97],
  ['Rivières sauvages', t('Documentaire', 'Dokumentarfilm', 'Documentary'), 2024, 80],
  ['Dernier train pour Zermatt', t('Policier', 'Krimi', 'Crime'), 2022, 112],
]

export const VODS = VOD_TITLES.map(([title, genre, year, duration], index) => ({
  key: `vod-${index + 1}`,
  title: t(title, title, title),
  genre,
  year,
  duration,
  price: index % 3 === 0 ? '4.90' : '6.90',
  description: t(
    `${title} : disponible en location 48 h, en HD et en version originale sous-titrée.`,
    `${title}: 48 Stunden leihen, in HD und im Original mit Untertiteln.`,
    `${title}: rent for 48 hours, in HD and in the original version with subtitles.`,
  ),
  position: index + 1,
}))

// ---------------------------------------------------------------------------
// News (§3): three per topic and site over a year, one in four without a picture.

const SITE_VALUES: SiteValue[] = ['1', '2', '3']
const DAY = 24 * 60 * 60 * 1000
/** Fixed origin so that a second seed writes the same dates. */
const NEWS_ORIGIN = Date.UTC(2026, 10, 1)

export const NEWS = SITE_VALUES.flatMap((site, siteIndex) =>
  NEWS_TOPICS.map((topic, topicIndex) => {
    const index = siteIndex * NEWS_TOPICS.length + topicIndex
    return {
      key: `news-${site}-${topicIndex + 1}`,
      site,
      title: topic.title,
      text: topic.text(site),
      dateFrom: new Date(NEWS_ORIGIN - index * 8 * DAY).toISOString(),
      withPicture: index % 4 !== 3,
      withLogo: index % 5 === 0,
      link: index % 3 === 0 ? `https://www.facebook.com/netplus.ch/posts/${1000 + index}` : null,
    }
  }),
)

// ---------------------------------------------------------------------------
// Business references and sellers

/** Regional references show on the sites of their region only; the others on every site. */
export const REFERENCES: { slug: string; client: string; title: L; sector: L; description: L; detail: L; sites?: SiteValue[] }[] = [
  {
    slug: 'hopital-du-valais',
    client: 'Hôpital du Valais',
    title: t(
      'Un réseau fibre entre six sites hospitaliers',
      'Ein Glasfasernetz zwischen sechs Spitalstandorten',
      'A fibre network linking six hospital sites',
    ),
    sector: t('Santé', 'Gesundheit', 'Healthcare'),
    description: t('Liaisons 10 Gbit/s redondantes.', 'Redundante 10-Gbit/s-Verbindungen.', 'Redundant 10 Gbit/s links.'),
    detail: t(
      'Six sites reliés par deux chemins de fibre distincts, supervisés 24 h sur 24.',
      'Sechs Standorte über zwei getrennte Glasfaserwege verbunden, rund um die Uhr überwacht.',
      'Six sites linked by two separate fibre paths, monitored around the clock.',
    ),
  },
  {
    slug: 'verbier-tourisme',
    client: 'Verbier Tourisme',
    title: t('Wi-Fi public dans toute la station', 'Öffentliches WLAN im ganzen Ort', 'Public wifi across the resort'),
    sector: t('Tourisme', 'Tourismus', 'Tourism'),
    description: t('120 bornes Wi-Fi 6 en plein air.', '120 WLAN-6-Zugangspunkte im Freien.', '120 outdoor Wi-Fi 6 access points.'),
    detail: t(
      'Un réseau invité qui supporte 8000 connexions simultanées en haute saison.',
      'Ein Gastnetz für 8000 gleichzeitige Verbindungen in der Hochsaison.',
      'A guest network carrying 8,000 simultaneous connections in high season.',
    ),
    sites: ['1', '2'],
  },
  {
    slug: 'commune-de-martigny',
    client: 'Ville de Martigny',
    title: t('Téléphonie IP pour l’administration', 'IP-Telefonie für die Verwaltung', 'IP telephony for the administration'),
    sector: t('Administration publique', 'Öffentliche Verwaltung', 'Public administration'),
    description: t('350 postes migrés vers IP Centrex.', '350 Anschlüsse auf IP Centrex migriert.', '350 lines moved to IP Centrex.'),
    detail: t(
      'Migration en un week-end sans changement de numéros.',
      'Migration an einem Wochenende ohne Nummernwechsel.',
      'Migrated over one weekend without number changes.',
    ),
  },
  {
    slug: 'cremo',
    client: 'Cremo SA',
    title: t('Connectivité industrielle', 'Industrielle Konnektivität', 'Industrial connectivity'),
    sector: t('Industrie', 'Industrie', 'Industry'),
    description: t('Lien dédié et sauvegarde 5G.', 'Dedizierte Leitung und 5G-Backup.', 'Dedicated line with 5G backup.'),
    detail: t(
      'Une ligne dédiée 1 Gbit/s avec bascule automatique sur la 5G.',
      'Eine dedizierte 1-Gbit/s-Leitung mit automatischem 5G-Failover.',
      'A dedicated 1 Gbit/s line with automatic 5G failover.',
    ),
  },
  {
    slug: 'hes-so',
    client: 'HES-SO Valais',
    title: t('Campus connecté', 'Vernetzter Campus', 'Connected campus'),
    sector: t('Formation', 'Bildung', 'Education'),
    description: t('Teams Phone pour 900 collaborateurs.', 'Teams Phone für 900 Mitarbeitende.', 'Teams Phone for 900 staff.'),
    detail: t(
      'Intégration de la téléphonie dans Microsoft Teams avec numéros suisses.',
      'Telefonie in Microsoft Teams mit Schweizer Nummern integriert.',
      'Telephony built into Microsoft Teams with Swiss numbers.',
    ),
  },
  {
    slug: 'gruyere-energie',
    client: 'Gruyère Energie',
    title: t('SIP trunk multi-sites', 'Standortübergreifender SIP-Trunk', 'Multi-site SIP trunk'),
    sector: t('Énergie', 'Energie', 'Energy'),
    description: t('60 canaux SIP redondants.', '60 redundante SIP-Kanäle.', '60 redundant SIP channels.'),
    detail: t(
      'Un SIP trunk réparti sur deux centraux, avec reprise automatique.',
      'Ein SIP-Trunk über zwei Zentralen mit automatischer Umschaltung.',
      'A SIP trunk spread over two exchanges with automatic takeover.',
    ),
    sites: ['1', '3'],
  },
  {
    slug: 'hotel-des-alpes',
    client: 'Hôtel des Alpes',
    title: t('TV et internet pour 80 chambres', 'TV und Internet für 80 Zimmer', 'TV and internet for 80 rooms'),
    sector: t('Hôtellerie', 'Hotellerie', 'Hospitality'),
    description: t('TV hôtelière et Wi-Fi clients.', 'Hotel-TV und Gäste-WLAN.', 'Hotel TV and guest wifi.'),
    detail: t(
      'Une offre TV multilingue et un portail Wi-Fi à l’image de l’hôtel.',
      'Ein mehrsprachiges TV-Angebot und ein WLAN-Portal im Hoteldesign.',
      'A multilingual TV offer and a wifi portal in the hotel’s colours.',
    ),
  },
]

type OpeningPeriod = { days: Weekday[]; opens: string; closes: string }

/** Usual hours of a shop, a reseller and a partner (by appointment outside them). */
export const OPENING_HOURS: Record<'reseller' | 'partner' | 'shop', OpeningPeriod[]> = {
  shop: [
    { days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:30', closes: '12:00' },
    { days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '13:30', closes: '18:30' },
    { days: ['sa'], opens: '09:00', closes: '16:00' },
  ],
  reseller: [
    { days: ['tu', 'we', 'th', 'fr'], opens: '09:00', closes: '12:00' },
    { days: ['tu', 'we', 'th', 'fr'], opens: '14:00', closes: '18:30' },
    { days: ['sa'], opens: '09:00', closes: '12:00' },
  ],
  partner: [{ days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '17:00' }],
}

export const SELLERS: {
  name: string
  kind: 'reseller' | 'partner' | 'shop'
  position: number
  address: string
  npa: string
  city: string
  phone: string
  email: string
  website: string
  description: L
  sites: SiteValue[]
}[] = [
  {
    name: 'Netplus Store Martigny',
    kind: 'shop',
    position: 100,
    address: 'Avenue de la Gare 45',
    npa: '1920',
    city: 'Martigny',
    phone: '027 721 60 00',
    email: 'martigny@netplus.ch',
    website: 'https://www.netplus.ch',
    description: t('Notre boutique principale.', 'Unser Hauptshop.', 'Our main shop.'),
    sites: ['1'],
  },
  {
    name: 'Télé Entremont Le Châble',
    kind: 'shop',
    position: 90,
    address: 'Route de Verbier 3',
    npa: '1934',
    city: 'Le Châble VS',
    phone: '027 783 11 11',
    email: 'info@teleentremont.ch',
    website: 'https://www.teleentremont.ch',
    description: t('Le guichet de la vallée.', 'Der Schalter im Tal.', 'The valley’s counter.'),
    sites: ['2'],
  },
  {
    name: 'Netplus Fribourg Pérolles',
    kind: 'shop',
    position: 85,
    address: 'Boulevard de Pérolles 25',
    npa: '1700',
    city: 'Fribourg',
    phone: '026 350 11 11',
    email: 'fribourg@netplus.ch',
    website: 'https://www.netplus.ch',
    description: t('Au cœur de Fribourg.', 'Im Herzen Freiburgs.', 'In the heart of Fribourg.'),
    sites: ['3'],
  },
  {
    name: 'Électricité Fully SA',
    kind: 'reseller',
    position: 70,
    address: 'Rue de l’Église 12',
    npa: '1926',
    city: 'Fully',
    phone: '027 746 12 34',
    email: 'contact@elec-fully.ch',
    website: 'https://www.elec-fully.ch',
    description: t('Revendeur agréé et installateur.', 'Zertifizierter Händler und Installateur.', 'Approved reseller and installer.'),
    sites: ['1'],
  },
  {
    name: 'Multimédia Bulle',
    kind: 'reseller',
    position: 60,
    address: 'Grand-Rue 8',
    npa: '1630',
    city: 'Bulle',
    phone: '026 912 45 67',
    email: 'info@multimedia-bulle.ch',
    website: 'https://www.multimedia-bulle.ch',
    description: t('TV, hi-fi et abonnements.', 'TV, HiFi und Abos.', 'TV, hi-fi and subscriptions.'),
    sites: ['1', '3'],
  },
  {
    name: 'Verbier Digital',
    kind: 'partner',
    position: 50,
    address: 'Route de Médran 20',
    npa: '1936',
    city: 'Verbier',
    phone: '027 771 22 33',
    email: 'hello@verbier-digital.ch',
    website: 'https://www.verbier-digital.ch',
    description: t('Installation domotique et réseau.', 'Smart-Home- und Netzwerkinstallation.', 'Home automation and networking.'),
    sites: ['2'],
  },
  {
    name: 'Swiss IT Partners',
    kind: 'partner',
    position: 40,
    address: 'Rue du Simplon 4',
    npa: '1920',
    city: 'Martigny',
    phone: '027 722 88 99',
    email: 'sales@swissitpartners.ch',
    website: 'https://www.swissitpartners.ch',
    description: t('Intégrateur pour les entreprises.', 'Integrator für Unternehmen.', 'Integrator for businesses.'),
    sites: ['1', '2', '3'],
  },
  {
    name: 'Radio TV Monthey',
    kind: 'reseller',
    position: 30,
    address: 'Place Centrale 2',
    npa: '1870',
    city: 'Monthey',
    phone: '024 471 33 44',
    email: 'shop@rtv-monthey.ch',
    website: 'https://www.rtv-monthey.ch',
    description: t('Conseil et vente depuis 1972.', 'Beratung und Verkauf seit 1972.', 'Advice and sales since 1972.'),
    sites: ['1'],
  },
]
