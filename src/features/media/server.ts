import 'server-only'

/** Media items (§3) on the server: stored uploads as API media, and the /media file answers. */
export { apiMediaList, apiMediaOf, populated } from './media'
export { mediaResponse } from './media-file'
