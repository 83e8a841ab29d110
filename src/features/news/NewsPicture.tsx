'use client'

import { LAZY_CLASS, lazySrc } from '@/ui/lazy-image'
import { useLazy } from '@/ui/use-lazy'

const BOX = 'aspect-[688/392] overflow-hidden bg-surface-alt'
const PICTURE = 'h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:transition-none'

/**
 * A card picture (§4 lazy media): requested when it nears the viewport, faded in once loaded. The
 * box keeps the §9 banner ratio (688×392) whatever the source sends, so nothing jumps. The list's
 * first card is in view when the page opens (on a phone, its largest paint): its picture comes
 * with the page, at high priority, without waiting for the page's scripts to ask for it.
 */
export function NewsPicture({ src, priority = false }: { src: string; priority?: boolean }) {
  if (priority) {
    return (
      <div className={BOX}>
        <img src={src} alt="" width={688} height={392} fetchPriority="high" className={PICTURE} />
      </div>
    )
  }
  return <LazyNewsPicture src={src} />
}

function LazyNewsPicture({ src }: { src: string }) {
  const { ref, state, dispatch } = useLazy<HTMLImageElement>()
  return (
    <div className={BOX}>
      <img
        ref={ref}
        src={lazySrc(state, src)}
        alt=""
        width={688}
        height={392}
        decoding="async"
        onLoad={() => dispatch('load')}
        onError={() => dispatch('error')}
        className={`${LAZY_CLASS[state]} ${PICTURE} ${state === 'loaded' ? 'opacity-100' : 'opacity-0'}`}
      />
    </div>
  )
}
