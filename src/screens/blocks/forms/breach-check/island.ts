'use client'

import { island } from '@/ui/islands/island'

export const BreachCheckFormIsland = island(() => import('@/features/breach-check').then((m) => m.BreachCheckForm))
