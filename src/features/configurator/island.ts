'use client'

import { CONFIGURATION_PARAM } from '@/features/catalogue'
import { island } from '@/ui/islands/island'

import { fetchConfiguratorData } from './configurator-data'

/**
 * Its own chunk, loaded with the whole catalogue and its texts when a visitor comes near the configurator, or
 * at once when the address carries a configuration to restore (a shared link).
 */
export const PackConfiguratorIsland = island(
  () => import('./PackConfigurator').then((m) => m.PackConfigurator),
  () => (new URLSearchParams(window.location.search).has(CONFIGURATION_PARAM) ? 'now' : 'visible'),
  ({ locale }) => fetchConfiguratorData(locale),
)
