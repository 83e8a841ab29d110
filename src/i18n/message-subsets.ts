/**
 * Which messages travel to the browser with a page. Every page carries the frame's messages (all
 * namespaces but the screens' own); a screen's client components get theirs from ClientMessages
 * around the screen, so a page without forms does not carry the forms' 6 KB of text, and so on.
 */
export const SCREEN_NAMESPACES = [
  'address',
  'availabilityCheck',
  'breachCheck',
  'catalogue',
  'channelList',
  'configurator',
  'editor',
  'forms',
  'networkStatus',
  'news',
  'order',
  'orderTracking',
  'outageAlerts',
  'partnerArea',
  'references',
  'roaming',
  'search',
  'seo',
  'vod',
] as const

type ScreenNamespace = (typeof SCREEN_NAMESPACES)[number]
/** A screen namespace or a part of one ('order.availability'). */
export type ScreenMessages = ScreenNamespace | `${ScreenNamespace}.${string}`

/** What the address fields, their checks and their errors show, wherever they are (forms, order, lookups). */
export const ADDRESS_CLIENT_MESSAGES = [
  'address',
  'order.actions',
  'order.availability',
  'order.caius',
  'order.hints',
  'order.redirect',
  'order.validation',
] as const satisfies readonly ScreenMessages[]
/** A form of the site: its fields, errors and result, with the address fields. */
export const FORM_CLIENT_MESSAGES = ['forms', ...ADDRESS_CLIENT_MESSAGES] as const satisfies readonly ScreenMessages[]
/** The editors' account screens (sign-in, profile, new password): their texts and the form fields'. */
export const EDITOR_MESSAGES = ['editor', 'forms'] as const satisfies readonly ScreenMessages[]

type Messages = Record<string, unknown>

/** The messages of every page: all but the screens' own namespaces. */
export function frameMessages(messages: Messages): Messages {
  const screens = new Set<string>(SCREEN_NAMESPACES)
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !screens.has(namespace)))
}

/** The frame's messages with the given namespaces or parts of namespaces of a screen. */
export function screenMessages(messages: Messages, paths: readonly ScreenMessages[]): Messages {
  const picked = frameMessages(messages)
  for (const path of paths) {
    const keys = path.split('.')
    let source: unknown = messages
    for (const key of keys) source = typeof source === 'object' && source !== null ? (source as Messages)[key] : undefined
    if (source === undefined) continue
    let target = picked
    for (const key of keys.slice(0, -1)) {
      const next = target[key]
      target = target[key] = typeof next === 'object' && next !== null ? { ...(next as Messages) } : {}
    }
    target[keys.at(-1)!] = source
  }
  return picked
}
