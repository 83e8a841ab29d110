import 'server-only'

import { unstable_cache } from 'next/cache'

import { isNextServer } from './env'

/** The site's pages are cached for an hour too (src/app/(site)/…/layout.tsx): a safety net for what no save announces. */
const CACHED_READ_SECONDS = 3600

/**
 * A read of published content kept in the Next.js data cache under the tags of what it read. The
 * tags also land on every cached page that used the read, so a CMS save that expires one of them
 * renders those pages again. `name` and the arguments make the cache key. Outside the Next server
 * (seed, tests) there is no cache: the read runs as is.
 */
export function cachedRead<A extends (string | number)[], R>(
  name: string,
  read: (...args: A) => Promise<R>,
  tagsOf: (...args: A) => string[],
): (...args: A) => Promise<R> {
  return (...args: A) => {
    if (!isNextServer()) return read(...args)
    return unstable_cache(() => read(...args), [name, ...args.map(String)], { tags: tagsOf(...args), revalidate: CACHED_READ_SECONDS })()
  }
}
