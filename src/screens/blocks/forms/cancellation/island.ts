'use client'

import { hydrateWhenVisible } from '@/ui/hydrate-when-visible'

export const CancellationForm = hydrateWhenVisible(() => import('@/features/contact').then((m) => m.CancellationForm))
