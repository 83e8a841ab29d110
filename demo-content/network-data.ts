import { OPERATOR_KEYS, OPERATOR_POSTCODES, type OperatorKey } from '@/features/distributors'

import type { ROAMING_PRODUCTS } from '@/cms/collections/Roaming'
import type { Canton } from '@/cms/fields/options'
import type { L } from './upsert'

const t = (fr: string, de: string, en: string): L => ({ fr, de, en })

// ---------------------------------------------------------------------------
// Distributors (§3, §9): the five operators with their postal-code lists and redirect rules.

export type DistributorSeed = {
  id: number
  key: OperatorKey
  name: string
  /** Whose public holidays its technicians keep. */
  canton: Canton
  address: string
  npa: string
  city: string
  phone: string
  email: string
  website: string
  redirects: { key: string; target: string }[]
  /** Cable-lookup shape (§3) of the same operator. */
  lookup: Record<string, string>
}

function lookupFields(name: string, website: string, options: { fibre: boolean; download: string; upload: string }) {
  return {
    name2: `${name} SA`,
    url: website,
    coax: 'yes',
    copper: 'no',
    fibre: options.fibre ? 'yes' : 'no',
    inet_download: options.download,
    inet_upload: options.upload,
    srvp_id: '1100',
    srvp_name: 'netplus.ch SA',
    nga_prid: 'NGA-NP',
    tv_name: 'netplus TV',
    bypass: 'no',
    url_internet: `${website}/internet`,
    url_tel: `${website}/telephonie`,
    url_tv: `${website}/tv`,
    url_sdtv: `${website}/tv/sd`,
    url_hdtv: `${website}/tv/hd`,
    url_4k: `${website}/tv/4k`,
    url_mysports: `${website}/mysports`,
    url_hva: `${website}/contact`,
  }
}

export const DISTRIBUTORS: DistributorSeed[] = [
  {
    id: 371,
    key: OPERATOR_KEYS.entremont,
    name: 'Télé Entremont',
    canton: 'VS',
    address: 'Route de Clouchèvre 30',
    npa: '1934',
    city: 'Le Châble VS',
    phone: '+41 27 783 11 11',
    email: 'info@teleentremont.ch',
    website: 'https://www.teleentremont.ch',
    redirects: [],
    lookup: {
      ...lookupFields('Télé Entremont', 'https://www.teleentremont.ch', { fibre: true, download: '10000', upload: '10000' }),
      hva_firstname: 'Sophie',
      hva_lastname: 'Michellod',
      hva_tel: '+41 27 783 11 15',
      hva_email: 'sav@teleentremont.ch',
      sc_id: 'ENT',
      sc_hva_f: '1',
      sc_hva_g: '0',
    },
  },
  {
    id: 372,
    key: OPERATOR_KEYS.voe,
    name: 'VOE Télé-réseau',
    canton: 'VS',
    address: 'Route du Simplon 1',
    npa: '1896',
    city: 'Vouvry',
    phone: '+41 24 481 12 12',
    email: 'info@voe.ch',
    website: 'https://www.voe.ch',
    // Voe sells every pack on its own site (§4 npa_exception with key 'all').
    redirects: [{ key: 'all', target: 'https://www.voe.ch/commande' }],
    lookup: {
      ...lookupFields('VOE', 'https://www.voe.ch', { fibre: false, download: '1000', upload: '100' }),
      sc_id: 'VOE',
      bypass: 'yes',
    },
  },
  {
    id: 373,
    key: OPERATOR_KEYS.seic,
    name: 'SEIC Télédis',
    canton: 'VS',
    address: 'Rue de l’Industrie 1',
    npa: '1904',
    city: 'Vernayaz',
    phone: '+41 27 763 14 11',
    email: 'info@seic.ch',
    website: 'https://www.seic-teledis.ch',
    // Only the TV-only pack is sold by SEIC itself.
    redirects: [{ key: 'tv', target: 'https://www.seic-teledis.ch/tv' }],
    lookup: {
      ...lookupFields('SEIC Télédis', 'https://www.seic-teledis.ch', { fibre: true, download: '1000', upload: '1000' }),
      sc_id: 'SEIC',
    },
  },
  {
    id: 374,
    key: OPERATOR_KEYS.synergie,
    name: 'Sinergy Infrastructure',
    canton: 'VS',
    address: 'Rue du Levant 2',
    npa: '1920',
    city: 'Martigny',
    phone: '+41 27 720 35 11',
    email: 'info@sinergy.ch',
    website: 'https://www.sinergy.ch',
    redirects: [
      { key: 'internet-tv', target: 'https://www.sinergy.ch/offres/internet-tv' },
      { key: 'mobile', target: 'https://www.sinergy.ch/offres/mobile' },
    ],
    lookup: { ...lookupFields('Sinergy', 'https://www.sinergy.ch', { fibre: true, download: '10000', upload: '10000' }), sc_id: 'SIN' },
  },
  {
    id: 376,
    key: OPERATOR_KEYS.fribourg,
    name: 'Netplus Fribourg',
    canton: 'FR',
    address: 'Boulevard de Pérolles 25',
    npa: '1700',
    city: 'Fribourg',
    phone: '+41 26 350 11 11',
    email: 'info@netplus-fribourg.ch',
    website: 'https://www.netplus.ch/fribourg',
    redirects: [],
    lookup: {
      ...lookupFields('Netplus Fribourg', 'https://www.netplus.ch/fribourg', { fibre: true, download: '10000', upload: '10000' }),
      sc_id: 'FR',
      hva_firstname: 'Marc',
      hva_lastname: 'Bapst',
      hva_tel: '+41 26 350 11 20',
      hva_email: 'technique@netplus-fribourg.ch',
    },
  },
]

