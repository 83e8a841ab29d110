'use client'

import { island } from '@/ui/islands/island'

export const CancellationFormIsland = island(() => import('@/features/contact').then((m) => m.CancellationForm))
