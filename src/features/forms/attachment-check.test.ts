import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { inspectAttachment, safeFileName } from './attachment-check.server'

/** `head` followed by zeros up to `size` bytes. */
function file(head: readonly number[] | string, size = 64): Uint8Array {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : Uint8Array.from(head)
  const bytes = new Uint8Array(Math.max(size, start.length))
  bytes.set(start)
  return bytes
}

/** `head` and `tail` with zeros between them, `size` bytes in all. */
function framed(head: string, tail: string, size: number): Uint8Array {
  const bytes = file(head, size)
  bytes.set(new TextEncoder().encode(tail), size - tail.length)
  return bytes
}

const JPEG = new Uint8Array(
  await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0a6' } })
    .jpeg()
    .toBuffer(),
)
const PNG = Uint8Array.from(
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
    'hex',
  ),
)
const PDF_TRAILER = 'xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n9\n%%EOF\n'
const pdf = (size: number) => framed('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', PDF_TRAILER, size)
const PDF = pdf(256)
const CFB = file([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 512)
const EXE = file([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00])
const TEXT = file('Bonjour, voici mon CV.\n')

const MIB = 1024 * 1024

describe('attachment check', () => {
  it('accepts JPEG, PNG and PDF by their content', async () => {
    expect(await inspectAttachment(JPEG, 'photo.jpg')).toEqual({ ok: true, mime: 'image/jpeg', extension: 'jpg' })
    expect(await inspectAttachment(JPEG, 'photo.JPEG')).toEqual({ ok: true, mime: 'image/jpeg', extension: 'jpg' })
    expect(await inspectAttachment(PNG, 'plan.png')).toEqual({ ok: true, mime: 'image/png', extension: 'png' })
    expect(await inspectAttachment(PDF, 'contrat.pdf')).toEqual({ ok: true, mime: 'application/pdf', extension: 'pdf' })
  })

  it('accepts an OLE compound file only as a .doc', async () => {
    expect(await inspectAttachment(CFB, 'lettre.doc')).toEqual({ ok: true, mime: 'application/msword', extension: 'doc' })
    expect(await inspectAttachment(CFB, 'lettre.pdf')).toEqual({ ok: false, reason: 'file_type' })
  })

  it('refuses a program or a text whatever its name', async () => {
    expect(await inspectAttachment(EXE, 'cv.pdf')).toEqual({ ok: false, reason: 'file_type' })
    expect(await inspectAttachment(TEXT, 'photo.jpg')).toEqual({ ok: false, reason: 'file_type' })
    expect(await inspectAttachment(new Uint8Array(0), 'vide.pdf')).toEqual({ ok: false, reason: 'file_type' })
  })

  it('tells a file that starts like an image or a PDF but cannot be read as one', async () => {
    // The first bytes of each format, then no image or no cross-reference.
    const jpegPage = Uint8Array.from([...JPEG.subarray(0, 11), ...new TextEncoder().encode('<html><body>hello</body></html>')])
    expect(await inspectAttachment(jpegPage, 'photo.jpg')).toEqual({ ok: false, reason: 'file_unreadable' })
    expect(await inspectAttachment(PNG.subarray(0, 16), 'plan.png')).toEqual({ ok: false, reason: 'file_unreadable' })
    expect(await inspectAttachment(file('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'contrat.pdf')).toEqual({
      ok: false,
      reason: 'file_unreadable',
    })
    // The trailer further than the last kilobyte: the CMS would not find it.
    expect(await inspectAttachment(framed('%PDF-1.4\n', `${PDF_TRAILER}${' '.repeat(1100)}`, 4096), 'scan.pdf')).toEqual({
      ok: false,
      reason: 'file_unreadable',
    })
  })

  it('refuses an allowed content under a name outside the list', async () => {
    expect(await inspectAttachment(PDF, 'contrat.exe')).toEqual({ ok: false, reason: 'file_type' })
    expect(await inspectAttachment(PDF, 'contrat')).toEqual({ ok: false, reason: 'file_type' })
  })

  it('allows up to 2 MiB', async () => {
    expect((await inspectAttachment(pdf(2 * MIB), 'scan.pdf')).ok).toBe(true)
    expect(await inspectAttachment(pdf(2 * MIB + 1), 'scan.pdf')).toEqual({ ok: false, reason: 'file_size' })
    expect(await inspectAttachment(pdf(3_000_000), 'scan.pdf')).toEqual({ ok: false, reason: 'file_size' })
  })
})

describe('safe file name', () => {
  it('keeps letters, digits, dots, dashes and underscores, and the extension', () => {
    expect(safeFileName('Lettre de résiliation (2).pdf')).toBe('Lettre_de_resiliation_2_.pdf')
    expect(safeFileName('scan_2026-03-02.v2.JPG')).toBe('scan_2026-03-02.v2.JPG')
  })

  it('leaves no path, hidden file or empty name', () => {
    expect(safeFileName('../../etc/passwd')).toBe('etc_passwd')
    expect(safeFileName('.htaccess')).toBe('file.htaccess')
    expect(safeFileName('日本.png')).toBe('file.png')
  })

  it('keeps at most 100 characters, the extension included', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`)
    expect(name).toHaveLength(100)
    expect(name.endsWith('.pdf')).toBe(true)
  })
})
