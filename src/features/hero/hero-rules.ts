/**
 * Pure rules of the hero slider and its cells (§3 hero cell, §4 hero slider, §9 slider and
 * image constants). Components only read the results; no rule lives in JSX.
 */
import type { Media, Page } from '@/cms/payload-types'
import { contrastRatio, hexToRgb, type Rgb } from '@/lib/contrast'
import { formatDate, formatPrice } from '@/lib/formats'

export type HeroHeader = NonNullable<Page['headers']>[number]

/** §9 slider constants. */
export const SLIDER = {
  autoplayMs: 5000,
  transitionMs: 900,
  slidesToScroll: 1,
  dots: true,
  /**
   * Embla's `duration` is unitless (its integrator steps at 60 fps with friction 0.68). 30 covers
   * 99 % of a slide in ≈ 880 ms at any width, the closest integer to the spec's 900 ms; the
   * test replays embla's integrator to keep this honest.
   */
  emblaDuration: 30,
} as const

type Text = string | null | undefined

function filled(value: Text | number): boolean {
  return value !== null && value !== undefined && String(value).trim() !== ''
}

/** §4: hidden cells never reach the slider. */
export function visibleHeaders<T extends { hide?: boolean | null }>(headers: readonly T[] | null | undefined): T[] {
  return (headers ?? []).filter((header) => !header.hide)
}

/** The words of a cell an editor types, where catalogue figures may be written. */
export const CELL_TEXT_FIELDS = ['title', 'subtitle', 'slogan', 'description', 'badge', 'validity', 'from', 'price', 'currency'] as const

/** Every text of every cell through `fill`; a text it returns null for is left out of the cell. */
export function fillCellTexts<T extends Partial<Record<(typeof CELL_TEXT_FIELDS)[number], string | null>>>(
  headers: readonly T[],
  fill: (text: string | null | undefined) => string | null | undefined,
): T[] {
  return headers.map((header) => {
    const texts = Object.fromEntries(CELL_TEXT_FIELDS.flatMap((field) => (field in header ? [[field, fill(header[field]) ?? null]] : [])))
    return { ...header, ...texts }
  })
}

type CellText = Pick<HeroHeader, 'badge' | 'title' | 'subtitle' | 'slogan' | 'description' | 'link' | 'link_news'>

/** Whether a cell still says something (or links somewhere) once the page's own title is taken out. */
function hasText(header: CellText): boolean {
  return [header.badge, header.title, header.subtitle, header.slogan, header.description].some(filled) || heroLink(header) !== null
}

/**
 * One title per page: a cell that repeats the page's title (or subtitle) drops it, because the
 * page's H1 right below says it. A cell left with nothing to say goes too: a picture alone is an
 * empty band that pushes the title below the first screen.
 */
export function withoutPageTitle<T extends CellText>(headers: readonly T[], page: { title?: Text; subtitle?: Text }): T[] {
  const same = (a: Text, b: Text) => filled(a ?? null) && filled(b ?? null) && a!.trim().toLowerCase() === b!.trim().toLowerCase()
  return headers
    .map((header) => {
      const repeatsTitle = same(header.title, page.title)
      const repeatsSubtitle = same(header.subtitle, page.subtitle)
      if (!repeatsTitle && !repeatsSubtitle) return header
      return { ...header, ...(repeatsTitle && { title: null }), ...(repeatsSubtitle && { subtitle: null }) }
    })
    .filter(hasText)
}

/** §4: the slider loops only with more than one header. */
export function sliderLoops(count: number): boolean {
  return count > 1
}

export type AutoplayInput = {
  count: number
  reducedMotion: boolean
  hovered: boolean
  focusWithin: boolean
  documentHidden: boolean
  /** The slider is scrolled out of the window: nobody sees it move. */
  offScreen: boolean
  pausedByUser: boolean
}

/**
 * Autoplay runs only when there is somewhere to go, someone sees it, and nobody is reading or
 * asked for calm: hover, keyboard focus, a hidden tab, a slider scrolled out of the window,
 * reduced motion or the pause button all stop it.
 */
export function autoplayRunning(input: AutoplayInput): boolean {
  return (
    sliderLoops(input.count) &&
    !input.reducedMotion &&
    !input.hovered &&
    !input.focusWithin &&
    !input.documentHidden &&
    !input.offScreen &&
    !input.pausedByUser
  )
}

/** §4: a price circle shows when validity or price exists. */
export function hasPriceCircle(header: Pick<HeroHeader, 'validity' | 'price'>): boolean {
  return filled(header.validity) || filled(header.price)
}

