import { loadConfiguratorData } from '@/features/configurator/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** GET ?locale= → what the pack configurator of the site asked (its host) needs once used: its private offers and options, and its texts. */
export const GET = edge.route({ call: 'pack-configurator', handle: ({ site, locale }) => loadConfiguratorData(site, locale) })
