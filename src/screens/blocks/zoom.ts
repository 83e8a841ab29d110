/** §2: a link component that can open images in a zoom viewer; click handling inspects up to 5 parent nodes. */

const ZOOM_PARENT_DEPTH = 5

/** The attribute of an element whose image links open in the zoom viewer (ZoomViewer). */
export const ZOOM_AREA = 'data-zoom-area'

/** The DOM shape the walk needs; structural so it runs without a browser. */
export type NodeLike = {
  nodeName: string
  parentNode: NodeLike | null
  getAttribute?: (name: string) => string | null
}

const IMAGE_PATH = /\.(?:avif|gif|jpe?g|png|svg|webp)$/i

/** A link opens in the viewer when it points to an image file or is marked `data-zoom`. */
export function isZoomable(link: Pick<NodeLike, 'getAttribute'>): boolean {
  if (link.getAttribute?.('data-zoom') !== null && link.getAttribute?.('data-zoom') !== undefined) return true
  const href = link.getAttribute?.('href')
  if (!href) return false
  const path = href.split(/[?#]/)[0] ?? ''
  return IMAGE_PATH.test(path)
}

/**
 * The zoomable link a click landed in: the target itself or one of its first 5 parents
 * (an <img> inside a <picture> inside a <span> inside the <a> still counts); stops at `boundary`.
 */
export function findZoomLink<T extends NodeLike>(target: T | null, boundary: NodeLike | null = null): T | null {
  let node: NodeLike | null = target
  for (let depth = 0; node && depth <= ZOOM_PARENT_DEPTH; depth++) {
    if (node.nodeName === 'A') return isZoomable(node) ? (node as T) : null
    if (node === boundary) return null
    node = node.parentNode
  }
  return null
}

export type ClickLike = {
  button: number
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

/** Ctrl/Cmd/Shift/middle clicks keep their browser meaning (new tab, download…). */
export function isPlainClick(event: ClickLike): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey && !event.defaultPrevented
}
