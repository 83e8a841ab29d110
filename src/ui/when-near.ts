import { LAZY_ROOT_MARGIN } from './lazy-image'

/**
 * Calls `onNear` once the element comes within §4's lazy margin of the viewport (at once without
 * IntersectionObserver); the returned function stops watching.
 */
export function whenNear(element: Element, onNear: () => void): () => void {
  if (!('IntersectionObserver' in window)) {
    onNear()
    return () => undefined
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect()
        onNear()
      }
    },
    { rootMargin: LAZY_ROOT_MARGIN },
  )
  observer.observe(element)
  return () => observer.disconnect()
}
