import { LAZY_WAITING_CLASS, lazyImageAttributes } from '@/ui/lazy-media'

const BOX = 'aspect-[688/392] overflow-hidden bg-surface-alt'
const PICTURE = 'h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:transition-none'

/**
 * A card picture (§4 lazy media): requested when it nears the viewport (the page's lazy-media
 * watcher), faded in once loaded (`lazy-fade`). The box keeps the §9 banner ratio (688×392)
 * whatever the source sends, so nothing jumps. The list's first card is in view when the page
 * opens (on a phone, its largest paint): its picture comes with the page, at high priority.
 */
export function NewsPicture({ src, priority = false }: { src: string; priority?: boolean }) {
  return (
    <div className={BOX}>
      {priority ? (
        <img src={src} alt="" width={688} height={392} fetchPriority="high" className={PICTURE} />
      ) : (
        <img
          {...lazyImageAttributes(src)}
          alt=""
          width={688}
          height={392}
          decoding="async"
          className={`${LAZY_WAITING_CLASS} lazy-fade ${PICTURE}`}
        />
      )}
    </div>
  )
}
