import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/formats'

import type { Block } from '../richtext'
import type { L } from '../upsert'
import { section, t, type PageText, type TextContext } from './text-seed'

const DAY = 24 * 60 * 60 * 1000

export type AcademyTopic = 'smartphone' | 'wifi' | 'security' | 'tv' | 'computer' | 'seniors'

/** The academy's pages: its home, the full course list, one page per topic and the practical information. */
export const ACADEMY_PAGES = {
  home: 3201,
  courses: 3202,
  smartphone: 3203,
  wifi: 3204,
  security: 3205,
  tv: 3206,
  computer: 3207,
  seniors: 3208,
  practical: 3209,
} as const

type Course = { topic: AcademyTopic; title: L; venue: string; inDays: number; time: string }

const VENUES = {
  sion: 'Sion, Avenue de Tourbillon 36',
  chable: 'Le Châble, Route de Mauvoisin 21',
  fribourg: 'Fribourg, Boulevard de Pérolles 25',
  online: 'En ligne / Online',
}

/** The next sessions, placed in days from the seed's clock so the list is always ahead of the visitor. */
const COURSES: Course[] = [
  {
    topic: 'smartphone',
    title: t('Premiers pas avec son smartphone', 'Erste Schritte mit dem Smartphone', 'First steps with your smartphone'),
    venue: VENUES.sion,
    inDays: 6,
    time: '14:00 – 16:00',
  },
  {
    topic: 'smartphone',
    title: t(
      'Photos et messages : WhatsApp, Signal, iMessage',
      'Fotos und Nachrichten: WhatsApp, Signal, iMessage',
      'Photos and messages: WhatsApp, Signal, iMessage',
    ),
    venue: VENUES.fribourg,
    inDays: 13,
    time: '09:30 – 11:30',
  },
  {
    topic: 'wifi',
    title: t('Un Wi-Fi qui couvre toute la maison', 'WLAN im ganzen Haus', 'Wi-Fi that covers the whole house'),
    venue: VENUES.chable,
    inDays: 9,
    time: '18:30 – 20:00',
  },
  {
    topic: 'wifi',
    title: t('Wi-Fi invités et contrôle parental', 'Gäste-WLAN und Jugendschutz', 'Guest Wi-Fi and parental control'),
    venue: VENUES.online,
    inDays: 20,
    time: '19:00 – 20:00',
  },
  {
    topic: 'security',
    title: t('Reconnaître les arnaques par e-mail et SMS', 'Betrug per E-Mail und SMS erkennen', 'Spotting e-mail and text scams'),
    venue: VENUES.fribourg,
    inDays: 8,
    time: '14:00 – 16:00',
  },
  {
    topic: 'security',
    title: t('Mots de passe et double authentification', 'Passwörter und Zwei-Faktor-Anmeldung', 'Passwords and two-factor sign-in'),
    venue: VENUES.online,
    inDays: 16,
    time: '18:30 – 19:30',
  },
  {
    topic: 'tv',
    title: t('Replay, enregistrements et application TV', 'Replay, Aufnahmen und TV-App', 'Replay, recordings and the TV app'),
    venue: VENUES.sion,
    inDays: 11,
    time: '10:00 – 11:30',
  },
  {
    topic: 'computer',
    title: t('Tablette et ordinateur : les bases', 'Tablet und Computer: die Grundlagen', 'Tablet and computer: the basics'),
    venue: VENUES.chable,
    inDays: 15,
    time: '14:00 – 16:30',
  },
  {
    topic: 'seniors',
    title: t(
      'Rester en contact avec ses proches (dès 65 ans)',
      'In Kontakt mit den Liebsten bleiben (ab 65)',
      'Staying in touch with family (65+)',
    ),
    venue: VENUES.sion,
    inDays: 18,
    time: '14:30 – 16:00',
  },
  {
    topic: 'seniors',
    title: t(
      'Payer et faire ses démarches en ligne (dès 65 ans)',
      'Online bezahlen und Behördengänge erledigen (ab 65)',
      'Paying and doing paperwork online (65+)',
    ),
    venue: VENUES.fribourg,
    inDays: 25,
    time: '14:30 – 16:00',
  },
]

