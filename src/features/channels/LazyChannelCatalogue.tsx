'use client'

import dynamic from 'next/dynamic'

/** Its own chunk: the route that renders every CMS page would otherwise ship the filters everywhere. */
export const LazyChannelCatalogue = dynamic(() => import('./ChannelCatalogue').then((m) => m.ChannelCatalogue))
