/** Tracking (§4, §7): the data layer and the page-view event. */
export { pushToDataLayer } from './data-layer'
export { whenInDataLayer } from './data-layer-events'
export { PageView } from './PageView'
export { Tracker } from './Tracker'
