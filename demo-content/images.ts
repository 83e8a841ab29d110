import type { Payload } from 'payload'
import sharp from 'sharp'

import { CONDITIONS_DOCUMENT, documentPdf } from './documents'
import { uploadOnce } from './files'
import type { L } from './upsert'

/** Placeholder pictures drawn at seed time (nothing is downloaded); reused across the content. */
type ImageSpec = {
  key: string
  width: number
  height: number
  from: string
  to: string
  accent: string
  /** Drawn on the picture: only a logo carries words (design rules: text is HTML, never baked into images). */
  label?: string
  alt: L
}

const HERO = { width: 3000, height: 1154 }
const CARD = { width: 1200, height: 800 }

const IMAGE_SPECS = [
  {
    key: 'hero-fibre',
    ...HERO,
    from: '#0b2a6f',
    to: '#1f7ae0',
    accent: '#ff8a00',
    alt: { fr: 'Fibre optique dans un salon', de: 'Glasfaser im Wohnzimmer', en: 'Fibre optics in a living room' },
  },
  {
    key: 'hero-tv',
    ...HERO,
    from: '#2b0a4f',
    to: '#8a2be2',
    accent: '#ffd23f',
    alt: { fr: 'Famille devant la télévision', de: 'Familie vor dem Fernseher', en: 'Family watching television' },
  },
  {
    key: 'hero-mobile',
    ...HERO,
    from: '#00464f',
    to: '#00a5a8',
    accent: '#f6f740',
    alt: { fr: 'Smartphone en montagne', de: 'Smartphone in den Bergen', en: 'Smartphone in the mountains' },
  },
  {
    key: 'hero-business',
    ...HERO,
    from: '#111827',
    to: '#374151',
    accent: '#22c55e',
    alt: { fr: 'Bureau connecté', de: 'Vernetztes Büro', en: 'Connected office' },
  },
  {
    key: 'card-news',
    ...CARD,
    from: '#1f7ae0',
    to: '#59b6ff',
    accent: '#ffffff',
    alt: { fr: 'Illustration d’actualité', de: 'News-Illustration', en: 'News illustration' },
  },
  {
    key: 'card-region',
    ...CARD,
    from: '#c2410c',
    to: '#fb923c',
    accent: '#fff7ed',
    alt: { fr: 'Vallée alpine', de: 'Alpental', en: 'Alpine valley' },
  },
  {
    key: 'card-event',
    ...CARD,
    from: '#7c3aed',
    to: '#c084fc',
    accent: '#fef08a',
    alt: { fr: 'Événement sponsorisé', de: 'Gesponsertes Event', en: 'Sponsored event' },
  },
  {
    key: 'card-office',
    ...CARD,
    from: '#0f766e',
    to: '#5eead4',
    accent: '#042f2e',
    alt: { fr: 'Équipe en réunion', de: 'Team im Meeting', en: 'Team in a meeting' },
  },
  {
    key: 'logo',
    width: 600,
    height: 240,
    from: '#ffffff',
    to: '#e5e7eb',
    accent: '#1f7ae0',
    label: 'netplus',
    alt: { fr: 'Logo', de: 'Logo', en: 'Logo' },
  },
] as const satisfies readonly ImageSpec[]

type ImageKey = (typeof IMAGE_SPECS)[number]['key']
export type ImageIds = Record<ImageKey | 'document', number>

