/**
 * The initial migrations are frozen (docs/decisions/019-initial-migrations-frozen.md): every schema
 * change since is an incremental migration after them. Before the freeze the initial migration was
 * regenerated on each change, so a database made then has its tables under another initial
 * migration's name, and migrating it again would fail on the first table that exists.
 */
export const FROZEN_INITIAL_MIGRATIONS = {
  sqlite: '20261127_020517_initial',
  postgres: '20261127_020527_initial',
} as const satisfies Record<'sqlite' | 'postgres', string>

/**
 * The applied migrations of a database made by a pre-freeze initial migration: none when it is new,
 * or when it ran this kind's frozen initial migration.
 */
export function foreignMigrations(applied: readonly string[], frozenInitial: string): string[] {
  if (applied.includes(frozenInitial)) return []
  return applied.filter((name) => name !== 'dev')
}

/** What to do about such a database, said before the migration fails on it. */
export function foreignMigrationsMessage(foreign: readonly string[]): string {
  return (
    `The database was created by an initial migration from before the initial migrations were frozen (${foreign.join(', ')}): ` +
    "this checkout's migrations cannot run on it. Keep a copy if you need its content (npm run backup), " +
    'then start on a new database: move data/ away (SQLite) or drop and create the database (PostgreSQL).'
  )
}
