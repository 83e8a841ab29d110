import 'server-only'

import { fileTypeFromBuffer } from 'file-type'

import { ATTACHMENT_RULES } from './rules'

type AttachmentExtension = 'jpg' | 'png' | 'pdf' | 'doc'

export type AttachmentCheck = { ok: true; mime: string; extension: AttachmentExtension } | { ok: false; reason: 'file_type' | 'file_size' }

/** What the name may say; the content decides. */
const DECLARED: ReadonlySet<string> = new Set(ATTACHMENT_RULES.extensions)

const MAX_NAME_LENGTH = 100

/**
 * §5 attachments, judged by their bytes rather than their name or the browser's MIME type: JPEG,
 * PNG, PDF, or a legacy Word document, each at most 2 MiB. A Word .doc is an OLE compound file, a
 * container other Office formats and installers share, so it passes only under a .doc name.
 */
export async function inspectAttachment(bytes: Uint8Array, declaredName: string): Promise<AttachmentCheck> {
  if (bytes.byteLength > ATTACHMENT_RULES.maxBytes) return { ok: false, reason: 'file_size' }
  const declared = /\.([^.]+)$/.exec(declaredName)?.[1]?.toLowerCase()
  if (!declared || !DECLARED.has(declared)) return { ok: false, reason: 'file_type' }
  switch ((await fileTypeFromBuffer(bytes))?.ext) {
    case 'jpg':
      return { ok: true, mime: 'image/jpeg', extension: 'jpg' }
    case 'png':
      return { ok: true, mime: 'image/png', extension: 'png' }
    case 'pdf':
      return { ok: true, mime: 'application/pdf', extension: 'pdf' }
    case 'cfb':
      return declared === 'doc' ? { ok: true, mime: 'application/msword', extension: 'doc' } : { ok: false, reason: 'file_type' }
    default:
      return { ok: false, reason: 'file_type' }
  }
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
