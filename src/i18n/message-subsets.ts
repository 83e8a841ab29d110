/**
 * Which messages travel to the browser with a page. Every page carries the messages of the frame's
 * client components (FRAME_CLIENT_MESSAGES); other client components (islands, a screen's own) get
 * theirs from ClientMessages around them (CLIENT_NAMESPACES), so a page without forms does not carry the forms' 6 KB of text,
 * and so on. What only server components say (menus, footer, contact details…) never travels.
 */
export const CLIENT_NAMESPACES = [
  'address',
  'appointments',
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
  'satisfaction',
  'search',
  'seo',
  'vod',
] as const

type ClientNamespace = (typeof CLIENT_NAMESPACES)[number]
/** One of CLIENT_NAMESPACES or a part of one ('order.availability'). */
export type ClientMessageKey = ClientNamespace | `${ClientNamespace}.${string}`

/**
 * What the client components on every page say: loading bar, language switcher, error boundary,
 * hero slider, links opening a new tab, video and image zoom, network status (dot, alert panel,
 * teaser line), consent banner and the editors' live-edit toolbar.
 */
export const FRAME_CLIENT_MESSAGES = [
  'site',
  'languages',
  'header.languages',
  'error',
  'hero',
  'blocks.newTab',
  'blocks.video',
  'blocks.playVideo',
  'blocks.videoNotice',
  'blocks.zoomDialog',
  'blocks.zoomIn',
  'blocks.zoomOut',
  'blocks.close',
  'network',
  'teasers.statusTitle',
  'teasers.statusOk',
  'teasers.statusIncidents',
  'teasers.statusDetails',
  'teasers.statusUnknown',
  'consent',
  'liveEdit',
] as const

/** What the address fields, their checks and their errors show, wherever they are (forms, order, lookups). */
export const ADDRESS_CLIENT_MESSAGES = [
  'address',
  'order.actions',
  'order.availability',
  'order.caius',
  'order.hints',
  'order.redirect',
  'order.validation',
] as const satisfies readonly ClientMessageKey[]
/**
 * The home pages' availability check: its first paint, the address form, says only these; what
 * it says once used (its offers and their prices, the network at the address, errors) comes with
 * its data (AVAILABILITY_CHECK_LIVE_MESSAGES).
 */
export const AVAILABILITY_CHECK_MESSAGES = ['address', 'order.actions', 'order.hints'] as const satisfies readonly ClientMessageKey[]
export const AVAILABILITY_CHECK_LIVE_MESSAGES = [
  'availabilityCheck',
  'catalogue',
  'order.availability',
  'order.caius',
  'order.redirect',
  'order.validation',
] as const satisfies readonly ClientMessageKey[]
/**
 * The home pages' pack configurator: its first paint (the offers to choose, nothing chosen yet)
 * says only these; all it says once used comes with its catalogue (CONFIGURATOR_LIVE_MESSAGES).
 */
export const CONFIGURATOR_MESSAGES = [
  'configurator.groups',
  'configurator.none',
  'configurator.order',
  'configurator.share',
  'configurator.reset',
  'configurator.hints',
  'configurator.bar',
  'catalogue.chf',
  'catalogue.perMonth',
  'catalogue.regularPrice',
  'catalogue.summary.title',
  'catalogue.summary.empty',
] as const satisfies readonly ClientMessageKey[]
export const CONFIGURATOR_LIVE_MESSAGES = ['configurator', 'catalogue'] as const satisfies readonly ClientMessageKey[]
/** A form of the site: its fields, errors and result, with the address fields. */
export const FORM_CLIENT_MESSAGES = ['forms', ...ADDRESS_CLIENT_MESSAGES] as const satisfies readonly ClientMessageKey[]
/** The editors' account screens (sign-in, profile, new password): their texts and the form fields'. */
export const EDITOR_MESSAGES = ['editor', 'forms'] as const satisfies readonly ClientMessageKey[]

type Messages = Record<string, unknown>

// One frame subset per locale's messages: a screen's provider nested in the layout's then holds the
// same objects, which the page's payload writes once and refers to after.
const frames = new WeakMap<Messages, Messages>()

/** The messages of every page: what the frame's client components say. */
export function frameMessages(messages: Messages): Messages {
  let frame = frames.get(messages)
  if (!frame) frames.set(messages, (frame = pick(messages, FRAME_CLIENT_MESSAGES)))
  return frame
}

/** The frame's messages with the given namespaces or parts of namespaces (none of CLIENT_NAMESPACES is the frame's). */
export function clientMessagesOf(messages: Messages, paths: readonly ClientMessageKey[]): Messages {
  return { ...frameMessages(messages), ...pick(messages, paths) }
}

/** The given namespaces or parts of namespaces ('order.availability') of the messages. */
export function pick(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {}
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

/** `more` added to `messages`: a namespace (or a part of one) both hold has the keys of each, as `pick` splits them. */
export function withMessages(messages: Messages, more: Messages): Messages {
  const merged = { ...messages }
  for (const [key, value] of Object.entries(more)) {
    const held = merged[key]
    merged[key] = isMessages(held) && isMessages(value) ? withMessages(held, value) : value
  }
  return merged
}

const isMessages = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value)
