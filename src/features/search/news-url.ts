import { foldText, words } from './text'

/**
 * The `actualites-detail` parameter of §2: the sanitized news title, a dash and the news id
 * (`nouvelle-box-tv-4k-12`). The detail route redirects any other slug of the same id to its own.
 */
export function newsDetail(title: string, id: number): string {
  return [...words(foldText(title)), String(id)].join('-')
}
