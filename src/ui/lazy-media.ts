import { LAZY_CLASS, LAZY_ROOT_MARGIN, lazyReducer, lazySrc, type LazyEvent, type LazyState } from './lazy-image'

/** A `<source>` of a lazy `<picture>`, added in front of its image once it is near. */
export type LazySource = { media: string; srcSet: string; type?: string | null; width: number; height: number }

const SRC = 'data-lazy-src'
const SOURCES = 'data-lazy-sources'

/**
 * What the server writes on a lazy image (§4): the placeholder and the 'lazy' class until the
 * page's watcher (`watchLazyMedia`) gives it its source. Plain attributes, so the image and what
 * surrounds it need no client component of their own and stay the server's HTML.
 */
export function lazyImageAttributes(src: string, sources?: readonly LazySource[]) {
  return {
    src: lazySrc('waiting', src),
    [SRC]: src,
    ...(sources?.length ? { [SOURCES]: JSON.stringify(sources) } : {}),
  }
}

export const LAZY_WAITING_CLASS = LAZY_CLASS.waiting

/**
 * One watcher for every lazy image of the document, those the server wrote and those a later
 * render adds: each goes 'waiting' → 'loading' when it comes within §4's root margin of the
 * viewport (the `<picture>`'s sources are added then, the image's src last), → 'loaded' or 'failed'
 * (§4's lazyReducer), its class following the state. Returns the function that stops it.
 */
export function watchLazyMedia(doc: Document): () => void {
  const states = new WeakMap<HTMLImageElement, LazyState>()

  const move = (image: HTMLImageElement, event: LazyEvent) => {
    const from = states.get(image) ?? 'waiting'
    const to = lazyReducer(from, event)
    if (to === from) return
    states.set(image, to)
    image.classList.remove(LAZY_CLASS[from])
    image.classList.add(LAZY_CLASS[to])
  }

  const load = (image: HTMLImageElement) => {
    move(image, 'visible')
    const sources = image.getAttribute(SOURCES)
    if (sources && image.parentElement instanceof HTMLPictureElement) {
      for (const source of JSON.parse(sources) as LazySource[]) {
        const element = doc.createElement('source')
        element.media = source.media
        element.srcset = source.srcSet
        if (source.type) element.type = source.type
        element.width = source.width
        element.height = source.height
        image.before(element)
      }
    }
    image.addEventListener('load', () => move(image, 'load'), { once: true })
    image.addEventListener('error', () => move(image, 'error'), { once: true })
    image.src = lazySrc(states.get(image) ?? 'waiting', image.getAttribute(SRC) ?? image.src)
  }

  const near =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting || !(entry.target instanceof HTMLImageElement)) continue
              near?.unobserve(entry.target)
              load(entry.target)
            }
          },
          { rootMargin: LAZY_ROOT_MARGIN },
        )
      : null

  const scan = () => {
    for (const image of doc.querySelectorAll<HTMLImageElement>(`img[${SRC}]`)) {
      if (states.has(image)) continue
      states.set(image, 'waiting')
      if (near) near.observe(image)
      else load(image)
    }
  }

  // Pages the router renders later bring images of their own.
  let queued = false
  const added = new MutationObserver(() => {
    if (queued) return
    queued = true
    queueMicrotask(() => {
      queued = false
      scan()
    })
  })
  scan()
  added.observe(doc.body, { childList: true, subtree: true })
  return () => {
    added.disconnect()
    near?.disconnect()
  }
}
