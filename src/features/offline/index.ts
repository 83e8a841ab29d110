/** The site offline (§7): the service worker's registration. Client-safe. */
export { ServiceWorker } from './ServiceWorker'
