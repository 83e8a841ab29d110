/**
 * Runs `callback` once an entry with `event` is in the data layer: at once if one was pushed
 * already, else when one is (as the tag manager itself does, by its own `push`, which replaces
 * this one once it runs: after its start event). A module apart from pushToDataLayer, which the
 * page's first scripts carry (the consent banner): this one comes after hydration.
 */
export function whenInDataLayer(event: string, callback: () => void): void {
  const layer = (window.dataLayer = window.dataLayer ?? [])
  if (layer.some((entry) => entry.event === event)) {
    callback()
    return
  }
  const push = layer.push
  let waiting = true
  layer.push = function (...entries) {
    const length = push.apply(this, entries)
    if (waiting && entries.some((entry) => entry.event === event)) {
      waiting = false
      callback()
    }
    return length
  }
}
