import { readFileSync } from 'node:fs'

/** The id of a server action in the production build, to call it as the page's browser does. */
export function serverActionId(exportedName: string, buildDir = '.next'): string {
  const manifest = JSON.parse(readFileSync(`${buildDir}/server/server-reference-manifest.json`, 'utf8')) as {
    node: Record<string, { exportedName?: string }>
  }
  const id = Object.entries(manifest.node).find(([, action]) => action.exportedName === exportedName)?.[0]
  if (!id) throw new Error(`${exportedName} is not in the build`)
  return id
}
