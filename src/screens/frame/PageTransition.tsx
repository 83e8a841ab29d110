'use client'

import { ViewTransition, type DetailedHTMLProps, type HTMLAttributes, type ReactNode } from 'react'

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's intrinsic elements live in its JSX namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-page': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>
    }
  }
}

/**
 * §2 out-in page transition: on a route change the old page fades out, then the new one fades in
 * (View Transitions, classes in site.css; nothing moves with prefers-reduced-motion). Updates
 * within a page do not animate. React writes its `vt-*` markers on the first element inside: a
 * custom element, the one kind of element valid HTML lets carry them (Nu checker).
 *
 * Each page's boundary has the same name, so the page leaving and the page coming are one pair that
 * React animates with its `share` class. An `enter`/`exit` boundary would say the same, but React
 * starts no view transition for it on an App Router navigation (facebook/react #37614); a named
 * pair it does.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  return (
    <ViewTransition name="site-page" share="page-out-in" default="none">
      <site-page className="block">{children}</site-page>
    </ViewTransition>
  )
}
