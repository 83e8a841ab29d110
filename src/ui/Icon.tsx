import type { SVGProps } from 'react'

import type { IconName } from './icons'

type Props = Omit<SVGProps<SVGSVGElement>, 'children'> & { icon: IconName; size?: number; strokeWidth?: number }

/** The sprite's address, versioned by its content (next.config.ts): cached for a year. */
export const ICON_SPRITE_URL = `/icons.svg?v=${process.env.ICON_SPRITE_VERSION}`

/**
 * One icon of the site's icon set, a reference into the sprite (src/ui/icons.ts): in the HTML and
 * the page's payload it is a name, not a drawing, and a client component that draws it carries no
 * path data. Decorative: the link or button around it carries the name.
 */
export function Icon({ icon, size = 24, strokeWidth = 2, ...rest }: Props) {
  return (
    <svg
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...rest}
    >
      <use href={`${ICON_SPRITE_URL}#${icon}`} />
    </svg>
  )
}
