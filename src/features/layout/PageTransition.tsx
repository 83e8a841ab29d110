'use client'

import { ViewTransition, type ReactNode } from 'react'

/**
 * §2 out-in page transition: on a route change the old page fades out, then the new one fades in
 * (View Transitions, classes in site.css; nothing moves with prefers-reduced-motion). Updates
 * within a page do not animate.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  return (
    <ViewTransition enter="page-in" exit="page-out" default="none">
      {children}
    </ViewTransition>
  )
}
