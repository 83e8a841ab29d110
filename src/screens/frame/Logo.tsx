import type { Media } from '@/cms/payload-types'
import type { Audience } from '@/sites/audience'
import { siteRules, type SiteId } from '@/sites/sites'

type Props = { site: SiteId; audience: Audience; image: Media | null; alt: string }

/**
 * The site's logo: the uploaded one from site settings, else a wordmark — a mark in the theme
 * colour, "netplus", the region and the section. Its words are the link's accessible name.
 */
export function Logo({ site, audience, image, alt }: Props) {
  if (image?.url) {
    const width = image.width ?? 160
    const height = image.height ?? 40
    // Fixed 40 px height, width from the image ratio: nothing shifts while it loads.
    return <img src={image.url} alt={alt} width={Math.round((width / height) * 40)} height={40} className="h-10 w-auto" />
  }
  const { region } = siteRules(site)
  return (
    <span className="inline-flex items-center gap-2.5" data-logo={siteRules(site).key}>
      <svg viewBox="0 0 36 36" width="36" height="36" className="shrink-0" aria-hidden="true">
        <rect width="36" height="36" rx="10" fill="var(--color-primary)" />
        <path d="M11 26V16.5a5.5 5.5 0 0 1 11 0V26" fill="none" stroke="var(--color-on-primary)" strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="27" cy="10" r="3" fill="var(--color-accent)" stroke="var(--color-on-primary)" strokeWidth="1.5" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-[22px] font-extrabold tracking-[-0.03em]">
          netplus
          {region && <span className="font-medium text-muted"> {region}</span>}
        </span>
        {audience !== 'private' && ' '}
        {audience !== 'private' && (
          <span className="mt-1 text-[11px] font-semibold uppercase tracking-[0.14em] text-link">
            {audience === 'business' ? 'Business' : 'Academy'}
          </span>
        )}
      </span>
    </span>
  )
}
