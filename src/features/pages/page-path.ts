/** §2: content page URLs end in a numeric page id (`/{locale}/anything-<id>`). */
export function pageIdFromPath(segments: readonly string[]): number | null {
  const last = segments.at(-1)
  if (!last) return null
  const match = /^(?:.+-)?(\d{1,9})$/.exec(decodeURIComponent(last))
  return match ? Number(match[1]) : null
}
