import { Fragment, lazy, Suspense } from 'react'
import { describe, expect, it } from 'vitest'

import { holdsClientCode } from './static-tree'

function Live() {
  return <button type="button">live</button>
}

describe('holdsClientCode: what ServerHtml may keep as the server wrote it', () => {
  it('host elements, fragments and text run nothing', () => {
    expect(
      holdsClientCode(
        <div>
          <a href="/x">link</a>
          <>
            {'text'}
            {3}
            {null}
            {false}
            <ul>{[<li key="a">a</li>, <li key="b">b</li>]}</ul>
          </>
          <Fragment>
            <span dangerouslySetInnerHTML={{ __html: '<b>x</b>' }} />
          </Fragment>
        </div>,
      ),
    ).toBe(false)
  })

  it('a client component anywhere inside runs code, however deep', () => {
    expect(holdsClientCode(<Live />)).toBe(true)
    expect(
      holdsClientCode(
        <div>
          <ul>
            <li>
              <>
                <Live />
              </>
            </li>
          </ul>
        </div>,
      ),
    ).toBe(true)
    expect(holdsClientCode([<p key="p">p</p>, <Live key="l" />])).toBe(true)
  })

  it('lazy components, Suspense and shapes it does not know count as code', () => {
    const Lazy = lazy(async () => ({ default: Live }))
    expect(holdsClientCode(<Lazy />)).toBe(true)
    expect(
      holdsClientCode(
        <Suspense>
          <p>p</p>
        </Suspense>,
      ),
    ).toBe(true)
    expect(holdsClientCode({ $$typeof: Symbol.for('react.lazy') } as never)).toBe(true)
  })
})

describe('holdsClientCode on the lazy nodes of the flight payload', () => {
  const lazyNode = (init: () => unknown) => ({ $$typeof: Symbol.for('react.lazy'), _payload: { status: 'pending' }, _init: init }) as never

  it('reads a lazy node whose row has come, and judges what it holds', () => {
    expect(holdsClientCode(lazyNode(() => <p>static</p>))).toBe(false)
    expect(
      holdsClientCode(
        <div>
          {lazyNode(() => (
            <Live />
          ))}
        </div>,
      ),
    ).toBe(true)
  })

  it('a lazy node whose row has not come counts as code', () => {
    expect(
      holdsClientCode(
        lazyNode(() => {
          throw Promise.resolve()
        }),
      ),
    ).toBe(true)
  })
})
