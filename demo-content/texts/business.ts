import { section, t, type PageText } from './text-seed'

/** The business home's own words: who it serves and how a project runs; its prices come from the catalogue cards. */
export const BUSINESS_HOME: PageText = {
  body: {
    fr: [
      'Du commerce de quartier à l’entreprise de plusieurs sites, nous raccordons, équipons et dépannons les professionnels de la région avec notre propre réseau de fibre. Internet symétrique avec IP fixe, téléphonie dans le cloud ou sur votre central, abonnements mobiles pour vos équipes : vous choisissez ce dont vous avez besoin, nous nous chargeons du reste, de l’étude à la mise en service.',
    ],
    de: [
      'Vom Quartierladen bis zum Unternehmen mit mehreren Standorten: Wir erschliessen, rüsten aus und entstören Betriebe der Region mit unserem eigenen Glasfasernetz. Symmetrisches Internet mit fester IP, Telefonie in der Cloud oder über Ihre Anlage, Mobile-Abos für Ihre Teams: Sie wählen, was Sie brauchen, wir kümmern uns um den Rest, von der Abklärung bis zur Aufschaltung.',
    ],
    en: [
      'From the corner shop to the company with several sites, we connect, equip and repair the region’s businesses over our own fibre network. Symmetric internet with a fixed IP, telephony in the cloud or on your own phone system, mobile plans for your teams: you choose what you need and we take care of the rest, from the survey to activation.',
    ],
  },
  sections: [
    section('projet', t('Votre projet, étape par étape', 'Ihr Projekt, Schritt für Schritt', 'Your project, step by step'), {
      fr: [
        {
          ul: [
            [
              { text: 'Analyse', bold: true },
              ' — un conseiller de votre région fait le point avec vous sur vos locaux, vos usages et vos contrats en cours.',
            ],
            [
              { text: 'Offre', bold: true },
              ' — les offres du catalogue sont commandées en ligne ; un projet sur mesure reçoit une offre écrite, sans engagement.',
            ],
            [
              { text: 'Mise en service', bold: true },
              ' — nos techniciens installent et testent sur place, en dehors de vos heures d’ouverture si vous le souhaitez.',
            ],
            [
              { text: 'Suivi', bold: true },
              ' — une ligne directe pour vos questions et le service des dérangements pour les contrats avec SLA.',
            ],
          ],
        },
      ],
      de: [
        {
          ul: [
            [
              { text: 'Analyse', bold: true },
              ' — eine Beraterin oder ein Berater aus Ihrer Region klärt mit Ihnen Räume, Nutzung und laufende Verträge ab.',
            ],
            [
              { text: 'Offerte', bold: true },
              ' — Katalogangebote bestellen Sie online; ein massgeschneidertes Projekt erhält eine schriftliche, unverbindliche Offerte.',
            ],
            [
              { text: 'Aufschaltung', bold: true },
              ' — unsere Techniker installieren und testen vor Ort, auf Wunsch ausserhalb Ihrer Öffnungszeiten.',
            ],
            [{ text: 'Betreuung', bold: true }, ' — eine Direktlinie für Ihre Fragen und der Störungsdienst für Verträge mit SLA.'],
          ],
        },
      ],
      en: [
        {
          ul: [
            [
              { text: 'Assessment', bold: true },
              ' — an adviser from your region reviews your premises, your needs and your current contracts with you.',
            ],
            [
              { text: 'Offer', bold: true },
              ' — catalogue offers are ordered online; a tailored project gets a written offer, with no obligation.',
            ],
            [{ text: 'Activation', bold: true }, ' — our technicians install and test on site, outside your opening hours if you wish.'],
            [{ text: 'Follow-up', bold: true }, ' — a direct line for your questions and the fault desk for contracts with an SLA.'],
          ],
        },
      ],
    }),
  ],
}
