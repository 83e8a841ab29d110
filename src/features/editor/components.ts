// The editors' parts of the site's frame, for the frame's client code: the index also carries the
// account screens and their schemas.
export { LiveEditToolbar, type EditedDocument } from './LiveEditToolbar'
export { LivePreviewRefresh } from './LivePreviewRefresh'
