'use client'

import { island } from '@/ui/islands/island'

export const MovingFormIsland = island(() => import('@/features/contact').then((m) => m.MovingForm))
