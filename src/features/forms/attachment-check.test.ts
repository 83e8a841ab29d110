import { describe, expect, it } from 'vitest'

import { inspectAttachment, safeFileName } from './attachment-check.server'

/** `head` followed by zeros up to `size` bytes. */
function file(head: readonly number[] | string, size = 64): Uint8Array {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : Uint8Array.from(head)
  const bytes = new Uint8Array(Math.max(size, start.length))
  bytes.set(start)
  return bytes
}

// The first bytes each format starts with.
const JPEG = file([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00])
const PNG = file([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52])
const PDF = file('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n')
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

  it('refuses an allowed content under a name outside the list', async () => {
    expect(await inspectAttachment(PDF, 'contrat.exe')).toEqual({ ok: false, reason: 'file_type' })
    expect(await inspectAttachment(PDF, 'contrat')).toEqual({ ok: false, reason: 'file_type' })
  })

  it('allows up to 2 MiB', async () => {
    expect((await inspectAttachment(file('%PDF-1.4\n', 2 * MIB), 'scan.pdf')).ok).toBe(true)
    expect(await inspectAttachment(file('%PDF-1.4\n', 2 * MIB + 1), 'scan.pdf')).toEqual({ ok: false, reason: 'file_size' })
    expect(await inspectAttachment(file('%PDF-1.4\n', 3_000_000), 'scan.pdf')).toEqual({ ok: false, reason: 'file_size' })
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
