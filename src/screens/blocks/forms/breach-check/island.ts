'use client'

import { hydrateWhenVisible } from '@/ui/hydrate-when-visible'

export const BreachCheckForm = hydrateWhenVisible(() => import('@/features/breach-check').then((m) => m.BreachCheckForm))
