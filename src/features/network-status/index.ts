/** Network status (§2, §3, §4, §7): the status page, the status dot, the Fribourg bell and alert panel. */
export { AlertPanel, NetworkAlertProvider, NotificationBell } from './NetworkAlert'
export { NetworkStatusDot } from './NetworkStatusDot'
export { NetworkStatusDots } from './NetworkStatusDots'
export { eventPhase, parseNpaList } from './events-model'
export { NetworkStatusLine } from './NetworkStatusLine'
