/**
 * Merges only the fields a caller actually gave: `{ pack: undefined }` passes Partial<> but
 * must not wipe the stored pack.
 */
export function withGivenFields<T extends object>(base: T, fields: Partial<T>): T {
  const merged: T = { ...base }
  for (const key of Object.keys(fields) as (keyof T)[]) {
    const value = fields[key]
    if (value !== undefined) merged[key] = value as T[keyof T]
  }
  return merged
}