const ON: L = t('le', 'am', 'on')
const PLACES: L = t(
  '8 places, gratuit pour nos clients, 20.- pour les autres participants.',
  '8 Plätze, kostenlos für unsere Kundschaft, 20.- für andere Teilnehmende.',
  '8 places, free for our customers, 20.- for other participants.',
)

function sessions(now: number, locale: Locale, topic?: AcademyTopic, limit = COURSES.length): Block[] {
  const chosen = COURSES.filter((course) => !topic || course.topic === topic)
    .sort((a, b) => a.inDays - b.inDays)
    .slice(0, limit)
  return [
    {
      ul: chosen.map((course) => [
        { text: course.title[locale], bold: true as const },
        ` — ${ON[locale]} ${formatDate(now + course.inDays * DAY)}, ${course.time}, ${course.venue}`,
      ]),
    },
    PLACES[locale],
  ]
}

function sessionsSection(now: number, topic?: AcademyTopic) {
  return section('sessions', t('Prochaines dates', 'Nächste Daten', 'Upcoming dates'), {
    fr: sessions(now, 'fr', topic),
    de: sessions(now, 'de', topic),
    en: sessions(now, 'en', topic),
  })
}

const REGISTER = section('register', t('S’inscrire', 'Anmelden', 'Registering'), {
  fr: [
    'Inscrivez-vous par téléphone au numéro de l’Academy ou via le formulaire de contact en indiquant le titre et la date du cours. Apportez votre propre appareil chargé et vos mots de passe ; nous prêtons des tablettes à celles et ceux qui n’en ont pas encore.',
  ],
  de: [
    'Melden Sie sich telefonisch bei der Academy oder über das Kontaktformular an, mit Titel und Datum des Kurses. Bringen Sie Ihr eigenes, geladenes Gerät und Ihre Passwörter mit; wer noch keines hat, erhält von uns ein Leihtablet.',
  ],
  en: [
    'Register by phone on the Academy number or through the contact form, giving the course title and date. Bring your own charged device and your passwords; we lend tablets to anyone who does not have one yet.',
  ],
})

type Topic = { body: L<Block[]>; learn: L<string[]>; who: L }

