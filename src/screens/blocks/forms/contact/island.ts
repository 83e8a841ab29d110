'use client'

import { hydrateWhenVisible } from '@/ui/hydrate-when-visible'

export const ContactForm = hydrateWhenVisible(() => import('@/features/contact').then((m) => m.ContactForm))
