import pino from 'pino'
import { vi } from 'vitest'

import { logger } from '@/lib/logger'

/** The lines the site's logger writes (after every step it applies) while `run` runs, at level info. */
export async function capturedLog(run: () => Promise<void>): Promise<string[]> {
  const stream = (logger as unknown as Record<symbol, { write: (line: string) => boolean }>)[pino.symbols.streamSym]!
  const written = vi.spyOn(stream, 'write')
  const level = logger.level
  // Tests log nothing by default.
  logger.level = 'info'
  try {
    await run()
    return written.mock.calls.map(([line]) => String(line))
  } finally {
    logger.level = level
    written.mockRestore()
  }
}
