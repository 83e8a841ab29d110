/**
 * The parts a page bloc (§3) can show after its title and text, in the order they show and editors
 * fill them: the one list from which the CMS builds a bloc's fields (src/cms/collections/Pages.ts)
 * and BlocsRenderer renders each part (`<name>/Part.tsx`, found by its folder as Next finds a
 * route's page.tsx). This file and each part's `config.ts` are content model: they stand on the
 * CMS's floor and import nothing above it (docs/floors.md).
 *
 * To add a part: its folder `<name>/` with `config.ts` (its fields and when a bloc shows it) and
 * `Part.tsx` (its server component as default export, its island in `island.ts` if any), its line
 * below, and a migration per database with the generated types (docs/floors.md, "Adding a bloc part").
 */
import { cataloguePart } from './catalogue/config'
import { contentsPart } from './contents/config'
import { faqPart } from './faq/config'
import { formsPart } from './forms/config'
import { offersPart } from './offers/config'
import { solutionsPart } from './solutions/config'
import { teasersPart } from './teasers/config'
import { videosPart } from './videos/config'

export const BLOC_PARTS = [cataloguePart, solutionsPart, offersPart, contentsPart, faqPart, formsPart, teasersPart, videosPart] as const

export type BlocPartName = (typeof BLOC_PARTS)[number]['name']
