import { afterEach, describe, expect, it, vi } from 'vitest'

import { LAZY_CLASS, LAZY_PLACEHOLDER, lazyReducer, lazySrc, type LazyEvent, type LazyState } from './lazy-image'
import { whenNear } from './when-near'

const run = (events: LazyEvent[], from: LazyState = 'waiting') => events.reduce(lazyReducer, from)

describe('§4 lazy media', () => {
  it("'Lazy media loads when entering the viewport, with a loading class then a loaded class'", () => {
    expect(LAZY_CLASS[run([])]).toBe('lazy')
    expect(lazySrc(run([]), '/a.webp')).toBe(LAZY_PLACEHOLDER)
    expect(LAZY_CLASS[run(['visible'])]).toBe('lazy-loading')
    expect(lazySrc(run(['visible']), '/a.webp')).toBe('/a.webp')
    expect(LAZY_CLASS[run(['visible', 'load'])]).toBe('lazy-loaded')
    expect(run(['load'])).toBe('waiting')
    expect(run(['visible', 'load', 'visible'])).toBe('loaded')
    expect(run(['visible', 'error'])).toBe('failed')
  })
})

/** A viewport of 1000 × 1000 px scrolled by the test; its observers intersect as browsers do, root margin included. */
const VIEWPORT = 1000
type Box = { top: number; left: number; size: number }
const observers: FakeIntersectionObserver[] = []
let scroll = { x: 0, y: 0 }

class FakeIntersectionObserver {
  readonly watched = new Set<Box>()
  private readonly margin: [number, number, number, number]

  constructor(
    private readonly callback: (entries: { target: Box; isIntersecting: boolean }[]) => void,
    options: { rootMargin?: string } = {},
  ) {
    // Percentages of the root's height (top, bottom) and width (right, left), as the specification reads them.
    const parts = (options.rootMargin ?? '0px').split(/\s+/).map((part) => {
      if (part.endsWith('%')) return (Number.parseFloat(part) / 100) * VIEWPORT
      return Number.parseFloat(part)
    })
    const [top = 0, right = top, bottom = top, left = right] = parts
    this.margin = [top, right, bottom, left]
    observers.push(this)
  }

  observe(box: Box) {
    this.watched.add(box)
    this.report([box])
  }

  disconnect() {
    this.watched.clear()
  }

  report(boxes: Iterable<Box>) {
    const [top, right, bottom, left] = this.margin
    const entries = [...boxes].map((box) => ({
      target: box,
      isIntersecting:
        box.top < scroll.y + VIEWPORT + bottom &&
        box.top + box.size > scroll.y - top &&
        box.left < scroll.x + VIEWPORT + right &&
        box.left + box.size > scroll.x - left,
    }))
    if (entries.length > 0) this.callback(entries)
  }
}

function scrollTo(x: number, y: number) {
  scroll = { x, y }
  for (const observer of [...observers]) observer.report(observer.watched)
}

/** An image of 100 px; whether it has been asked to load. */
function image(top: number, left = 0) {
  const loaded = vi.fn()
  whenNear({ top, left, size: 100 } as unknown as Element, loaded)
  return loaded
}

describe('§9 lazy media root margin 33% 1% 33% 1%', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    observers.length = 0
    scroll = { x: 0, y: 0 }
  })

  it('an image loads once it comes within a third of a screen below or above the viewport, not further', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    vi.stubGlobal('window', { IntersectionObserver: FakeIntersectionObserver })
    const near = image(1320)
    const further = image(1340)
    expect(near).toHaveBeenCalledTimes(1)
    expect(further).not.toHaveBeenCalled()
    scrollTo(0, 20)
    expect(further).toHaveBeenCalledTimes(1)

    scrollTo(0, 3000)
    const above = image(3000 - 330 - 90)
    const farAbove = image(3000 - 330 - 110)
    expect(above).toHaveBeenCalledTimes(1)
    expect(farAbove).not.toHaveBeenCalled()
    // Loaded once: coming into view again asks nothing more.
    scrollTo(0, 0)
    scrollTo(0, 20)
    expect(near).toHaveBeenCalledTimes(1)
  })

  it('a slide beside the viewport loads within 1 % of its width, not further', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    vi.stubGlobal('window', { IntersectionObserver: FakeIntersectionObserver })
    const next = image(0, VIEWPORT + 5)
    const afterNext = image(0, VIEWPORT + 15)
    const previous = image(0, -105)
    const beforePrevious = image(0, -115)
    expect([next, afterNext, previous, beforePrevious].map((loaded) => loaded.mock.calls.length)).toEqual([1, 0, 1, 0])
  })
})
