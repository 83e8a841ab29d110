import { describe, expect, it } from 'vitest'

import type { Media } from '@/cms/payload-types'

import { basePicture, matchesMediaRequest, parseMediaPath, toApiMedia } from './media'

const size = (filename: string, width: number, height: number) => ({
  filename,
  width,
  height,
  mimeType: 'image/webp',
  url: `/cms-api/media/file/${filename}`,
})

const hero: Media = {
  id: 3,
  name: 'Fibre',
  alt: 'Fibre optique',
  caption: null,
  folder: 'headers',
  filename: 'hero-fibre.jpg',
  mimeType: 'image/jpeg',
  width: 3000,
  height: 1154,
  updatedAt: '',
  createdAt: '',
  sizes: {
    header_big: size('hero-fibre-3000x1154.webp', 3000, 1154),
    header_nbig: size('hero-fibre-1920x738.webp', 1920, 738),
    header_big_mobile: size('hero-fibre-992x1323.webp', 992, 1323),
    banner: {},
  },
}

describe('§3 media item', () => {
  it('has @type, folder, fileName, extension and one URL per stored format in the §3 shape', () => {
    expect(toApiMedia(hero)).toEqual({
      id: 3,
      '@type': 'image',
      formats: {
        base: { width: 3000, height: 1154, url: '/media/image/headers/base/hero-fibre.jpg' },
        header_big: { width: 3000, height: 1154, url: '/media/image/headers/header_big/hero-fibre.webp' },
        header_nbig: { width: 1920, height: 738, url: '/media/image/headers/header_nbig/hero-fibre.webp' },
        header_big_mobile: { width: 992, height: 1323, url: '/media/image/headers/header_big_mobile/hero-fibre.webp' },
      },
      folder: 'headers',
      fileName: 'hero-fibre',
      extension: 'jpg',
      caption: null,
      name: 'Fibre',
      alt: 'Fibre optique',
    })
  })

  it('a PDF is a document with its base file only', () => {
    const pdf = toApiMedia({
      ...hero,
      filename: 'cgv.pdf',
      mimeType: 'application/pdf',
      folder: 'documents',
      width: null,
      height: null,
      sizes: {},
    })
    expect(pdf).toMatchObject({
      '@type': 'document',
      extension: 'pdf',
      formats: { base: { url: '/media/document/documents/base/cgv.pdf' } },
    })
    expect(Object.keys(pdf?.formats ?? {})).toEqual(['base'])
  })
})

describe('§3 media URL → stored file', () => {
  it('reads folder, format (base when left out), file name and extension', () => {
    expect(parseMediaPath('image', ['headers', 'header_big', 'hero-fibre.webp'])).toEqual({
      kind: 'image',
      folder: 'headers',
      format: 'header_big',
      fileName: 'hero-fibre',
      extension: 'webp',
    })
    expect(parseMediaPath('image', ['headers', 'hero-fibre.jpg'])).toMatchObject({
      format: 'base',
      fileName: 'hero-fibre',
      extension: 'jpg',
    })
  })

  it.each([
    ['video', ['headers', 'hero.jpg']],
    ['image', ['headers', 'huge', 'hero.jpg']],
    ['image', ['..', 'base', 'hero.jpg']],
    ['image', ['headers', 'base', '..']],
    ['image', ['headers', 'base', '.env']],
    ['image', ['headers', 'base', 'a%2F..%2Fsecret.jpg']],
    ['image', ['headers', 'base', 'hero']],
    ['image', ['headers']],
    ['image', ['headers', 'base', 'x', 'hero.jpg']],
  ])('%s %j is not a media path', (kind, segments) => {
    expect(parseMediaPath(kind, segments)).toBeNull()
  })

  it('matches only the document of that folder, name and format extension', () => {
    const request = (path: string[]) => parseMediaPath('image', path)!
    expect(matchesMediaRequest(hero, request(['headers', 'header_big', 'hero-fibre.webp']))).toBe(true)
    expect(matchesMediaRequest(hero, request(['headers', 'hero-fibre.jpg']))).toBe(true)
    expect(matchesMediaRequest(hero, request(['headers', 'header_big', 'hero-fibre.jpg']))).toBe(false)
    expect(matchesMediaRequest(hero, request(['images', 'hero-fibre.jpg']))).toBe(false)
    expect(matchesMediaRequest(hero, request(['headers', 'banner', 'hero-fibre.webp']))).toBe(false)
    expect(matchesMediaRequest({ ...hero, filename: 'my-hero-fibre.jpg' }, request(['headers', 'hero-fibre.jpg']))).toBe(false)
  })
})

describe('basePicture', () => {
  it('gives an <img> the uploaded file with its size and alt text, or nothing without a known size', () => {
    const media = toApiMedia(hero)
    expect(basePicture(media)).toEqual({ url: media?.formats.base?.url, width: hero.width, height: hero.height, alt: 'Fibre optique' })
    expect(basePicture(media && { ...media, alt: null })?.alt).toBe('Fibre')
    expect(basePicture(media && { ...media, formats: {} })).toBeNull()
    expect(basePicture(null)).toBeNull()
  })
})
