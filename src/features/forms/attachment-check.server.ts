import 'server-only'

import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'

import { ATTACHMENT_RULES } from './rules'

type AttachmentExtension = 'jpg' | 'png' | 'pdf' | 'doc'

export type AttachmentCheck =
  { ok: true; mime: string; extension: AttachmentExtension } | { ok: false; reason: 'file_type' | 'file_size' | 'file_unreadable' }

/** What the name may say; the content decides. */
const DECLARED: ReadonlySet<string> = new Set(ATTACHMENT_RULES.extensions)

const MAX_NAME_LENGTH = 100

/**
 * §5 attachments, judged by their bytes rather than their name or the browser's MIME type: JPEG,
 * PNG, PDF, or a legacy Word document, each at most 2 MiB. A Word .doc is an OLE compound file, a
 * container other Office formats and installers share, so it passes only under a .doc name. A file
 * that starts like an image or a PDF but cannot be read as one is told apart: the CMS refuses to
 * store it, and the visitor should hear why before anything is written.
 */
export async function inspectAttachment(bytes: Uint8Array, declaredName: string): Promise<AttachmentCheck> {
  if (bytes.byteLength > ATTACHMENT_RULES.maxBytes) return { ok: false, reason: 'file_size' }
  const declared = /\.([^.]+)$/.exec(declaredName)?.[1]?.toLowerCase()
  if (!declared || !DECLARED.has(declared)) return { ok: false, reason: 'file_type' }
  switch ((await fileTypeFromBuffer(bytes))?.ext) {
    case 'jpg':
      return (await hasImageSize(bytes)) ? { ok: true, mime: 'image/jpeg', extension: 'jpg' } : { ok: false, reason: 'file_unreadable' }
    case 'png':
      return (await hasImageSize(bytes)) ? { ok: true, mime: 'image/png', extension: 'png' } : { ok: false, reason: 'file_unreadable' }
    case 'pdf':
      return hasPdfTrailer(bytes) ? { ok: true, mime: 'application/pdf', extension: 'pdf' } : { ok: false, reason: 'file_unreadable' }
    case 'cfb':
      return declared === 'doc' ? { ok: true, mime: 'application/msword', extension: 'doc' } : { ok: false, reason: 'file_type' }
    default:
      return { ok: false, reason: 'file_type' }
  }
}

/** The CMS measures every image it stores; one whose header sharp cannot read is refused there. */
async function hasImageSize(bytes: Uint8Array): Promise<boolean> {
  try {
    const { width, height } = await sharp(bytes).metadata()
    return width > 0 && height > 0
  } catch {
    return false
  }
}

/** How far from the end the CMS looks for a PDF's trailer. */
const PDF_TRAILER_BYTES = 1024

/**
 * A PDF ends with its cross-reference ('xref' or 'startxref') and '%%EOF'; the CMS refuses one
 * whose last kilobyte lacks either, as a cut or forged file.
 */
function hasPdfTrailer(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - PDF_TRAILER_BYTES))).toString('latin1')
  return tail.includes('xref') && tail.includes('%%EOF')
}

/**
 * A visitor's file name made safe to store and to send back in a header: ASCII letters, digits,
 * dots, dashes and underscores (accents dropped, other runs become '_'), at most 100 characters,
 * the extension kept.
 */
export function safeFileName(name: string): string {
  const ascii = name.normalize('NFKD').replace(/\p{M}/gu, '')
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(ascii)?.[0] ?? ''
  const stem = ascii
    .slice(0, ascii.length - extension.length)
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    // No hidden files, no '..'.
    .replace(/^[._-]+/, '')
  return `${stem.slice(0, MAX_NAME_LENGTH - extension.length) || 'file'}${extension}`
}
