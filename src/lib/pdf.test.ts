import { describe, expect, it } from 'vitest'

import { pdf } from './pdf'

/** The objects of a generated PDF by number, as its cross-reference table locates them. */
function objectsOf(bytes: Buffer): Map<number, string> {
  const text = bytes.toString('latin1')
  const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1])
  const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map(([, offset]) => Number(offset))
  return new Map(
    offsets.map((offset, index) => {
      const object = text.slice(offset, text.indexOf('endobj', offset))
      expect(object.startsWith(`${index + 1} 0 obj\n`), `object ${index + 1} where the table says`).toBe(true)
      return [index + 1, object]
    }),
  )
}

describe('pdf', () => {
  it('names its language in the catalogue and its title in the information the trailer points to', () => {
    const bytes = pdf({ title: 'Liste de prix revendeurs – été', lines: ['Une ligne'], footer: 'Version 2026-11', lang: 'fr' })
    const objects = objectsOf(bytes)
    expect(objects.get(1)).toContain('/Type /Catalog /Pages 2 0 R /Lang (fr)')
    const info = Number(/\/Info (\d+) 0 R/.exec(bytes.toString('latin1'))?.[1])
    // In Latin-1 as the pages draw it, which PDFDocEncoding reads as the same letters.
    expect(objects.get(info)).toContain('<< /Title (Liste de prix revendeurs - été) >>')
  })

  it('writes the language asked, over as many pages as the lines need', () => {
    const bytes = pdf({ title: 'Preisliste', lines: Array.from({ length: 60 }, (_, index) => `Zeile ${index}`), lang: 'de' })
    const objects = objectsOf(bytes)
    expect(objects.get(1)).toContain('/Lang (de)')
    expect(objects.get(2)).toContain('/Count 2')
    expect(bytes.toString('latin1')).toContain(`/Size ${objects.size + 1} /Root 1 0 R /Info ${objects.size} 0 R`)
  })
})
