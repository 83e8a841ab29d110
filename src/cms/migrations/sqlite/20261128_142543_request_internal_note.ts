import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`internal_note\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`internal_note\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`internal_note\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`internal_note\`;`)
}
