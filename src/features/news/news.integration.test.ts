import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { cms } from '@/cms/client'

import { newsIdFromParam } from './news-format'
import { initialListStore, listStoreReducer, type ListStore } from '@/lib/list-store'
import { loadNewsArticle, loadNewsCards, listNewsPage } from './news.server'
import type { NewsCard } from './news-format'

let feedServer: Server
let feedUrl: string
let feedStatus = 200

beforeAll(async () => {
  // A news service answering one §7 page, or failing with the status the test sets.
  feedServer = createServer((_request, response) => {
    if (feedStatus !== 200) return void response.writeHead(feedStatus).end()
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        articles: [
          {
            id: '77_1',
            attachments: {
              facebook_post: {
                picture: 'https://cdn.example/77.jpg',
                message: 'Depuis le service',
                from_name: 'netplus.ch',
                created_time: '2026-11-20T08:00:00+0000',
              },
            },
          },
        ],
        pagination: {},
        meta: { total_count: 1, count: 1 },
      }),
    )
  })
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve))
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed`
})

afterEach(() => {
  delete process.env.NEWS_FEED_URL
  feedStatus = 200
})

afterAll(async () => {
  await new Promise<void>((resolve) => feedServer.close(() => resolve()))
  await (await cms()).destroy()
})

function idOf(card: NewsCard): string {
  return newsIdFromParam(card.href.split('/').at(-1) ?? '') ?? ''
}

describe('news from the CMS (embedded default)', () => {
  it('pages the site’s news with a picture, newest first, and the total rule reaches 0 on the last page', async () => {
    const first = await loadNewsCards({ site: 1, locale: 'fr', page: 1 })
    expect(first.items).toHaveLength(6)
    expect(first.totalCount).toBe(11)
    expect(first.next).toBe('/api/news?site=1&locale=fr&page=2')
    const times = first.items.map((card) => Date.parse(card.dateTime ?? ''))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(first.items.every((card) => card.picture.startsWith('/'))).toBe(true)

    const second = await listNewsPage(new URLSearchParams('site=1&locale=fr&page=2'))
    expect(second.items).toHaveLength(5)
    expect(second.next).toBeNull()

    let store: ListStore<NewsCard> = initialListStore()
    store = listStoreReducer(store, { type: 'fetch/success', page: first })
    expect(store.total).toBe(5)
    store = listStoreReducer(store, { type: 'fetch/success', page: second })
    expect(store.total).toBe(0)
    expect(new Set(store.list.map(idOf)).size).toBe(11)
  })

  it('refuses a page number that is not a whole number from 1', async () => {
    await expect(listNewsPage(new URLSearchParams('page=0'))).rejects.toMatchObject({ status: 400, field: 'page' })
    await expect(listNewsPage(new URLSearchParams('page=deux'))).rejects.toMatchObject({ status: 400, field: 'page' })
  })

  it('loads one item of the site with its URL in each language; another site’s, a pictureless or an unknown item is not found', async () => {
    const [card] = (await loadNewsCards({ site: 2, locale: 'de', page: 1 })).items
    const id = card ? idOf(card) : ''
    const news = await loadNewsArticle({ site: 2, locale: 'de', id })
    expect(news?.article.title).toBe(card?.title)
    expect(news?.urls.de).toBe(card?.href)
    expect(news?.urls.fr).toMatch(new RegExp(`^/actualites/[a-z0-9-]+-${id}$`))
    expect(news?.urls.en).toMatch(new RegExp(`^/en/actualites/[a-z0-9-]+-${id}$`))
    expect(news?.urls.fr).not.toBe(news?.urls.de?.replace('/de', ''))

    expect(await loadNewsArticle({ site: 1, locale: 'de', id })).toBeNull()
    expect(await loadNewsArticle({ site: 2, locale: 'de', id: '999999' })).toBeNull()
    expect(await loadNewsArticle({ site: 2, locale: 'de', id: 'abc' })).toBeNull()
    const { docs } = await (
      await cms()
    ).find({ collection: 'news', where: { and: [{ media: { exists: false } }, { sites: { contains: '2' } }] }, limit: 1 })
    expect(docs[0]).toBeDefined()
    expect(await loadNewsArticle({ site: 2, locale: 'de', id: String(docs[0]?.id) })).toBeNull()
  })
})

describe('news from the configured news service', () => {
  it('shows the service’s posts when NEWS_FEED_URL is set', async () => {
    process.env.NEWS_FEED_URL = feedUrl
    const page = await loadNewsCards({ site: 1, locale: 'fr', page: 1 })
    expect(page.items.map((card) => card.href)).toEqual(['/actualites/netplus-ch-77_1'])
    expect((await loadNewsArticle({ site: 1, locale: 'fr', id: '77_1' }))?.article.text).toBe('Depuis le service')
  })

  it('falls back to the CMS news when the service fails', async () => {
    process.env.NEWS_FEED_URL = `${feedUrl}?broken=1`
    feedStatus = 503
    const page = await loadNewsCards({ site: 1, locale: 'fr', page: 1 })
    expect(page.totalCount).toBe(11)
    expect(page.items).toHaveLength(6)
  })
})
