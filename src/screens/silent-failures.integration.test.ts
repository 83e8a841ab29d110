import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/**
 * §8: a failed load of the FAQ, of the points of sale or of the network status board is only
 * logged; the page renders without that part instead of failing (each loader below fails).
 */
vi.mock('@/sites/route-params', () => ({ siteAndLocale: async () => ({ site: 1, locale: 'fr' }) }))
vi.mock('@/cms/client', () => ({ cms: async () => Promise.reject(new Error('database down')) }))
vi.mock('@/features/sellers/server', () => ({ loadSellerEntries: async () => Promise.reject(new Error('database down')) }))
vi.mock('@/features/network-status/server', () => ({ cachedStatusBoard: async () => Promise.reject(new Error('database down')) }))
const logged = vi.hoisted(() => [] as string[])
vi.mock('@/lib/logger', () => ({
  logger: {
    error: (_: unknown, message: string) => logged.push(message),
    warn: () => undefined,
    info: () => undefined,
    debug: () => undefined,
  },
}))

const params = Promise.resolve({ site: '1', locale: 'fr' })

// The integration files share one module graph: the screens below, imported by an earlier file,
// would keep the real loaders. Imported again after this, they get the failing ones above; the next
// files import the real ones again.
beforeAll(() => vi.resetModules())
afterAll(() => vi.resetModules())

describe('silent failures (§8)', () => {
  it('the FAQ bloc: no questions, no error, the failure logged', async () => {
    const { default: FaqPart } = await import('./blocks/faq/Part')
    expect(await FaqPart({ bloc: { faq_type: [1, 2] }, site: 1, locale: 'fr', headingLevel: 2 } as never)).toBe(false)
    expect(logged).toContain('faq load failed')
  })

  it('the points of sale: the page without the list, the failure logged', async () => {
    const { PointsOfSale } = await import('./points-of-sale/PointsOfSale')
    expect(await PointsOfSale({ params })).toBeNull()
    expect(logged).toContain('sellers load failed')
  })

  it('the network status board: the page keeps its text without the lists, the failure logged', async () => {
    const { NetworkStatusBoard } = await import('./network-status/NetworkStatusBoard')
    expect(await NetworkStatusBoard({ params })).toBeNull()
    expect(logged).toContain('network status board load failed')
  })
})
