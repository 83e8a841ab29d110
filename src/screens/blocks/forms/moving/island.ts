'use client'

import { hydrateWhenVisible } from '@/ui/hydrate-when-visible'

export const MovingForm = hydrateWhenVisible(() => import('@/features/contact').then((m) => m.MovingForm))
