/** Entries shown as an icon alone (§2 "some entries are icon-only (search)"); they need an accessible name. */
export const ICON_ONLY: ReadonlySet<string> = new Set(['search'])
