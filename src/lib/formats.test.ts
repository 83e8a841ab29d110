import { describe, it, expect } from 'vitest'
import { formatDate, formatFileSize, formatNumber, formatPrice, parsePrice, telHref, toFiniteNumber, truncate } from './formats'

describe("§9 'Formats: thousands separator apostrophe, decimal point'", () => {
  it('groups thousands with an apostrophe and uses a decimal point', () => {
    expect(formatNumber(1234.5, 2)).toBe("1'234.50")
    expect(formatNumber(1234567.891, 2)).toBe("1'234'567.89")
    expect(formatNumber(999)).toBe('999')
  })

  it('keeps the sign of negative numbers and never prints -0', () => {
    expect(formatNumber(-1234.5, 2)).toBe("-1'234.50")
    expect(formatNumber(-0.001, 2)).toBe('0.00')
    expect(formatNumber(-0)).toBe('0')
  })

  it('formats zero with the requested decimals', () => {
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(0, 2)).toBe('0.00')
  })

  it('groups large numbers without exponent notation', () => {
    expect(formatNumber(1e21)).toBe("1'000'000'000'000'000'000'000")
    expect(formatNumber(9007199254740991)).toBe("9'007'199'254'740'991")
  })

  it('rounds half away from zero on the decimal value a reader sees', () => {
    expect(formatNumber(1.005, 2)).toBe('1.01')
    expect(formatNumber(2.5)).toBe('3')
    expect(formatNumber(-2.5)).toBe('-3')
    expect(formatNumber(1234.4999, 0)).toBe("1'234")
  })

  it('accepts numeric strings and clamps odd decimal counts', () => {
    expect(formatNumber(' 1234.5 ', 1)).toBe("1'234.5")
    expect(formatNumber(1.5, -3)).toBe('2')
    expect(formatNumber(1.23456, 2.9)).toBe('1.23')
  })

  it('returns an empty string for invalid input', () => {
    expect(formatNumber(Number.NaN)).toBe('')
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('')
    expect(formatNumber('abc')).toBe('')
    expect(formatNumber('')).toBe('')
    expect(formatNumber(null)).toBe('')
    expect(formatNumber(undefined)).toBe('')
    expect(toFiniteNumber('12abc')).toBeNull()
  })
})

describe("§9 'price filter appends '.-''", () => {
  it('appends .- to whole amounts', () => {
    expect(formatPrice(49)).toBe('49.-')
    expect(formatPrice(1234)).toBe("1'234.-")
    expect(formatPrice('85')).toBe('85.-')
  })

  it('shows centimes with two decimals and no suffix', () => {
    expect(formatPrice(1234.5)).toBe("1'234.50")
    expect(formatPrice(49.95)).toBe('49.95')
  })

  it('rounds to centimes before deciding on the suffix', () => {
    expect(formatPrice(49.999)).toBe('50.-')
    expect(formatPrice(49.001)).toBe('49.-')
    expect(formatPrice(0.005)).toBe('0.01')
  })

  it('handles zero, negative and large amounts', () => {
    expect(formatPrice(0)).toBe('0.-')
    expect(formatPrice(-49)).toBe('-49.-')
    expect(formatPrice(-12.5)).toBe('-12.50')
    expect(formatPrice(1234567)).toBe("1'234'567.-")
  })

  it('returns an empty string for invalid input', () => {
    expect(formatPrice(Number.NaN)).toBe('')
    expect(formatPrice('CHF 49')).toBe('')
    expect(formatPrice(null)).toBe('')
  })
})

