// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { enteredIn, holdPresses, restore, watchPresses } from './entered'

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

function island() {
  document.body.innerHTML = '<div id="island"><button type="submit">Vérifier</button></div><p id="elsewhere"></p>'
  return { element: document.getElementById('island')!, button: document.querySelector('button')! }
}

const pointer = (target: EventTarget, type: string) => target.dispatchEvent(new Event(type, { bubbles: true }))

describe('watchPresses', () => {
  it('runs at once when no press is down', () => {
    const { element } = island()
    const run = vi.fn()
    watchPresses(element).whenLifted(run)
    expect(run).toHaveBeenCalledOnce()
  })

  it('under a press, waits for its click, then runs in the next task', () => {
    vi.useFakeTimers()
    const { element, button } = island()
    const run = vi.fn()
    const presses = watchPresses(element)
    pointer(button, 'pointerdown')
    presses.whenLifted(run)
    vi.runAllTimers()
    expect(run).not.toHaveBeenCalled()
    pointer(button, 'pointerup')
    button.click()
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(run).toHaveBeenCalledOnce()
  })

  it('runs when a press ends without a click: cancelled, or lifted elsewhere', () => {
    vi.useFakeTimers()
    const { element, button } = island()
    const cancelled = vi.fn()
    const presses = watchPresses(element)
    pointer(button, 'pointerdown')
    presses.whenLifted(cancelled)
    pointer(button, 'pointercancel')
    vi.advanceTimersByTime(0)
    expect(cancelled).toHaveBeenCalledOnce()

    const lifted = vi.fn()
    pointer(button, 'pointerdown')
    presses.whenLifted(lifted)
    pointer(document.getElementById('elsewhere')!, 'pointerup')
    vi.advanceTimersByTime(99)
    expect(lifted).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    vi.runOnlyPendingTimers()
    expect(lifted).toHaveBeenCalledOnce()
  })

  it('a press outside the island holds nothing, and stop() stops watching', () => {
    const { element } = island()
    const presses = watchPresses(element)
    pointer(document.getElementById('elsewhere')!, 'pointerdown')
    const run = vi.fn()
    presses.whenLifted(run)
    expect(run).toHaveBeenCalledOnce()
    presses.stop()
    pointer(element, 'pointerdown')
    const after = vi.fn()
    presses.whenLifted(after)
    expect(after).toHaveBeenCalledOnce()
  })
})

describe('holdPresses', () => {
  it('keeps the place of the last plain button pressed in the server HTML, and the live island presses it again', () => {
    document.body.innerHTML =
      '<div id="island"><button type="button">Film 1</button><button type="button"><span>Film 2</span></button><form><button>Envoyer</button></form></div><button type="button" id="elsewhere">Ailleurs</button>'
    const element = document.getElementById('island')!
    const pressed: number[] = []
    const stop = holdPresses(element, (button) => pressed.push(button))
    element.querySelector('span')!.click()
    document.getElementById('elsewhere')!.click()
    element.querySelector<HTMLButtonElement>('form button')!.click()
    expect(pressed).toEqual([1])
    stop()
    element.querySelector('button')!.click()
    expect(pressed).toEqual([1])

    element.innerHTML = '<button type="button">Film 1</button><button type="button">Film 2</button>'
    const opened = vi.fn()
    element.querySelectorAll('button')[1]!.addEventListener('click', opened)
    restore(element, { ...enteredIn(element), pressed: 1 })
    expect(opened).toHaveBeenCalledOnce()
    expect(document.activeElement).toBe(element.querySelectorAll('button')[1])
  })
})
