/** The number the customer sees and quotes: CMD-{year}-{id, six digits}, e.g. CMD-2026-000123. */
export function orderReference(id: number | string, createdAt: Date): string {
  return `CMD-${createdAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`
}
