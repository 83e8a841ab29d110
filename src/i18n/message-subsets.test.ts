import { describe, expect, it } from 'vitest'

import de from '../../messages/de.json'
import fr from '../../messages/fr.json'

import {
  ADDRESS_CLIENT_MESSAGES,
  AVAILABILITY_CHECK_LIVE_MESSAGES,
  AVAILABILITY_CHECK_MESSAGES,
  CONFIGURATOR_LIVE_MESSAGES,
  CONFIGURATOR_MESSAGES,
  FORM_CLIENT_MESSAGES,
  FRAME_CLIENT_MESSAGES,
  frameMessages,
  pick,
  CLIENT_NAMESPACES,
  clientMessagesOf,
  withMessages,
} from './message-subsets'

describe('messages sent with a page', () => {
  it("every page gets what the frame's client components say, not what only the server says", () => {
    const frame = frameMessages(fr) as Partial<typeof fr>
    expect(frame.consent).toEqual(fr.consent)
    expect(frame.network).toEqual(fr.network)
    expect(frame.header).toEqual({ languages: fr.header.languages })
    expect(frame.blocks).toHaveProperty('newTab', fr.blocks.newTab)
    expect(frame.blocks).not.toHaveProperty('otherQuestions')
    for (const serverOnly of ['nav', 'footer', 'notFound', 'sellers', 'contactDetails', 'satisfaction', 'forms'])
      expect(frame).not.toHaveProperty(serverOnly)
    expect(JSON.stringify(frame).length).toBeLessThan(JSON.stringify(fr).length / 8)
  })

  it('a screen gets the frame and the namespaces or parts it names, nothing else', () => {
    const picked = clientMessagesOf(de, ['channelList', 'order.availability', 'order.redirect'])
    expect(picked.channelList).toEqual(de.channelList)
    expect(picked.order).toEqual({ availability: de.order.availability, redirect: de.order.redirect })
    expect(picked).not.toHaveProperty('forms')
    expect(picked.consent).toEqual(de.consent)
  })

  it("screens hold the frame's very objects, which a page's payload then writes once", () => {
    const frame = frameMessages(fr)
    const screen = clientMessagesOf(fr, ['catalogue'])
    for (const namespace of Object.keys(frame)) expect(screen[namespace]).toBe(frame[namespace])
    expect(frameMessages(fr)).toBe(frame)
  })

  it('a form gets the address parts of the order beside its own', () => {
    const picked = clientMessagesOf(fr, FORM_CLIENT_MESSAGES) as typeof fr
    expect(picked.forms).toEqual(fr.forms)
    expect(picked.order.validation).toEqual(fr.order.validation)
    expect(picked.order).not.toHaveProperty('steps')
  })

  it('the availability check says its address form with the page, the rest with its data, and together all it says', () => {
    const page = clientMessagesOf(fr, AVAILABILITY_CHECK_MESSAGES) as typeof fr
    expect(page.address).toEqual(fr.address)
    expect(page.order).toEqual({ actions: fr.order.actions, hints: fr.order.hints })
    expect(page).not.toHaveProperty('catalogue')
    expect(page).not.toHaveProperty('availabilityCheck')
    const live = withMessages(page, pick(fr, AVAILABILITY_CHECK_LIVE_MESSAGES)) as typeof fr
    expect(live).toEqual(clientMessagesOf(fr, ['availabilityCheck', 'catalogue', ...ADDRESS_CLIENT_MESSAGES]))
  })

  it('the configurator says its choices with the page, the rest of its texts and prices with its catalogue', () => {
    const page = clientMessagesOf(fr, CONFIGURATOR_MESSAGES) as typeof fr
    expect(page.configurator.groups).toEqual(fr.configurator.groups)
    expect(page.configurator).not.toHaveProperty('requires')
    expect(page.catalogue).toEqual({
      chf: fr.catalogue.chf,
      perMonth: fr.catalogue.perMonth,
      regularPrice: fr.catalogue.regularPrice,
      summary: { title: fr.catalogue.summary.title, empty: fr.catalogue.summary.empty },
    })
    const live = withMessages(page, pick(fr, CONFIGURATOR_LIVE_MESSAGES)) as typeof fr
    expect(live).toEqual(clientMessagesOf(fr, ['configurator', 'catalogue']))
  })

  it('messages added to others keep the keys of both, at every depth; a message itself is replaced whole', () => {
    const merged = withMessages({ a: { x: '1', s: { t: '2' } }, b: 'b' }, { a: { y: '2', s: { u: '3' } }, b: ['b', ['x']], c: { z: '3' } })
    expect(merged).toEqual({ a: { x: '1', y: '2', s: { t: '2', u: '3' } }, b: ['b', ['x']], c: { z: '3' } })
  })

  it('names only namespaces the messages have', () => {
    for (const namespace of CLIENT_NAMESPACES) expect(fr).toHaveProperty(namespace)
    for (const messages of [fr, de])
      for (const path of [
        ...FRAME_CLIENT_MESSAGES,
        ...AVAILABILITY_CHECK_MESSAGES,
        ...AVAILABILITY_CHECK_LIVE_MESSAGES,
        ...CONFIGURATOR_MESSAGES,
      ])
        expect(messages).toHaveProperty(path.split('.'))
  })
})
