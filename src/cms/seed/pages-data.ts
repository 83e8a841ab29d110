import type { Screen } from '../fields/options'

type L<T = string> = { fr: T; de: T; en: T }

export type PageSeed = {
  id: number
  sites: ('1' | '2' | '3')[]
  sections?: ('bliblablo' | 'business' | 'academy')[]
  screen?: Screen
  type?: 'page' | 'actualit_s' | 'blog'
  theme?: 'dark-theme'
  category?: L
  title: L
  subtitle?: L
  /** URL slug per locale; a missing locale has no page in that language. */
  slug: Partial<L>
  intro: L
}

const ALL: PageSeed['sites'] = ['1', '2', '3']
const BUSINESS: PageSeed['sections'] = ['business']

/** The known page ids of §2 and §9, plus the pages behind the fixed screens of §2. */
export const PAGES: PageSeed[] = [
  {
    id: 644,
    sites: ['1'],
    sections: ['bliblablo'],
    title: { fr: 'Internet, TV et mobile en Suisse romande', de: 'Internet, TV und Mobile in der Westschweiz', en: 'Internet, TV and mobile in western Switzerland' },
    subtitle: { fr: 'La fibre de votre région, le service de proximité', de: 'Die Glasfaser Ihrer Region, der Service in Ihrer Nähe', en: 'Your region’s fibre, with service close to you' },
    slug: { fr: 'accueil', de: 'startseite', en: 'home' },
    intro: {
      fr: 'Des abonnements combinés internet, télévision, mobile et téléphonie fixe, installés et dépannés par des équipes de votre région.',
      de: 'Kombi-Abos für Internet, Fernsehen, Mobile und Festnetz, installiert und betreut von Teams aus Ihrer Region.',
      en: 'Combined internet, television, mobile and landline plans, installed and supported by teams from your region.',
    },
  },
  {
    id: 2735,
    sites: ['2'],
    sections: ['bliblablo'],
    title: { fr: 'Votre opérateur en Entremont', de: 'Ihr Anbieter im Entremont', en: 'Your operator in Entremont' },
    subtitle: { fr: 'Internet, TV et mobile de Verbier au Grand-St-Bernard', de: 'Internet, TV und Mobile von Verbier bis zum Grossen St. Bernhard', en: 'Internet, TV and mobile from Verbier to the Great St Bernard' },
    slug: { fr: 'accueil', de: 'startseite', en: 'home' },
    intro: {
      fr: 'Le réseau câblé de l’Entremont relie les vallées de Bagnes et d’Entremont au très haut débit.',
      de: 'Das Kabelnetz des Entremont verbindet das Val de Bagnes und das Entremont mit Ultrabreitband.',
      en: 'The Entremont cable network brings ultra-fast broadband to the Bagnes and Entremont valleys.',
    },
  },
  {
    id: 2740,
    sites: ['3'],
    sections: ['bliblablo'],
    title: { fr: 'Le réseau de Fribourg', de: 'Das Freiburger Netz', en: 'The Fribourg network' },
    subtitle: { fr: 'Internet, TV et téléphonie pour le Grand Fribourg', de: 'Internet, TV und Telefonie für Grossfreiburg', en: 'Internet, TV and phone for greater Fribourg' },
    slug: { fr: 'accueil', de: 'startseite' },
    intro: {
      fr: 'Des offres fibre et câble pour les ménages et les entreprises de la ville et de l’agglomération de Fribourg.',
      de: 'Glasfaser- und Kabelangebote für Haushalte und Unternehmen in Stadt und Agglomeration Freiburg.',
      en: 'Fibre and cable offers for households and businesses in the city and agglomeration of Fribourg.',
    },
  },
  {
    id: 477,
    sites: ALL,
    sections: ['bliblablo'],
    category: { fr: 'Offres', de: 'Angebote', en: 'Offers' },
    title: { fr: 'Offres combinées', de: 'Kombiangebote', en: 'Combo offers' },
    subtitle: { fr: 'Internet, TV et téléphonie dans un seul abonnement', de: 'Internet, TV und Telefonie in einem Abo', en: 'Internet, TV and phone in one plan' },
    slug: { fr: 'offres-combinees', de: 'kombiangebote', en: 'combo-offers' },
    intro: {
      fr: 'Choisissez la vitesse internet qui vous convient et ajoutez la télévision et la téléphonie fixe à prix réduit.',
      de: 'Wählen Sie die passende Internetgeschwindigkeit und ergänzen Sie Fernsehen und Festnetz zum Vorzugspreis.',
      en: 'Pick the internet speed that suits you and add television and a landline at a reduced price.',
    },
  },
  {
    id: 503,
    sites: ALL,
    sections: ['bliblablo'],
    category: { fr: 'Offres', de: 'Angebote', en: 'Offers' },
    title: { fr: 'Abonnements mobiles', de: 'Mobile-Abos', en: 'Mobile plans' },
    slug: { fr: 'offres-mobiles', de: 'mobile-abos', en: 'mobile-plans' },
    intro: {
      fr: 'Appels et SMS illimités en Suisse, données 5G et roaming en Europe inclus selon l’abonnement.',
      de: 'Unbegrenzt telefonieren und SMS in der Schweiz, 5G-Daten und Roaming in Europa je nach Abo inklusive.',
      en: 'Unlimited calls and texts in Switzerland, 5G data and European roaming included depending on the plan.',
    },
  },
  {
    id: 514,
    sites: ALL,
    sections: ['bliblablo'],
    category: { fr: 'Offres', de: 'Angebote', en: 'Offers' },
    title: { fr: 'Télévision', de: 'Fernsehen', en: 'Television' },
    slug: { fr: 'television', de: 'fernsehen', en: 'television' },
    intro: {
      fr: 'Plus de 250 chaînes dont 180 en HD, le replay sur 7 jours et l’enregistrement dans le cloud.',
      de: 'Über 250 Sender, davon 180 in HD, 7 Tage Replay und Aufnahmen in der Cloud.',
      en: 'Over 250 channels, 180 of them in HD, 7-day replay and cloud recording.',
    },
  },
  {
    id: 482,
    sites: ALL,
    sections: ['bliblablo'],
    category: { fr: 'Offres', de: 'Angebote', en: 'Offers' },
    title: { fr: 'Packs jeunes', de: 'Jugend-Pakete', en: 'Young packs' },
    slug: { fr: 'packs-jeunes', de: 'jugend-pakete', en: 'young-packs' },
    intro: {
      fr: 'Pour les moins de 26 ans : internet rapide et mobile illimité à prix doux.',
      de: 'Für unter 26-Jährige: schnelles Internet und unbegrenztes Mobile zum kleinen Preis.',
      en: 'For under-26s: fast internet and unlimited mobile at a gentle price.',
    },
  },
  {
    id: 582,
    sites: ALL,
    sections: ['bliblablo'],
    category: { fr: 'Offres', de: 'Angebote', en: 'Offers' },
    title: { fr: 'Téléphonie fixe', de: 'Festnetztelefonie', en: 'Fixed telephony' },
    slug: { fr: 'telephonie-fixe', de: 'festnetz', en: 'fixed-telephony' },
    intro: {
      fr: 'Gardez votre numéro et appelez en illimité vers les réseaux fixes et mobiles suisses.',
      de: 'Behalten Sie Ihre Nummer und telefonieren Sie unbegrenzt ins Schweizer Fest- und Mobilnetz.',
      en: 'Keep your number and call Swiss landlines and mobiles without limits.',
    },
  },
  {
    id: 552,
    sites: ['1'],
    category: { fr: 'Entreprise', de: 'Unternehmen', en: 'Company' },
    title: { fr: 'À propos', de: 'Über uns', en: 'About us' },
    slug: { fr: 'a-propos', de: 'ueber-uns', en: 'about' },
    intro: {
      fr: 'Nous réunissons les téléréseaux régionaux de Suisse romande pour offrir un service de proximité.',
      de: 'Wir vereinen die regionalen Kabelnetze der Westschweiz für einen Service in Ihrer Nähe.',
      en: 'We bring together the regional cable networks of western Switzerland to offer local service.',
    },
  },
  {
    id: 159,
    sites: ['1'],
    category: { fr: 'Entreprise', de: 'Unternehmen', en: 'Company' },
    title: { fr: 'Actionnaires', de: 'Aktionäre', en: 'Shareholders' },
    slug: { fr: 'actionnaires', de: 'aktionaere', en: 'shareholders' },
    intro: {
      fr: 'Notre capital est détenu par des distributeurs d’énergie et des communes de Suisse romande.',
      de: 'Unser Kapital gehört Energieversorgern und Gemeinden der Westschweiz.',
      en: 'Our capital is held by energy distributors and municipalities of western Switzerland.',
    },
  },
  {
    id: 161,
    sites: ALL,
    title: { fr: 'Mentions légales', de: 'Impressum', en: 'Legal notice' },
    slug: { fr: 'mentions-legales', de: 'impressum', en: 'legal-notice' },
    intro: {
      fr: 'Informations sur l’éditeur du site, la responsabilité et les droits d’auteur.',
      de: 'Angaben zum Herausgeber der Website, zur Haftung und zum Urheberrecht.',
      en: 'Information about the publisher of this site, liability and copyright.',
    },
  },
  {
    id: 551,
    sites: ['1', '3'],
    sections: ['bliblablo'],
    title: { fr: 'Proches de vous', de: 'In Ihrer Nähe', en: 'Close to you' },
    slug: { fr: 'proches-de-vous', de: 'in-ihrer-naehe', en: 'close-to-you' },
    intro: {
      fr: 'Nos points de vente et nos techniciens sont présents dans chaque région. 96 % de nos clients sont satisfaits.',
      de: 'Unsere Verkaufsstellen und Techniker sind in jeder Region präsent. 96 % unserer Kundinnen und Kunden sind zufrieden.',
      en: 'Our shops and technicians are present in every region. 96% of our customers are satisfied.',
    },
  },
  {
    id: 575,
    sites: ALL,
    sections: BUSINESS,
    category: { fr: 'Business', de: 'Business', en: 'Business' },
    title: { fr: 'Indépendants et petites entreprises', de: 'Selbstständige und Kleinunternehmen', en: 'Freelancers and small offices' },
    slug: { fr: 'soho', de: 'soho', en: 'soho' },
    intro: {
      fr: 'Internet professionnel avec IP fixe, téléphonie et support prioritaire pour les petites structures.',
      de: 'Business-Internet mit fixer IP, Telefonie und Priority-Support für kleine Betriebe.',
      en: 'Business internet with a fixed IP, telephony and priority support for small offices.',
    },
  },
  {
    id: 554,
    sites: ALL,
    sections: BUSINESS,
    category: { fr: 'Business', de: 'Business', en: 'Business' },
    title: { fr: 'PME', de: 'KMU', en: 'SMEs' },
    slug: { fr: 'pme', de: 'kmu', en: 'sme' },
    intro: {
      fr: 'Connectivité fibre symétrique, réseaux privés et téléphonie hébergée pour les PME.',
      de: 'Symmetrische Glasfaser, private Netzwerke und gehostete Telefonie für KMU.',
      en: 'Symmetrical fibre, private networks and hosted telephony for SMEs.',
    },
  },
  {
    id: 568,
    sites: ALL,
    sections: BUSINESS,
    category: { fr: 'Business', de: 'Business', en: 'Business' },
    title: { fr: 'Mobile entreprise', de: 'Business Mobile', en: 'Business mobile' },
    slug: { fr: 'mobile-entreprise', de: 'business-mobile', en: 'business-mobile' },
    intro: {
      fr: 'Des abonnements mobiles pour vos équipes avec gestion centralisée de la flotte.',
      de: 'Mobile-Abos für Ihre Teams mit zentraler Flottenverwaltung.',
      en: 'Mobile plans for your teams with central fleet management.',
    },
  },
  {
    id: 576,
    sites: ALL,
    sections: BUSINESS,
    title: { fr: 'Contact entreprises', de: 'Kontakt für Unternehmen', en: 'Business contact' },
    slug: { fr: 'contact-entreprises', de: 'kontakt-unternehmen', en: 'business-contact' },
    intro: {
      fr: 'Nos conseillers entreprises vous rappellent dans la journée ouvrable.',
      de: 'Unsere Business-Berater rufen Sie innerhalb eines Arbeitstages zurück.',
      en: 'Our business advisers call you back within one working day.',
    },
  },
  {
    id: 744,
    sites: ALL,
    screen: 'contact',
    title: { fr: 'Contact', de: 'Kontakt', en: 'Contact' },
    slug: { fr: 'contact', de: 'kontakt', en: 'contact' },
    intro: {
      fr: 'Une question sur votre abonnement, un déménagement ou une résiliation ? Écrivez-nous.',
      de: 'Eine Frage zu Ihrem Abo, einem Umzug oder einer Kündigung? Schreiben Sie uns.',
      en: 'A question about your plan, a move or a cancellation? Write to us.',
    },
  },
  {
    id: 565,
    sites: ALL,
    sections: BUSINESS,
    category: { fr: 'Téléphonie', de: 'Telefonie', en: 'Telephony' },
    title: { fr: 'SIP trunk', de: 'SIP-Trunk', en: 'SIP trunk' },
    slug: { fr: 'sip-trunk', de: 'sip-trunk', en: 'sip-trunk' },
    intro: {
      fr: 'Raccordez votre central téléphonique à notre réseau avec des canaux SIP évolutifs.',
      de: 'Verbinden Sie Ihre Telefonanlage mit skalierbaren SIP-Kanälen mit unserem Netz.',
      en: 'Connect your phone system to our network with scalable SIP channels.',
    },
  },
  {
    id: 2161,
    sites: ALL,
    sections: BUSINESS,
    category: { fr: 'Téléphonie', de: 'Telefonie', en: 'Telephony' },
    title: { fr: 'Téléphonie Microsoft Teams', de: 'Microsoft-Teams-Telefonie', en: 'Microsoft Teams telephony' },
    slug: { fr: 'teams', de: 'teams', en: 'teams' },
    intro: {
      fr: 'Appelez les numéros fixes et mobiles directement depuis Microsoft Teams.',
      de: 'Telefonieren Sie direkt aus Microsoft Teams ins Fest- und Mobilnetz.',
      en: 'Call landlines and mobiles straight from Microsoft Teams.',
    },
  },
  {
    id: 560,
    sites: ALL,
    sections: BUSINESS,
    category: { fr: 'Téléphonie', de: 'Telefonie', en: 'Telephony' },
    title: { fr: 'IP Centrex', de: 'IP-Centrex', en: 'IP Centrex' },
    slug: { fr: 'ip-centrex', de: 'ip-centrex', en: 'ip-centrex' },
    intro: {
      fr: 'Votre central téléphonique dans le cloud, sans matériel à maintenir.',
      de: 'Ihre Telefonanlage in der Cloud, ohne eigene Hardware.',
      en: 'Your phone system in the cloud, with no hardware to maintain.',
    },
  },
  {
    id: 702,
    sites: ALL,
    title: { fr: 'Page introuvable', de: 'Seite nicht gefunden', en: 'Page not found' },
    slug: { fr: 'erreur', de: 'fehler', en: 'error' },
    intro: {
      fr: 'La page que vous cherchez n’existe pas ou a été déplacée.',
      de: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
      en: 'The page you are looking for does not exist or has moved.',
    },
  },
  {
    id: 1637,
    sites: ALL,
    title: { fr: 'État du réseau', de: 'Netzstatus', en: 'Network status' },
    slug: { fr: 'etat-du-reseau', de: 'netzstatus', en: 'network-status' },
    intro: {
      fr: 'Les interruptions en cours et les travaux planifiés sur notre réseau, par code postal.',
      de: 'Laufende Störungen und geplante Arbeiten an unserem Netz, nach Postleitzahl.',
      en: 'Current outages and planned works on our network, by postal code.',
    },
  },
  ...(
    [
      [1353, 'Profil', 'Profil', 'Profile', 'profil', 'profil', 'profile'],
      [1361, 'Notre réseau', 'Unser Netz', 'Our network', 'reseau', 'netz', 'network'],
      [1362, 'Emplois', 'Stellen', 'Jobs', 'emplois', 'stellen', 'jobs'],
      [1366, 'Sponsoring', 'Sponsoring', 'Sponsoring', 'sponsoring', 'sponsoring', 'sponsoring'],
      [1370, 'Points de vente', 'Verkaufsstellen', 'Points of sale', 'points-de-vente', 'verkaufsstellen', 'points-of-sale'],
      [1375, 'Revendeurs', 'Wiederverkäufer', 'Resellers', 'revendeurs', 'wiederverkaeufer', 'resellers'],
      [1378, 'Support technique', 'Technischer Support', 'Technical support', 'support-technique', 'technischer-support', 'technical-support'],
      [2121, 'Téléchargements', 'Downloads', 'Downloads', 'telechargements', 'downloads', 'downloads'],
      [1381, 'Facturation', 'Rechnungen', 'Billing', 'facturation', 'rechnungen', 'billing'],
    ] as const
  ).map(([id, fr, de, en, sfr, sde, sen]): PageSeed => ({
    id,
    sites: ['2'],
    category: { fr: 'Entremont', de: 'Entremont', en: 'Entremont' },
    title: { fr, de, en },
    slug: { fr: sfr, de: sde, en: sen },
    intro: {
      fr: `${fr} : tout ce qu’il faut savoir sur le téléréseau de l’Entremont.`,
      de: `${de}: alles Wichtige zum Kabelnetz des Entremont.`,
      en: `${en}: everything you need to know about the Entremont cable network.`,
    },
  })),
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
      fr: 'Espace de prévisualisation des contenus pour l’équipe éditoriale.',
      de: 'Vorschaubereich für Inhalte der Redaktion.',
      en: 'Content preview area for the editorial team.',
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
    id: 3201,
    sites: ALL,
    sections: ['academy'],
    category: { fr: 'Academy', de: 'Academy', en: 'Academy' },
    title: { fr: 'Academy : cours numériques', de: 'Academy: digitale Kurse', en: 'Academy: digital courses' },
    slug: { fr: 'academy', de: 'academy', en: 'academy' },
    intro: {
      fr: 'Des ateliers gratuits pour maîtriser votre smartphone, votre wifi et vos services en ligne.',
      de: 'Kostenlose Workshops rund um Smartphone, WLAN und Online-Dienste.',
      en: 'Free workshops to master your smartphone, your wifi and online services.',
    },
  },
]

/** A page that was never published: it must never be public. */
export const DRAFT_ONLY_PAGE: PageSeed = {
  id: 9001,
  sites: ALL,
  title: { fr: 'Brouillon confidentiel', de: 'Vertraulicher Entwurf', en: 'Confidential draft' },
  slug: { fr: 'brouillon', de: 'entwurf', en: 'draft' },
  intro: { fr: 'Texte non publié.', de: 'Unveröffentlichter Text.', en: 'Unpublished text.' },
}

/** A published page whose newer draft must stay in the admin. */
export const PENDING_DRAFT = { id: 159, title: 'Actionnaires — version de travail non publiée' }
