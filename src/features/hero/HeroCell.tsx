import { useTranslations } from 'next-intl'
import type { CSSProperties } from 'react'

import { CmsLink } from '@/ui/CmsLink'
import { BUTTON_ON_PRIMARY, BUTTON_PRIMARY, CONTAINER } from '@/ui/styles'

import {
  heroColors,
  heroImage,
  heroLink,
  hollowWidth,
  hollowWidths,
  priceCircle,
  sloganParts,
  type HeroHeader,
  type HeroImage,
  type PriceCircle,
} from './hero-rules'
import { LazyHeroPicture } from './LazyHeroPicture'

type Props = {
  header: HeroHeader
  /** The first slide is the LCP element: eager and high priority; the others load lazily. */
  priority?: boolean
}

/** Slogan part colours: all ≥ 4.5:1 with white, so the chips read on any panel. */
const SLOGAN_COLOURS = ['#0b5cad', '#b8470a', '#23753a', '#5f3dc4', '#b4235a'] as const

/** Button on a white panel: the solid CMS colour may be close to primary, so pick by tone. */
const BUTTON_LIGHT =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-white px-6 py-2.5 text-base font-semibold text-[#14213d] transition duration-200 hover:ring-4 hover:ring-white/40 motion-reduce:transition-none focus-visible:outline-white'

function cssVars(vars: Record<string, string | null | undefined>): CSSProperties {
  return Object.fromEntries(Object.entries(vars).filter(([, value]) => value)) as CSSProperties
}

function HeroPicture({ image, priority }: { image: HeroImage; priority: boolean }) {
  if (!priority) return <LazyHeroPicture image={image} />
  return (
    <picture>
      {image.sources.map((source) => (
        <source
          key={source.media}
          media={source.media}
          srcSet={source.srcSet}
          type={source.type ?? undefined}
          width={source.width}
          height={source.height}
        />
      ))}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="eager"
        fetchPriority="high"
        decoding="sync"
        className="absolute inset-0 h-full w-full object-cover"
      />
    </picture>
  )
}

function PriceCircles({ circle, textSide }: { circle: PriceCircle; textSide: 'left' | 'right' }) {
  // Phones: overlaps the bottom edge of the image. From 1024 px: just past the text column
  // (centred 1280 px container + gutter + text width), where the gradient gives way to the image.
  const side =
    textSide === 'left'
      ? 'right-4 md:right-8 min-[1024px]:right-auto min-[1024px]:left-[calc(max(0px,(100%_-_1280px)/2)_+_2rem_+_min(520px,42vw)_+_3rem)]'
      : 'left-4 md:left-8 min-[1024px]:left-auto min-[1024px]:right-[calc(max(0px,(100%_-_1280px)/2)_+_2rem_+_min(520px,42vw)_+_3rem)]'
  // The small circle sits inward on phones (the main one hugs the screen edge) and away from
  // the text from 1024 px, so it never covers either.
  const smallSide =
    textSide === 'left'
      ? '-left-16 md:-left-20 min-[1024px]:left-auto min-[1024px]:-right-20'
      : '-right-16 md:-right-20 min-[1024px]:right-auto min-[1024px]:-left-20'
  return (
    <div
      className={`absolute bottom-0 z-10 translate-y-1/2 min-[1024px]:bottom-12 min-[1024px]:translate-y-0 ${side}`}
      data-testid="price-circle"
    >
      <p className="hero-circle">
        {circle.from && <span className="text-xs font-medium uppercase tracking-wide md:text-sm">{circle.from}</span>}{' '}
        {/* §9: the currency before the amount ("CHF 79.90"); the spaces are for text and screen readers. */}
        {circle.currency && <span className="text-xs font-semibold md:text-sm">{circle.currency}</span>}{' '}
        {circle.price && (
          <span className="text-[28px] leading-none font-extrabold tracking-tight text-link md:text-4xl" data-testid="hero-price">
            {circle.price}
          </span>
        )}{' '}
        {circle.validity && <span className="px-3 text-xs leading-tight font-semibold md:text-sm">{circle.validity}</span>}
      </p>
      {circle.smallCircleValidity && (
        <p
          className={`absolute -top-8 flex size-[88px] items-center justify-center rounded-full bg-primary p-2 text-center text-[11px] leading-tight font-semibold text-on-primary shadow-md ring-2 ring-surface ${smallSide}`}
          data-testid="small-price-circle"
        >
          <span className="line-clamp-4">{circle.smallCircleValidity}</span>
        </p>
      )}
    </div>
  )
}

function Slogan({ slogan }: { slogan: string }) {
  const parts = sloganParts(slogan)
  if (!parts) return <p className="mt-4 text-lg font-semibold">{slogan}</p>
  return (
    <p className="mt-4 flex flex-wrap gap-2" data-testid="slogan-coloured">
      {parts.map((part, index) => (
        <span key={`${index}-${part}`} className="hero-slogan" style={{ backgroundColor: SLOGAN_COLOURS[index % SLOGAN_COLOURS.length] }}>
          {part}
          {/* Keeps the editor's wording for screen readers and copy-paste. */}
          {index < parts.length - 1 && <span className="sr-only"> - </span>}
        </span>
      ))}
    </p>
  )
}

/**
 * One hero cell (§3): a wide image with the text block on `position_text`'s side, the stripes
 * on `position`'s side, the price circle across the image edge; on phones the image comes first.
 * `offers` cells put their text on a white card, `banner` cells on the brand-coloured panel.
 */
export function HeroCell({ header, priority = false }: Props) {
  const t = useTranslations('hero')
  const textSide = header.position_text === 'right' ? 'right' : 'left'
  const stripesSide = header.position ?? (textSide === 'left' ? 'right' : 'left')
  const offers = header.type === 'offers'
  const colors = heroColors(header)
  const image = heroImage(header.embed)
  const circle = priceCircle(header)
  const link = heroLink(header)
  const titleWidth = hollowWidth(header.title, header.title_length, 'title')
  const subtitleWidth = hollowWidth(header.subtitle, header.subtitle_length, 'subtitle')
  const title = titleWidth ? hollowWidths(titleWidth) : null
  const subtitle = subtitleWidth ? hollowWidths(subtitleWidth) : null

  const vars = cssVars({
    '--hero-bg': colors.background,
    '--hero-solid': colors.solid,
    '--hero-text': colors.text,
    '--hero-accent': colors.accent,
    '--title-m': title && `${title.mobile}px`,
    '--title-p': title && `${title.portable}px`,
    '--title-d': title && `${title.desktop}px`,
    '--subtitle-m': subtitle && `${subtitle.mobile}px`,
    '--subtitle-p': subtitle && `${subtitle.portable}px`,
    '--subtitle-d': subtitle && `${subtitle.desktop}px`,
  })
  const brandPanel = '[background:var(--hero-bg,var(--color-primary))] text-[var(--hero-text,var(--color-on-primary))]'
  // Below 1024 px the text sits under the image: a gradient made to fade over the image would fade
  // to the page under the text there, so the panel takes its solid colour until the text is on the image.
  const phonePanel =
    '[background:var(--hero-solid,var(--color-primary))] min-[1024px]:[background:var(--hero-bg,var(--color-primary))] text-[var(--hero-text,var(--color-on-primary))]'
  // Offers read as an offer card (white, ink text) at every width; banners use the brand panel.
  const rootColours = offers ? 'bg-surface text-ink' : phonePanel
  const button = offers || colors.tone === 'light' ? BUTTON_PRIMARY : colors.tone === 'dark' ? BUTTON_LIGHT : BUTTON_ON_PRIMARY
  // From 1024 px the text sits on the image: over the gradient, or on a panel of its own when
  // the gradient is disabled (else it would sit on the bare image).
  const desktopPanel = offers
    ? 'min-[1024px]:rounded-2xl min-[1024px]:bg-surface min-[1024px]:p-8 min-[1024px]:shadow-xl'
    : header.disable_gradient
      ? `min-[1024px]:rounded-2xl min-[1024px]:p-8 ${brandPanel}`
      : ''

  return (
    <div
      className={`relative isolate flex h-full flex-col ${rootColours} min-[1024px]:block min-[1024px]:aspect-[1920/738] min-[1024px]:min-h-[460px] min-[1024px]:w-full`}
      style={vars}
      data-type={offers ? 'offers' : 'banner'}
      data-text-side={textSide}
    >
      {/* Without an image, phones get a short band (room for stripes and the price circle), not an empty box. */}
      <div
        className={`relative w-full min-[1024px]:absolute min-[1024px]:inset-0 min-[1024px]:aspect-auto ${image ? 'aspect-[4/3] sm:aspect-[16/9]' : 'h-24'}`}
      >
        <div className={`absolute inset-0 overflow-hidden ${image ? 'bg-surface-alt' : ''}`}>
          {image && <HeroPicture image={image} priority={priority} />}
          {header.overlay && <div aria-hidden="true" className="absolute inset-0 bg-black/35" />}
          {header.stripes && (
            <div
              aria-hidden="true"
              data-testid="hero-stripes"
              className={`absolute inset-y-0 w-16 opacity-90 md:w-24 ${stripesSide === 'left' ? 'left-0' : 'right-0'} bg-[repeating-linear-gradient(135deg,var(--hero-accent,var(--color-accent))_0_12px,transparent_12px_28px)]`}
            />
          )}
        </div>
        {!header.disable_gradient && (
          <div
            aria-hidden="true"
            className={`absolute inset-y-0 hidden w-3/4 min-[1024px]:block ${textSide === 'left' ? 'left-0 bg-linear-to-r' : 'right-0 bg-linear-to-l'} from-[var(--hero-solid,var(--color-primary))] from-45% to-transparent`}
          />
        )}
        {circle && <PriceCircles circle={circle} textSide={textSide} />}
      </div>

      <div
        className={`${CONTAINER} relative flex flex-1 min-[1024px]:h-full min-[1024px]:items-center ${textSide === 'right' ? 'min-[1024px]:justify-end' : ''}`}
      >
        <div
          className={`w-full py-8 min-[1024px]:max-w-[min(520px,42vw)] ${circle ? 'pt-20 md:pt-24 min-[1024px]:pt-8' : ''} ${desktopPanel}`}
        >
          {header.badge && (
            <p
              className={`mb-4 inline-block rounded-full px-3 py-1 text-xs font-bold tracking-wider uppercase ${offers ? 'bg-primary text-on-primary' : 'bg-surface text-link'}`}
            >
              {header.badge}
            </p>
          )}
          {header.title && (
            <h2 className="hero-title" data-testid="hero-title">
              {header.title}
            </h2>
          )}
          {header.subtitle && <p className="hero-subtitle">{header.subtitle}</p>}
          {header.slogan && <Slogan slogan={header.slogan} />}
          {header.description && <p className="mt-4 max-w-[60ch] text-base md:text-lg">{header.description}</p>}
          {link && (
            <CmsLink url={link.url} className={`mt-6 ${button}`}>
              {link.label || t('more')}
            </CmsLink>
          )}
        </div>
      </div>
    </div>
  )
}
