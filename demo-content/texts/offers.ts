import { formatPrice } from '@/lib/formats'

import { packChannelCount } from '../channels-data'
import { priceListUrl } from '../documents'
import { ACTIVATION, TV_BOX } from '../products-data'
import { section, t, type PageText, type Section } from './text-seed'

/** The fees and counts the texts quote, read from the catalogue's seed so that the funnel charges what they say. */
const ACTIVATION_FEE = `CHF ${formatPrice(ACTIVATION.amount)}`
const TV_BOX_FEE = `CHF ${formatPrice(TV_BOX.amount)}`
const COMFORT_CHANNELS = packChannelCount('comfort')
const COMFORT_HD = packChannelCount('comfort', { hd: true })

/** What every subscription states: the contract terms shared by the offer pages. */
const CONDITIONS: Section = section('conditions', t('Conditions', 'Bedingungen', 'Conditions'), {
  fr: [
    `Prix mensuels TVA incluse. Durée minimale de 12 mois, puis résiliable chaque mois avec un préavis de 60 jours. Frais de mise en service uniques de ${ACTIVATION_FEE} (offerts lors d’une commande en ligne) ; la box TV 4K est facturée ${TV_BOX_FEE} une fois. Les débits indiqués sont les débits maximaux ; le débit disponible à votre adresse est confirmé lors de la vérification d’adresse.`,
    {
      p: [
        'Tous les prix, promotions, rabais et frais en un document : la ',
        { text: 'liste de prix', href: priceListUrl('private', 'fr') },
        ' (PDF).',
      ],
    },
  ],
  de: [
    `Monatspreise inklusive MWST. Mindestlaufzeit 12 Monate, danach monatlich mit 60 Tagen Frist kündbar. Einmalige Aktivierungsgebühr ${ACTIVATION_FEE} (bei Online-Bestellung geschenkt); die 4K-TV-Box kostet einmalig ${TV_BOX_FEE}. Angegebene Geschwindigkeiten sind Höchstwerte; die an Ihrer Adresse verfügbare wird bei der Adressprüfung bestätigt.`,
    {
      p: [
        'Alle Preise, Aktionen, Rabatte und Gebühren in einem Dokument: die ',
        { text: 'Preisliste', href: priceListUrl('private', 'de') },
        ' (PDF).',
      ],
    },
  ],
  en: [
    `Monthly prices including VAT. Minimum term 12 months, then cancellable monthly with 60 days’ notice. One-off activation fee of ${ACTIVATION_FEE} (waived when you order online); the 4K TV box costs ${TV_BOX_FEE} once. Speeds shown are maximum speeds; the speed available at your address is confirmed by the address check.`,
    {
      p: [
        'Every price, promotion, rebate and fee in one document: the ',
        { text: 'price list', href: priceListUrl('private', 'en') },
        ' (PDF).',
      ],
    },
  ],
})

