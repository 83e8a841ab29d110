import { liveEditStatus, switchLiveEdit } from '@/features/editor/server'

export const dynamic = 'force-dynamic'

/** GET → { staff, enabled } for this browser (private, never cached). */
export function GET(request: Request) {
  return liveEditStatus(request)
}

/** POST { enabled } → a signed-in editor switches live edit (draft mode) on or off; 401 otherwise. */
export function POST(request: Request) {
  return switchLiveEdit(request)
}
