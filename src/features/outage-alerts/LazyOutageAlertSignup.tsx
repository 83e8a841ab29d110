'use client'

import dynamic from 'next/dynamic'

/** Its own chunk: the route that renders every CMS page would otherwise ship the form platform everywhere. */
export const OutageAlertSignup = dynamic(() => import('./OutageAlertSignup').then((m) => m.OutageAlertSignup))
