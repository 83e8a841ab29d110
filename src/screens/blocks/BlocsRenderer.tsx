import type { Page } from '@/cms/payload-types'
import { EditLink } from '@/features/editor'
import type { Locale } from '@/i18n/locales'
import type { SiteId } from '@/sites/sites'
import { ServerHtml } from '@/ui/ServerHtml'
import { CONTAINER } from '@/ui/styles'

import { blocSurface, continuesPrevious, sectionAnchor, type Surface } from './blocs'
import type { BlocPart, BlocPartProps } from './part'
import type { Bloc } from './part-config'
import { BLOC_PARTS, type BlocPartName } from './parts'
import type { TeaserLinks } from './teasers/TeasersBlock'
import { TextBlock } from './TextBlock'

const SURFACES: Record<Surface, string> = {
  default: 'bg-surface text-ink',
  alt: 'bg-surface-alt text-ink',
  // Rich-text links use the link colour, made for light surfaces: on primary they follow the text.
  primary: 'bg-primary text-on-primary [&_.prose-cms_a]:text-on-primary',
}

/** `editHref`: live edit (§6), each bloc links to its page in the admin; `teaserLinks`: where a bloc's teasers lead. */
type Props = { blocs: Page['blocs']; site: SiteId; locale: Locale; editHref?: string; teaserLinks?: TeaserLinks }

/** A part of a bloc: the server component its folder's Part.tsx exports (parts.ts), loaded by the folder's name. */
async function BlocPartOf({ name, ...props }: BlocPartProps & { name: BlocPartName }) {
  const { default: Part } = (await import(`./${name}/Part.tsx`)) as { default: BlocPart }
  return <Part {...props} />
}

function BlocSection(props: {
  bloc: Bloc
  index: number
  continues: boolean
  site: SiteId
  locale: Locale
  editHref?: string | undefined
  teaserLinks?: TeaserLinks | undefined
}) {
  const { bloc, index, continues, site, locale, editHref, teaserLinks } = props
  const titleId = `bloc-${index}-title`
  const level = bloc.title ? 3 : 2
  return (
    <section
      id={sectionAnchor(bloc.section) ?? undefined}
      aria-labelledby={bloc.title ? titleId : undefined}
      className={`scroll-mt-24 ${SURFACES[blocSurface(bloc.color)]} ${index > 0 && !bloc.form ? 'render-when-near' : ''}`}
      data-bloc={index}
    >
      <div className={`${CONTAINER} flex flex-col gap-10 ${continues ? 'pt-0 pb-12 md:pb-16' : 'py-12 md:py-16'}`}>
        {editHref && (
          <div className="flex justify-end">
            <EditLink href={editHref} what="bloc" number={index + 1} />
          </div>
        )}
        {(bloc.title || bloc.text) && (
          <ServerHtml className="flex flex-col gap-4">
            {bloc.title && (
              <h2 id={titleId} className="bloc-title">
                {bloc.title}
              </h2>
            )}
            {bloc.text && <TextBlock data={bloc.text} />}
          </ServerHtml>
        )}
        {BLOC_PARTS.filter(({ shows }) => shows(bloc)).map(({ name }) => (
          <ServerHtml key={name} className="contents">
            <BlocPartOf name={name} bloc={bloc} site={site} locale={locale} headingLevel={level} teaserLinks={teaserLinks} />
          </ServerHtml>
        ))}
      </div>
    </section>
  )
}

/** The page's blocs in order (§3), each a section on its theme surface with its anchor. */
export function BlocsRenderer({ blocs, site, locale, editHref, teaserLinks }: Props) {
  if (!blocs || blocs.length === 0) return null
  return (
    <>
      {blocs.map((bloc, index) => (
        <BlocSection
          key={bloc.id ?? index}
          bloc={bloc}
          index={index}
          continues={continuesPrevious(bloc, blocs[index - 1])}
          site={site}
          locale={locale}
          editHref={editHref}
          teaserLinks={teaserLinks}
        />
      ))}
    </>
  )
}
