import { serverActionId } from './server-action'

/** The customer's e-mail of order `n`. */
export const orderEmail = (n: number, prefix = 'bench') => `${prefix}-${n}@example.ch`

/** A private order of a seeded offer at a seeded address, as the confirm step sends it. */
export function orderSubmission(email: string, { locale = 'fr', complement = 'Rez' }: { locale?: string; complement?: string } = {}) {
  return {
    audience: 'private',
    locale,
    selection: { offer: 'duo-1g-tv', hsi_solo_net: false, mysports_earlybird: false },
    address: { npa: '1936', street: 'route des creux', number: '3', city: 'Verbier' },
    customer: {
      civility: 'mrs',
      firstName: 'Léa',
      lastName: 'Charge',
      birthDate: '1988-04-12',
      email,
      phone: '+41 79 555 12 34',
      complement,
    },
  }
}

/**
 * An order as the confirm step's browser sends it (the submitOrder server action) with a solved
 * security code (`securityCodeFrom`, asked as the same client), for the scale-out test and the
 * benches: order `n`, from a client address of its own (the per-client order limit is not what they
 * measure).
 */
export function orderRequest(
  host: string,
  n: number,
  emailPrefix: string,
  securityCode: string,
): { headers: Record<string, string>; body: string } {
  const submission = { ...orderSubmission(orderEmail(n, emailPrefix)), securityCode }
  return {
    headers: {
      host,
      'next-action': serverActionId('submitOrder'),
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      'x-forwarded-for': orderClient(n),
    },
    body: JSON.stringify([submission]),
  }
}

/** The client address order `n` comes from. */
export const orderClient = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

/** The order reference in the action's answer, or null. */
export const orderReference = (body: string | undefined): string | null =>
  /"reference":"(CMD-\d{4}-[0-9A-Z]{6,8})"/.exec(body ?? '')?.[1] ?? null

/** How many mails name each order reference. */
export function mailsPerReference(messages: readonly { data: string }[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const mail of messages)
    for (const reference of new Set(mail.data.match(/CMD-\d{4}-[0-9A-Z]{6,8}\b/g) ?? []))
      counts.set(reference, (counts.get(reference) ?? 0) + 1)
  return counts
}
