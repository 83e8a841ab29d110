/** Navigation trees (§2, §3): main, top and footer menus, the mobile drawer and action bar. */
export { DesktopNav } from './DesktopNav'
export { MobileActionBar } from './MobileActionBar'
export { MobileNav } from './MobileNav'
export { MobileNavTree } from './MobileNavTree'
export { NavIcon } from './NavIcon'
export { ICON_ONLY } from './nav-icons'
export type { FooterGroup, NavItem } from './nav-tree'
