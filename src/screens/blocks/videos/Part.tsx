import type { BlocPartProps } from '../part'
import { VideoBlock } from './VideoBlock'

/** One video at the width of a text, two or more side by side. */
export default function VideosPart({ bloc }: BlocPartProps) {
  const videos = bloc.videos ?? []
  return (
    videos.length > 0 && (
      <div className={`grid grid-cols-1 gap-8 ${videos.length > 1 ? 'md:grid-cols-2' : 'max-w-[960px]'}`}>
        {videos.map((video, index) => (
          <VideoBlock key={video.id ?? index} url={video.url} title={video.title} />
        ))}
      </div>
    )
  )
}