describe("§9 'date default d.m.Y'", () => {
  it('uses d.m.Y by default', () => {
    expect(formatDate(new Date('2024-03-05T12:00:00Z'))).toBe('05.03.2024')
    expect(formatDate(new Date('2024-03-05T12:00:00Z'), 'd.m.Y')).toBe('05.03.2024')
  })

  it('supports the tokens d, j, m, n, Y, y, H, i', () => {
    const date = new Date('2024-03-05T08:07:00Z') // 09:07 in Zurich (CET)
    expect(formatDate(date, 'j.n.y H:i')).toBe('5.3.24 09:07')
    expect(formatDate(date, 'Y-m-d')).toBe('2024-03-05')
  })

  it('reads the calendar day and hour in Europe/Zurich, summer time included', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Zurich.
    expect(formatDate('2023-12-31T23:30:00Z', 'd.m.Y H:i')).toBe('01.01.2024 00:30')
    // CEST is UTC+2.
    expect(formatDate('2024-07-01T22:15:00Z', 'd.m.Y H:i')).toBe('02.07.2024 00:15')
    expect(formatDate('2024-07-01T22:15:00Z', 'd.m.Y H:i', 'UTC')).toBe('01.07.2024 22:15')
  })

  it('copies other characters and escapes tokens with a backslash', () => {
    expect(formatDate('2024-03-05T12:00:00Z', 'd/m/Y \\à H\\hi')).toBe('05/03/2024 à 13h00')
  })

  it('accepts timestamps and ISO strings, and returns an empty string for invalid dates', () => {
    expect(formatDate(Date.UTC(2020, 0, 15, 12))).toBe('15.01.2020')
    expect(formatDate('not a date')).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate(new Date(Number.NaN))).toBe('')
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
  })
})

describe("§9 'truncate ellipsis '...''", () => {
  it("cuts after the given number of characters and appends '...'", () => {
    expect(truncate('Internet, TV et mobile', 8)).toBe('Internet...')
    expect(truncate('abcdef', 3)).toBe('abc...')
  })

  it('leaves text that fits untouched', () => {
    expect(truncate('short', 5)).toBe('short')
    expect(truncate('', 0)).toBe('')
  })

  it('can cut at a word boundary', () => {
    expect(truncate('Internet, TV et mobile', 14, { wordAware: true })).toBe('Internet, TV...')
    expect(truncate('Internet, TV et mobile', 12, { wordAware: true })).toBe('Internet, TV...')
    expect(truncate('Anticonstitutionnellement', 5, { wordAware: true })).toBe('Antic...')
  })

  it('drops trailing whitespace before the ellipsis and never splits an emoji', () => {
    expect(truncate('Hello world', 6)).toBe('Hello...')
    expect(truncate('ab😀cd', 3)).toBe('ab😀...')
  })

  it('handles invalid lengths and missing text', () => {
    expect(truncate('abc', 0)).toBe('...')
    expect(truncate('abc', -5)).toBe('...')
    expect(truncate('abc', Number.NaN)).toBe('abc')
    expect(truncate('abcdef', 2.7)).toBe('ab...')
    expect(truncate(null, 3)).toBe('')
    expect(truncate(undefined, 3)).toBe('')
  })
})

describe('formatFileSize', () => {
  it('speaks the page’s language: ko and Mo in French, kB and MB in German and English', () => {
    expect(formatFileSize(12 * 1024, 'fr')).toBe('12 ko')
    expect(formatFileSize(2.5 * 1024 * 1024, 'fr')).toBe('2.5 Mo')
    expect(formatFileSize(12 * 1024, 'de')).toBe('12 kB')
    expect(formatFileSize(3 * 1024 * 1024, 'en')).toBe('3 MB')
  })

  it('a small file is at least 1 kilobyte', () => {
    expect(formatFileSize(10, 'fr')).toBe('1 ko')
  })
})

describe('telHref', () => {
  it('dials Swiss national numbers in international form', () => {
    expect(telHref('027 721 60 00')).toBe('tel:+41277216000')
    expect(telHref('+41 27 721 60 00')).toBe('tel:+41277216000')
    expect(telHref('0041 27 721 60 00')).toBe('tel:+41277216000')
  })
})

describe('parsePrice', () => {
  it('reads the amount of a price written in any of the ways editors type it', () => {
    expect(parsePrice('49.-')).toBe(49)
    expect(parsePrice('79.90')).toBe(79.9)
    expect(parsePrice('CHF 79.90 par mois')).toBe(79.9)
    expect(parsePrice("1'234.50")).toBe(1234.5)
    expect(parsePrice(' 109 ')).toBe(109)
    expect(parsePrice('49.–')).toBe(49)
  })

  it('words, or two amounts, are no price', () => {
    expect(parsePrice('sur demande')).toBeNull()
    expect(parsePrice('dès 49.- ou 59.-')).toBeNull()
    expect(parsePrice('')).toBeNull()
    expect(parsePrice(null)).toBeNull()
  })
})
