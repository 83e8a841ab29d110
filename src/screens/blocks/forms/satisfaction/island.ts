'use client'

import { island } from '@/ui/islands/island'

export const SurveyFormIsland = island(() => import('@/features/satisfaction').then((m) => m.SurveyForm))
