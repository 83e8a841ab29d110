import { ContactDetails } from '@/features/contact-details/server'
import { type SiteRouteParams, pageMetadata, renderPage } from '@/features/pages/server'

type Props = { params: SiteRouteParams }

export const generateMetadata = ({ params }: Props) => pageMetadata(params, { screen: 'contact' })

export default function ContactPage({ params }: Props) {
  return renderPage(params, { screen: 'contact' }, <ContactDetails params={params} audience="private" />)
}
