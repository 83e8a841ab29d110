'use client'

import { island } from '@/ui/islands/island'

/**
 * Its own chunk, loaded when a visitor comes near the form (it sits under the status board): the
 * route that renders every CMS page would otherwise ship the form platform everywhere, and the
 * status page's first paint does not wait for it.
 */
export const OutageAlertSignupIsland = island(() => import('./OutageAlertSignup').then((m) => m.OutageAlertSignup))
