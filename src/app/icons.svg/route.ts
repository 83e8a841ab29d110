import { iconSprite } from '@/ui/icons'

// Built once: the sprite depends on the build only.
export const dynamic = 'force-static'

/** The icon sprite every Icon points into (kept for a year: its address carries its version, next.config.ts). */
export function GET() {
  return new Response(iconSprite(), {
    headers: { 'content-type': 'image/svg+xml' },
  })
}
