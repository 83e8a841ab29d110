import pino from 'pino'

import { loggedAddress } from './client-address'
import { logLevel } from './env'
import { clientRefusal, lineWithoutValues, REDACTED_PATHS, safeError, withoutValues } from './log-safety'

const VALUES_IN = (text: string) => withoutValues(text) !== text

function errorOf(fields: object): unknown {
  const { err, error } = fields as { err?: unknown; error?: unknown }
  return err instanceof Error ? err : error instanceof Error ? error : undefined
}

/** The site's logger; tests give their own destination and level. */
export function createLogger(destination?: pino.DestinationStream, level = logLevel()) {
  return pino(
    {
      level,
      base: { service: 'operator-website' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // A client's address is kept to its network, on every line and level (docs/security.md, Logs).
      serializers: { err: safeError, error: safeError, client: loggedAddress },
      hooks: {
        // Payload logs every refused request as an error; its own per-class levels miss in the
        // production bundle, whose class names are minified. A refusal the client caused is a
        // warning: worth a look when many come, never an error of the site's.
        logMethod(args, method, level) {
          const refusal = level >= 50 ? clientRefusal(args[0]) : null
          if (refusal) return this.warn({ status: refusal.status }, refusal.message)
          // An error logged alone would lend its whole message (query values included) to the line.
          const [first, second] = args
          if (typeof second === 'string' && VALUES_IN(second)) return method.call(this, first, withoutValues(second))
          if (first && typeof first === 'object' && 'msg' in first && typeof first.msg === 'string' && VALUES_IN(first.msg)) {
            return method.call(this, { ...first, msg: withoutValues(first.msg) })
          }
          if (first instanceof Error && typeof second !== 'string') return method.call(this, { err: first }, safeError(first).message)
          // Without a message pino would lend the error's whole message to the line.
          const error = first && typeof first === 'object' && !('msg' in first) ? errorOf(first) : undefined
          if (error !== undefined && second === undefined) return method.call(this, first, safeError(error).message)
          return method.apply(this, args)
        },
        // Whatever a line's shape, no statement values are written.
        streamWrite: lineWithoutValues,
      },
    },
    destination ?? pino.destination(1),
  )
}

export const logger = createLogger()