export const COMBO: PageText = {
  body: {
    fr: [
      `Un seul abonnement, une seule facture et un seul interlocuteur : plus vous combinez de services, plus le prix de chacun baisse. Tous nos packs incluent le modem Wi-Fi 6 et l’installation par un technicien de la région ; la box TV 4K est facturée ${TV_BOX_FEE} une fois.`,
    ],
    de: [
      `Ein Abo, eine Rechnung, ein Ansprechpartner: Je mehr Dienste Sie kombinieren, desto günstiger wird jeder einzelne. Alle Pakete enthalten das Wi-Fi-6-Modem und die Installation durch einen Techniker aus der Region; die 4K-TV-Box kostet einmalig ${TV_BOX_FEE}.`,
    ],
    en: [
      `One plan, one bill and one contact: the more services you combine, the less each one costs. All our packs include the Wi-Fi 6 modem and installation by a technician from the region; the 4K TV box costs ${TV_BOX_FEE} once.`,
    ],
  },
  sections: [
    section('included', t('Ce qui est inclus', 'Was inbegriffen ist', 'What is included'), {
      fr: [
        {
          ul: [
            'Internet symétrique sans limite de volume, adresse IPv4 et IPv6',
            `${COMFORT_CHANNELS} chaînes dont ${COMFORT_HD} en HD, replay 7 jours et 100 heures d’enregistrement dans le cloud`,
            'Téléphonie fixe avec votre numéro actuel, appels illimités en Suisse selon le pack',
            'L’application TV sur smartphone, tablette et ordinateur, jusqu’à 4 écrans à la fois',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Symmetrisches Internet ohne Volumenlimite, IPv4- und IPv6-Adresse',
            `${COMFORT_CHANNELS} Sender, davon ${COMFORT_HD} in HD, 7 Tage Replay und 100 Stunden Cloud-Aufnahmen`,
            'Festnetz mit Ihrer bisherigen Nummer, unbegrenzt in der Schweiz je nach Paket',
            'Die TV-App für Smartphone, Tablet und Computer, bis zu 4 Bildschirme gleichzeitig',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Symmetric internet with no data cap, IPv4 and IPv6 address',
            `${COMFORT_CHANNELS} channels, ${COMFORT_HD} of them in HD, 7-day replay and 100 hours of cloud recording`,
            'Landline keeping your current number, unlimited calls in Switzerland depending on the pack',
            'The TV app on smartphone, tablet and computer, up to 4 screens at once',
          ],
        },
      ],
    }),
    CONDITIONS,
  ],
}

export const MOBILE: PageText = {
  body: {
    fr: [
      'Nos abonnements mobiles utilisent le réseau 5G d’un partenaire national et couvrent 99 % de la population suisse. Gardez votre numéro : nous nous chargeons du transfert depuis votre ancien opérateur, sans interruption. Clients internet ou TV, vous bénéficiez de 10.- de rabais par mois sur chaque abonnement mobile.',
    ],
    de: [
      'Unsere Mobile-Abos nutzen das 5G-Netz eines nationalen Partners und decken 99 % der Schweizer Bevölkerung ab. Behalten Sie Ihre Nummer: Wir übernehmen die Portierung von Ihrem bisherigen Anbieter ohne Unterbruch. Als Internet- oder TV-Kunde erhalten Sie 10.- Rabatt pro Monat auf jedes Mobile-Abo.',
    ],
    en: [
      'Our mobile plans run on a national partner’s 5G network and cover 99% of the Swiss population. Keep your number: we handle the transfer from your old operator with no interruption. As an internet or TV customer you get 10.- off per month on every mobile plan.',
    ],
  },
  sections: [
    section('included', t('Bon à savoir', 'Gut zu wissen', 'Good to know'), {
      fr: [
        {
          ul: [
            'eSIM ou carte SIM physique, livrée en 2 jours ouvrables',
            'Appels et SMS illimités vers tous les réseaux suisses',
            'Roaming : consultez les tarifs de votre destination avant de partir',
            'Multi-SIM pour votre montre connectée : 5.- par mois',
          ],
        },
      ],
      de: [
        {
          ul: [
            'eSIM oder physische SIM-Karte, Lieferung in 2 Arbeitstagen',
            'Unbegrenzt telefonieren und SMS in alle Schweizer Netze',
            'Roaming: Prüfen Sie vor der Reise die Tarife Ihres Reiseziels',
            'Multi-SIM für Ihre Smartwatch: 5.- pro Monat',
          ],
        },
      ],
      en: [
        {
          ul: [
            'eSIM or physical SIM card, delivered within 2 working days',
            'Unlimited calls and texts to all Swiss networks',
            'Roaming: check the rates of your destination before you travel',
            'Multi-SIM for your smartwatch: 5.- a month',
          ],
        },
      ],
    }),
    CONDITIONS,
  ],
}

