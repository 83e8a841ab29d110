/**
 * Until the first production deployment the initial migration is regenerated from the config
 * (docs/decisions/018-migrations-not-schema-push.md): a database made by an older initial migration has its tables
 * but not the current migration's name, and migrating it again fails on the first table that
 * exists. Names the applied migrations this checkout does not know, when none of its own is applied.
 */
export function foreignMigrations(applied: readonly string[], known: readonly string[]): string[] {
  if (applied.some((name) => known.includes(name))) return []
  return applied.filter((name) => !known.includes(name) && name !== 'dev')
}

/** What to do about such a database, said before the migration fails on it. */
export function foreignMigrationsMessage(foreign: readonly string[]): string {
  return (
    `The database was created by a migration this checkout does not have (${foreign.join(', ')}): ` +
    'its initial migration was regenerated since. Keep a copy if you need its content (npm run backup), ' +
    'then start on a new database: move data/ away (SQLite) or drop and create the database (PostgreSQL).'
  )
}
