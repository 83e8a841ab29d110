'use client'

import { useEffect } from 'react'

import { reloadOnChunkError } from '@/screens/frame'

/** Last resort when even the site layout fails: plain text in the three languages, a link home. */
export default function GlobalError({ error }: { error: Error }) {
  useEffect(() => {
    reloadOnChunkError(error)
  }, [error])
  return (
    <html lang="fr">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1.5rem', maxWidth: '40rem', margin: '0 auto' }}>
        <h1>Une erreur est survenue</h1>
        <p>Une erreur est survenue, veuillez réessayer plus tard.</p>
        <p lang="de">Ein Fehler ist aufgetreten, bitte versuchen Sie es später erneut.</p>
        <p lang="en">An error has occurred while processing your request. Please try again later.</p>
        <p>
          <a href="/">Accueil · Startseite · Home</a>
        </p>
      </body>
    </html>
  )
}
