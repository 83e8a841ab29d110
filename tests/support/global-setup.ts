import { useFreshTestDatabase } from './test-database'

/** One migrated and seeded throw-away database for every integration test of the run. */
export default async function setup() {
  const kind = await useFreshTestDatabase()
  const [{ default: config }, { getPayload }, { prepareDatabase }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/cms/prepare'),
  ])
  const payload = await getPayload({ config })
  await prepareDatabase(payload)
  await payload.destroy()
  console.log(`integration tests on a fresh ${kind} database (${process.env.DATA_DIR})`)
}
