import { Fragment } from 'react'

/**
 * Text read and typed as one word, an e-mail address or a reference: at a narrow width it may wrap
 * only after "@" and before a dot, never inside a part (nor at a hyphen, as "REQ-2026-000004" would).
 */
export function Token({ text }: { text: string }) {
  const parts = text.split(/(?<=@)|(?=\.)/)
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  )
}