function svg(spec: ImageSpec): string {
  const { width: w, height: h } = spec
  const font = Math.round(Math.min(w, h) / 7)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${w * 0.78}" cy="${h * 0.35}" r="${h * 0.42}" fill="${spec.accent}" opacity="0.18"/>
  <circle cx="${w * 0.9}" cy="${h * 0.85}" r="${h * 0.25}" fill="${spec.accent}" opacity="0.25"/>
  ${[0, 1, 2, 3, 4].map((i) => `<rect x="${w * (0.52 + i * 0.05)}" y="0" width="${w * 0.018}" height="${h}" fill="#ffffff" opacity="0.08" transform="skewX(-20)"/>`).join('')}
  ${spec.label ? `<text x="${w * 0.06}" y="${h * 0.62}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${font}" fill="${spec.accent}">${spec.label}</text>` : ''}
</svg>`
}

/** Where Entremont's fibre coverage map is served: its network page's text links it (the zoom viewer opens it). */
const COVERAGE_MAP = { folder: 'maps', file: 'couverture-entremont.png' }
export const COVERAGE_MAP_URL = `/media/image/${COVERAGE_MAP.folder}/base/${COVERAGE_MAP.file}`

/**
 * The valleys of the Entremont network as a map, without words (the text around it says them):
 * the rivers, the villages as dots, the fibre's reach in three shades (done, under way, next year).
 */
function coverageMapSvg(): string {
  const w = 2400
  const h = 1600
  const villages: [number, number, 'done' | 'works' | 'next'][] = [
    [520, 520, 'done'],
    [760, 700, 'done'],
    [980, 640, 'done'],
    [1240, 820, 'works'],
    [1500, 760, 'works'],
    [1180, 1060, 'works'],
    [1660, 1120, 'next'],
    [1880, 1260, 'next'],
    [1400, 1300, 'next'],
  ]
  const shade = { done: '#1f7ae0', works: '#ff8a00', next: '#9ca3af' }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="#f4f1ea"/>
  <path d="M0 300 C400 200 700 420 1100 360 S1900 180 2400 320 L2400 0 L0 0 Z" fill="#e2ddd0"/>
  <path d="M0 1500 C500 1380 900 1560 1400 1480 S2100 1360 2400 1440 L2400 1600 L0 1600 Z" fill="#e2ddd0"/>
  <path d="M260 420 C520 560 760 680 1000 660 S1400 760 1560 780 S1840 1200 2100 1320" fill="none" stroke="#7cb7e8" stroke-width="22" stroke-linecap="round"/>
  <path d="M1000 660 C1100 820 1160 960 1180 1060 S1300 1260 1400 1300" fill="none" stroke="#7cb7e8" stroke-width="16" stroke-linecap="round"/>
  ${villages.map(([x, y, state]) => `<circle cx="${x}" cy="${y}" r="150" fill="${shade[state]}" opacity="0.22"/><circle cx="${x}" cy="${y}" r="26" fill="${shade[state]}" stroke="#ffffff" stroke-width="8"/>`).join('')}
  <rect x="80" y="1180" width="420" height="300" rx="24" fill="#ffffff" opacity="0.92"/>
  ${(['done', 'works', 'next'] as const).map((state, index) => `<circle cx="150" cy="${1250 + index * 80}" r="24" fill="${shade[state]}"/><rect x="200" y="${1238 + index * 80}" width="${240 - index * 50}" height="24" rx="12" fill="#d1d5db"/>`).join('')}
</svg>`
}

export async function seedImages(payload: Payload): Promise<ImageIds> {
  const ids: Partial<ImageIds> = {}
  for (const spec of IMAGE_SPECS) {
    const isHero = spec.key.startsWith('hero')
    ids[spec.key] = await uploadOnce(
      payload,
      `${spec.key}.${spec.key === 'logo' ? 'png' : 'jpg'}`,
      async () => {
        const image = sharp(Buffer.from(svg(spec)))
        return spec.key === 'logo'
          ? { data: await image.png().toBuffer(), mimetype: 'image/png' }
          : { data: await image.jpeg({ quality: 82 }).toBuffer(), mimetype: 'image/jpeg' }
      },
      spec.alt,
      isHero ? 'headers' : 'images',
    )
  }
  await uploadOnce(
    payload,
    COVERAGE_MAP.file,
    async () => ({ data: await sharp(Buffer.from(coverageMapSvg())).png({ compressionLevel: 9 }).toBuffer(), mimetype: 'image/png' }),
    {
      fr: 'Carte de la couverture fibre de l’Entremont',
      de: 'Karte der Glasfaserabdeckung im Entremont',
      en: 'Map of the Entremont fibre coverage',
    },
    COVERAGE_MAP.folder,
  )
  ids.document = await uploadOnce(
    payload,
    CONDITIONS_DOCUMENT.file,
    async () => ({ data: documentPdf(CONDITIONS_DOCUMENT), mimetype: 'application/pdf' }),
    CONDITIONS_DOCUMENT.label,
    'documents',
  )
  return ids as ImageIds
}

