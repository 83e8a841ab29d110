import type { Access } from 'payload'

export const isEditor: Access = ({ req }) => Boolean(req.user)

/** Published means the spec's status 2: the public sees nothing else (§3). */
export const publishedOrEditor: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }

export const anyone: Access = () => true
