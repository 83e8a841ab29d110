import { EditorAccountPanel, LiveEditSwitch } from '@/features/editor'
import { type SiteRouteParams } from '@/sites/route-params'
import { pageMetadata, renderPage } from '@/screens/content-page/render-page'
import { ClientMessages } from '@/i18n/ClientMessages'
import { EDITOR_MESSAGES } from '@/i18n/message-subsets'

type Props = { params: SiteRouteParams }

export const generateMetadata = async ({ params }: Props) => ({
  ...(await pageMetadata(params, { route: 'editor' })),
  robots: { index: false },
})

export default function EditorPage({ params }: Props) {
  return renderPage(
    params,
    { route: 'editor' },
    <ClientMessages messages={EDITOR_MESSAGES}>
      <EditorAccountPanel liveEdit={<LiveEditSwitch />} />
    </ClientMessages>,
  )
}
