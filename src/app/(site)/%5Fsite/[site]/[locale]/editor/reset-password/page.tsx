import { getTranslations } from 'next-intl/server'

import { NewPasswordForm } from '@/features/editor'
import { type SiteRouteParams, siteAndLocale } from '@/sites/route-params'
import { pageMetadata, renderPage } from '@/screens/content-page/render-page'
import { getPathname } from '@/i18n/navigation'
import { ClientMessages } from '@/i18n/ClientMessages'
import { EDITOR_MESSAGES } from '@/i18n/message-subsets'

type Props = { params: SiteRouteParams }

export async function generateMetadata({ params }: Props) {
  const { locale } = await siteAndLocale(params)
  const t = await getTranslations({ locale, namespace: 'editor' })
  return { ...(await pageMetadata(params, { route: 'editor' })), title: t('reset.title'), robots: { index: false } }
}

export default async function ResetPasswordPage({ params }: Props) {
  const { locale } = await siteAndLocale(params)
  return renderPage(
    params,
    { route: 'editor' },
    <ClientMessages messages={EDITOR_MESSAGES}>
      <NewPasswordForm purpose="reset" signInHref={getPathname({ href: '/editor', locale })} />
    </ClientMessages>,
  )
}
