import { describe, expect, it } from 'vitest'

import { ContactDetails, PublisherDetails } from '@/screens/contact-details/server'
import { NetworkStatusScreen } from '@/screens/network-status/NetworkStatusScreen'
import { PointsOfSale } from '@/screens/points-of-sale/PointsOfSale'
import type { SiteRouteParams } from '@/sites/route-params'
import { pageRoleOf } from '@/sites/sites'

import { ROLE_SCREENS } from './role-screens'

const params: SiteRouteParams = Promise.resolve({ site: '1', locale: 'fr' })

/** What the catch-all route puts in the slot of the page of this id: its role's screen, as an element not yet rendered. */
function slotOf(id: number) {
  const role = pageRoleOf(id)
  const screen = role ? ROLE_SCREENS[role] : undefined
  return screen ? screen({ params }) : null
}

describe('§2 pages by role: the screen in their slot', () => {
  it('the contact pages (744 private, 576 business, Entremont support 1378) and the publisher pages (161, 3160)', () => {
    const audience = (id: number) => {
      const slot = slotOf(id)
      return slot?.type === ContactDetails ? (slot.props as { audience: string }).audience : null
    }
    expect([744, 576, 1378, 161].map(audience)).toEqual(['private', 'business', 'private', null])
    expect([161, 3160, 3161, 744].map((id) => slotOf(id)?.type === PublisherDetails)).toEqual([true, true, false, false])
  })

  it('points of sale are the §2 pages 551 and 1370', () => {
    expect([551, 1370, 552, 1375].map((id) => slotOf(id)?.type === PointsOfSale)).toEqual([true, true, false, false])
  })

  it('the network status page is page 1637 only', () => {
    expect(slotOf(1637)?.type).toBe(NetworkStatusScreen)
    expect(slotOf(1370)?.type).not.toBe(NetworkStatusScreen)
  })

  it('a page of words only, or of a role without a screen, has an empty slot', () => {
    expect([552, 644, 702, 793].map(slotOf)).toEqual([null, null, null, null])
  })
})
