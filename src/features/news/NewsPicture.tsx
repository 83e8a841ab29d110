'use client'

import { LAZY_CLASS, lazySrc } from '@/ui/lazy-image'
import { useLazy } from '@/ui/use-lazy'

/**
 * A card picture (§4 lazy media): requested when it nears the viewport, faded in once loaded. The
 * box keeps the §9 banner ratio (688×392) whatever the source sends, so nothing jumps.
 */
export function NewsPicture({ src }: { src: string }) {
  const { ref, state, dispatch } = useLazy<HTMLImageElement>()
  return (
    <div className="aspect-[688/392] overflow-hidden bg-surface-alt">
      <img
        ref={ref}
        src={lazySrc(state, src)}
        alt=""
        width={688}
        height={392}
        decoding="async"
        onLoad={() => dispatch('load')}
        onError={() => dispatch('error')}
        className={`${LAZY_CLASS[state]} h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:transition-none ${state === 'loaded' ? 'opacity-100' : 'opacity-0'}`}
      />
    </div>
  )
}