export const TELEVISION: PageText = {
  body: {
    fr: [
      'Regardez vos chaînes en direct, revenez au début d’une émission commencée ou retrouvez-la jusqu’à sept jours après sa diffusion. La box TV 4K se branche en quelques minutes sur la prise du téléréseau ou en Wi-Fi ; l’application prolonge votre abonnement sur tous vos écrans, à la maison comme en voyage en Europe.',
    ],
    de: [
      'Schauen Sie Ihre Sender live, springen Sie an den Anfang einer laufenden Sendung oder sehen Sie sie bis sieben Tage nach der Ausstrahlung. Die 4K-TV-Box ist in wenigen Minuten an der Kabeldose oder per WLAN angeschlossen; die App bringt Ihr Abo auf alle Bildschirme, zu Hause und auf Reisen in Europa.',
    ],
    en: [
      'Watch your channels live, go back to the start of a programme already under way, or catch it up to seven days after broadcast. The 4K TV box plugs into the cable socket or Wi-Fi in minutes; the app brings your plan to every screen, at home and when travelling in Europe.',
    ],
  },
  sections: [
    section('included', t('Options TV', 'TV-Optionen', 'TV options'), {
      fr: [
        {
          ul: [
            'Box supplémentaire pour une deuxième pièce : 5.- par mois',
            'Packs sport, cinéma, enfants et chaînes en langues étrangères, sans durée minimale',
            'Enregistrements dans le cloud, à revoir sur tous vos écrans',
            'Contrôle parental par code PIN, profil par membre de la famille',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Zusätzliche Box für ein zweites Zimmer: 5.- pro Monat',
            'Sport-, Film-, Kinder- und Fremdsprachenpakete ohne Mindestlaufzeit',
            'Aufnahmen in der Cloud, auf allen Bildschirmen abrufbar',
            'Jugendschutz per PIN, Profile für jedes Familienmitglied',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Extra box for a second room: 5.- a month',
            'Sport, cinema, children and foreign-language packs with no minimum term',
            'Recordings in the cloud, to watch on every screen',
            'Parental control by PIN code, a profile for each family member',
          ],
        },
      ],
    }),
    CONDITIONS,
  ],
}

export const YOUNG: PageText = {
  body: {
    fr: [
      'Étudiant, apprenti ou premier appartement ? Les packs jeunes réunissent internet rapide et mobile illimité à prix réduit jusqu’à votre 26e anniversaire. Il suffit d’une pièce d’identité lors de la commande ; à 26 ans, votre abonnement passe automatiquement à l’offre standard équivalente, et nous vous prévenons deux mois avant.',
    ],
    de: [
      'Studium, Lehre oder erste Wohnung? Die Jugend-Pakete vereinen schnelles Internet und unbegrenztes Mobile zum reduzierten Preis bis zu Ihrem 26. Geburtstag. Bei der Bestellung genügt ein Ausweis; mit 26 wechselt Ihr Abo automatisch ins entsprechende Standardangebot, und wir informieren Sie zwei Monate vorher.',
    ],
    en: [
      'Student, apprentice or first flat? The young packs combine fast internet and unlimited mobile at a reduced price until your 26th birthday. An identity document at ordering is all it takes; at 26 your plan moves automatically to the equivalent standard offer, and we let you know two months before.',
    ],
  },
  sections: [
    section('included', t('Pour les colocations', 'Für Wohngemeinschaften', 'For flat-shares'), {
      fr: [
        'Un seul titulaire suffit pour l’internet de la colocation ; chaque colocataire peut ajouter son propre abonnement mobile jeune à 19.- par mois. Le Wi-Fi 6 inclus supporte sans peine une trentaine d’appareils connectés en même temps.',
      ],
      de: [
        'Für das WG-Internet genügt ein Vertragsinhaber; jede Mitbewohnerin und jeder Mitbewohner kann ein eigenes Jugend-Mobile-Abo für 19.- pro Monat hinzufügen. Das inbegriffene Wi-Fi 6 verkraftet problemlos rund dreissig gleichzeitig verbundene Geräte.',
      ],
      en: [
        'One account holder is enough for the flat’s internet; each flatmate can add their own young mobile plan at 19.- a month. The included Wi-Fi 6 easily handles some thirty devices connected at once.',
      ],
    }),
    CONDITIONS,
  ],
}

