import { badSwitch, editorOnly, liveEditStatus, switchBody, switchLiveEdit } from '@/features/editor/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** GET → { staff, enabled } for this browser (private, never cached). */
export const GET = edge.route({ call: 'live-edit', handle: ({ headers }) => liveEditStatus(headers) })

/** POST { enabled } → a signed-in editor switches live edit (draft mode) on or off; 401 otherwise. */
export const POST = edge.route({
  call: 'live-edit',
  guard: editorOnly,
  json: switchBody,
  invalid: badSwitch,
  handle: ({ body }) => switchLiveEdit(body.enabled),
})