const TOPICS: Record<AcademyTopic, Topic> = {
  smartphone: {
    who: {
      fr: 'Pour toute personne qui vient de recevoir un smartphone ou qui n’utilise que les appels et les SMS. Aucune connaissance préalable n’est nécessaire ; venez avec votre code PIN et le mot de passe de votre compte Google ou Apple.',
      de: 'Für alle, die gerade ein Smartphone bekommen haben oder nur Anrufe und SMS nutzen. Vorkenntnisse sind keine nötig; bringen Sie Ihren PIN-Code und das Passwort Ihres Google- oder Apple-Kontos mit, damit wir die Einstellungen gemeinsam vornehmen können.',
      en: 'For anyone who has just got a smartphone or only uses calls and texts. No prior knowledge is needed; bring your PIN code and the password of your Google or Apple account.',
    },
    body: {
      fr: [
        'Votre smartphone fait bien plus que téléphoner, encore faut-il oser toucher aux réglages. En petits groupes et sur votre propre appareil, Android ou iPhone, nos formateurs vous montrent pas à pas les gestes du quotidien, à votre rythme, sans jargon.',
      ],
      de: [
        'Ihr Smartphone kann viel mehr als telefonieren, wenn man sich an die Einstellungen wagt. In kleinen Gruppen und auf Ihrem eigenen Gerät, Android oder iPhone, zeigen Ihnen unsere Kursleitenden Schritt für Schritt die alltäglichen Handgriffe, in Ihrem Tempo und ohne Fachjargon.',
      ],
      en: [
        'Your smartphone does far more than make calls, if you dare to touch the settings. In small groups and on your own device, Android or iPhone, our trainers show you everyday tasks step by step, at your pace and without jargon.',
      ],
    },
    learn: {
      fr: [
        'Régler l’écran, le son et la taille du texte',
        'Installer et mettre à jour des applications en sécurité',
        'Sauvegarder ses photos et contacts',
        'Économiser la batterie et les données mobiles',
      ],
      de: [
        'Bildschirm, Ton und Schriftgrösse einstellen',
        'Apps sicher installieren und aktualisieren',
        'Fotos und Kontakte sichern',
        'Akku und mobile Daten sparen',
      ],
      en: [
        'Adjusting the screen, sound and text size',
        'Installing and updating apps safely',
        'Backing up photos and contacts',
        'Saving battery and mobile data',
      ],
    },
  },
  wifi: {
    who: {
      fr: 'Pour les familles, les personnes en télétravail et tous ceux dont le Wi-Fi faiblit à l’étage ou au jardin. Apportez une photo de l’emplacement de votre modem : nous cherchons ensemble la meilleure solution pour votre logement.',
      de: 'Für Familien, Menschen im Homeoffice und alle, deren WLAN im oberen Stock oder im Garten schwächelt. Bringen Sie ein Foto vom Standort Ihres Modems mit: Gemeinsam suchen wir die beste Lösung für Ihre Wohnung oder Ihr Haus, auch ohne neues Gerät.',
      en: 'For families, people working from home and anyone whose Wi-Fi fades upstairs or in the garden. Bring a photo of where your modem sits: together we look for the best solution for your home.',
    },
    body: {
      fr: [
        'Un Wi-Fi lent vient rarement de la ligne : le plus souvent, le modem est mal placé, le canal saturé ou la maison trop grande pour un seul point d’accès. Cet atelier vous apprend à mesurer votre débit, à placer le modem et à étendre la couverture jusqu’au jardin.',
      ],
      de: [
        'Langsames WLAN liegt selten an der Leitung: Meist steht das Modem am falschen Ort, der Kanal ist überlastet oder das Haus zu gross für einen Zugangspunkt. In diesem Workshop lernen Sie, Ihre Geschwindigkeit zu messen, das Modem richtig zu platzieren und die Abdeckung bis in den Garten zu erweitern.',
      ],
      en: [
        'Slow Wi-Fi rarely comes from the line: more often the modem is badly placed, the channel crowded or the house too big for a single access point. This workshop teaches you to measure your speed, place the modem and extend coverage to the garden.',
      ],
    },
    learn: {
      fr: [
        'Mesurer son débit au bon endroit',
        'Choisir entre répéteur, Wi-Fi maillé et câble',
        'Créer un réseau invités',
        'Limiter le temps d’écran des enfants',
      ],
      de: [
        'Die Geschwindigkeit am richtigen Ort messen',
        'Zwischen Repeater, Mesh-WLAN und Kabel wählen',
        'Ein Gästenetz einrichten',
        'Die Bildschirmzeit der Kinder begrenzen',
      ],
      en: [
        'Measuring your speed in the right place',
        'Choosing between a repeater, mesh Wi-Fi and cable',
        'Setting up a guest network',
        'Limiting children’s screen time',
      ],
    },
  },
  security: {
    who: {
      fr: 'Pour toute personne qui utilise l’e-mail, l’e-banking ou les achats en ligne, quel que soit son niveau. Les parents y trouvent aussi des conseils pour accompagner leurs enfants sur les réseaux sociaux et les jeux en ligne.',
      de: 'Für alle, die E-Mail, E-Banking oder Online-Shopping nutzen, unabhängig vom Kenntnisstand. Auch Eltern finden hier Tipps, wie sie ihre Kinder in sozialen Netzwerken und bei Online-Spielen begleiten können. Sie erhalten zum Schluss eine Checkliste für den Alltag.',
      en: 'For anyone who uses e-mail, e-banking or online shopping, whatever their level. Parents also find advice on guiding their children through social networks and online games.',
    },
    body: {
      fr: [
        'Faux colis, fausse banque, faux support informatique : les escroqueries en ligne se ressemblent toutes une fois qu’on sait les reconnaître. Nos spécialistes présentent les cas réels signalés dans la région et les bons réflexes pour protéger vos comptes et votre argent.',
      ],
      de: [
        'Falsches Paket, falsche Bank, falscher IT-Support: Online-Betrug folgt immer den gleichen Mustern, wenn man sie einmal kennt. Unsere Fachleute zeigen echte Fälle aus der Region und die richtigen Reflexe, um Konten und Geld zu schützen.',
      ],
      en: [
        'Fake parcels, fake banks, fake IT support: online scams all look alike once you know how to spot them. Our specialists present real cases reported in the region and the right reflexes to protect your accounts and your money.',
      ],
    },
    learn: {
      fr: [
        'Repérer un lien ou un expéditeur douteux',
        'Créer des mots de passe solides et un gestionnaire',
        'Activer la double authentification',
        'Que faire après avoir cliqué ?',
      ],
      de: [
        'Verdächtige Links und Absender erkennen',
        'Starke Passwörter und einen Passwortmanager nutzen',
        'Die Zwei-Faktor-Anmeldung aktivieren',
        'Was tun nach einem Klick?',
      ],
      en: [
        'Spotting a dubious link or sender',
        'Creating strong passwords and using a manager',
        'Turning on two-factor sign-in',
        'What to do after clicking',
      ],
    },
  },
  tv: {
    who: {
      fr: 'Pour les nouveaux abonnés TV comme pour les clients de longue date qui n’utilisent que le direct. Apportez votre télécommande si vous le souhaitez : nous avons des box de démonstration pour que chacun puisse s’exercer pendant le cours.',
      de: 'Für neue TV-Abonnentinnen und -Abonnenten ebenso wie für langjährige Kunden, die nur das Live-Programm nutzen. Bringen Sie Ihre Fernbedienung mit, wenn Sie möchten: Wir haben Demo-Boxen, damit alle während des Kurses selbst üben können, und beantworten Ihre Fragen zur App.',
      en: 'For new TV subscribers as well as long-standing customers who only watch live. Bring your remote control if you like: we have demonstration boxes so that everyone can practise during the course.',
    },
    body: {
      fr: [
        'Revoir une émission de la semaine passée, enregistrer une série entière, regarder le match sur la tablette dans le train : la télévision d’aujourd’hui offre beaucoup de libertés. Ce cours vous fait découvrir toutes les fonctions de la box TV et de l’application.',
      ],
      de: [
        'Eine Sendung der letzten Woche nachschauen, eine ganze Serie aufnehmen, das Spiel im Zug auf dem Tablet sehen: Fernsehen bietet heute viele Freiheiten. Dieser Kurs zeigt Ihnen alle Funktionen der TV-Box und der App.',
      ],
      en: [
        'Catching last week’s programme, recording a whole series, watching the match on a tablet on the train: today’s television offers many freedoms. This course shows you every feature of the TV box and the app.',
      ],
    },
    learn: {
      fr: [
        'Naviguer dans le guide des programmes et le replay',
        'Programmer et gérer ses enregistrements',
        'Créer des profils et le contrôle parental',
        'Utiliser l’application en Suisse et en Europe',
      ],
      de: [
        'Programmführer und Replay bedienen',
        'Aufnahmen planen und verwalten',
        'Profile und Jugendschutz einrichten',
        'Die App in der Schweiz und in Europa nutzen',
      ],
      en: [
        'Using the programme guide and replay',
        'Scheduling and managing recordings',
        'Setting up profiles and parental control',
        'Using the app in Switzerland and in Europe',
      ],
    },
  },
  computer: {
    who: {
      fr: 'Pour les personnes qui n’ont jamais utilisé d’ordinateur ou qui ont perdu l’habitude. Les tablettes et ordinateurs portables sont prêtés pendant le cours ; vous pouvez aussi venir avec votre propre appareil pour le configurer avec nous.',
      de: 'Für Menschen, die noch nie einen Computer benutzt haben oder es verlernt haben. Tablets und Laptops leihen wir Ihnen für die Dauer des Kurses aus; Sie können aber auch Ihr eigenes Gerät mitbringen und es mit uns einrichten. Niemand muss sich für eine Frage schämen.',
      en: 'For people who have never used a computer or have fallen out of the habit. Tablets and laptops are lent for the course; you can also bring your own device and set it up with us.',
    },
    body: {
      fr: [
        'Pour celles et ceux qui débutent ou reprennent après une longue pause, ce cours pose les bases de la tablette et de l’ordinateur : allumer, naviguer, écrire un e-mail, classer ses documents. Chaque participant repart avec un aide-mémoire imprimé.',
      ],
      de: [
        'Für Einsteigerinnen und Wiedereinsteiger legt dieser Kurs die Grundlagen für Tablet und Computer: einschalten, surfen, eine E-Mail schreiben, Dokumente ordnen. Alle Teilnehmenden erhalten eine gedruckte Gedächtnisstütze.',
      ],
      en: [
        'For beginners and those returning after a long break, this course lays the foundations of tablet and computer use: switching on, browsing, writing an e-mail, filing documents. Every participant leaves with a printed reminder sheet.',
      ],
    },
    learn: {
      fr: [
        'Utiliser le clavier, la souris et l’écran tactile',
        'Rechercher sur internet et reconnaître les sites fiables',
        'Envoyer un e-mail avec une pièce jointe',
        'Ranger ses fichiers et les sauvegarder',
      ],
      de: [
        'Tastatur, Maus und Touchscreen bedienen',
        'Im Internet suchen und vertrauenswürdige Seiten erkennen',
        'Eine E-Mail mit Anhang senden',
        'Dateien ordnen und sichern',
      ],
      en: [
        'Using the keyboard, mouse and touch screen',
        'Searching the web and recognising reliable sites',
        'Sending an e-mail with an attachment',
        'Filing and backing up your files',
      ],
    },
  },
  seniors: {
    who: {
      fr: 'Pour les personnes de plus de 65 ans et leurs proches aidants. Un accompagnant peut assister gratuitement au cours ; les salles sont accessibles en fauteuil roulant et une boucle magnétique équipe chaque salle.',
      de: 'Für Menschen ab 65 Jahren und ihre betreuenden Angehörigen. Eine Begleitperson nimmt kostenlos teil; die Räume sind rollstuhlgängig und mit einer Induktionsschleife für Hörgeräte ausgestattet. Die Kursunterlagen gibt es in grosser Schrift.',
      en: 'For people over 65 and the relatives who help them. A companion may attend free of charge; the rooms are wheelchair accessible and each is fitted with a hearing loop.',
    },
    body: {
      fr: [
        'Ces ateliers sont pensés pour les personnes de plus de 65 ans : groupes de six au maximum, rythme calme, café offert et un formateur pour trois participants. En partenariat avec Pro Senectute, ils abordent les usages qui comptent : les proches, la santé, les paiements et les démarches administratives.',
      ],
      de: [
        'Diese Workshops richten sich an Menschen ab 65: höchstens sechs Personen, ruhiges Tempo, Kaffee offeriert und eine Kursleitung für drei Teilnehmende. In Zusammenarbeit mit Pro Senectute behandeln sie, was wirklich zählt: Familie, Gesundheit, Zahlungen und Behördengänge.',
      ],
      en: [
        'These workshops are designed for people over 65: six people at most, a calm pace, coffee on us and one trainer for every three participants. Run with Pro Senectute, they cover what matters: family, health, payments and official paperwork.',
      ],
    },
    learn: {
      fr: [
        'Passer un appel vidéo avec ses petits-enfants',
        'Utiliser TWINT et l’e-banking en sécurité',
        'Prendre rendez-vous chez le médecin en ligne',
        'Demander de l’aide sans se faire piéger',
      ],
      de: [
        'Einen Videoanruf mit den Enkeln führen',
        'TWINT und E-Banking sicher nutzen',
        'Online einen Arzttermin vereinbaren',
        'Hilfe holen, ohne hereingelegt zu werden',
      ],
      en: [
        'Making a video call with your grandchildren',
        'Using TWINT and e-banking safely',
        'Booking a doctor’s appointment online',
        'Asking for help without being tricked',
      ],
    },
  },
}

