import { describe, expect, it } from 'vitest'

import type { Media } from '@/cms/payload-types'

import {
  autoplayRunning,
  fillCellTexts,
  hasPriceCircle,
  hasSmallPriceCircle,
  heroColors,
  heroImage,
  heroLink,
  hollowWidth,
  hollowWidths,
  INK,
  priceCircle,
  readableTextOn,
  safeColor,
  safeGradient,
  SLIDER,
  sliderLoops,
  sloganParts,
  visibleHeaders,
  WHITE,
  withoutPageTitle,
  type AutoplayInput,
} from './hero-rules'

/** Replays embla 8's ScrollBody (60 fps fixed step, friction 0.68) until 99 % of the way. */
function emblaMsToCover(duration: number, distance: number): number {
  let location = 0
  let velocity = 0
  let ms = 0
  while (Math.abs(distance - location) > distance * 0.01) {
    velocity += (distance - location) / duration
    velocity *= 0.68
    location += velocity
    ms += 1000 / 60
  }
  return ms
}

function media(extra: Partial<Media> = {}): Media {
  return {
    id: 1,
    url: '/media/hero.jpg',
    width: 2400,
    height: 1200,
    mimeType: 'image/jpeg',
    alt: 'Fibre',
    updatedAt: '',
    createdAt: '',
    ...extra,
  }
}

const size = (url: string, width: number, height: number) => ({ url, width, height, mimeType: 'image/webp' })