export function zipCodesList(key: DistributorSeed['key']): string {
  return OPERATOR_POSTCODES[key].join(',')
}

// ---------------------------------------------------------------------------
// Network events, placed relative to an anchor instant (§4): the seed's time, then every server
// start (see anchorDemoNetworkEvents), so a demo database never runs out of current, planned and past events.

const HOUR = 60 * 60 * 1000
/** In hours, the unit of `at`. */
const DAYS = 24
export function networkEvents(now: number) {
  // Whole hours read like an operator's notice ('14:00', not '14:07').
  const anchor = Math.floor(now / HOUR) * HOUR
  const at = (hours: number) => new Date(anchor + hours * HOUR).toISOString()
  return [
    {
      title: t('Perturbation internet à Verbier', 'Internetstörung in Verbier', 'Internet disruption in Verbier'),
      description: t(
        'Une fibre a été endommagée par des travaux. Nos équipes sont sur place.',
        'Eine Glasfaser wurde bei Bauarbeiten beschädigt. Unsere Teams sind vor Ort.',
        'A fibre was damaged by roadworks. Our teams are on site.',
      ),
      start: at(-3),
      end: null,
      services: ['internet' as const],
      npa_list: '1936,1934',
      sites: ['1' as const, '2' as const],
    },
    {
      title: t('Maintenance TV à Fribourg', 'TV-Wartung in Freiburg', 'TV maintenance in Fribourg'),
      description: t(
        'Certaines chaînes peuvent être interrompues quelques minutes.',
        'Einige Sender können einige Minuten ausfallen.',
        'Some channels may drop out for a few minutes.',
      ),
      start: at(-1),
      end: at(3 * DAYS),
      services: ['tv' as const],
      npa_list: '1700,1752,1762,1763',
      sites: ['3' as const],
    },
    {
      title: t('Travaux planifiés à Bulle', 'Geplante Arbeiten in Bulle', 'Planned works in Bulle'),
      description: t(
        'Coupure internet et téléphonie de deux heures pour raccorder le nouveau quartier.',
        'Zweistündiger Internet- und Telefonunterbruch für den Anschluss des neuen Quartiers.',
        'A two-hour internet and phone outage to connect the new neighbourhood.',
      ),
      start: at(7 * DAYS),
      end: at(7 * DAYS + 2),
      services: ['internet' as const, 'phone' as const],
      npa_list: '1630,1635',
      sites: ['3' as const],
    },
    {
      title: t('Panne téléphonie fixe résolue', 'Festnetzstörung behoben', 'Landline outage resolved'),
      description: t(
        'La téléphonie fixe fonctionne à nouveau normalement.',
        'Das Festnetz funktioniert wieder normal.',
        'Landlines work normally again.',
      ),
      start: at(-72),
      end: at(-66),
      services: ['phone' as const],
      npa_list: '',
      sites: ['1' as const, '2' as const, '3' as const],
    },
    {
      title: t('Coupure électrique à Martigny', 'Stromausfall in Martigny', 'Power cut in Martigny'),
      description: t(
        'Suite à une coupure de courant, internet et TV ont été interrompus.',
        'Wegen eines Stromausfalls waren Internet und TV unterbrochen.',
        'A power cut interrupted internet and TV.',
      ),
      start: at(-240),
      end: at(-236),
      services: ['internet' as const, 'tv' as const],
      npa_list: '1920,1921,1906',
      sites: ['1' as const],
    },
    {
      title: t('Mise à jour des box TV', 'Update der TV-Boxen', 'TV box update'),
      description: t(
        'Une mise à jour a redémarré les box TV pendant la nuit.',
        'Ein Update hat die TV-Boxen in der Nacht neu gestartet.',
        'An update restarted the TV boxes overnight.',
      ),
      start: at(-500),
      end: at(-498),
      services: ['tv' as const],
      npa_list: '',
      sites: ['1' as const, '2' as const, '3' as const],
    },
  ]
}

// ---------------------------------------------------------------------------
// Roaming tariffs: zones of countries, prices per mobile product (CHF).

type Product = (typeof ROAMING_PRODUCTS)[number]
type Price = {
  product: Product
  data_included: string | null
  data_per_mb: number
  call_per_min: number
  incoming_per_min: number
  sms: number
}

const price = (
  product: Product,
  data_included: string | null,
  data_per_mb: number,
  call_per_min: number,
  incoming_per_min: number,
  sms: number,
): Price => ({ product, data_included, data_per_mb, call_per_min, incoming_per_min, sms })

