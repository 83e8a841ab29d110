import type { SearchableChannel, SearchableNews, SearchablePage, SearchSources } from './documents'

/** A Lexical document of one paragraph. */
export const richText = (words: string) => ({
  root: {
    type: 'root',
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text: words, version: 1 }] }],
    direction: null,
    format: '' as const,
    indent: 0,
    version: 1,
  },
})

export const page = (id: number, title: string, urls: SearchablePage['urls'], extra: Partial<SearchablePage> = {}): SearchablePage => ({
  id,
  title,
  type: 'page',
  sections: ['bliblablo'],
  urls,
  ...extra,
})

export const sources = (parts: Partial<SearchSources> & { pages: SearchablePage[] }): SearchSources => ({
  locale: 'fr',
  news: [] as SearchableNews[],
  channels: [] as SearchableChannel[],
  channelsPageId: 514,
  excludedPageIds: new Set([702]),
  channelWords: (channel) => `Chaîne ${channel.number}`,
  ...parts,
})
