import 'server-only'

import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { frameMessages, clientMessagesOf, type ClientMessageKey } from './message-subsets'

/** The frame's messages for the client components of every page (root layout). */
export async function FrameMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={frameMessages(await getMessages())}>{children}</NextIntlClientProvider>
}

/** Around a screen whose client components use `messages` (a nested provider replaces the page's). */
export async function ClientMessages({ messages, children }: { messages: readonly ClientMessageKey[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={clientMessagesOf(await getMessages(), messages)}>{children}</NextIntlClientProvider>
}
