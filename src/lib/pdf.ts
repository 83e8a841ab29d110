/** A line of a generated PDF: a paragraph line, a heading, or a label with its price on the right. */
export type PdfLine = string | { h: string } | { label: string; price: string }

const PAGE = { width: 595, height: 842, margin: 64 }
const LINES_PER_PAGE = 46

/** Text as a PDF draws it: WinAnsi (Latin-1), typographic quotes and dashes folded to ASCII. */
export function pdfText(text: string): string {
  const folded = text
    .replace(/[’‘]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/[“”]/g, '"')
    .replace(/\u202f|\u00a0/g, ' ')
  return Array.from(folded, (char) => (char.charCodeAt(0) <= 0xff ? char : '?')).join('')
}

/** PDF strings: the text with its delimiters escaped. */
function pdfString(text: string): string {
  return `(${pdfText(text).replace(/[\\()]/g, (char) => `\\${char}`)})`
}

function pageStream(title: string, lines: readonly PdfLine[], footer: string): string {
  const left = PAGE.margin
  const right = PAGE.width - PAGE.margin
  let y = PAGE.height - PAGE.margin
  const ops = [`BT /F2 20 Tf ${left} ${y} Td ${pdfString(title)} Tj ET`]
  y -= 34
  for (const line of lines) {
    if (typeof line === 'string') {
      ops.push(`BT /F1 11 Tf ${left} ${y} Td ${pdfString(line)} Tj ET`)
      y -= 16
    } else if ('h' in line) {
      y -= 6
      ops.push(`BT /F2 13 Tf ${left} ${y} Td ${pdfString(line.h)} Tj ET`)
      y -= 20
    } else {
      // Prices are right-aligned by their width in Helvetica digits (0.556 em).
      const priceWidth = line.price.length * 11 * 0.556
      ops.push(`BT /F1 11 Tf ${left} ${y} Td ${pdfString(line.label)} Tj ET`)
      ops.push(`BT /F2 11 Tf ${(right - priceWidth).toFixed(1)} ${y} Td ${pdfString(line.price)} Tj ET`)
      ops.push(`0.8 g ${left} ${y - 5} ${right - left} 0.5 re f 0 g`)
      y -= 18
    }
  }
  ops.push(`BT /F1 9 Tf ${left} ${PAGE.margin - 24} Td ${pdfString(footer)} Tj ET`)
  return ops.join('\n')
}

/** What a generated PDF says: its title, its lines, each page's footer, and its language (`fr`, `de`…). */
type PdfContent = { title: string; lines?: readonly PdfLine[]; footer?: string; lang: string }

/**
 * A small, valid PDF (Helvetica, A4) written without a library: a title, then lines over as many
 * pages as they need, each page with the footer. The title and the language are the document's
 * metadata too: what a reader shows as its name and how a screen reader speaks it.
 */
export function pdf({ title, lines = [], footer = '', lang }: PdfContent): Buffer {
  const chunks: PdfLine[][] = []
  for (let index = 0; index < Math.max(lines.length, 1); index += LINES_PER_PAGE) chunks.push(lines.slice(index, index + LINES_PER_PAGE))
  const pageCount = chunks.length
  // Objects: 1 catalog, 2 pages, 3 regular font, 4 bold font, then a page and its content per chunk, then the information.
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R /Lang ${pdfString(lang)} >>`,
    `<< /Type /Pages /Kids [${chunks.map((_, index) => `${5 + index * 2} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ]
  chunks.forEach((chunk, index) => {
    const stream = pageStream(index === 0 ? title : `${title} (${index + 1}/${pageCount})`, chunk, footer)
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents ${6 + index * 2} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    )
  })
  objects.push(`<< /Title ${pdfString(title)} >>`)
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