/** A colour of the wheel, the same for a key on every run: each channel and film keeps its own. */
function hue(seed: number, saturation: number, lightness: number): string {
  return `hsl(${(seed * 137) % 360} ${saturation}% ${lightness}%)`
}

/** A channel's logo: its own colour and an abstract mark (one of four), no lettering (design rules). */
function channelLogoSvg(number: number): string {
  const w = 240
  const h = 135
  const colour = hue(number, 62, 38)
  const light = hue(number + 3, 70, 88)
  const marks = [
    `<circle cx="120" cy="67" r="40" fill="${light}"/><circle cx="120" cy="67" r="18" fill="${colour}"/>`,
    `<rect x="76" y="30" width="88" height="75" rx="14" fill="${light}"/><path d="M108 48 L140 67 L108 86 Z" fill="${colour}"/>`,
    `<path d="M60 100 L100 35 L130 80 L150 55 L185 100 Z" fill="${light}"/>`,
    `${[0, 1, 2].map((i) => `<rect x="${78 + i * 30}" y="${38 + (i % 2) * 14}" width="22" height="${60 - (i % 2) * 28}" rx="11" fill="${light}"/>`).join('')}`,
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" rx="18" fill="${colour}"/>
  ${marks[number % marks.length]}
</svg>`
}

/** A film poster: a dusk gradient in the film's colour, a sun and hills, no lettering. */
function posterSvg(position: number): string {
  const w = 400
  const h = 600
  const top = hue(position * 5, 55, 22)
  const bottom = hue(position * 5 + 40, 70, 55)
  const sun = hue(position * 5 + 90, 90, 72)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${120 + ((position * 53) % 180)}" cy="${190 + ((position * 31) % 120)}" r="${60 + (position % 4) * 12}" fill="${sun}" opacity="0.85"/>
  <path d="M0 ${430 - (position % 3) * 30} L${110 + (position % 5) * 20} 330 L230 440 L300 380 L400 450 L400 600 L0 600 Z" fill="${top}" opacity="0.75"/>
  <path d="M0 520 L140 450 L260 510 L400 470 L400 600 L0 600 Z" fill="${top}"/>
</svg>`
}

const png = async (svgText: string) => ({
  data: await sharp(Buffer.from(svgText)).png({ compressionLevel: 9 }).toBuffer(),
  mimetype: 'image/png',
})
const jpeg = async (svgText: string) => ({
  data: await sharp(Buffer.from(svgText)).jpeg({ quality: 78 }).toBuffer(),
  mimetype: 'image/jpeg',
})

/** The logo of one channel, uploaded once; the alt text carries the name in the three languages. */
export function seedChannelLogo(payload: Payload, channel: { number: number; title: string }): Promise<number> {
  const alt = { fr: `Logo de ${channel.title}`, de: `Logo von ${channel.title}`, en: `${channel.title} logo` }
  return uploadOnce(payload, `channel-logo-${channel.number}.png`, () => png(channelLogoSvg(channel.number)), alt, 'channels')
}

/** The poster of one VOD title, uploaded once. */
export function seedVodPoster(payload: Payload, vod: { key: string; position: number; title: L }): Promise<number> {
  const alt = { fr: `Affiche de « ${vod.title.fr} »`, de: `Filmplakat «${vod.title.de}»`, en: `Poster of “${vod.title.en}”` }
  return uploadOnce(payload, `vod-poster-${vod.key}.jpg`, () => jpeg(posterSvg(vod.position)), alt, 'vod')
}
