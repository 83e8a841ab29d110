// zod/mini: the home pages' availability check parses this answer in the browser (7 KB, not 35).
import * as z from 'zod/mini'

import type { CableProvider } from '@/features/distributors'

const TECHNOLOGIES = ['fibre', 'coax', 'copper'] as const

/** §7 availability of an address; speeds in Mbit/s, null when the network does not say. */
const availabilitySchema = z.object({
  fibre: z.boolean(),
  maxDownload: z.nullable(z.number().check(z.nonnegative())),
  maxUpload: z.nullable(z.number().check(z.nonnegative())),
  technologies: z.array(z.enum(TECHNOLOGIES)),
})

export type Availability = z.infer<typeof availabilitySchema>

export const availabilityResponseSchema = z.object({ availability: availabilitySchema })

// The lookup's flags are free text: 'yes', 'true', '1'… all mean present.
function isYes(value: string | undefined): boolean {
  return ['yes', 'true', '1', 'y', 'oui', 'ja'].includes((value ?? '').trim().toLowerCase())
}

function speed(value: string | undefined): number | null {
  const parsed = Number.parseInt(value ?? '', 10)
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null
}

/** The §3 provider fields fibre/coax/copper and inet_download/inet_upload as an availability. */
export function availabilityOf(provider: CableProvider): Availability {
  const technologies = TECHNOLOGIES.filter((technology) => isYes(provider[technology]))
  return {
    fibre: technologies.includes('fibre'),
    maxDownload: speed(provider.inet_download),
    maxUpload: speed(provider.inet_upload),
    technologies,
  }
}
