import { describe, expect, it } from 'vitest'

import { findZoomLink, isPlainClick, isZoomable, type ClickLike, type NodeLike } from './zoom'

function node(nodeName: string, parent: NodeLike | null, attributes: Record<string, string> = {}): NodeLike {
  return { nodeName, parentNode: parent, getAttribute: (name) => attributes[name] ?? null }
}

/** A chain of `depth` plain elements under `top`; returns the deepest. */
function nested(top: NodeLike, depth: number): NodeLike {
  let current = top
  for (let i = 0; i < depth; i++) current = node('SPAN', current)
  return current
}

describe('§2 zoom link', () => {
  it("'click handling inspects up to 5 parent nodes'", () => {
    const link = node('A', node('DIV', null), { href: '/media/image/default/base/plan.jpg' })
    expect(findZoomLink(link)).toBe(link)
    expect(findZoomLink(nested(link, 5))).toBe(link)
    expect(findZoomLink(nested(link, 6))).toBeNull()
  })

  it('only links to images (or marked data-zoom) open the viewer; the walk stops at the first link and at the boundary', () => {
    expect(isZoomable(node('A', null, { href: '/media/plan.webp?v=2' }))).toBe(true)
    expect(isZoomable(node('A', null, { href: '/offres-477' }))).toBe(false)
    expect(isZoomable(node('A', null, { href: '/image', 'data-zoom': '' }))).toBe(true)
    const page = node('A', node('DIV', null), { href: '/plan.png' })
    const inner = node('A', page, { href: '/offres-477' })
    expect(findZoomLink(node('IMG', inner))).toBeNull()
    const boundary = node('DIV', page)
    expect(findZoomLink(node('IMG', boundary), boundary)).toBeNull()
  })
})

describe('zoom link clicks', () => {
  const plain: ClickLike = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false }

  it('only a plain left click opens the viewer; modified clicks keep opening the image in a tab', () => {
    expect(isPlainClick(plain)).toBe(true)
    expect(isPlainClick({ ...plain, ctrlKey: true })).toBe(false)
    expect(isPlainClick({ ...plain, metaKey: true })).toBe(false)
    expect(isPlainClick({ ...plain, shiftKey: true })).toBe(false)
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false)
    expect(isPlainClick({ ...plain, defaultPrevented: true })).toBe(false)
  })
})
