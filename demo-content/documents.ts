import type { Payload } from 'payload'

import { pdf, type PdfLine } from '@/lib/pdf'

import { uploadOnce } from './files'
import type { L } from './upsert'

/** A document of the downloads page, generated at seed time (French, as the operator publishes them). */
export type SeedDocument = { file: string; label: L; title: string; lines: PdfLine[] }

const FOLDER = 'documents'

export const CONDITIONS_DOCUMENT: SeedDocument = {
  file: 'conditions-generales.pdf',
  label: { fr: 'Conditions générales', de: 'Allgemeine Geschäftsbedingungen', en: 'General terms and conditions' },
  title: 'Conditions générales',
  lines: [
    { h: '1. Objet' },
    'Les présentes conditions régissent les services internet, télévision, téléphonie fixe et mobile',
    'fournis aux clients particuliers et professionnels.',
    { h: '2. Conclusion du contrat' },
    'Le contrat est conclu à la confirmation de la commande, sous réserve de la disponibilité',
    'du service à l’adresse de raccordement.',
    { h: '3. Durée et résiliation' },
    'Durée minimale de 12 mois (24 mois pour la fibre dédiée des entreprises), puis résiliation',
    'possible chaque mois avec un préavis de 60 jours, par écrit ou depuis l’espace client.',
    { h: '4. Prix et facturation' },
    'Les prix en vigueur figurent dans les listes de prix. Les factures sont payables à 30 jours.',
    'Un rappel est gratuit ; le second rappel est facturé CHF 20.',
    { h: '5. Équipements' },
    'Le modem et la box TV restent notre propriété et sont restitués en fin de contrat.',
    { h: '6. Déménagement' },
    'Annoncez votre déménagement au moins 3 semaines à l’avance. Le maintien de l’abonnement',
    'coûte CHF 49 ; l’intervention d’un technicien CHF 85 de plus.',
    { h: '7. Protection des données' },
    'Les données sont traitées selon la loi fédérale sur la protection des données (nLPD) et',
    'notre politique de confidentialité.',
    { h: '8. For' },
    'Droit suisse. For au siège de l’opérateur, sous réserve des fors impératifs.',
  ],
}

/** User guides of the downloads page, after the general terms uploaded with the images. */
const DOCUMENTS: readonly SeedDocument[] = [
  {
    file: 'mode-emploi-box-tv.pdf',
    label: { fr: 'Mode d’emploi de la box TV', de: 'Bedienungsanleitung TV-Box', en: 'TV box user guide' },
    title: 'Mode d’emploi - box TV 4K',
    lines: [
      { h: 'Installation' },
      '1. Branchez le câble HDMI entre la box et le téléviseur.',
      '2. Reliez la box au modem par câble réseau ou choisissez le Wi-Fi au premier démarrage.',
      '3. Branchez l’alimentation : la box démarre et installe les mises à jour (5 minutes).',
      '4. Saisissez le code d’activation reçu par e-mail.',
      { h: 'Télécommande' },
      'Touche Guide : programme des chaînes. Touche Replay : émissions des 7 derniers jours.',
      'Touche Rec : enregistre l’émission en cours ; appui long : toute la série.',
      { h: 'En cas de problème' },
      'Débranchez la box 30 secondes. Si l’écran reste noir, vérifiez la source HDMI du téléviseur.',
    ],
  },
  {
    file: 'mode-emploi-modem-wifi.pdf',
    label: { fr: 'Installer le modem Wi-Fi', de: 'WLAN-Modem installieren', en: 'Setting up the Wi-Fi modem' },
    title: 'Installer le modem Wi-Fi 6',
    lines: [
      { h: 'Raccordement' },
      '1. Vissez le câble coaxial (ou clipsez la fibre) sur la prise murale et sur le modem.',
      '2. Branchez l’alimentation et attendez que le voyant Internet soit vert fixe (3 minutes).',
      '3. Connectez-vous au réseau Wi-Fi indiqué sous le modem avec la clé imprimée.',
      { h: 'Bien placer le modem' },
      'En hauteur, au centre du logement, loin des murs porteurs, miroirs et aquariums.',
      { h: 'Voyants' },
      'Vert fixe : connecté. Vert clignotant : démarrage. Rouge : pas de signal, contactez le support.',
    ],
  },
]

export const DOWNLOADS: readonly SeedDocument[] = [...DOCUMENTS, CONDITIONS_DOCUMENT]

/**
 * The price lists are no uploads: the site writes each from its own catalogue when it is
 * downloaded (GET /api/price-list), in the reader's language.
 */
export const PRICE_LISTS: readonly { audience: 'private' | 'business'; label: L }[] = [
  { audience: 'private', label: { fr: 'Liste de prix particuliers', de: 'Preisliste Privatkunden', en: 'Residential price list' } },
  { audience: 'business', label: { fr: 'Liste de prix entreprises', de: 'Preisliste Geschäftskunden', en: 'Business price list' } },
]

export const priceListUrl = (audience: 'private' | 'business', locale: string) => `/api/price-list?audience=${audience}&locale=${locale}`

/** A document's PDF, its version dated in the footer. */
export function documentPdf(document: SeedDocument, now = Date.now()): Buffer {
  const version = new Date(now).toISOString().slice(0, 7)
  return pdf({ title: document.title, lines: document.lines, footer: `Version ${version}`, lang: 'fr' })
}

/** The §3 media URL of a seeded document (kind document, base format). */
function documentUrl(file: string): string {
  return `/media/document/${FOLDER}/base/${encodeURIComponent(file)}`
}

/** Uploads the downloads page's documents once; returns their public urls by file name. */
export async function seedDocuments(payload: Payload, now: number): Promise<Record<string, string>> {
  for (const document of DOCUMENTS) {
    await uploadOnce(
      payload,
      document.file,
      async () => ({ data: documentPdf(document, now), mimetype: 'application/pdf' }),
      document.label,
      FOLDER,
    )
  }
  return Object.fromEntries(DOWNLOADS.map((document) => [document.file, documentUrl(document.file)]))
}