describe('§4 hero cell', () => {
  it("'A hero cell shows a price circle if validity or price exists'", () => {
    expect(hasPriceCircle({ validity: '31.12.2026', price: null })).toBe(true)
    expect(hasPriceCircle({ validity: null, price: '49' })).toBe(true)
    expect(hasPriceCircle({ validity: '  ', price: '' })).toBe(false)
    expect(hasPriceCircle({})).toBe(false)
    expect(priceCircle({ from: 'dès', currency: 'CHF' })).toBeNull()
  })

  it("'a small price circle is added when validity is present together with from, currency or price'", () => {
    expect(hasSmallPriceCircle({ validity: 'Jusqu’au 31.12', from: 'dès' })).toBe(true)
    expect(hasSmallPriceCircle({ validity: 'Jusqu’au 31.12', currency: 'CHF' })).toBe(true)
    expect(hasSmallPriceCircle({ validity: 'Jusqu’au 31.12', price: '49' })).toBe(true)
    expect(hasSmallPriceCircle({ validity: 'Jusqu’au 31.12' })).toBe(false)
    expect(hasSmallPriceCircle({ price: '49', from: 'dès', currency: 'CHF' })).toBe(false)
  })

  it('the price circle shows the price in Swiss notation with from and currency, and the validity in the small circle when there is one', () => {
    expect(priceCircle({ price: '1234.5', from: 'dès', currency: 'CHF', validity: 'Jusqu’au 31.12' })).toEqual({
      from: 'dès',
      price: "1'234.50",
      currency: 'CHF',
      validity: null,
      smallCircleValidity: 'Jusqu’au 31.12',
    })
    expect(priceCircle({ price: '49' })?.price).toBe('49.-')
    expect(priceCircle({ price: 'Gratuit' })?.price).toBe('Gratuit')
    expect(priceCircle({ validity: '2026-12-31' })).toEqual({
      from: null,
      price: null,
      currency: null,
      validity: '31.12.2026',
      smallCircleValidity: null,
    })
  })

  it("'A slogan is decorated in colours only if it has exactly five dash-separated parts'", () => {
    expect(sloganParts('Internet - TV - Mobile - Fixe - Fibre')).toEqual(['Internet', 'TV', 'Mobile', 'Fixe', 'Fibre'])
    expect(sloganParts('Internet - TV - Mobile - Fixe')).toBeNull()
    expect(sloganParts('a-b-c-d-e-f')).toBeNull()
    expect(sloganParts('a-b--d-e')).toBeNull()
    expect(sloganParts(null)).toBeNull()
  })

  it("'hidden when hide' (§3 hide): hidden cells are dropped, order kept", () => {
    const headers = [{ id: 'a', hide: false }, { id: 'b', hide: true }, { id: 'c', hide: null }, { id: 'd' }]
    expect(visibleHeaders(headers).map((h) => h.id)).toEqual(['a', 'c', 'd'])
    expect(visibleHeaders(null)).toEqual([])
  })

  it('one title per page: a cell repeating the page title or subtitle drops it, other cells keep theirs; a cell left with no text goes', () => {
    const page = { title: 'Internet', subtitle: 'La fibre chez vous' }
    const cells = [
      { id: 'banner', title: ' internet ', subtitle: 'La fibre chez vous' },
      { id: 'offer', title: 'Trio 10 Gbit/s', subtitle: 'dès 109.-' },
    ]
    expect(withoutPageTitle(cells, page)).toEqual([{ id: 'offer', title: 'Trio 10 Gbit/s', subtitle: 'dès 109.-' }])
    const linked = { title: 'Internet', link: { url: '/fr/commande' } }
    expect(withoutPageTitle([linked], page)).toEqual([{ ...linked, title: null }])
    expect(withoutPageTitle([{ title: null, subtitle: null }], { title: null })).toEqual([])
  })

  it("'Hollow title width defaults to 30 px per character (subtitle 31) when no length is given'", () => {
    expect(hollowWidth('Fibre 10 Gbit', null, 'title')).toBe(13 * 30)
    expect(hollowWidth('Fibre 10 Gbit', null, 'subtitle')).toBe(13 * 31)
    expect(hollowWidth('Fibre 10 Gbit', 420, 'title')).toBe(420)
    expect(hollowWidth('Fibre', 0, 'title')).toBe(150)
    expect(hollowWidth('  ', undefined, 'title')).toBeNull()
  })

  it("'scaled down on mobile and portable variants'", () => {
    expect(hollowWidths(360)).toEqual({ mobile: 216, portable: 288, desktop: 360 })
  })

  it("'header_big_mobile / header_nbig / header_big, used at width breakpoints 0, 1024, 1920' (webp)", () => {
    const image = heroImage(
      media({
        sizes: {
          header_big: size('/media/hero-big.webp', 3000, 1154),
          header_nbig: size('/media/hero-nbig.webp', 1920, 738),
          header_big_mobile: size('/media/hero-mobile.webp', 992, 1323),
        },
      }),
    )
    expect(image?.sources).toEqual([
      { media: '(min-width: 1920px)', srcSet: '/media/hero-big.webp', type: 'image/webp', width: 3000, height: 1154 },
      { media: '(min-width: 1024px)', srcSet: '/media/hero-nbig.webp', type: 'image/webp', width: 1920, height: 738 },
      { media: '(min-width: 0px)', srcSet: '/media/hero-mobile.webp', type: 'image/webp', width: 992, height: 1323 },
    ])
    expect(image).toMatchObject({ src: '/media/hero.jpg', width: 2400, height: 1200, alt: 'Fibre' })
  })

  it('a size that was not generated falls back to the base url with the base dimensions', () => {
    const image = heroImage(media({ sizes: { header_big: size('/media/hero-big.webp', 3000, 1154) } }))
    expect(image?.sources[1]).toEqual({
      media: '(min-width: 1024px)',
      srcSet: '/media/hero.jpg',
      type: 'image/jpeg',
      width: 2400,
      height: 1200,
    })
    expect(heroImage(7)).toBeNull()
    expect(heroImage(null)).toBeNull()
  })

  it("the cell's link is its own, else the first of link_news ('link_news (list, first used)')", () => {
    expect(heroLink({ link: { url: '/offres-477', label: 'Voir', target: '_self' } })).toEqual({
      url: '/offres-477',
      label: 'Voir',
      target: '_self',
    })
    expect(heroLink({ link: { url: '' }, link_news: [{ url: '/actualites/a-1', label: 'Lire' }, { url: '/b' }] })).toEqual({
      url: '/actualites/a-1',
      label: 'Lire',
      target: '_self',
    })
    expect(heroLink({ link: {}, link_news: [] })).toBeNull()
  })

  it('CMS colours and gradients are used only when they are plain CSS values', () => {
    expect(safeColor('#0b5cad')).toBe('#0b5cad')
    expect(safeColor('0b5cad')).toBe('#0b5cad')
    expect(safeColor('rgb(11, 92, 173)')).toBe('rgb(11, 92, 173)')
    expect(safeColor('red; background: url(x)')).toBeNull()
    expect(safeGradient('linear-gradient(90deg, #0b5cad 0%, #00a3e0 100%)')).toBe('linear-gradient(90deg, #0b5cad 0%, #00a3e0 100%)')
    expect(safeGradient('linear-gradient(red, blue), url(https://evil.example/x.png)')).toBeNull()
    expect(safeGradient('url(x)')).toBeNull()
  })

  it('text on a CMS background picks the colour with more contrast unless text_color is given', () => {
    expect(readableTextOn('#0b5cad')).toBe(WHITE)
    expect(readableTextOn('#fff4ec')).toBe(INK)
    expect(heroColors({ bg_hexa: '#ffffff' })).toEqual({ background: '#ffffff', solid: '#ffffff', text: INK, accent: null, tone: 'light' })
    expect(heroColors({ bg_hexa: '#ffffff', text_color: '#c2410c', color: '#e8590c' })).toEqual({
      background: '#ffffff',
      solid: '#ffffff',
      text: '#c2410c',
      accent: '#e8590c',
      tone: 'light',
    })
    expect(heroColors({ background: '#0d1b2a' })).toMatchObject({ background: '#0d1b2a', text: WHITE, tone: 'dark' })
    expect(heroColors({})).toEqual({ background: null, solid: null, text: null, accent: null, tone: null })
    expect(heroColors({ bg_gradient: 'linear-gradient(#000, #333)', bg_hexa: '#0d1b2a' }).background).toBe('linear-gradient(#000, #333)')
  })

  it('a gradient alone gives its first colour to the panel under the image, and the text that reads on it', () => {
    const fading = 'linear-gradient(90deg, #2b0a4f 0%, rgba(43,10,79,0) 60%)'
    expect(heroColors({ bg_gradient: fading })).toMatchObject({ background: fading, solid: '#2b0a4f', text: WHITE, tone: 'dark' })
    expect(heroColors({ bg_gradient: 'linear-gradient(rgba(0,0,0,0.5), transparent)' }).solid).toBeNull()
  })
})

