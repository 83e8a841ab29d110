'use client'

import dynamic from 'next/dynamic'

/** Its own chunk: the route that renders every CMS page would otherwise ship the address search everywhere. */
export const AddressLookup = dynamic(() => import('./AddressLookup').then((m) => m.AddressLookup))
