import type { CollectionBeforeChangeHook } from 'payload'

type HistoryEntry = { status: string; at: string; by?: number | { id: number } | null; byName?: string | null }

type StaffMember = { id: number; email: string; name?: string | null }

/**
 * Each status an order takes is added to its history with the time and the staff member who set
 * it (none for the site's own server): their account, and their name as it was then, which is what
 * a role that may not read other accounts sees of them. The history is the server's alone: what a
 * save sends for it is dropped, so neither the admin form nor the REST API can rewrite it.
 */
export const recordStatusChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const next: Record<string, unknown> = { ...data }
  delete next.statusHistory
  const previous = operation === 'create' ? undefined : (originalDoc as { status?: string } | undefined)?.status
  const status = (data.status as string | undefined) ?? previous
  if (!status || status === previous) return next
  const history = ((originalDoc as { statusHistory?: HistoryEntry[] | null } | undefined)?.statusHistory ?? []).map((entry) => ({
    ...entry,
    by: typeof entry.by === 'object' && entry.by !== null ? entry.by.id : entry.by,
  }))
  const staff = req.user?.collection === 'users' ? (req.user as StaffMember) : null
  const byName = staff ? staff.name?.trim() || staff.email : null
  return { ...next, statusHistory: [...history, { status, at: new Date().toISOString(), by: staff?.id ?? null, byName }] }
}
