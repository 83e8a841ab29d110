import type { L } from './upsert'

const t = (fr: string, de: string, en: string): L => ({ fr, de, en })

/** The demo satisfaction survey asked on the satisfaction screen of every site. */
export const SURVEY = {
  title: t('Votre satisfaction', 'Ihre Zufriedenheit', 'Your satisfaction'),
  questions: [
    {
      key: 'satisfaction',
      kind: 'scale5' as const,
      required: true,
      main: true,
      label: t(
        'Dans l’ensemble, êtes-vous satisfait de nos services ?',
        'Wie zufrieden sind Sie insgesamt mit unseren Diensten?',
        'Overall, how satisfied are you with our services?',
      ),
    },
    {
      key: 'recommend',
      kind: 'scale10' as const,
      required: true,
      main: false,
      label: t(
        'Recommanderiez-vous Netplus à un proche ?',
        'Würden Sie Netplus weiterempfehlen?',
        'Would you recommend Netplus to a friend?',
      ),
    },
    {
      key: 'contact',
      kind: 'choice' as const,
      required: false,
      main: false,
      label: t('Votre dernier contact avec nous', 'Ihr letzter Kontakt mit uns', 'Your last contact with us'),
      options: [
        { value: 'installation', label: t('Installation', 'Installation', 'Installation') },
        { value: 'shop', label: t('Point de vente', 'Verkaufsstelle', 'Shop') },
        { value: 'hotline', label: t('Hotline', 'Hotline', 'Helpline') },
        { value: 'none', label: t('Aucun', 'Keiner', 'None') },
      ],
    },
    {
      key: 'comment',
      kind: 'text' as const,
      required: false,
      main: false,
      label: t('Que pourrions-nous améliorer ?', 'Was könnten wir verbessern?', 'What could we improve?'),
    },
  ],
  badge: {
    threshold: 30,
    text: t('9 clients sur 10 nous recommandent', '9 von 10 Kunden empfehlen uns weiter', '9 out of 10 customers recommend us'),
  },
}

/**
 * Demo answers of the main site: enough to pass the badge threshold (33 of 40 satisfied, 83 %);
 * Fribourg has none, so its badge shows the editors' text.
 */
export const DEMO_ANSWER_SITE = '1' as const
const MARKS = [5, 5, 4, 5, 4, 4, 5, 3, 5, 4, 5, 4, 2, 5, 4, 5, 4, 5, 3, 4, 5, 4, 5, 5, 1, 4, 5, 4, 3, 5, 4, 5, 4, 3, 5, 4, 5, 2, 4, 5]
const CONTACTS = ['installation', 'shop', 'hotline', 'none']
const COMMENTS = ['Technicien ponctuel et très aimable.', 'Le wifi pourrait être plus stable à l’étage.', 'Hotline rapide, merci !', '']

export const DEMO_ANSWERS = MARKS.map((mark, index) => ({
  satisfaction: mark,
  recommend: Math.min(10, mark * 2 - (index % 2)),
  contact: CONTACTS[index % CONTACTS.length] ?? null,
  comment: COMMENTS[index % COMMENTS.length] ?? '',
}))
