/** Prints the env for a fresh test database (see tests/support/test-database.ts). */
import { prepareFreshTestDatabase } from '../tests/support/test-database'

await prepareFreshTestDatabase()
process.stdout.write(`DATA_DIR=${process.env.DATA_DIR}\n`)