export const LANDLINE: PageText = {
  body: {
    fr: [
      'La téléphonie fixe passe par votre raccordement internet : branchez votre téléphone actuel sur le modem, votre numéro reste le même. Le transfert depuis votre ancien opérateur est gratuit et se fait le jour de l’installation, sans coupure. Les appels d’urgence restent localisés à votre adresse.',
    ],
    de: [
      'Das Festnetz läuft über Ihren Internetanschluss: Schliessen Sie Ihr bisheriges Telefon am Modem an, Ihre Nummer bleibt gleich. Die Portierung von Ihrem bisherigen Anbieter ist kostenlos und erfolgt am Installationstag ohne Unterbruch. Notrufe bleiben Ihrer Adresse zugeordnet.',
    ],
    en: [
      'Landline telephony runs over your internet connection: plug your current phone into the modem and your number stays the same. Transferring from your old operator is free and happens on installation day, with no break. Emergency calls stay located at your address.',
    ],
  },
  sections: [
    section('included', t('Ce qui est inclus', 'Was inbegriffen ist', 'What is included'), {
      fr: [
        {
          ul: [
            'Deux lignes simultanées et jusqu’à trois numéros',
            'Affichage du numéro, renvoi d’appel et messagerie vocale par e-mail',
            'Blocage des appels publicitaires signalés',
            'Appels vers l’Europe et l’Amérique du Nord dès 0.05 la minute',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Zwei gleichzeitige Leitungen und bis zu drei Nummern',
            'Rufnummernanzeige, Umleitung und Combox per E-Mail',
            'Sperre gemeldeter Werbeanrufe',
            'Anrufe nach Europa und Nordamerika ab 0.05 pro Minute',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Two simultaneous lines and up to three numbers',
            'Caller ID, call forwarding and voicemail by e-mail',
            'Blocking of reported sales calls',
            'Calls to Europe and North America from 0.05 a minute',
          ],
        },
      ],
    }),
    CONDITIONS,
  ],
}

/** Business offers: an SLA, a named adviser and a written offer; every business page ends with a call-back request. */
const BUSINESS_CONDITIONS: Section = section('conditions', t('Conditions entreprises', 'Bedingungen für Unternehmen', 'Business terms'), {
  fr: [
    'Prix mensuels hors TVA. Durée minimale de 24 mois pour les raccordements fibre dédiés, 12 mois pour les autres services. Mise en service en 10 jours ouvrables sur le réseau existant ; pour un nouveau raccordement, le délai figure dans l’offre après étude du bâtiment. Les pénalités SLA sont créditées automatiquement sur la facture suivante.',
  ],
  de: [
    'Monatspreise exklusive MWST. Mindestlaufzeit 24 Monate für dedizierte Glasfaseranschlüsse, 12 Monate für die übrigen Dienste. Aufschaltung in 10 Arbeitstagen im bestehenden Netz; bei einem Neuanschluss steht die Frist nach der Gebäudeprüfung in der Offerte. SLA-Gutschriften erfolgen automatisch auf der nächsten Rechnung.',
  ],
  en: [
    'Monthly prices excluding VAT. Minimum term of 24 months for dedicated fibre connections, 12 months for other services. Activation within 10 working days on the existing network; for a new connection the lead time is in the offer after a survey of the building. SLA penalties are credited automatically on the next bill.',
  ],
})

