import 'server-only'

/** FAQs (§7 `faq`): the published questions of a site, by type. */
export { getFaqs, listFaqs } from './faqs.server'
