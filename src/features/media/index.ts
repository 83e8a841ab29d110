/** Media items (§3): the §9 image formats and their URL shape, as the pages and the API show them. Client-safe. */
export { basePicture, type ApiMedia, type ApiPicture } from './media'