export const SOHO: PageText = {
  body: {
    fr: [
      'Cabinet, atelier, commerce ou bureau à domicile : vous avez besoin d’une connexion qui ne lâche pas pendant les heures d’ouverture et d’un numéro professionnel qui sonne où vous êtes. Nos offres SOHO réunissent internet professionnel, adresse IP fixe et téléphonie, avec un interlocuteur qui connaît votre dossier.',
    ],
    de: [
      'Praxis, Werkstatt, Laden oder Homeoffice: Sie brauchen eine Verbindung, die während der Öffnungszeiten nicht ausfällt, und eine Geschäftsnummer, die dort klingelt, wo Sie sind. Unsere SOHO-Angebote vereinen Business-Internet, fixe IP-Adresse und Telefonie, mit einer Ansprechperson, die Ihr Dossier kennt.',
    ],
    en: [
      'Practice, workshop, shop or home office: you need a connection that holds during opening hours and a business number that rings wherever you are. Our SOHO offers combine business internet, a fixed IP address and telephony, with one contact who knows your account.',
    ],
  },
  sections: [
    section('included', t('Inclus pour votre activité', 'Inbegriffen für Ihr Geschäft', 'Included for your business'), {
      fr: [
        {
          ul: [
            'Intervention sur dérangement en 8 heures ouvrables (SLA 8h)',
            'Routeur professionnel géré, Wi-Fi invités séparé du réseau de l’entreprise',
            'Secours 4G automatique si la ligne fixe est coupée',
            'Deux numéros fixes, standard simple et messagerie par e-mail',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Störungsbehebung innert 8 Geschäftsstunden (SLA 8h)',
            'Verwalteter Business-Router, Gäste-WLAN getrennt vom Firmennetz',
            'Automatisches 4G-Backup bei Ausfall der Festleitung',
            'Zwei Festnetznummern, einfache Zentrale und Combox per E-Mail',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Fault repair within 8 business hours (8h SLA)',
            'Managed business router, guest Wi-Fi separate from the company network',
            'Automatic 4G backup if the fixed line is cut',
            'Two landline numbers, a simple switchboard and voicemail by e-mail',
          ],
        },
      ],
    }),
    BUSINESS_CONDITIONS,
  ],
}

export const SME: PageText = {
  body: {
    fr: [
      'Pour les PME de 10 à 250 collaborateurs, nous concevons la connectivité autour de vos sites : fibre symétrique dédiée jusqu’à 10 Gbit/s, liaisons privées entre vos bâtiments, accès sécurisé au cloud et téléphonie hébergée. Un chef de projet suit la mise en service et un conseiller attitré reste votre interlocuteur ensuite.',
    ],
    de: [
      'Für KMU mit 10 bis 250 Mitarbeitenden planen wir die Konnektivität rund um Ihre Standorte: dedizierte symmetrische Glasfaser bis 10 Gbit/s, private Verbindungen zwischen Ihren Gebäuden, sicherer Cloud-Zugang und gehostete Telefonie. Ein Projektleiter begleitet die Aufschaltung, danach bleibt ein fester Berater Ihr Ansprechpartner.',
    ],
    en: [
      'For SMEs with 10 to 250 staff we design connectivity around your sites: dedicated symmetric fibre up to 10 Gbit/s, private links between your buildings, secure cloud access and hosted telephony. A project manager oversees activation and a named adviser remains your contact afterwards.',
    ],
  },
  sections: [
    section('included', t('Nos services pour les PME', 'Unsere Dienste für KMU', 'Our services for SMEs'), {
      fr: [
        {
          ul: [
            'Fibre dédiée avec SLA 4h, disponibilité garantie de 99,9 %',
            'Réseau privé (VPN de niveau 2 ou 3) entre vos succursales',
            'Bloc d’adresses IP fixes /29 et DNS géré',
            'Supervision 24/7 et rapport mensuel de disponibilité',
            'Pare-feu géré et protection contre les attaques DDoS',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Dedizierte Glasfaser mit SLA 4h, garantierte Verfügbarkeit 99,9 %',
            'Privates Netz (Layer-2- oder Layer-3-VPN) zwischen Ihren Filialen',
            'Fixer IP-Block /29 und verwaltetes DNS',
            'Überwachung rund um die Uhr und monatlicher Verfügbarkeitsbericht',
            'Verwaltete Firewall und DDoS-Schutz',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Dedicated fibre with a 4h SLA, 99.9% guaranteed availability',
            'Private network (layer 2 or 3 VPN) between your branches',
            'Fixed /29 IP block and managed DNS',
            '24/7 monitoring and a monthly availability report',
            'Managed firewall and DDoS protection',
          ],
        },
      ],
    }),
    BUSINESS_CONDITIONS,
  ],
}

