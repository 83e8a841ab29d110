'use client'

import dynamic from 'next/dynamic'

// Its own chunk, like the blocs' forms: only the pages that show the check load its code.
export const AvailabilityCheckScreen = dynamic(() => import('./AvailabilityCheck').then((m) => m.AvailabilityCheck))
