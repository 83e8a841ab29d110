import { describe, expect, it } from 'vitest'

import type { Navigation } from '@/cms/payload-types'

import { toNavigationTree } from './nav-tree'

type Doc = Pick<Navigation, 'tree_key' | 'items' | 'mobile_actions'>

const link = (url: string | null, label: string, target: '_self' | '_blank' = '_self') => ({ url, label, target })

describe('§3 navigation items in the §7 API shape', () => {
  const main: Doc = {
    tree_key: 'main_retail',
    items: [
      {
        id: 'offers',
        title: 'Offres',
        link: link(null, ''),
        information: { text: null, button: { label: 'Voir les offres', url: '/offres-combinees-477' } },
        children: [
          {
            id: 'tv',
            title: null,
            link: link('/television-514', 'Télévision'),
            grandchildren: [{ id: 'list', link: link('/liste-des-chaines-3110', 'Liste des chaînes') }],
          },
          { id: 'empty', title: null, link: link(null, '') },
        ],
      },
      { id: 'status', link: link('/etat-du-reseau-1637', 'État du réseau'), icon: 'signal', isNetworkStatus: true },
      { id: 'dead', link: link('', 'Nothing') },
    ],
    mobile_actions: [
      { id: 'call', icon: 'phone', link: link('/contact-744', 'Appeler') },
      { id: 'broken', icon: 'cart', link: link(null, 'Commander') },
    ],
  }

  it('resolves the link, nests children under aio:children, keeps flags and the information block', () => {
    const tree = toNavigationTree(main)
    expect(tree.tree_key).toBe('main_retail')
    expect(tree.groups).toEqual([])
    const [offers, status] = tree.items
    expect(offers).toMatchObject({
      id: 'offers',
      title: 'Offres',
      // A title-only group reads its title as the label.
      link: { url: null, label: 'Offres', target: '_self' },
      information: { text: null, button: { label: 'Voir les offres', url: '/offres-combinees-477' } },
      tree_key: 'main_retail',
      is_home: false,
      isNetworkStatus: false,
    })
    expect(offers?.['aio:children'].map((child) => child.id)).toEqual(['tv'])
    expect(offers?.['aio:children'][0]?.['aio:children'][0]?.link).toEqual(link('/liste-des-chaines-3110', 'Liste des chaînes'))
    expect(status).toMatchObject({ icon: 'signal', isNetworkStatus: true, information: null, 'aio:children': [] })
  })

  it('drops entries with neither a url nor children, and mobile actions without a url', () => {
    const tree = toNavigationTree(main)
    expect(tree.items.map((item) => item.id)).toEqual(['offers', 'status'])
    expect(tree.mobile_actions).toEqual([{ id: 'call', icon: 'phone', link: link('/contact-744', 'Appeler') }])
  })

  it('footer trees carry groups: a title and childs', () => {
    const tree = toNavigationTree({
      tree_key: 'footer_retail',
      items: [
        {
          id: 'support',
          title: 'Support',
          link: link(null, 'Support'),
          children: [{ id: 'webmail', link: link('https://webmail.example', 'Webmail', '_blank'), external: true }],
        },
      ],
    })
    expect(tree.items).toEqual([])
    expect(tree.groups).toHaveLength(1)
    expect(tree.groups[0]).toMatchObject({ id: 'support', title: 'Support' })
    expect(tree.groups[0]?.childs[0]).toMatchObject({
      external: true,
      link: link('https://webmail.example', 'Webmail', '_blank'),
      tree_key: 'footer_retail',
    })
  })
})
