import type { ComponentProps } from 'react'

/**
 * Framework hook: React hydrates an element given an empty `dangerouslySetInnerHTML` without
 * looking inside, so the server's HTML in it stays as it came (no hydration of its content, no
 * mismatch; `suppressHydrationWarning` quiets the inner HTML differing from the empty string).
 * React does not document this; kept-server-html.test.tsx fails the day it stops holding.
 */
export function KeptServerHtml(props: Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & { id: string }) {
  return <div {...props} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
}

/** Whether the element of this id came with the server's HTML inside (false on the server and in a render the router made). */
export const hasServerHtml = (id: string): boolean => typeof document !== 'undefined' && !!document.getElementById(id)?.hasChildNodes()
