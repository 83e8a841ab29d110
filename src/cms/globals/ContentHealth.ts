import type { GlobalConfig } from 'payload'

import { isStaff, writesShared } from '../access/access'

/** The content health view's settings, and when its stored findings were last refreshed (src/features/content-health). */
export const ContentHealth: GlobalConfig = {
  slug: 'content-health',
  label: { en: 'Content health settings', fr: 'Réglages de la santé du contenu', de: 'Einstellungen Zustand der Inhalte' },
  admin: { group: 'Settings' },
  access: { read: isStaff, update: writesShared },
  fields: [
    {
      name: 'weeklyDigest',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Weekly digest', fr: 'Résumé hebdomadaire', de: 'Wöchentliche Übersicht' },
      admin: {
        description: {
          en: "Every Monday morning, each site's editors get its counts and ten most urgent rows by mail.",
          fr: 'Chaque lundi matin, les rédacteurs reçoivent par courriel les chiffres et les dix points les plus urgents de chaque site.',
          de: 'Jeden Montagmorgen erhalten die Redaktoren die Zahlen und die zehn dringendsten Punkte jeder Site per E-Mail.',
        },
      },
    },
    {
      name: 'largeFileKb',
      type: 'number',
      required: true,
      defaultValue: 1024,
      min: 50,
      label: { en: 'Large file (KB)', fr: 'Fichier lourd (Ko)', de: 'Grosse Datei (KB)' },
      admin: {
        description: {
          en: 'Media files larger than this are listed.',
          fr: 'Les médias plus lourds sont listés.',
          de: 'Grössere Mediendateien werden aufgeführt.',
        },
      },
    },
    // Written by the refresh job only.
    { name: 'refreshedAt', type: 'date', access: { create: () => false, update: () => false }, admin: { readOnly: true, hidden: true } },
  ],
}
