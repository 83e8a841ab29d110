import type { Segment } from './snippet'

/** Text with its matched words in <mark>: React text nodes only, so nothing in the content is parsed as HTML. */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, index) =>
    segment.mark ? (
      <mark key={index} className="rounded-sm bg-[#ffe58a] px-0.5 text-[#14213d]">
        {segment.text}
      </mark>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  )
}