export const BUSINESS_MOBILE: PageText = {
  body: {
    fr: [
      'Équipez vos collaborateurs d’abonnements 5G à tarif dégressif et gérez toute la flotte depuis un seul portail : commandes de cartes SIM et eSIM, plafonds de roaming, blocage d’une carte perdue, factures par centre de coûts. Les appels entre collaborateurs et vers vos lignes fixes sont gratuits.',
    ],
    de: [
      'Statten Sie Ihre Mitarbeitenden mit 5G-Abos zu degressiven Tarifen aus und verwalten Sie die ganze Flotte in einem Portal: SIM- und eSIM-Bestellungen, Roaming-Limiten, Sperre verlorener Karten, Rechnungen pro Kostenstelle. Anrufe unter Mitarbeitenden und auf Ihre Festnetzlinien sind kostenlos.',
    ],
    en: [
      'Equip your staff with 5G plans at sliding rates and manage the whole fleet from one portal: SIM and eSIM orders, roaming caps, blocking a lost card, bills by cost centre. Calls between colleagues and to your landlines are free.',
    ],
  },
  sections: [
    section('included', t('Pour votre flotte', 'Für Ihre Flotte', 'For your fleet'), {
      fr: [
        {
          ul: [
            'Dès 5 abonnements : 10 % de rabais, dès 20 : 20 %',
            'Appareils en leasing sur 24 ou 36 mois, remplacement en 24 heures',
            'Gestion des appareils (MDM) en option',
            'Un conseiller dédié et une ligne prioritaire',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Ab 5 Abos 10 % Rabatt, ab 20 Abos 20 %',
            'Geräte im Leasing über 24 oder 36 Monate, Ersatz innert 24 Stunden',
            'Geräteverwaltung (MDM) als Option',
            'Ein fester Berater und eine Prioritätslinie',
          ],
        },
      ],
      en: [
        {
          ul: [
            'From 5 plans 10% off, from 20 plans 20%',
            'Devices leased over 24 or 36 months, replaced within 24 hours',
            'Mobile device management (MDM) as an option',
            'A dedicated adviser and a priority line',
          ],
        },
      ],
    }),
    BUSINESS_CONDITIONS,
  ],
}

export const SIP_TRUNK: PageText = {
  body: {
    fr: [
      'Vous gardez votre central téléphonique (3CX, Swyx, Cisco, Alcatel…) et nous le raccordons au réseau public par des canaux SIP. Vous payez le nombre d’appels simultanés dont vous avez besoin, ajustable chaque mois, et conservez vos numéros et vos plages de sélection directe.',
    ],
    de: [
      'Sie behalten Ihre Telefonanlage (3CX, Swyx, Cisco, Alcatel…) und wir verbinden sie über SIP-Kanäle mit dem öffentlichen Netz. Sie bezahlen die Anzahl gleichzeitiger Gespräche, die Sie brauchen, monatlich anpassbar, und behalten Ihre Nummern und Durchwahlblöcke.',
    ],
    en: [
      'You keep your phone system (3CX, Swyx, Cisco, Alcatel…) and we connect it to the public network through SIP channels. You pay for the number of simultaneous calls you need, adjustable every month, and keep your numbers and direct-dial ranges.',
    ],
  },
  sections: [
    section('included', t('Caractéristiques', 'Merkmale', 'Features'), {
      fr: [
        {
          ul: [
            'De 2 à 300 canaux simultanés, dès 9.- par canal et par mois',
            'Certifié avec les principaux centraux IP du marché',
            'Routage de secours vers un mobile ou un autre site',
            'Trafic voix prioritaire sur votre accès internet professionnel',
          ],
        },
      ],
      de: [
        {
          ul: [
            '2 bis 300 gleichzeitige Kanäle, ab 9.- pro Kanal und Monat',
            'Zertifiziert mit den wichtigsten IP-Anlagen am Markt',
            'Notfall-Umleitung auf ein Handy oder einen anderen Standort',
            'Priorisierter Sprachverkehr auf Ihrem Business-Internet',
          ],
        },
      ],
      en: [
        {
          ul: [
            '2 to 300 simultaneous channels, from 9.- per channel a month',
            'Certified with the main IP phone systems on the market',
            'Fallback routing to a mobile or another site',
            'Voice traffic prioritised on your business internet access',
          ],
        },
      ],
    }),
    BUSINESS_CONDITIONS,
  ],
}

