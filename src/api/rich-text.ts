/**
 * §3 rich text (page description and text_1, bloc text, FAQ text, reference detail, navigation
 * information) as the API hands it out: HTML, from Payload's Lexical converter, then sanitised.
 * Pure: the calls resolve the internal links first (`rich-text-links.ts`).
 */
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToHTML, LinkHTMLConverter, type HTMLConverter, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import type { SerializedLinkNode } from '@payloadcms/richtext-lexical'
import sanitizeHtml from 'sanitize-html'

/** A document an internal link of a rich text names. */
export type LinkedDoc = { relationTo: string; id: number }

/** The site URL of each linked document that has one on the site, in the locale asked for. */
export type LinkTargets = ReadonlyMap<string, string>

export const linkKey = (doc: LinkedDoc): string => `${doc.relationTo}:${doc.id}`

type LexicalNode = {
  type?: unknown
  children?: unknown
  fields?: { linkType?: unknown; doc?: { relationTo?: unknown; value?: unknown } | null }
}

function isEditorState(value: unknown): value is SerializedEditorState {
  const root = (value as { root?: { children?: unknown } } | null)?.root
  return typeof root === 'object' && root !== null && Array.isArray(root.children)
}

/** The document of an internal link, its value an id or the populated document. */
function linkedDoc(node: LexicalNode): LinkedDoc | null {
  const doc = node.fields?.doc
  if (node.fields?.linkType !== 'internal' || typeof doc?.relationTo !== 'string') return null
  const id = typeof doc.value === 'object' && doc.value !== null ? (doc.value as { id?: unknown }).id : doc.value
  return typeof id === 'number' ? { relationTo: doc.relationTo, id } : null
}

/** Every document the internal links of these rich texts name. */
export function linkedDocs(values: readonly unknown[]): LinkedDoc[] {
  const found = new Map<string, LinkedDoc>()
  const visit = (node: LexicalNode) => {
    const doc = linkedDoc(node)
    if (doc) found.set(linkKey(doc), doc)
    if (Array.isArray(node.children)) for (const child of node.children as LexicalNode[]) visit(child)
  }
  for (const value of values) if (isEditorState(value)) visit(value.root as LexicalNode)
  return [...found.values()]
}

const baseLink = (href: (node: SerializedLinkNode) => string) =>
  LinkHTMLConverter({ internalDocToHref: ({ linkNode }) => href(linkNode) }).link as HTMLConverter<SerializedLinkNode>

/** The default converters, internal links pointing at the document's URL; a link to nothing keeps its text only. */
function converters(targets: LinkTargets): HTMLConvertersFunction {
  const hrefOf = (node: SerializedLinkNode) => {
    const doc = linkedDoc(node as LexicalNode)
    return doc ? (targets.get(linkKey(doc)) ?? null) : null
  }
  const link = baseLink((node) => hrefOf(node) ?? '')
  return ({ defaultConverters }) => ({
    ...defaultConverters,
    link: (args) => {
      if (args.node.fields.linkType === 'internal' && hrefOf(args.node) === null)
        return args.nodesToHTML({ nodes: args.node.children }).join('')
      return typeof link === 'function' ? link(args) : link
    },
  })
}

const ALIGNMENT = /^(left|right|center|justify|start|end)$/
const LENGTH = /^\d+(\.\d+)?(px|em|rem)$/

/** What the converter writes and nothing else: no script, handler, frame or foreign URL scheme. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'span',
    'code',
    'sub',
    'sup',
    'a',
    'blockquote',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'target', 'rel'],
    ul: ['class'],
    ol: ['class', 'start'],
    li: ['class', 'value', 'role', 'aria-checked'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedStyles: {
    '*': {
      'text-align': [ALIGNMENT],
      'text-decoration': [/^(underline|line-through)$/],
      'padding-inline-start': [LENGTH],
      'list-style-type': [/^none$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
}

/** A stored rich text as sanitised HTML; null when there is none or it holds no text. */
export function richTextHtml(value: unknown, targets: LinkTargets): string | null {
  if (!isEditorState(value)) return null
  const html = convertLexicalToHTML({ data: value, converters: converters(targets), disableContainer: true })
  return sanitizeHtml(html, SANITIZE).trim() || null
}
