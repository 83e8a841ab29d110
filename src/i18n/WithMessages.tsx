'use client'

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl'
import { useMemo, type ReactNode } from 'react'

import { withMessages } from './message-subsets'

/** Its children say the messages around them and `more` (an island's texts that came with its data). */
export function WithMessages({ more, children }: { more: Record<string, unknown>; children: ReactNode }) {
  const messages = useMessages()
  const merged = useMemo(() => withMessages(messages, more), [messages, more])
  return (
    <NextIntlClientProvider locale={useLocale()} timeZone={useTimeZone()} messages={merged}>
      {children}
    </NextIntlClientProvider>
  )
}
