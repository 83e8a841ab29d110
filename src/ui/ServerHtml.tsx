'use client'

import { useEffect, useId, useState, type ReactNode } from 'react'

import { hasServerHtml, KeptServerHtml } from './islands/kept-server-html'
import { holdsClientCode } from './static-tree'

/**
 * Server HTML the browser keeps as it came (KeptServerHtml), so the links and text inside (a
 * mega-menu panel, a footer column, a bloc's cards) cost the page's hydration nothing. Content that
 * holds a client component (holdsClientCode) hydrates as usual, so anything can be wrapped: only
 * what runs nothing is kept. Its links are soft links all the same (SoftNavigation listens on the
 * document), and a click in it still reaches the handlers around it. Without server HTML (a page
 * the router renders), or once its content is another page's, it renders its children as usual.
 */
export function ServerHtml({ className, children }: { className?: string; children: ReactNode }) {
  const id = useId()
  const [kept] = useState(() => (hasServerHtml(id) && !holdsClientCode(children) ? children : undefined))
  const isKept = kept !== undefined && kept === children
  // Marked once kept (hydration adds no attribute): tests tell the server's HTML from a render.
  useEffect(() => {
    if (isKept) document.getElementById(id)?.setAttribute('data-kept', '')
  }, [id, isKept])
  if (isKept) return <KeptServerHtml key="kept" id={id} className={className} />
  return (
    <div key="live" id={id} className={className}>
      {children}
    </div>
  )
}
