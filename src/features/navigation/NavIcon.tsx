import { Mail, MapPin, Phone, Search, ShoppingCart, Signal, UserRound, type IconNode } from 'lucide'

import { Icon } from '@/ui/Icon'

/** CMS icon names (§3 navigation and mobile action items) → one icon set (design rules). */
const ICONS: Record<string, IconNode> = {
  search: Search,
  user: UserRound,
  mail: Mail,
  phone: Phone,
  cart: ShoppingCart,
  signal: Signal,
  'map-pin': MapPin,
}

export function NavIcon({ name, size = 20 }: { name: string | null; size?: number }) {
  const icon = name ? ICONS[name] : undefined
  return icon ? <Icon icon={icon} size={size} strokeWidth={1.75} /> : null
}
