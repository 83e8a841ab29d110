import { ALL, BUSINESS, type PageSeed } from './page-seed'

/** The pages behind the fixed screens of §2 (news, blog, contact, search…), per site and audience. */
export const SCREEN_PAGES: PageSeed[] = [
  {
    id: 793,
    sites: ['1', '3'],
    screen: 'news',
    title: { fr: 'Actualités', de: 'News', en: 'News' },
    slug: { fr: 'actualites', de: 'news', en: 'news' },
    intro: {
      fr: 'Nouvelles offres, chaînes, travaux sur le réseau et vie de l’entreprise.',
      de: 'Neue Angebote, Sender, Netzarbeiten und Neuigkeiten aus dem Unternehmen.',
      en: 'New offers, channels, network works and company news.',
    },
  },
  {
    id: 1425,
    sites: ['2'],
    screen: 'news',
    title: { fr: 'Actualités de l’Entremont', de: 'News aus dem Entremont', en: 'Entremont news' },
    slug: { fr: 'actualites', de: 'news', en: 'news' },
    intro: {
      fr: 'Les nouvelles du téléréseau et de la région.',
      de: 'Neuigkeiten vom Kabelnetz und aus der Region.',
      en: 'News from the cable network and the region.',
    },
  },
  {
    id: 3144,
    sites: ALL,
    type: 'blog',
    title: { fr: 'Blog', de: 'Blog', en: 'Blog' },
    slug: { fr: 'blog', de: 'blog', en: 'blog' },
    intro: {
      fr: 'Conseils pour votre wifi, votre télévision et votre sécurité en ligne.',
      de: 'Tipps für Ihr WLAN, Ihr Fernsehen und Ihre Sicherheit im Netz.',
      en: 'Tips for your wifi, your TV and your online safety.',
    },
  },
  {
    id: 3101,
    sites: ALL,
    sections: ['bliblablo'],
    screen: 'order',
    title: { fr: 'Commander', de: 'Bestellen', en: 'Order' },
    slug: { fr: 'commande', de: 'bestellung', en: 'order' },
    intro: {
      fr: 'Vérifiez la disponibilité à votre adresse et commandez votre abonnement en quelques minutes.',
      de: 'Prüfen Sie die Verfügbarkeit an Ihrer Adresse und bestellen Sie Ihr Abo in wenigen Minuten.',
      en: 'Check availability at your address and order your plan in a few minutes.',
    },
  },
  {
    id: 3102,
    sites: ALL,
    sections: BUSINESS,
    screen: 'business',
    title: { fr: 'Solutions pour les entreprises', de: 'Lösungen für Unternehmen', en: 'Business solutions' },
    subtitle: { fr: 'Connectivité, téléphonie et mobile pour les professionnels', de: 'Konnektivität, Telefonie und Mobile für Profis', en: 'Connectivity, telephony and mobile for professionals' },
    slug: { fr: 'business', de: 'business', en: 'business' },
    intro: {
      fr: 'Un interlocuteur unique et des techniciens de votre région pour toute votre infrastructure télécom.',
      de: 'Ein einziger Ansprechpartner und Techniker aus Ihrer Region für Ihre gesamte Telekom-Infrastruktur.',
      en: 'One point of contact and technicians from your region for all your telecom infrastructure.',
    },
  },
  {
    id: 3103,
    sites: ALL,
    sections: BUSINESS,
    screen: 'business-order',
    title: { fr: 'Commander pour mon entreprise', de: 'Für mein Unternehmen bestellen', en: 'Order for my business' },
    slug: { fr: 'business/commande', de: 'business/bestellung', en: 'business/order' },
    intro: {
      fr: 'Vérifiez la disponibilité à l’adresse de votre entreprise et commandez en ligne.',
      de: 'Prüfen Sie die Verfügbarkeit an Ihrer Geschäftsadresse und bestellen Sie online.',
      en: 'Check availability at your business address and order online.',
    },
  },
  {
    id: 3104,
    sites: ALL,
    sections: BUSINESS,
    screen: 'references',
    title: { fr: 'Nos références', de: 'Unsere Referenzen', en: 'Our references' },
    slug: { fr: 'business/references', de: 'business/references', en: 'business/references' },
    intro: {
      fr: 'Des entreprises de la région nous font confiance pour leur connectivité.',
      de: 'Unternehmen aus der Region vertrauen uns ihre Konnektivität an.',
      en: 'Businesses from the region trust us with their connectivity.',
    },
  },
  {
    id: 3105,
    sites: ALL,
    screen: 'editor',
    title: { fr: 'Éditeur', de: 'Editor', en: 'Editor' },
    slug: { fr: 'editor', de: 'editor', en: 'editor' },
    intro: {
      fr: 'L’accès de l’équipe éditoriale : connexion, compte et données personnelles.',
      de: 'Der Zugang der Redaktion: Anmeldung, Konto und persönliche Daten.',
      en: 'The editorial team’s entry: sign in, account and personal data.',
    },
  },
  {
    id: 3106,
    sites: ALL,
    screen: 'partners',
    title: { fr: 'Espace partenaires', de: 'Partnerbereich', en: 'Partner area' },
    slug: { fr: 'partenaires', de: 'partner', en: 'partner' },
    intro: {
      fr: 'Documents et outils de vente réservés à nos revendeurs et partenaires.',
      de: 'Dokumente und Verkaufshilfen für unsere Wiederverkäufer und Partner.',
      en: 'Documents and sales tools for our resellers and partners.',
    },
  },
  {
    id: 3107,
    sites: ALL,
    screen: 'search',
    title: { fr: 'Recherche', de: 'Suche', en: 'Search' },
    slug: { fr: 'recherche', de: 'recherche', en: 'recherche' },
    intro: {
      fr: 'Trouvez une offre, une chaîne, une page d’aide ou une actualité.',
      de: 'Finden Sie ein Angebot, einen Sender, eine Hilfeseite oder eine News.',
      en: 'Find an offer, a channel, a help page or a news item.',
    },
  },
  {
    id: 3108,
    sites: ALL,
    screen: 'satisfaction',
    title: { fr: 'Votre avis compte', de: 'Ihre Meinung zählt', en: 'Your opinion matters' },
    slug: { fr: 'satisfaction', de: 'zufriedenheit', en: 'satisfaction' },
    intro: {
      fr: 'Dites-nous comment s’est passée votre installation ou votre dernier contact avec nous.',
      de: 'Sagen Sie uns, wie Ihre Installation oder Ihr letzter Kontakt mit uns verlaufen ist.',
      en: 'Tell us how your installation or your last contact with us went.',
    },
  },
  {
    id: 3140,
    sites: ALL,
    category: { fr: 'Sécurité', de: 'Sicherheit', en: 'Security' },
    title: { fr: 'Incident de sécurité : vérifiez votre adresse e-mail', de: 'Sicherheitsvorfall: Prüfen Sie Ihre E-Mail-Adresse', en: 'Security incident: check your e-mail address' },
    slug: { fr: 'incident-securite', de: 'sicherheitsvorfall', en: 'security-incident' },
    intro: {
      fr: 'Des données de contact de certains clients ont été consultées sans autorisation. Vérifiez ici si votre adresse e-mail est concernée et ce qu’il faut faire.',
      de: 'Kontaktdaten einiger Kundinnen und Kunden wurden unbefugt eingesehen. Prüfen Sie hier, ob Ihre E-Mail-Adresse betroffen ist und was zu tun ist.',
      en: 'Contact details of some customers were accessed without authorisation. Check here whether your e-mail address is affected and what to do.',
    },
  },
  {
    id: 3201,
    sites: ALL,
    sections: ['academy'],
    category: { fr: 'Academy', de: 'Academy', en: 'Academy' },
    title: { fr: 'Academy : cours numériques', de: 'Academy: digitale Kurse', en: 'Academy: digital courses' },
    slug: { fr: 'academy', de: 'academy', en: 'academy' },
    intro: {
      fr: 'Des ateliers pour maîtriser votre smartphone, votre Wi-Fi et vos services en ligne.',
      de: 'Workshops rund um Smartphone, WLAN und Online-Dienste.',
      en: 'Workshops to master your smartphone, your Wi-Fi and online services.',
    },
  },
  ...(
    [
      [3202, 'Tous les cours', 'Alle Kurse', 'All courses', 'academy-cours', 'academy-kurse', 'academy-courses', [
        'Le calendrier complet des ateliers de l’Academy, en salle et en ligne.',
        'Der vollständige Kalender der Academy-Workshops, vor Ort und online.',
        'The full calendar of Academy workshops, in person and online.',
      ]],
      [3203, 'Smartphone', 'Smartphone', 'Smartphone', 'academy-smartphone', 'academy-smartphone', 'academy-smartphone', [
        'Apprivoiser son smartphone, Android ou iPhone, en petit groupe.',
        'Das eigene Smartphone, Android oder iPhone, in kleiner Gruppe kennenlernen.',
        'Get to grips with your smartphone, Android or iPhone, in a small group.',
      ]],
      [3204, 'Wi-Fi à la maison', 'WLAN zu Hause', 'Home Wi-Fi', 'academy-wifi-maison', 'academy-wlan-zu-hause', 'academy-home-wifi', [
        'Un Wi-Fi rapide dans toutes les pièces, et sûr pour toute la famille.',
        'Schnelles WLAN in allen Räumen, sicher für die ganze Familie.',
        'Fast Wi-Fi in every room, and safe for the whole family.',
      ]],
      [3205, 'Sécurité en ligne', 'Sicherheit im Netz', 'Online safety', 'academy-securite', 'academy-sicherheit', 'academy-safety', [
        'Déjouer les arnaques et protéger ses comptes.',
        'Betrug durchschauen und die eigenen Konten schützen.',
        'Outsmart scams and protect your accounts.',
      ]],
      [3206, 'TV et replay', 'TV und Replay', 'TV and replay', 'academy-tv-replay', 'academy-tv-replay', 'academy-tv-replay', [
        'Tirer le meilleur de la box TV et de l’application.',
        'Das Beste aus TV-Box und App herausholen.',
        'Get the most out of the TV box and the app.',
      ]],
      [3207, 'Tablette et ordinateur', 'Tablet und Computer', 'Tablet and computer', 'academy-tablette-ordinateur', 'academy-tablet-computer', 'academy-tablet-computer', [
        'Les bases pour débuter ou reprendre confiance.',
        'Die Grundlagen für den Einstieg oder Wiedereinstieg.',
        'The basics to get started or regain confidence.',
      ]],
      [3208, 'Ateliers seniors', 'Workshops 65+', 'Workshops for seniors', 'academy-seniors', 'academy-senioren', 'academy-seniors', [
        'Des ateliers au rythme calme pour les plus de 65 ans, avec Pro Senectute.',
        'Workshops in ruhigem Tempo für Menschen ab 65, mit Pro Senectute.',
        'Calm-paced workshops for the over-65s, with Pro Senectute.',
      ]],
      [3209, 'Infos pratiques', 'Praktische Infos', 'Practical information', 'academy-infos-pratiques', 'academy-praktische-infos', 'academy-practical-information', [
        'Lieux, prix, annulation et ateliers sur mesure.',
        'Orte, Preise, Abmeldung und Workshops nach Mass.',
        'Venues, prices, cancelling and tailored workshops.',
      ]],
    ] as const
  ).map(([id, fr, de, en, sfr, sde, sen, [ifr, ide, ien]]): PageSeed => ({
    id,
    sites: ALL,
    sections: ['academy'],
    category: { fr: 'Academy', de: 'Academy', en: 'Academy' },
    title: { fr, de, en },
    slug: { fr: sfr, de: sde, en: sen },
    intro: { fr: ifr, de: ide, en: ien },
  })),
]
