/** Form look shared by every funnel field (DESIGN.md: label above, help, inline error, ≥ 44 px). */
export const INPUT =
  'block min-h-11 w-full rounded-lg border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-[var(--color-danger)] aria-[invalid=true]:border-2 disabled:opacity-60'

export const LABEL = 'mb-1 block text-sm font-semibold text-ink'

export const PANEL = 'rounded-2xl border border-line bg-surface p-4 sm:p-6'

export const BUTTON_SECONDARY =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 border-primary px-6 py-2 text-base font-semibold text-link transition-colors duration-200 hover:bg-surface-alt motion-reduce:transition-none'

export function describedBy(id: string, help: string | undefined, error: string | undefined): string | undefined {
  const ids = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter((value) => value !== null)
  return ids.length > 0 ? ids.join(' ') : undefined
}
