import { describe, it, expect } from 'vitest'

import { hasMore, initialListStore, listStoreReducer, type ListPage, type ListStore, type ListStoreAction } from '@/lib/list-store'

import { newsItemsFromFeed, newsPageFromFeed, type NewsFeedResponse } from './news-store'

function run<T>(actions: ListStoreAction<T>[], from: ListStore<T> = initialListStore<T>()): ListStore<T> {
  return actions.reduce<ListStore<T>>(listStoreReducer, from)
}

function page<T>(items: T[], count: number, totalCount: number, next: string | null = null): ListPage<T> {
  return { items, count, totalCount, next }
}

describe('§4 News', () => {
  it("'News: fetching on during load.'", () => {
    const loading = run<string>([{ type: 'fetch/start' }])
    expect(loading.fetching).toBe(true)
    expect(run([{ type: 'fetch/success', page: page(['a'], 1, 1) }], loading).fetching).toBe(false)
    const failed = run<string>([{ type: 'fetch/failure' }], loading)
    expect(failed.fetching).toBe(false)
    expect(failed.list).toEqual([])
  })

  it("'Total is set once, then reduced by the count of each page loaded while it stays non-negative.'", () => {
    let state = run([{ type: 'fetch/success', page: page(['a', 'b'], 10, 25) }])
    expect(state.total).toBe(15)
    // Set once: a later total_count is ignored.
    state = run([{ type: 'fetch/success', page: page(['c'], 10, 999) }], state)
    expect(state.total).toBe(5)
    // 5 - 10 would be negative: not reduced.
    state = run([{ type: 'fetch/success', page: page(['d'], 10, 25) }], state)
    expect(state.total).toBe(5)
    state = run([{ type: 'fetch/success', page: page(['e'], 5, 25) }], state)
    expect(state.total).toBe(0)
    expect(state.list).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it("'A next-page link is kept when older pagination exists.'", () => {
    const withOlder = newsPageFromFeed({ articles: [], pagination: { older: '/feed?older=abc' } })
    let state = run([{ type: 'fetch/success', page: withOlder }])
    expect(state.next).toBe('/feed?older=abc')
    expect(hasMore(state)).toBe(true)

    const lastPage = newsPageFromFeed({ articles: [], pagination: {} })
    state = run([{ type: 'fetch/success', page: lastPage }], state)
    expect(state.next).toBeNull()
    expect(hasMore(state)).toBe(false)

    expect(newsPageFromFeed({ pagination: { older: '' } }).next).toBeNull()
    expect(newsPageFromFeed({}).next).toBeNull()
  })
})

describe('§5 / §3 news data', () => {
  const feed: NewsFeedResponse = {
    articles: [
      {
        id: 101,
        attachments: {
          facebook_post: {
            picture: 'https://cdn.example/p1.jpg',
            message: 'Fibre arrive à Bulle',
            from_name: 'netplus',
            link: 'https://facebook.com/p/1',
            created_time: '2024-05-02T08:00:00Z',
            profile_picture_url: 'https://cdn.example/logo.png',
          },
        },
      },
      { id: 102, attachments: { facebook_post: { picture: null, message: 'No picture' } } },
      { id: 103, attachments: { facebook_post: { picture: '  ', message: 'Blank picture' } } },
      { id: 104, attachments: {} },
      { id: 105 },
      { attachments: { facebook_post: { picture: 'https://cdn.example/p2.jpg' } } },
    ],
    pagination: { older: 'https://news.example/older' },
    meta: { total_count: 40, count: 6 },
  }

  it("'News items are kept only if the post has a picture.'", () => {
    const items = newsItemsFromFeed(feed)
    expect(items).toEqual([
      {
        id: '101',
        media: 'https://cdn.example/p1.jpg',
        text: 'Fibre arrive à Bulle',
        title: 'netplus',
        link: 'https://facebook.com/p/1',
        dateFrom: '2024-05-02T08:00:00Z',
        logo: 'https://cdn.example/logo.png',
      },
      { id: null, media: 'https://cdn.example/p2.jpg', text: '', title: '', link: null, dateFrom: null, logo: null },
    ])
    // The page still counts every post the service sent, so total stays in step with the feed.
    const state = run([{ type: 'fetch/success', page: newsPageFromFeed(feed) }])
    expect(state.list).toHaveLength(2)
    expect(state.total).toBe(34)
  })

  it("'News store: list, next, total, fetching. References and actions use the same store shape.'", () => {
    interface Reference {
      slug: string
    }
    expect(initialListStore<Reference>()).toEqual({ list: [], next: null, total: null, fetching: false })
    const state = run<Reference>([
      { type: 'fetch/start' },
      { type: 'fetch/success', page: page([{ slug: 'commune-de-bulle' }], 1, 3, '/references?page=2') },
    ])
    expect(state).toEqual({
      list: [{ slug: 'commune-de-bulle' }],
      next: '/references?page=2',
      total: 2,
      fetching: false,
    })
  })
})