export const TEAMS: PageText = {
  body: {
    fr: [
      'Avec Operator Connect, vos collaborateurs appellent les numéros fixes et mobiles directement depuis Microsoft Teams, sur ordinateur, smartphone ou téléphone de bureau certifié. Nous activons les numéros dans votre tenant en quelques clics, sans serveur ni matériel à installer chez vous.',
    ],
    de: [
      'Mit Operator Connect telefonieren Ihre Mitarbeitenden direkt aus Microsoft Teams ins Fest- und Mobilnetz, auf Computer, Smartphone oder zertifiziertem Tischtelefon. Wir schalten die Nummern mit wenigen Klicks in Ihrem Tenant auf, ohne Server oder Hardware bei Ihnen.',
    ],
    en: [
      'With Operator Connect your staff call landlines and mobiles straight from Microsoft Teams, on a computer, a smartphone or a certified desk phone. We activate the numbers in your tenant in a few clicks, with no server or hardware to install on your premises.',
    ],
  },
  sections: [
    section('included', t('Ce qui est compris', 'Was inbegriffen ist', 'What is included'), {
      fr: [
        {
          ul: [
            'Reprise de vos numéros existants et attribution de nouveaux blocs',
            'Appels illimités en Suisse dès 12.- par utilisateur et par mois',
            'Files d’attente, standard automatique et enregistrement selon vos licences Microsoft',
            'Support en français et en allemand par nos spécialistes Teams',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Übernahme bestehender Nummern und Zuteilung neuer Blöcke',
            'Unbegrenzt in der Schweiz ab 12.- pro Benutzer und Monat',
            'Warteschlangen, automatische Zentrale und Aufzeichnung gemäss Ihren Microsoft-Lizenzen',
            'Support auf Deutsch und Französisch durch unsere Teams-Spezialisten',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Porting of your existing numbers and new number blocks',
            'Unlimited calls in Switzerland from 12.- per user a month',
            'Call queues, auto attendant and recording according to your Microsoft licences',
            'Support in French and German from our Teams specialists',
          ],
        },
      ],
    }),
    BUSINESS_CONDITIONS,
  ],
}

export const IP_CENTREX: PageText = {
  body: {
    fr: [
      'Votre central téléphonique est hébergé dans nos centres de calcul en Suisse : plus de matériel à acheter ni à maintenir. Vous configurez vous-même les groupes d’appel, les horaires et les annonces dans une interface web, et chaque collaborateur garde son numéro direct au bureau, en télétravail ou sur son mobile.',
    ],
    de: [
      'Ihre Telefonanlage läuft in unseren Rechenzentren in der Schweiz: keine Hardware mehr zu kaufen oder zu warten. Anrufgruppen, Zeitpläne und Ansagen konfigurieren Sie selbst in einer Weboberfläche, und alle Mitarbeitenden behalten ihre Direktnummer im Büro, im Homeoffice oder auf dem Handy.',
    ],
    en: [
      'Your phone system is hosted in our data centres in Switzerland: no more hardware to buy or maintain. You set up call groups, schedules and announcements yourself in a web interface, and every colleague keeps their direct number at the office, working from home or on their mobile.',
    ],
  },
  sections: [
    section('included', t('Fonctions principales', 'Wichtigste Funktionen', 'Main features'), {
      fr: [
        {
          ul: [
            'Dès 15.- par poste et par mois, appels suisses inclus',
            'Standard automatique, files d’attente et musique d’attente',
            'Téléphones de bureau fournis, configurés et remplacés par nos soins',
            'Statistiques d’appels et intégration à votre CRM',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Ab 15.- pro Arbeitsplatz und Monat, Schweizer Anrufe inklusive',
            'Automatische Zentrale, Warteschlangen und Wartemusik',
            'Tischtelefone von uns geliefert, konfiguriert und ersetzt',
            'Anrufstatistiken und CRM-Anbindung',
          ],
        },
      ],
      en: [
        {
          ul: [
            'From 15.- per seat a month, Swiss calls included',
            'Auto attendant, call queues and hold music',
            'Desk phones supplied, configured and replaced by us',
            'Call statistics and integration with your CRM',
          ],
        },
      ],
    }),
    BUSINESS_CONDITIONS,
  ],
}
