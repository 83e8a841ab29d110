import {
  AlertTriangle,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Ban,
  Bell,
  BellRing,
  Briefcase,
  Building2,
  CalendarCheck,
  CalendarClock,
  Check,
  CheckCircle2,
  ChevronDown,
  Circle,
  CircleAlert,
  CircleCheck,
  CircleDot,
  Clock,
  Cookie,
  Download,
  ExternalLink,
  FileText,
  Gauge,
  Globe,
  History,
  Info,
  Landmark,
  Link2,
  LockKeyhole,
  LogOut,
  Mail,
  MapPin,
  Menu,
  Minus,
  Network,
  Package,
  Paperclip,
  Pause,
  PencilLine,
  Phone,
  Play,
  Plus,
  RotateCcw,
  Search,
  SearchX,
  ShieldAlert,
  ShieldCheck,
  ShoppingCart,
  Signal,
  Smartphone,
  ThumbsUp,
  Tv,
  UserRound,
  Wifi,
  X,
  ZoomIn,
  ZoomOut,
  type IconNode,
} from 'lucide'

/**
 * The site's icon set (lucide's drawings), by the name pages use: drawn once in the sprite
 * (/icons.svg) that every Icon points into, so neither the HTML, the page's payload nor the client
 * scripts carry an icon's drawing. Import only its type outside the sprite's route.
 */
const ICONS = {
  'alert-triangle': AlertTriangle,
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  'arrow-up': ArrowUp,
  ban: Ban,
  bell: Bell,
  'bell-ring': BellRing,
  briefcase: Briefcase,
  'building-2': Building2,
  'calendar-check': CalendarCheck,
  'calendar-clock': CalendarClock,
  check: Check,
  'check-circle-2': CheckCircle2,
  'chevron-down': ChevronDown,
  circle: Circle,
  'circle-alert': CircleAlert,
  'circle-check': CircleCheck,
  'circle-dot': CircleDot,
  clock: Clock,
  cookie: Cookie,
  download: Download,
  'external-link': ExternalLink,
  'file-text': FileText,
  gauge: Gauge,
  globe: Globe,
  history: History,
  info: Info,
  landmark: Landmark,
  'link-2': Link2,
  'lock-keyhole': LockKeyhole,
  'log-out': LogOut,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  minus: Minus,
  network: Network,
  package: Package,
  paperclip: Paperclip,
  pause: Pause,
  'pencil-line': PencilLine,
  phone: Phone,
  play: Play,
  plus: Plus,
  'rotate-ccw': RotateCcw,
  search: Search,
  'search-x': SearchX,
  'shield-alert': ShieldAlert,
  'shield-check': ShieldCheck,
  'shopping-cart': ShoppingCart,
  signal: Signal,
  smartphone: Smartphone,
  'thumbs-up': ThumbsUp,
  tv: Tv,
  'user-round': UserRound,
  wifi: Wifi,
  x: X,
  'zoom-in': ZoomIn,
  'zoom-out': ZoomOut,
} satisfies Record<string, IconNode>

export type IconName = keyof typeof ICONS

const escape = (value: string | number) => String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/** The sprite: one symbol per icon, stroked by the Icon that uses it (currentColor, its stroke width). */
export function iconSprite(): string {
  const symbols = Object.entries(ICONS).map(([name, node]) => {
    const shapes = node
      .map(
        ([tag, attrs]) =>
          `<${tag} ${Object.entries(attrs)
            .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
            .map(([key, value]) => `${key}="${escape(value)}"`)
            .join(' ')}/>`,
      )
      .join('')
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}
