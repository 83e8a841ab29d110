/**
 * The one text folding of the site: what visitors type is compared with what the site holds
 * without case or accents ('Télé', 'TELE' and 'tele' compare equal), and ß is ss, as Swiss
 * German writes it. Search indexes and queries, filters, address lookups and slugs all fold alike.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss')
}
