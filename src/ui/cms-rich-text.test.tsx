import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CmsRichText } from './CmsRichText'

function list(listType: 'bullet' | 'number' | 'check', tag: 'ul' | 'ol') {
  const item = (value: number, text: string) => ({
    type: 'listitem',
    version: 1,
    value,
    checked: listType === 'check' ? false : undefined,
    children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
    direction: 'ltr',
    format: '',
    indent: 0,
  })
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      children: [
        {
          type: 'list',
          version: 1,
          listType,
          tag,
          start: 1,
          children: [item(1, 'Un'), item(2, 'Deux')],
          direction: 'ltr',
          format: '',
          indent: 0,
        },
      ],
    },
  }
}

describe('CMS rich text', () => {
  it('gives list items no value outside numbered lists (Nu checker: li value only in ol)', () => {
    const bullets = renderToStaticMarkup(<CmsRichText data={list('bullet', 'ul')} />)
    expect(bullets).toContain('<li')
    expect(bullets).not.toMatch(/<li[^>]*value=/)
    expect(renderToStaticMarkup(<CmsRichText data={list('check', 'ul')} />)).not.toMatch(/<li[^>]*value=/)
  })

  it('keeps the numbering of numbered lists', () => {
    expect(renderToStaticMarkup(<CmsRichText data={list('number', 'ol')} />)).toMatch(/<ol[^>]*><li[^>]*value="1"/)
  })
})
