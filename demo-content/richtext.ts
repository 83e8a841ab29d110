import type { Page } from '@/cms/payload-types'

export type RichTextValue = NonNullable<Page['text_1']>

/**
 * Builds Lexical editor state from a few simple shapes, so demo content is real rich text
 * (rendered by the Lexical React renderer, never as raw HTML).
 */
type Inline = string | { text: string; bold?: true; href?: string }
export type Block = string | { h2: string } | { h3: string } | { ul: Inline[][] | string[] } | { p: Inline[] }

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

function textNode(text: string, bold = false) {
  return { type: 'text', text, format: bold ? 1 : 0, detail: 0, mode: 'normal', style: '', version: 1 }
}

function inline(item: Inline) {
  if (typeof item === 'string') return textNode(item)
  if (item.href) {
    return {
      ...base,
      type: 'link',
      fields: { url: item.href, newTab: !item.href.startsWith('/'), linkType: 'custom' },
      children: [textNode(item.text, item.bold)],
    }
  }
  return textNode(item.text, item.bold)
}

function paragraph(children: Inline[]) {
  return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: children.map(inline) }
}

function block(item: Block) {
  if (typeof item === 'string') return paragraph([item])
  if ('p' in item) return paragraph(item.p)
  if ('h2' in item) return { ...base, type: 'heading', tag: 'h2', children: [textNode(item.h2)] }
  if ('h3' in item) return { ...base, type: 'heading', tag: 'h3', children: [textNode(item.h3)] }
  return {
    ...base,
    type: 'list',
    listType: 'bullet',
    tag: 'ul',
    start: 1,
    children: item.ul.map((entry, index) => ({
      ...base,
      type: 'listitem',
      value: index + 1,
      children: (Array.isArray(entry) ? entry : [entry]).map(inline),
    })),
  }
}

export function richText(...blocks: Block[]): RichTextValue {
  return { root: { ...base, format: '', type: 'root', children: blocks.map(block) } }
}
