import { NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import messages from '../../messages/fr.json'

import { CmsLink } from './CmsLink'

const render = (url: string) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="fr" messages={messages} timeZone="Europe/Zurich">
      <CmsLink url={url} className="entry">
        Offres
      </CmsLink>
    </NextIntlClientProvider>,
  )

describe('§2 CmsLink markup: plain anchors, nothing to hydrate', () => {
  it("an internal link in the page's language is a soft link to its localized path, query and hash", () => {
    expect(render('/offres-combinees-477?pack=fibre#prix')).toBe(
      '<a href="/offres-combinees-477?pack=fibre#prix" data-soft="" class="entry">Offres</a>',
    )
    expect(render('/')).toBe('<a href="/" data-soft="" class="entry">Offres</a>')
  })

  it('a link to another language carries its prefix and hreflang and loads the page', () => {
    expect(render('/en/combo-offers-477')).toBe('<a href="/en/combo-offers-477" hrefLang="en" class="entry">Offres</a>')
  })

  it('calls and mails stay plain links; other sites open in a new tab, which is said', () => {
    expect(render('tel:+41800800400')).toBe('<a href="tel:+41800800400" class="entry">Offres</a>')
    expect(render('https://www.example.ch/')).toMatch(
      /^<a href="https:\/\/www.example.ch\/" target="_blank" rel="noopener" class="entry">Offres<span class="sr-only"> .+<\/span><\/a>$/,
    )
  })
})
