'use client'

import dynamic from 'next/dynamic'

/*
 * The forms an editor can place in a bloc, each in its own chunk. One route renders every CMS page,
 * and a static import would send every form's code (with the challenge widget and the schemas) to
 * every page; loaded this way a page fetches only the forms it shows, still rendered on the server.
 */
export const ContactForm = dynamic(() => import('@/features/contact').then((m) => m.ContactForm))
export const MovingForm = dynamic(() => import('@/features/contact').then((m) => m.MovingForm))
export const CancellationForm = dynamic(() => import('@/features/contact').then((m) => m.CancellationForm))
export const SurveyForm = dynamic(() => import('@/features/satisfaction').then((m) => m.SurveyForm))
export const RoamingLookup = dynamic(() => import('@/features/roaming').then((m) => m.RoamingLookup))
export const BreachCheckForm = dynamic(() => import('@/features/breach-check').then((m) => m.BreachCheckForm))
export const PartnerArea = dynamic(() => import('@/features/partner-area').then((m) => m.PartnerArea))