/** §4: a small price circle is added when validity is present together with from, currency or price. */
export function hasSmallPriceCircle(header: Pick<HeroHeader, 'validity' | 'from' | 'currency' | 'price'>): boolean {
  return filled(header.validity) && (filled(header.from) || filled(header.currency) || filled(header.price))
}

export type PriceCircle = {
  from: string | null
  /** Swiss notation (`49.-`, `1'234.50`); a non-numeric CMS price is shown as typed. */
  price: string | null
  currency: string | null
  /** Shown in the main circle only when there is no small circle to carry it. */
  validity: string | null
  /** The small circle carries the validity beside the price (§4 "added"). */
  smallCircleValidity: string | null
}

/** An ISO date in `validity` is shown as `d.m.Y` (§9); free text is kept as typed. */
function validityText(validity: Text): string | null {
  if (!filled(validity)) return null
  const text = String(validity).trim()
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? formatDate(text) || text : text
}

export function priceCircle(header: Pick<HeroHeader, 'validity' | 'from' | 'currency' | 'price'>): PriceCircle | null {
  if (!hasPriceCircle(header)) return null
  const validity = validityText(header.validity)
  const small = hasSmallPriceCircle(header)
  const price = filled(header.price) ? formatPrice(header.price) || String(header.price).trim() : null
  return {
    from: filled(header.from) ? String(header.from).trim() : null,
    price,
    currency: price && filled(header.currency) ? String(header.currency).trim() : null,
    // Without a price the main circle would be empty: it shows the validity itself.
    validity: small && price ? null : validity,
    smallCircleValidity: small ? validity : null,
  }
}

const SLOGAN_PARTS = 5

/** §4: the slogan is coloured only with exactly five dash-separated parts; null means plain text. */
export function sloganParts(slogan: Text): string[] | null {
  if (!filled(slogan)) return null
  const parts = String(slogan)
    .split('-')
    .map((part) => part.trim())
  return parts.length === SLOGAN_PARTS && parts.every((part) => part !== '') ? parts : null
}

/** §9 hollow title: px per character when the editor gave no length. */
export const HOLLOW_PX_PER_CHAR = { title: 30, subtitle: 31 } as const

/**
 * §9 "scaled down on mobile and portable variants". Factors chosen so a 12-character title
 * (360 px) fits a 375 px phone (×0.6 → 216 px of text plus padding) and half a tablet (×0.8).
 * Mobile is below 768 px, portable 768–1199 px, desktop from 1200 px.
 */
export const HOLLOW_SCALE = { mobile: 0.6, portable: 0.8, desktop: 1 } as const

/**
 * Width of a hollow title in px at desktop size: `title_length` / `subtitle_length` is read as
 * a width in px; without it, the number of characters times 30 (title) or 31 (subtitle).
 */
export function hollowWidth(text: Text, length: number | null | undefined, kind: keyof typeof HOLLOW_PX_PER_CHAR): number | null {
  if (typeof length === 'number' && Number.isFinite(length) && length > 0) return Math.round(length)
  if (!filled(text)) return null
  return Array.from(String(text).trim()).length * HOLLOW_PX_PER_CHAR[kind]
}

/** The three widths of a hollow title for the CSS variables of the cell. */
export function hollowWidths(desktop: number): Record<keyof typeof HOLLOW_SCALE, number> {
  return {
    mobile: Math.round(desktop * HOLLOW_SCALE.mobile),
    portable: Math.round(desktop * HOLLOW_SCALE.portable),
    desktop,
  }
}

type SizeName = 'header_big' | 'header_nbig' | 'header_big_mobile'

/** §9 hero image sizes and the viewport widths they start at, widest first (as <picture> reads them). */
const HERO_IMAGE_SIZES: readonly { size: SizeName; minWidth: number; width: number; height: number }[] = [
  { size: 'header_big', minWidth: 1920, width: 3000, height: 1154 },
  { size: 'header_nbig', minWidth: 1024, width: 1920, height: 738 },
  { size: 'header_big_mobile', minWidth: 0, width: 992, height: 1323 },
]

type HeroImageSource = { media: string; srcSet: string; type: string | null; width: number; height: number }
export type HeroImage = { sources: HeroImageSource[]; src: string; width: number; height: number; alt: string }

/**
 * Responsive sources of a hero image from Payload's `sizes`; a size that was not generated
 * falls back to the original file (with its own dimensions, so the reserved box stays right).
 */
