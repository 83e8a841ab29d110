import { describe, expect, it } from 'vitest'

import de from '../../messages/de.json'
import fr from '../../messages/fr.json'

import { FORM_CLIENT_MESSAGES, frameMessages, SCREEN_NAMESPACES, screenMessages } from './message-subsets'

describe('messages sent with a page', () => {
  it("every page gets all namespaces but the screens' own", () => {
    const frame = frameMessages(fr)
    expect(Object.keys(frame)).toEqual(Object.keys(fr).filter((key) => !(SCREEN_NAMESPACES as readonly string[]).includes(key)))
    expect(frame).toHaveProperty('consent')
    expect(frame).not.toHaveProperty('forms')
    // The frame is most of the namespaces but the smaller part of the text.
    expect(JSON.stringify(frame).length).toBeLessThan(JSON.stringify(fr).length / 3)
  })

  it('a screen gets the frame and the namespaces or parts it names, nothing else', () => {
    const picked = screenMessages(de, ['channelList', 'order.availability', 'order.redirect'])
    expect(picked.channelList).toEqual(de.channelList)
    expect(picked.order).toEqual({ availability: de.order.availability, redirect: de.order.redirect })
    expect(picked).not.toHaveProperty('forms')
    expect(picked.consent).toEqual(de.consent)
  })

  it('a form gets the address parts of the order beside its own', () => {
    const picked = screenMessages(fr, FORM_CLIENT_MESSAGES) as typeof fr
    expect(picked.forms).toEqual(fr.forms)
    expect(picked.order.validation).toEqual(fr.order.validation)
    expect(picked.order).not.toHaveProperty('steps')
  })

  it('names only namespaces the messages have', () => {
    for (const namespace of SCREEN_NAMESPACES) expect(fr).toHaveProperty(namespace)
  })
})
