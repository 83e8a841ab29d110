/** §7: the publish mode in which the tracker runs (the published site, not previews). */
const TRACKER_PUBLISH_MODE = '3'

/** The tracker script to load, or null unless publish mode is 3 and a public key and an https script are configured. */
export function trackerScript(settings: {
  scriptUrl: string | undefined
  publicKey: string | undefined
  publishMode: string | undefined
}): { src: string; publicKey: string } | null {
  const { scriptUrl, publicKey, publishMode } = settings
  if (publishMode !== TRACKER_PUBLISH_MODE || !publicKey || !scriptUrl || !URL.canParse(scriptUrl)) return null
  if (new URL(scriptUrl).protocol !== 'https:') return null
  return { src: scriptUrl, publicKey }
}
