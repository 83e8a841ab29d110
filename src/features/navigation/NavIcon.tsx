import { Mail, MapPin, Phone, Search, ShoppingCart, Signal, UserRound, type LucideIcon } from 'lucide-react'

/** CMS icon names (§3 navigation and mobile action items) → one icon set (design rules). */
const ICONS: Record<string, LucideIcon> = {
  search: Search,
  user: UserRound,
  mail: Mail,
  phone: Phone,
  cart: ShoppingCart,
  signal: Signal,
  'map-pin': MapPin,
}

export function NavIcon({ name, size = 20 }: { name: string | null; size?: number }) {
  const Icon = name ? ICONS[name] : undefined
  return Icon ? <Icon aria-hidden="true" size={size} strokeWidth={1.75} /> : null
}
