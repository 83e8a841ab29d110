'use client'

import { hydrateWhenVisible } from '@/ui/hydrate-when-visible'

export const SurveyForm = hydrateWhenVisible(() => import('@/features/satisfaction').then((m) => m.SurveyForm))
