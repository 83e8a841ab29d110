'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { HEALTH_VIEW_PATH } from './paths'

/** The view's entry in the admin's navigation, marked as Payload marks the current entry. */
export function ContentHealthNavLinkClient({ label }: { label: string }) {
  const current = usePathname() === HEALTH_VIEW_PATH
  return (
    <Link
      className="nav__link"
      href={HEALTH_VIEW_PATH}
      id="nav-content-health"
      prefetch={false}
      aria-current={current ? 'page' : undefined}
    >
      {current && <div className="nav__link-indicator" />}
      <span className="nav__link-label">{label}</span>
    </Link>
  )
}
