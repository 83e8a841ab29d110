import { describe, expect, it } from 'vitest'

import { documentTag, listTag, navigationTreeTag, fixedRouteTag, siteSettingsTag } from '@/lib/cache-tags'

import { changedTags, changesPublishedContent } from './cache-invalidation'

describe('cache tags', () => {
  it("name one document, one list per site, one screen, one navigation tree per site, one site's settings", () => {
    expect(documentTag('pages', 514)).toBe('pages:514')
    expect(documentTag('news', '7')).toBe('news:7')
    expect(listTag('news', 2)).toBe('news:list:site-2')
    expect(fixedRouteTag('order')).toBe('pages:screen:order')
    expect(navigationTreeTag(3, 'main_retail')).toBe('navigation:site-3:main_retail')
    expect(siteSettingsTag(1)).toBe('site-settings:site-1')
  })

  it('keep documents, sites and trees apart', () => {
    expect(documentTag('pages', 1)).not.toBe(documentTag('news', 1))
    expect(navigationTreeTag(1, 'main_retail')).not.toBe(navigationTreeTag(2, 'main_retail'))
    expect(navigationTreeTag(1, 'main_retail')).not.toBe(navigationTreeTag(1, 'main_business'))
  })
})

describe('what one save expires', () => {
  it('a page: the page itself, its screen and the page lists of every site that shows it, before and after', () => {
    const before = { id: 514, sites: ['1'], screen: null, _status: 'published' }
    const after = { id: 514, sites: ['1', '2'], screen: 'order', _status: 'published' }
    expect(changedTags('pages', after, before)).toEqual(['pages:514', 'pages:screen:order', 'pages:list:site-1', 'pages:list:site-2'])
  })

  it('a page leaving a screen still expires that screen', () => {
    expect(changedTags('pages', { id: 1, sites: ['3'], screen: null }, { id: 1, sites: ['3'], screen: 'contact' })).toEqual([
      'pages:1',
      'pages:screen:contact',
      'pages:list:site-3',
    ])
  })

  it('a news item: the item and the news lists of its sites', () => {
    expect(changedTags('news', { id: 9, sites: ['2'] }, { id: 9, sites: ['1'] })).toEqual([
      'news:9',
      'news:list:site-2',
      'news:list:site-1',
    ])
  })

  it('a navigation tree: that tree of that site, and the one it was before', () => {
    expect(changedTags('navigation', { id: 4, site: '2', tree_key: 'main_retail' }, { id: 4, site: '2', tree_key: 'main_retail' })).toEqual(
      ['navigation:site-2:main_retail'],
    )
    expect(changedTags('navigation', { id: 4, site: '2', tree_key: 'top_retail' }, { id: 4, site: '1', tree_key: 'main_retail' })).toEqual([
      'navigation:site-2:top_retail',
      'navigation:site-1:main_retail',
    ])
  })

  it('a product: the product and the catalogue reads of its site, before and after', () => {
    expect(changedTags('products', { id: 7, site: '3' }, { id: 7, site: '1' })).toEqual([
      'products:7',
      'products:list:site-3',
      'products:list:site-1',
    ])
  })

  it('a deleted document (no state after) expires what it was', () => {
    expect(changedTags('pages', null, { id: 3, sites: ['1'] })).toEqual(['pages:3', 'pages:list:site-1'])
    expect(changedTags('site-settings', null, { id: 1, site: '3' })).toEqual(['site-settings:site-3'])
  })

  it('collections whose reads carry no tags yet clear every page (null)', () => {
    expect(changedTags('faq', { id: 1 }, { id: 1 })).toBeNull()
    expect(changedTags('media', { id: 1 }, null)).toBeNull()
  })
})

describe('which saves reach the public cache', () => {
  it('publishing, unpublishing and saving a collection without drafts do; a draft over a draft does not', () => {
    expect(changesPublishedContent({ _status: 'published' }, { _status: 'draft' })).toBe(true)
    expect(changesPublishedContent({ _status: 'draft' }, { _status: 'published' })).toBe(true)
    expect(changesPublishedContent({ id: 1 }, { id: 1 })).toBe(true)
    expect(changesPublishedContent({ _status: 'draft' }, { _status: 'draft' })).toBe(false)
    expect(changesPublishedContent({ _status: 'draft' }, null)).toBe(false)
  })
})
