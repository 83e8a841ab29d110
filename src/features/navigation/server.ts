import 'server-only'

export { getNavigationTree, navigationDocumentIds, navigationTreeOrNull } from './load-navigation'
export { isFooterTree, type FooterGroup, type NavItem } from './nav-tree'
