/** The document's edit view in the Payload admin. */
export function adminDocumentHref(collection: 'pages' | 'news' | 'navigation', id: number | string): string {
  return `/admin/collections/${collection}/${encodeURIComponent(String(id))}`
}
