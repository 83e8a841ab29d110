import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

/**
 * The focus for an answer the next render draws (a result, an alert): `focusAfterRender()` asks,
 * and the element takes the focus in an effect once React has drawn it. Not in an animation frame:
 * one may wait long in a page the browser does not draw, and its late focus then took the field a
 * visitor was typing in.
 */
export function useFocusAfterRender<T extends HTMLElement>(): [RefObject<T | null>, () => void] {
  const ref = useRef<T>(null)
  const [asked, setAsked] = useState(0)
  useEffect(() => {
    if (asked > 0) ref.current?.focus()
  }, [asked])
  const focusAfterRender = useCallback(() => setAsked((count) => count + 1), [])
  return [ref, focusAfterRender]
}
