import { ChevronDown, Cookie } from 'lucide'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Icon, ICON_SPRITE_URL } from './Icon'
import { iconSprite } from './icons'

const symbols = () =>
  new Map([...iconSprite().matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map((match) => [match[1], match[2]]))

describe('the icon sprite', () => {
  it("draws each icon once, by its name, with lucide's shapes", () => {
    const sprite = symbols()
    expect(sprite.get('chevron-down')).toBe(`<path d="${ChevronDown[0]![1].d}"/>`)
    expect(sprite.get('cookie')).toBe(Cookie.map(([tag, attrs]) => `<${tag} d="${attrs.d}"/>`).join(''))
    expect([...iconSprite().matchAll(/<symbol /g)]).toHaveLength(sprite.size)
  })

  it('an Icon is a reference into the sprite at its versioned address, stroked by the Icon, without a drawing', () => {
    const markup = renderToStaticMarkup(<Icon icon="circle-alert" size={20} strokeWidth={1.75} className="text-error" />)
    expect(markup).toBe(
      `<svg width="20" height="20" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="text-error"><use href="${ICON_SPRITE_URL}#circle-alert"></use></svg>`,
    )
    expect(symbols().has('circle-alert')).toBe(true)
  })
})