const LEARN: L = t('Au programme', 'Auf dem Programm', 'What you will learn')

export function academyTopicPage(topic: AcademyTopic, { now }: TextContext): PageText {
  const { body, learn, who } = TOPICS[topic]
  return {
    body,
    sections: [
      section('audience', t('Pour qui ?', 'Für wen?', 'Who is it for?'), { fr: [who.fr], de: [who.de], en: [who.en] }),
      section('programme', LEARN, { fr: [{ ul: learn.fr }], de: [{ ul: learn.de }], en: [{ ul: learn.en }] }),
      sessionsSection(now, topic),
      REGISTER,
    ],
  }
}

export function academyHome({ now }: TextContext): PageText {
  return {
    body: {
      fr: [
        'L’Academy propose chaque mois une dizaine d’ateliers dans nos points de vente de Sion, du Châble et de Fribourg, ainsi qu’en ligne. Animés par nos techniciens et conseillers, ils s’adressent à tous, des débutants aux utilisateurs qui veulent aller plus loin. Voici les trois prochains rendez-vous ; la liste complète se trouve sous « Cours ».',
      ],
      de: [
        'Die Academy bietet jeden Monat rund zehn Workshops in unseren Verkaufsstellen in Sitten, Le Châble und Freiburg sowie online an. Geleitet von unseren Technikern und Beraterinnen, richten sie sich an alle, von Einsteigern bis zu Fortgeschrittenen. Hier die drei nächsten Termine; die vollständige Liste finden Sie unter «Kurse».',
      ],
      en: [
        'Every month the Academy runs about ten workshops in our shops in Sion, Le Châble and Fribourg, and online. Led by our technicians and advisers, they are open to everyone, from beginners to users who want to go further. Here are the next three dates; the full list is under “Courses”.',
      ],
    },
    sections: [
      section('next', t('Les prochains ateliers', 'Die nächsten Workshops', 'The next workshops'), {
        fr: sessions(now, 'fr', undefined, 3),
        de: sessions(now, 'de', undefined, 3),
        en: sessions(now, 'en', undefined, 3),
      }),
      REGISTER,
    ],
  }
}

