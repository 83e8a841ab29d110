'use client'

import dynamic from 'next/dynamic'

/** Its own chunk: the route that renders every CMS page would otherwise ship the panel everywhere. */
export const LazyVodCatalogue = dynamic(() => import('./VodCatalogue').then((m) => m.VodCatalogue))
