'use client'

import { hydrateWhenVisible } from '@/ui/hydrate-when-visible'

/*
 * The forms an editor can place in a bloc, each in its own chunk, rendered on the server and run
 * when a visitor comes near or touches them. One route renders every CMS page: a static import
 * would send every form's code (with the challenge widget and the schemas) to every page, and
 * even a page's own form would hold up its first paint.
 */
export const ContactForm = hydrateWhenVisible(() => import('@/features/contact').then((m) => m.ContactForm))
export const MovingForm = hydrateWhenVisible(() => import('@/features/contact').then((m) => m.MovingForm))
export const CancellationForm = hydrateWhenVisible(() => import('@/features/contact').then((m) => m.CancellationForm))
export const SurveyForm = hydrateWhenVisible(() => import('@/features/satisfaction').then((m) => m.SurveyForm))
export const RoamingLookup = hydrateWhenVisible(() => import('@/features/roaming').then((m) => m.RoamingLookup))
export const BreachCheckForm = hydrateWhenVisible(() => import('@/features/breach-check').then((m) => m.BreachCheckForm))
// Its server HTML is a placeholder until the session is known: run as soon as the page has hydrated.
export const PartnerArea = hydrateWhenVisible(
  () => import('@/features/partner-area').then((m) => m.PartnerArea),
  () => 'now',
)