export function academyCourses({ now }: TextContext): PageText {
  return {
    body: {
      fr: [
        'Tous nos cours durent entre une et deux heures et demie, en groupes de huit personnes au maximum. Les sessions en ligne se suivent depuis chez vous avec un simple navigateur ; le lien de connexion vous est envoyé la veille. Chaque cours peut être suivi seul : il n’y a pas de parcours obligatoire.',
      ],
      de: [
        'Alle Kurse dauern ein bis zweieinhalb Stunden, in Gruppen von höchstens acht Personen. Online-Kurse verfolgen Sie zu Hause mit einem Browser; den Link erhalten Sie am Vortag. Jeder Kurs kann einzeln besucht werden: Es gibt keinen Pflichtparcours.',
      ],
      en: [
        'All our courses last between one and two and a half hours, in groups of eight people at most. Online sessions are followed from home with just a browser; the link is sent the day before. Each course can be taken on its own: there is no set path.',
      ],
    },
    sections: [sessionsSection(now), REGISTER],
  }
}

export const ACADEMY_PRACTICAL: PageText = {
  body: {
    fr: [
      'Les ateliers ont lieu dans les salles de formation de nos points de vente, accessibles en fauteuil roulant et à deux pas des transports publics, ou en ligne. Les cours sont gratuits pour nos clients et coûtent 20.- pour les autres participants, à régler sur place par carte ou TWINT.',
      { h2: 'Annulation' },
      'Si vous ne pouvez pas venir, prévenez-nous au plus tard la veille pour libérer votre place. En cas de nombre insuffisant d’inscrits, nous reportons le cours et vous proposons une autre date.',
      { h2: 'Ateliers sur mesure' },
      'Associations, communes, EMS et entreprises peuvent réserver un atelier privé de deux heures dans leurs locaux, dès six participants, pour 250.- par séance.',
    ],
    de: [
      'Die Workshops finden in den Schulungsräumen unserer Verkaufsstellen statt, rollstuhlgängig und nahe beim öffentlichen Verkehr, oder online. Für unsere Kundschaft sind die Kurse kostenlos, für andere Teilnehmende kosten sie 20.-, zahlbar vor Ort per Karte oder TWINT.',
      { h2: 'Abmeldung' },
      'Wenn Sie nicht kommen können, melden Sie sich spätestens am Vortag ab, damit wir den Platz weitergeben können. Bei zu wenigen Anmeldungen verschieben wir den Kurs und schlagen Ihnen ein anderes Datum vor.',
      { h2: 'Workshops nach Mass' },
      'Vereine, Gemeinden, Pflegeheime und Unternehmen können einen privaten zweistündigen Workshop in ihren Räumen buchen, ab sechs Teilnehmenden, für 250.- pro Durchführung.',
    ],
    en: [
      'Workshops take place in the training rooms of our shops, wheelchair accessible and close to public transport, or online. Courses are free for our customers and cost 20.- for other participants, payable on site by card or TWINT.',
      { h2: 'Cancelling' },
      'If you cannot come, let us know by the day before at the latest so we can give your place to someone else. If too few people register, we postpone the course and offer you another date.',
      { h2: 'Tailored workshops' },
      'Associations, municipalities, care homes and companies can book a private two-hour workshop on their premises, from six participants, for 250.- per session.',
    ],
  },
}
