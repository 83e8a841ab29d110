import { describe, expect, it } from 'vitest'

import type { NavItem } from '@/features/navigation'

import { sectionHomeUrl, splitTopItems } from './header-entries'

function item(id: string, url: string | null, extra: Partial<NavItem> = {}): NavItem {
  return {
    id,
    title: null,
    link: { url, label: id, target: '_self' },
    icon: null,
    isNetworkStatus: false,
    information: null,
    external: false,
    tree_key: 'top_retail',
    is_home: false,
    'aio:children': [],
    ...extra,
  }
}

const top = [
  item('private', '/', { is_home: true }),
  item('business', '/business'),
  item('search', '/recherche', { icon: 'search' }),
  item('status', '/etat-du-reseau-1637', { icon: 'signal', isNetworkStatus: true }),
  item('account', 'https://moncompte.example', { icon: 'user' }),
  item('webmail', 'https://webmail.example', { icon: 'mail' }),
]

describe('§2 header: the top tree', () => {
  it('search is icon-only; the account entries are left to the account links of the site settings', () => {
    const { links, icons } = splitTopItems(top, ['https://moncompte.example', 'https://webmail.example', null])
    expect(links.map((entry) => entry.id)).toEqual(['private', 'business', 'status'])
    expect(icons.map((entry) => entry.id)).toEqual(['search'])
  })

  it('without account links in the settings the tree entries stay in the top bar', () => {
    expect(splitTopItems(top, []).links.map((entry) => entry.id)).toEqual(['private', 'business', 'status', 'account', 'webmail'])
  })

  it('the logo leads to the section home flagged is_home, else the site root', () => {
    expect(sectionHomeUrl([item('private', '/'), item('business', '/business', { is_home: true })])).toBe('/business')
    expect(sectionHomeUrl([item('private', '/')])).toBe('/')
  })
})
