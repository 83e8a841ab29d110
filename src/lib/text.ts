/**
 * The one text folding of the site: what visitors type is compared with what the site holds
 * without case or accents ('Télé', 'TELE' and 'tele' compare equal), and ß is ss, as Swiss
 * German writes it. Search indexes and queries, filters, address lookups and slugs all fold alike.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss')
}

/** C0 controls but tab and line feed, DEL and C1 controls: nothing a visitor means to type. */
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g
/** Every way of breaking a line: CR LF, CR, LF, NEL, the line and paragraph separators. */
const LINE_BREAKS = /\r\n?|[\n\u0085\u2028\u2029]/g
/** Half of a surrogate pair without its other half (not text: no mail or database takes it). */
const LONE_SURROGATES = /\p{Cs}/gu

/**
 * What a visitor typed, made safe to store and to mail: no NUL or other control character, no lone
 * surrogate (U+FFFD instead), and in a single-line field no line break (a space instead), so that
 * no name, address or subject can start a line of its own in a mail's header. A multi-line field
 * (a message) keeps its lines, each break written as one line feed.
 */
export function visitorText(value: string, lines: 'one' | 'many' = 'one'): string {
  return value
    .replace(LONE_SURROGATES, '\uFFFD')
    .replace(LINE_BREAKS, lines === 'many' ? '\n' : ' ')
    .replace(CONTROLS, '')
}

/**
 * A visitor's answer after its label, as a mail's body shows it: on the label's line when it is one
 * line, else each of its lines below the label behind "> " (a quoted block), so that no line a
 * visitor typed (`Bcc: …`, a forged greeting or signature) can pass for one of the operator's.
 */
export function quotedAnswer(label: string, value: string): string {
  const lines = value.split(LINE_BREAKS)
  return lines.length === 1 ? `${label}: ${value}` : [`${label}:`, ...lines.map((line) => `> ${line}`)].join('\n')
}
