import { ContactDetails } from '@/screens/contact-details/server'
import { type SiteRouteParams } from '@/sites/route-params'
import { pageMetadata, renderPage } from '@/screens/content-page/render-page'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { route: 'contact' })

export default function ContactPage({ params }: Props) {
  return renderPage(params, { route: 'contact' }, <ContactDetails params={params} audience="private" />)
}
