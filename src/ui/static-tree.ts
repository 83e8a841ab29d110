import { Fragment, isValidElement, type ReactNode } from 'react'

const LAZY = Symbol.for('react.lazy')

type LazyNode = { $$typeof: symbol; _payload: unknown; _init: (payload: unknown) => ReactNode }

/**
 * Framework hook: the flight payload hands a server component's output that came in a row of its
 * own (an async component, a bloc part) to the browser as a lazy node, which React reads with
 * `_init(_payload)`: the output once its row has come, a thrown promise before. React does not
 * document the shape; the browser test that bloc parts stay the server's HTML (shell.spec.ts)
 * fails the day it changes.
 */
function readLazy(node: LazyNode): { read: true; value: ReactNode } | { read: false } {
  try {
    return { read: true, value: node._init(node._payload) }
  } catch {
    return { read: false }
  }
}

function isLazy(node: unknown): node is LazyNode {
  return (
    typeof node === 'object' &&
    node !== null &&
    (node as { $$typeof?: unknown }).$$typeof === LAZY &&
    typeof (node as LazyNode)._init === 'function'
  )
}

/**
 * Whether a tree the server rendered would run code in the browser: a client component (a function
 * or lazy type the flight payload resolved it to), a Suspense or any other non-host element, a lazy
 * node whose row has not come. Server components arrive already rendered, as host elements and
 * text, so a tree of only those can stay the server's HTML (ServerHtml). Unknown shapes count as code.
 */
export function holdsClientCode(node: ReactNode): boolean {
  if (node === null || node === undefined || typeof node === 'boolean' || typeof node === 'string' || typeof node === 'number') return false
  if (Array.isArray(node)) return node.some(holdsClientCode)
  if (isLazy(node)) {
    const lazy = readLazy(node)
    return !lazy.read || holdsClientCode(lazy.value)
  }
  if (!isValidElement<{ children?: ReactNode }>(node)) return true
  if (typeof node.type !== 'string' && node.type !== Fragment) return true
  return holdsClientCode(node.props.children)
}