export const ROAMING_ZONES: { zone: number; name: L; countries: [string, L][]; prices: Price[] }[] = [
  {
    zone: 1,
    name: t('Europe et voisins', 'Europa und Nachbarländer', 'Europe and neighbours'),
    countries: [
      ['FR', t('France', 'Frankreich', 'France')],
      ['DE', t('Allemagne', 'Deutschland', 'Germany')],
      ['IT', t('Italie', 'Italien', 'Italy')],
      ['AT', t('Autriche', 'Österreich', 'Austria')],
      ['LI', t('Liechtenstein', 'Liechtenstein', 'Liechtenstein')],
      ['ES', t('Espagne', 'Spanien', 'Spain')],
      ['PT', t('Portugal', 'Portugal', 'Portugal')],
      ['BE', t('Belgique', 'Belgien', 'Belgium')],
      ['NL', t('Pays-Bas', 'Niederlande', 'Netherlands')],
      ['LU', t('Luxembourg', 'Luxemburg', 'Luxembourg')],
      ['GR', t('Grèce', 'Griechenland', 'Greece')],
      ['HR', t('Croatie', 'Kroatien', 'Croatia')],
      ['PL', t('Pologne', 'Polen', 'Poland')],
      ['SE', t('Suède', 'Schweden', 'Sweden')],
      ['DK', t('Danemark', 'Dänemark', 'Denmark')],
      ['IE', t('Irlande', 'Irland', 'Ireland')],
      ['CZ', t('Tchéquie', 'Tschechien', 'Czechia')],
      ['HU', t('Hongrie', 'Ungarn', 'Hungary')],
    ],
    prices: [
      price('mobile_start', null, 0.1, 0.5, 0, 0.2),
      price('mobile_plus', '5 GB', 0, 0, 0, 0),
      price('mobile_max', '20 GB', 0, 0, 0, 0),
      price('prepaid', null, 0.2, 0.6, 0.2, 0.25),
    ],
  },
  {
    zone: 2,
    name: t('Europe élargie', 'Erweitertes Europa', 'Wider Europe'),
    countries: [
      ['GB', t('Royaume-Uni', 'Vereinigtes Königreich', 'United Kingdom')],
      ['NO', t('Norvège', 'Norwegen', 'Norway')],
      ['TR', t('Turquie', 'Türkei', 'Turkey')],
      ['RS', t('Serbie', 'Serbien', 'Serbia')],
      ['AL', t('Albanie', 'Albanien', 'Albania')],
      ['XK', t('Kosovo', 'Kosovo', 'Kosovo')],
      ['MK', t('Macédoine du Nord', 'Nordmazedonien', 'North Macedonia')],
      ['BA', t('Bosnie-Herzégovine', 'Bosnien und Herzegowina', 'Bosnia and Herzegovina')],
    ],
    prices: [
      price('mobile_start', null, 0.5, 1.2, 0.6, 0.4),
      price('mobile_plus', '1 GB', 0.3, 0.9, 0.4, 0.3),
      price('mobile_max', '5 GB', 0.1, 0.5, 0.2, 0.2),
      price('prepaid', null, 0.8, 1.5, 0.8, 0.5),
    ],
  },
  {
    zone: 3,
    name: t('Amérique du Nord', 'Nordamerika', 'North America'),
    countries: [
      ['US', t('États-Unis', 'USA', 'United States')],
      ['CA', t('Canada', 'Kanada', 'Canada')],
      ['MX', t('Mexique', 'Mexiko', 'Mexico')],
    ],
    prices: [
      price('mobile_start', null, 1, 1.5, 1, 0.5),
      price('mobile_plus', null, 0.5, 1.2, 0.8, 0.4),
      price('mobile_max', '2 GB', 0.3, 0.9, 0.5, 0.3),
      price('prepaid', null, 1.5, 2, 1.2, 0.6),
    ],
  },
  {
    zone: 4,
    name: t('Reste du monde', 'Übrige Welt', 'Rest of the world'),
    countries: [
      ['MA', t('Maroc', 'Marokko', 'Morocco')],
      ['TN', t('Tunisie', 'Tunesien', 'Tunisia')],
      ['TH', t('Thaïlande', 'Thailand', 'Thailand')],
      ['JP', t('Japon', 'Japan', 'Japan')],
      ['AU', t('Australie', 'Australien', 'Australia')],
      ['BR', t('Brésil', 'Brasilien', 'Brazil')],
      ['ZA', t('Afrique du Sud', 'Südafrika', 'South Africa')],
      ['AE', t('Émirats arabes unis', 'Vereinigte Arabische Emirate', 'United Arab Emirates')],
    ],
    prices: [
      price('mobile_start', null, 5, 3, 2, 0.6),
      price('mobile_plus', null, 3, 2.5, 1.5, 0.5),
      price('mobile_max', null, 1, 1.9, 1, 0.4),
      price('prepaid', null, 6, 3.5, 2.5, 0.7),
    ],
  },
]
