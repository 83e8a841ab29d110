import 'server-only'

export { getNavigationTree, navigationTreeOrNull } from './load-navigation'
export { isFooterTree, type FooterGroup, type NavItem } from './nav-tree'
