import type { IconName } from '@/ui/icons'

import { Icon } from '@/ui/Icon'

/** CMS icon names (§3 navigation and mobile action items) → one icon set (design rules). */
const ICONS: Record<string, IconName> = {
  search: 'search',
  user: 'user-round',
  mail: 'mail',
  phone: 'phone',
  cart: 'shopping-cart',
  signal: 'signal',
  'map-pin': 'map-pin',
}

export function NavIcon({ name, size = 20 }: { name: string | null; size?: number }) {
  const icon = name ? ICONS[name] : undefined
  return icon ? <Icon icon={icon} size={size} strokeWidth={1.75} /> : null
}
