import { createHmac } from 'node:crypto'

import { breachCheckKey } from './env'

/**
 * The data-breach list is kept as keyed hashes only: HMAC-SHA256 (key BREACH_CHECK_KEY) of the
 * normalised address. Without the key a stolen table cannot be checked against a guessed address.
 */

/** Case and surrounding spaces do not make another mailbox; Unicode is compared in one form. */
export function normaliseAddress(address: string): string {
  return address.normalize('NFC').trim().toLowerCase()
}

export function breachHash(address: string): string {
  return createHmac('sha256', breachCheckKey()).update(normaliseAddress(address)).digest('hex')
}

// Wide enough for every address a mail system exports, strict enough to skip headers and names.
const ADDRESS = /^[^\s@"'<>,;]+@[^\s@"'<>,;]+\.[^\s@"'<>,;]+$/u

/**
 * The distinct addresses of a CSV export: any column, comma, semicolon or tab separated, quoted
 * or not; header rows and other cells are skipped.
 */
export function addressesFromCsv(csv: string): string[] {
  const found = new Set<string>()
  for (const line of csv.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    for (const cell of line.split(/[,;\t]/)) {
      const value = cell
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim()
      if (ADDRESS.test(value)) found.add(normaliseAddress(value))
    }
  }
  return [...found]
}
