/** The §7 content shapes the browser reads (client-safe); the calls themselves are in server.ts. */
export { basePicture, type ApiMedia, type ApiPicture } from './media'
