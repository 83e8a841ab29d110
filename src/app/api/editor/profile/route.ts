import { profileSchema, signedInEditor, updateProfile } from '@/features/editor/server'
import { edge } from '@/sites/edge'

export const dynamic = 'force-dynamic'

/** { name, email, password, confirmation } → one's own data updated (§8). */
export const POST = edge.route({
  call: 'editor-profile',
  guard: signedInEditor,
  json: profileSchema,
  invalid: 'editor.profile.error',
  handle: ({ body, caller, t }) => updateProfile(body, caller, t),
})
