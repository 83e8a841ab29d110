'use client'

import { island } from '@/ui/islands/island'

export const ContactFormIsland = island(() => import('@/features/contact').then((m) => m.ContactForm))
