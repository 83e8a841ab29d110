/** Page body blocks (§2): page title, text, offers, FAQ, videos, zoomable images. */
export { surveyId } from './blocs'
export { PageTitle } from './PageTitle'
export { TextBlock } from './TextBlock'
export { ZoomViewer } from './ZoomViewer'
export { offerCards } from './contents/offer-cards'
