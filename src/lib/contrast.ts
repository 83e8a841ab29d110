/** WCAG 2 relative luminance and contrast ratio (1.4.3), on 0–255 RGB channels. */

export type Rgb = readonly [number, number, number]

function linear(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [x, y] = [relativeLuminance(a), relativeLuminance(b)]
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)
}

/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` as RGB (alpha dropped); null for anything else. */
export function hexToRgb(hex: string): Rgb | null {
  let digits = hex.replace('#', '')
  if (digits.length === 3 || digits.length === 4) digits = digits.slice(0, 3).replace(/./g, (d) => d + d)
  if (digits.length === 8) digits = digits.slice(0, 6)
  if (!/^[0-9a-f]{6}$/i.test(digits)) return null
  return [parseInt(digits.slice(0, 2), 16), parseInt(digits.slice(2, 4), 16), parseInt(digits.slice(4, 6), 16)]
}