describe('§4 / §9 hero slider', () => {
  const running: AutoplayInput = {
    count: 3,
    reducedMotion: false,
    hovered: false,
    focusWithin: false,
    documentHidden: false,
    offScreen: false,
    pausedByUser: false,
  }

  it("'Hero slider: autoplays; loops only with more than one header'", () => {
    expect(sliderLoops(2)).toBe(true)
    expect(sliderLoops(1)).toBe(false)
    expect(sliderLoops(0)).toBe(false)
    expect(autoplayRunning(running)).toBe(true)
    expect(autoplayRunning({ ...running, count: 1 })).toBe(false)
  })

  it("'pauses on hover and for users who prefer reduced motion' (and on focus, hidden tab, pause button)", () => {
    expect(autoplayRunning({ ...running, hovered: true })).toBe(false)
    expect(autoplayRunning({ ...running, reducedMotion: true })).toBe(false)
    expect(autoplayRunning({ ...running, focusWithin: true })).toBe(false)
    expect(autoplayRunning({ ...running, documentHidden: true })).toBe(false)
    expect(autoplayRunning({ ...running, pausedByUser: true })).toBe(false)
  })

  it('stops while the slider is scrolled out of the window: nobody sees it move', () => {
    expect(autoplayRunning({ ...running, offScreen: true })).toBe(false)
  })

  it("'Slider: autoplay 5000 ms, transition 900 ms, one slide shown, dots on'", () => {
    expect(SLIDER).toMatchObject({ autoplayMs: 5000, transitionMs: 900, slidesToScroll: 1, dots: true })
    for (const width of [375, 1280, 1920]) {
      expect(Math.abs(emblaMsToCover(SLIDER.emblaDuration, width) - SLIDER.transitionMs)).toBeLessThan(60)
    }
  })
})

describe('cell texts', () => {
  it('go through the filler one by one; a text it cannot fill is left out, other fields stay as they are', () => {
    const cell = { title: 'TV', price: '{price:tv-basic}', validity: 'Jusqu’au {until:tv-basic}', color: '#ff8a00' }
    const filled = fillCellTexts([cell], (text) => (text === '{price:tv-basic}' ? '22.-' : text?.includes('{') ? null : text))
    expect(filled).toEqual([{ title: 'TV', price: '22.-', validity: null, color: '#ff8a00' }])
  })
})
