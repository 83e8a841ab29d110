declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/** Pushes an event into the tag manager's data layer, creating it on first use (before or after GTM loads). */
export function pushToDataLayer(entry: Record<string, unknown>): void {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(entry)
}