export function heroImage(embed: Media | number | null | undefined): HeroImage | null {
  if (!embed || typeof embed === 'number' || !embed.url) return null
  const base = embed
  const baseUrl = embed.url
  const sources = HERO_IMAGE_SIZES.map(({ size, minWidth, width, height }): HeroImageSource => {
    const variant = base.sizes?.[size]
    const generated = Boolean(variant?.url)
    return {
      media: `(min-width: ${minWidth}px)`,
      srcSet: generated && variant?.url ? variant.url : baseUrl,
      type: generated ? (variant?.mimeType ?? 'image/webp') : (base.mimeType ?? null),
      width: (generated ? variant?.width : base.width) ?? width,
      height: (generated ? variant?.height : base.height) ?? height,
    }
  })
  const fallback = HERO_IMAGE_SIZES[1]
  return {
    sources,
    src: baseUrl,
    width: base.width ?? fallback?.width ?? 1920,
    height: base.height ?? fallback?.height ?? 738,
    alt: base.alt ?? '',
  }
}

export type HeroLink = { url: string; label: string; target: '_self' | '_blank' }

/** The cell's action: its own link, else the first `link_news` entry (§3 "first used"). */
export function heroLink(header: Pick<HeroHeader, 'link' | 'link_news'>): HeroLink | null {
  const own = header.link
  if (own && filled(own.url)) {
    return { url: String(own.url).trim(), label: own.label?.trim() ?? '', target: own.target === '_blank' ? '_blank' : '_self' }
  }
  const news = header.link_news?.[0]
  if (news && filled(news.url)) return { url: String(news.url).trim(), label: news.label?.trim() ?? '', target: '_self' }
  return null
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const FUNCTIONAL = /^(?:rgb|rgba|hsl|hsla)\(\s*[\d.,%\s/+-]+\)$/i

/** A CMS colour is used only if it is a plain colour value; anything else is ignored. */
export function safeColor(value: Text): string | null {
  if (!filled(value)) return null
  const color = String(value).trim()
  if (HEX.test(color)) return color
  if (/^[0-9a-f]{6}$/i.test(color)) return `#${color}` // editors often omit the '#'
  return FUNCTIONAL.test(color) ? color : null
}

/** A CMS gradient is used only if it is a bare CSS gradient (no url(), var() or image-set()). */
export function safeGradient(value: Text): string | null {
  if (!filled(value)) return null
  const gradient = String(value).trim()
  if (!/^(?:repeating-)?(?:linear|radial|conic)-gradient\([#\w\s.,%()/+-]*\)$/i.test(gradient)) return null
  return /url\s*\(|var\s*\(|image-set|expression/i.test(gradient) ? null : gradient
}

export const INK = '#14213d'
export const WHITE = '#ffffff'
const INK_RGB: Rgb = [0x14, 0x21, 0x3d]
const WHITE_RGB: Rgb = [255, 255, 255]

/** White or ink, whichever contrasts more with a hex background; null when it is not hex. */
export function readableTextOn(background: string | null): string | null {
  const rgb = background && HEX.test(background) ? hexToRgb(background) : null
  if (!rgb) return null
  const white = contrastRatio(rgb, WHITE_RGB)
  const ink = contrastRatio(rgb, INK_RGB)
  return white >= ink ? WHITE : INK
}

function firstHexStop(gradient: string | null): string | null {
  return gradient?.match(/#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/i)?.[0] ?? null
}

export type HeroColors = {
  /** CSS `background` of the text panel; null keeps the theme's primary colour. */
  background: string | null
  /** The solid colour alone, for gradient stops and the panel under the image; null keeps the theme's primary colour. */
  solid: string | null
  text: string | null
  /** Price circle colour; null keeps the theme's accent. */
  accent: string | null
  /** Lightness of a solid CMS background (buttons invert on it); null: theme primary or gradient. */
  tone: 'light' | 'dark' | null
}

/**
 * Panel background: bg_gradient, else bg_hexa, else background; text colour from text_color or
 * contrast. A gradient alone lends its first colour as the solid one: a gradient that fades out over
 * the image would fade to the page's own colour under the text where the text leaves the image (phones).
 */
export function heroColors(header: Pick<HeroHeader, 'bg_gradient' | 'bg_hexa' | 'background' | 'text_color' | 'color'>): HeroColors {
  const gradient = safeGradient(header.bg_gradient)
  const solid = safeColor(header.bg_hexa) ?? safeColor(header.background) ?? firstHexStop(gradient)
  const readable = readableTextOn(solid)
  return {
    background: gradient ?? solid,
    solid,
    text: safeColor(header.text_color) ?? readable,
    accent: safeColor(header.color),
    tone: readable === INK ? 'light' : readable === WHITE ? 'dark' : null,
  }
}
