import { describe, expect, it } from 'vitest'

import de from '../../messages/de.json'
import fr from '../../messages/fr.json'

import { FORM_CLIENT_MESSAGES, FRAME_CLIENT_MESSAGES, frameMessages, SCREEN_NAMESPACES, screenMessages } from './message-subsets'

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
    const picked = screenMessages(de, ['channelList', 'order.availability', 'order.redirect'])
    expect(picked.channelList).toEqual(de.channelList)
    expect(picked.order).toEqual({ availability: de.order.availability, redirect: de.order.redirect })
    expect(picked).not.toHaveProperty('forms')
    expect(picked.consent).toEqual(de.consent)
  })

  it("screens hold the frame's very objects, which a page's payload then writes once", () => {
    const frame = frameMessages(fr)
    const screen = screenMessages(fr, ['catalogue'])
    for (const namespace of Object.keys(frame)) expect(screen[namespace]).toBe(frame[namespace])
    expect(frameMessages(fr)).toBe(frame)
  })

  it('a form gets the address parts of the order beside its own', () => {
    const picked = screenMessages(fr, FORM_CLIENT_MESSAGES) as typeof fr
    expect(picked.forms).toEqual(fr.forms)
    expect(picked.order.validation).toEqual(fr.order.validation)
    expect(picked.order).not.toHaveProperty('steps')
  })

  it('names only namespaces the messages have', () => {
    for (const namespace of SCREEN_NAMESPACES) expect(fr).toHaveProperty(namespace)
    for (const messages of [fr, de]) for (const path of FRAME_CLIENT_MESSAGES) expect(messages).toHaveProperty(path.split('.'))
  })
})
