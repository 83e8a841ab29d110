import { Fragment } from 'react'

/**
 * Opening hours as a visitor reads them: days, then their periods; a period never breaks inside, a
 * day's periods wrap between them, and a long name of days wraps rather than push the hours out of a
 * phone's width.
 */
export function OpeningHours({ lines, testId }: { lines: readonly { days: string; hours: readonly string[] }[]; testId?: string }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid={testId}>
      {lines.map((line) => (
        <div key={line.days} className="contents">
          <dt className="min-w-0">{line.days}</dt>
          <dd className="tabular-nums">
            {line.hours.map((span, index) => (
              <Fragment key={span}>
                {index > 0 && ', '}
                <span className="whitespace-nowrap">{span}</span>
              </Fragment>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  )
}
