import { useCallback, useEffect, useReducer, useRef } from 'react'

type Transition<S, E> = { state: S; effects: E[] }
type Box<S, E> = { state: S; queue: E[] }
type Message<A> = { kind: 'action'; action: A } | { kind: 'done'; count: number }

/**
 * useReducer for the pure reducers of this feature, which return their side effects as data:
 * effects are queued with the state and run after commit, so the reducers stay pure (and
 * StrictMode's double reducer calls never run an effect twice).
 */
export function useEffectReducer<S, A, E>(
  reducer: (state: S, action: A) => Transition<S, E>,
  initial: () => S,
  run: (effect: E, dispatch: (action: A) => void) => void,
): [S, (action: A) => void] {
  const [box, send] = useReducer(
    (prev: Box<S, E>, message: Message<A>): Box<S, E> => {
      if (message.kind === 'done') return { ...prev, queue: prev.queue.slice(message.count) }
      const next = reducer(prev.state, message.action)
      if (next.state === prev.state && next.effects.length === 0) return prev
      return { state: next.state, queue: [...prev.queue, ...next.effects] }
    },
    undefined,
    () => ({ state: initial(), queue: [] }),
  )
  const dispatch = useCallback((action: A) => send({ kind: 'action', action }), [])
  const runRef = useRef(run)
  useEffect(() => {
    runRef.current = run
  })
  useEffect(() => {
    if (box.queue.length === 0) return
    for (const effect of box.queue) runRef.current(effect, dispatch)
    send({ kind: 'done', count: box.queue.length })
  }, [box.queue, dispatch])
  return [box.state, dispatch]
}
