'use client'

import { island } from '@/ui/islands/island'

export const FormIsland = island(() => import('./Form').then((m) => m.Form))
