import type { IconNode } from 'lucide'
import { createElement, type SVGProps } from 'react'

type Props = Omit<SVGProps<SVGSVGElement>, 'children'> & { icon: IconNode; size?: number; strokeWidth?: number }

/**
 * One icon of the site's icon set (lucide's drawings), drawn where it is rendered: in a server
 * component it is plain SVG in the HTML, not a client component to hydrate. Decorative: the
 * link or button around it carries the name.
 */
export function Icon({ icon, size = 24, strokeWidth = 2, ...rest }: Props) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...rest}
    >
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  )
}
