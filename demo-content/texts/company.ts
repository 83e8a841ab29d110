import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

import { pageHref } from '../links'
import { section, t, type PageText } from './text-seed'

const PRIVACY = 3160
const COOKIES = 3161
const CONTACT_PAGE = 744

function link(id: number, locale: Locale, text: string) {
  return { text, href: pageHref(id, locale) ?? '' }
}

/** Legal notice (161): the publisher comes from the site settings, shown between the body and these sections. */
export const LEGAL_NOTICE: PageText = {
  body: {
    fr: [
      'Ce site est édité par la société dont les coordonnées figurent ci-dessous. Il présente les offres internet, télévision, mobile et téléphonie fixe que nous proposons aux particuliers et aux entreprises de la région, et permet de les commander en ligne.',
    ],
    de: [
      'Diese Website wird von der unten genannten Gesellschaft herausgegeben. Sie stellt die Internet-, TV-, Mobile- und Festnetzangebote vor, die wir Privat- und Geschäftskunden in der Region anbieten, und ermöglicht deren Bestellung online.',
    ],
    en: [
      'This site is published by the company whose details appear below. It presents the internet, television, mobile and landline offers we provide to households and businesses in the region, and lets you order them online.',
    ],
  },
  sections: [
    section('liability', t('Responsabilité', 'Haftung', 'Liability'), {
      fr: [
        'Nous veillons avec soin à l’exactitude des informations publiées. Les prix, les débits et la disponibilité des services sont toutefois donnés à titre indicatif et peuvent changer sans préavis ; seuls font foi l’offre confirmée à votre adresse et nos conditions générales.',
        'Nous déclinons toute responsabilité pour les dommages matériels ou immatériels résultant de l’accès au site, de son utilisation ou de l’impossibilité de l’utiliser, de pannes techniques ou de l’usage abusif du site par des tiers, dans la mesure permise par la loi.',
      ],
      de: [
        'Wir achten sorgfältig auf die Richtigkeit der veröffentlichten Informationen. Preise, Geschwindigkeiten und Verfügbarkeit sind jedoch unverbindlich und können ohne Vorankündigung ändern; massgebend sind allein das an Ihrer Adresse bestätigte Angebot und unsere Allgemeinen Geschäftsbedingungen.',
        'Soweit gesetzlich zulässig, lehnen wir jede Haftung für materielle oder immaterielle Schäden ab, die aus dem Zugriff auf die Website, ihrer Nutzung oder Nichtnutzbarkeit, technischen Störungen oder dem Missbrauch durch Dritte entstehen.',
      ],
      en: [
        'We take care that the information published here is accurate. Prices, speeds and availability are nevertheless indicative and may change without notice; only the offer confirmed for your address and our general terms and conditions are binding.',
        'To the extent permitted by law, we accept no liability for material or immaterial damage arising from access to this site, its use or the inability to use it, technical failures or misuse of the site by third parties.',
      ],
    }),
    section('links', t('Liens vers d’autres sites', 'Links zu anderen Websites', 'Links to other sites'), {
      fr: [
        'Les liens vers des sites de tiers (chaînes de télévision, partenaires, réseaux sociaux) sont fournis pour votre information. Nous n’avons aucune influence sur leur contenu et n’en assumons pas la responsabilité ; leur consultation se fait aux risques de l’utilisateur.',
      ],
      de: [
        'Links zu Websites Dritter (TV-Sender, Partner, soziale Netzwerke) dienen Ihrer Information. Wir haben keinen Einfluss auf deren Inhalt und übernehmen dafür keine Verantwortung; der Besuch erfolgt auf eigenes Risiko.',
      ],
      en: [
        'Links to third-party sites (TV channels, partners, social networks) are provided for your information. We have no influence over their content and accept no responsibility for it; visiting them is at your own risk.',
      ],
    }),
    section('copyright', t('Droits d’auteur et marques', 'Urheber- und Markenrechte', 'Copyright and trademarks'), {
      fr: [
        'Les textes, images, logos, vidéos et la mise en page de ce site sont protégés par le droit d’auteur et le droit des marques. Toute reproduction, même partielle, à des fins autres que privées requiert notre autorisation écrite préalable. Les marques et logos des chaînes de télévision appartiennent à leurs détenteurs respectifs.',
      ],
      de: [
        'Texte, Bilder, Logos, Videos und Gestaltung dieser Website sind urheber- und markenrechtlich geschützt. Jede auch nur teilweise Vervielfältigung zu anderen als privaten Zwecken bedarf unserer vorgängigen schriftlichen Zustimmung. Marken und Logos der TV-Sender gehören ihren jeweiligen Inhabern.',
      ],
      en: [
        'The texts, images, logos, videos and layout of this site are protected by copyright and trademark law. Any reproduction, even partial, for purposes other than private use requires our prior written consent. The trademarks and logos of TV channels belong to their respective owners.',
      ],
    }),
    section('data-protection', t('Protection des données', 'Datenschutz', 'Data protection'), {
      fr: [
        {
          p: [
            'Nous traitons vos données personnelles conformément à la loi fédérale sur la protection des données (nLPD). Les détails figurent dans notre ',
            link(PRIVACY, 'fr', 'politique de confidentialité'),
            ' et, pour les cookies, dans notre ',
            link(COOKIES, 'fr', 'politique de cookies'),
            '.',
          ],
        },
      ],
      de: [
        {
          p: [
            'Wir bearbeiten Ihre Personendaten gemäss dem Bundesgesetz über den Datenschutz (DSG). Einzelheiten finden Sie in unserer ',
            link(PRIVACY, 'de', 'Datenschutzerklärung'),
            ' und zu Cookies in unserer ',
            link(COOKIES, 'de', 'Cookie-Richtlinie'),
            '.',
          ],
        },
      ],
      en: [
        {
          p: [
            'We process your personal data in accordance with the Swiss Federal Act on Data Protection (FADP). Details are in our ',
            link(PRIVACY, 'en', 'privacy policy'),
            ' and, for cookies, in our ',
            link(COOKIES, 'en', 'cookie policy'),
            '.',
          ],
        },
      ],
    }),
    section('law', t('Droit applicable et for', 'Anwendbares Recht und Gerichtsstand', 'Governing law and jurisdiction'), {
      fr: [
        'L’utilisation de ce site est régie par le droit suisse. Le for exclusif est au siège de la société éditrice, sous réserve des fors impératifs prévus par la loi.',
      ],
      de: [
        'Für die Nutzung dieser Website gilt schweizerisches Recht. Ausschliesslicher Gerichtsstand ist der Sitz der Herausgeberin, unter Vorbehalt zwingender gesetzlicher Gerichtsstände.',
      ],
      en: [
        'Use of this site is governed by Swiss law. The exclusive place of jurisdiction is the registered office of the publisher, subject to mandatory statutory jurisdictions.',
      ],
    }),
  ],
}

/** Privacy policy (3160): the controller is the company shown from the site settings. */
export const PRIVACY_POLICY: PageText = {
  body: {
    fr: [
      'Le responsable du traitement est la société présentée ci-dessous. Pour toute question sur vos données, écrivez à l’adresse e-mail indiquée ou par courrier postal, en joignant une copie de votre pièce d’identité pour une demande d’accès.',
    ],
    de: [
      'Verantwortlich für die Bearbeitung ist die unten genannte Gesellschaft. Für Fragen zu Ihren Daten schreiben Sie an die angegebene E-Mail- oder Postadresse; legen Sie einem Auskunftsbegehren eine Kopie Ihres Ausweises bei.',
    ],
    en: [
      'The controller is the company shown below. For any question about your data, write to the e-mail or postal address given, enclosing a copy of your identity document with a request for access.',
    ],
  },
  sections: [
    section(
      'data-collected',
      t('Données collectées, formulaire par formulaire', 'Erhobene Daten, Formular für Formular', 'Data collected, form by form'),
      {
        fr: [
          {
            ul: [
              [
                { text: 'Commande : ', bold: true },
                'nom, prénom, adresse de raccordement, date de naissance, e-mail, téléphone, offre et options choisies.',
              ],
              [
                { text: 'Contact, déménagement, résiliation : ', bold: true },
                'civilité, nom, numéro de client, adresses, téléphone, e-mail, message, pièces jointes et dates indiquées.',
              ],
              [
                { text: 'Questionnaire de satisfaction : ', bold: true },
                'vos réponses, sans nom, liées à un identifiant de visiteur haché.',
              ],
              [{ text: 'Alertes de panne : ', bold: true }, 'adresse e-mail et codes postaux suivis.'],
              [
                { text: 'Vérification d’adresse e-mail après incident : ', bold: true },
                'l’adresse saisie, comparée sous forme hachée, jamais enregistrée.',
              ],
              [
                { text: 'Visite du site : ', bold: true },
                'adresse IP abrégée, pages vues et, avec votre accord, mesure d’audience (voir la politique de cookies).',
              ],
            ],
          },
        ],
        de: [
          {
            ul: [
              [
                { text: 'Bestellung: ', bold: true },
                'Name, Vorname, Anschlussadresse, Geburtsdatum, E-Mail, Telefon, gewähltes Angebot und Optionen.',
              ],
              [
                { text: 'Kontakt, Umzug, Kündigung: ', bold: true },
                'Anrede, Name, Kundennummer, Adressen, Telefon, E-Mail, Nachricht, Anhänge und angegebene Daten.',
              ],
              [
                { text: 'Zufriedenheitsumfrage: ', bold: true },
                'Ihre Antworten ohne Namen, verbunden mit einer gehashten Besucherkennung.',
              ],
              [{ text: 'Störungsmeldungen: ', bold: true }, 'E-Mail-Adresse und abonnierte Postleitzahlen.'],
              [
                { text: 'E-Mail-Prüfung nach dem Vorfall: ', bold: true },
                'die eingegebene Adresse, nur gehasht verglichen, nie gespeichert.',
              ],
              [
                { text: 'Besuch der Website: ', bold: true },
                'gekürzte IP-Adresse, besuchte Seiten und mit Ihrer Einwilligung Reichweitenmessung (siehe Cookie-Richtlinie).',
              ],
            ],
          },
        ],
        en: [
          {
            ul: [
              [
                { text: 'Order: ', bold: true },
                'surname, first name, connection address, date of birth, e-mail, phone, chosen offer and options.',
              ],
              [
                { text: 'Contact, moving, cancellation: ', bold: true },
                'title, name, client number, addresses, phone, e-mail, message, attachments and dates given.',
              ],
              [{ text: 'Satisfaction survey: ', bold: true }, 'your answers, without a name, tied to a hashed visitor identifier.'],
              [{ text: 'Outage alerts: ', bold: true }, 'e-mail address and the postal codes you follow.'],
              [{ text: 'E-mail check after the incident: ', bold: true }, 'the address entered, compared in hashed form, never stored.'],
              [
                { text: 'Visiting the site: ', bold: true },
                'shortened IP address, pages viewed and, with your consent, audience measurement (see the cookie policy).',
              ],
            ],
          },
        ],
      },
    ),
    section('purposes', t('Finalités et bases légales', 'Zwecke und Rechtsgrundlagen', 'Purposes and legal bases'), {
      fr: [
        'Nous utilisons ces données pour vérifier la disponibilité à votre adresse, conclure et exécuter votre contrat, répondre à vos demandes, vous informer des pannes que vous suivez et améliorer nos services. Elles ne sont ni vendues ni utilisées pour de la publicité de tiers.',
        'En Suisse, le traitement repose sur la nLPD : exécution du contrat, obligations légales (notamment la conservation des données de télécommunication), intérêt prépondérant ou votre consentement. Pour les personnes concernées dans l’Union européenne, les bases correspondantes du RGPD s’appliquent : art. 6 al. 1 let. b (contrat), c (obligation légale), f (intérêt légitime) et a (consentement, révocable à tout moment).',
      ],
      de: [
        'Wir verwenden diese Daten, um die Verfügbarkeit an Ihrer Adresse zu prüfen, Ihren Vertrag abzuschliessen und zu erfüllen, Ihre Anfragen zu beantworten, Sie über abonnierte Störungen zu informieren und unsere Dienste zu verbessern. Sie werden weder verkauft noch für Werbung Dritter genutzt.',
        'In der Schweiz stützt sich die Bearbeitung auf das DSG: Vertragserfüllung, gesetzliche Pflichten (namentlich die Aufbewahrung von Fernmeldedaten), überwiegendes Interesse oder Ihre Einwilligung. Für betroffene Personen in der EU gelten die entsprechenden Grundlagen der DSGVO: Art. 6 Abs. 1 lit. b (Vertrag), c (rechtliche Pflicht), f (berechtigtes Interesse) und a (Einwilligung, jederzeit widerrufbar).',
      ],
      en: [
        'We use this data to check availability at your address, conclude and perform your contract, answer your requests, inform you of the outages you follow and improve our services. It is neither sold nor used for third-party advertising.',
        'In Switzerland, processing is based on the FADP: performance of the contract, legal obligations (notably the retention of telecommunications data), overriding interest or your consent. For data subjects in the European Union the corresponding GDPR bases apply: Art. 6(1)(b) (contract), (c) (legal obligation), (f) (legitimate interest) and (a) (consent, which you may withdraw at any time).',
      ],
    }),
    section('retention', t('Durée de conservation et destinataires', 'Aufbewahrung und Empfänger', 'Retention and recipients'), {
      fr: [
        'Les données contractuelles sont conservées pendant la durée du contrat puis dix ans pour nos obligations comptables ; les demandes de contact deux ans ; les réponses au questionnaire de manière anonyme. Les pièces jointes sont supprimées dès la demande traitée, au plus tard après 90 jours.',
        'Nos données sont hébergées en Suisse. Elles sont transmises uniquement au distributeur de votre commune chargé du raccordement, à nos techniciens et à nos sous-traitants informatiques liés par contrat.',
      ],
      de: [
        'Vertragsdaten bewahren wir während der Vertragsdauer und danach zehn Jahre für unsere Buchführungspflichten auf, Kontaktanfragen zwei Jahre, Umfrageantworten anonym. Anhänge werden gelöscht, sobald die Anfrage bearbeitet ist, spätestens nach 90 Tagen.',
        'Unsere Daten werden in der Schweiz gehostet. Sie gehen nur an den für den Anschluss zuständigen Netzbetreiber Ihrer Gemeinde, an unsere Techniker und an vertraglich gebundene IT-Auftragsbearbeiter.',
      ],
      en: [
        'Contract data is kept for the duration of the contract and then ten years for our accounting obligations; contact requests for two years; survey answers anonymously. Attachments are deleted once the request is handled, at the latest after 90 days.',
        'Our data is hosted in Switzerland. It is shared only with the distributor of your municipality in charge of the connection, with our technicians and with IT processors bound by contract.',
      ],
    }),
    section('rights', t('Vos droits', 'Ihre Rechte', 'Your rights'), {
      fr: [
        {
          p: [
            'Vous pouvez demander l’accès à vos données, leur rectification, leur effacement ou leur remise dans un format courant, et vous opposer à un traitement. Écrivez-nous via la ',
            link(CONTACT_PAGE, 'fr', 'page de contact'),
            ' ; nous répondons dans les 30 jours. Vous pouvez aussi saisir le Préposé fédéral à la protection des données et à la transparence (PFPDT) ou, dans l’Union européenne, l’autorité de votre pays.',
          ],
        },
      ],
      de: [
        {
          p: [
            'Sie können Auskunft, Berichtigung, Löschung oder Herausgabe Ihrer Daten in einem gängigen Format verlangen und einer Bearbeitung widersprechen. Schreiben Sie uns über die ',
            link(CONTACT_PAGE, 'de', 'Kontaktseite'),
            '; wir antworten innert 30 Tagen. Sie können sich auch an den Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) oder in der EU an die Behörde Ihres Landes wenden.',
          ],
        },
      ],
      en: [
        {
          p: [
            'You may ask for access to your data, its correction, its erasure or its delivery in a common format, and object to processing. Write to us through the ',
            link(CONTACT_PAGE, 'en', 'contact page'),
            '; we answer within 30 days. You may also turn to the Federal Data Protection and Information Commissioner (FDPIC) or, in the European Union, to the authority of your country.',
          ],
        },
      ],
    }),
  ],
}

/** Cookie policy (3161): the cookies listed are exactly those the consent banner manages. */
export const COOKIE_POLICY: PageText = {
  body: {
    fr: [
      'Un cookie est un petit fichier que votre navigateur enregistre à la demande d’un site. Nous n’utilisons que les cookies listés ci-dessous ; ceux de mesure d’audience ne sont déposés qu’après votre accord, donné ou refusé dans le bandeau affiché lors de votre première visite. Votre choix est conservé un an.',
    ],
    de: [
      'Ein Cookie ist eine kleine Datei, die Ihr Browser auf Wunsch einer Website speichert. Wir verwenden nur die unten aufgeführten Cookies; jene der Reichweitenmessung werden erst nach Ihrer Einwilligung gesetzt, die Sie im Banner bei Ihrem ersten Besuch erteilen oder verweigern. Ihre Wahl gilt ein Jahr.',
    ],
    en: [
      'A cookie is a small file your browser stores at a site’s request. We use only the cookies listed below; audience-measurement cookies are set only after your consent, given or refused in the banner shown on your first visit. Your choice is kept for one year.',
    ],
  },
  sections: [
    section('necessary', t('Cookies nécessaires (toujours actifs)', 'Notwendige Cookies (immer aktiv)', 'Necessary cookies (always on)'), {
      fr: [
        {
          ul: [
            [{ text: 'cookie_control_consent', bold: true }, ' — enregistre que vous avez fait un choix ; durée 1 an.'],
            [{ text: 'cookie_control_enabled_cookies', bold: true }, ' — liste les catégories acceptées ; durée 1 an.'],
            [{ text: 'NEXT_LOCALE', bold: true }, ' — retient la langue choisie avec le sélecteur ; durée 1 an.'],
          ],
        },
      ],
      de: [
        {
          ul: [
            [{ text: 'cookie_control_consent', bold: true }, ' – speichert, dass Sie gewählt haben; Dauer 1 Jahr.'],
            [{ text: 'cookie_control_enabled_cookies', bold: true }, ' – listet die akzeptierten Kategorien; Dauer 1 Jahr.'],
            [{ text: 'NEXT_LOCALE', bold: true }, ' – merkt sich die im Sprachwähler gewählte Sprache; Dauer 1 Jahr.'],
          ],
        },
      ],
      en: [
        {
          ul: [
            [{ text: 'cookie_control_consent', bold: true }, ' — records that you have made a choice; kept 1 year.'],
            [{ text: 'cookie_control_enabled_cookies', bold: true }, ' — lists the categories you accepted; kept 1 year.'],
            [{ text: 'NEXT_LOCALE', bold: true }, ' — remembers the language chosen in the switcher; kept 1 year.'],
          ],
        },
      ],
    }),
    section(
      'audience',
      t('Mesure d’audience (avec votre accord)', 'Reichweitenmessung (mit Ihrer Einwilligung)', 'Audience measurement (with your consent)'),
      {
        fr: [
          'Google Tag Manager charge nos statistiques de visite, qui nous montrent les pages consultées et les étapes de commande abandonnées. Les cookies _ga, _ga_*, _gid, _gat et _gcl_au (jusqu’à 2 ans) ne sont déposés que si vous acceptez cette catégorie ; les données peuvent être transférées à Google aux États-Unis, sur la base des clauses contractuelles types.',
          'Si vous refusez ou retirez votre accord, ces cookies sont supprimés immédiatement et aucune donnée de mesure n’est plus envoyée.',
        ],
        de: [
          'Google Tag Manager lädt unsere Besuchsstatistik, die uns besuchte Seiten und abgebrochene Bestellschritte zeigt. Die Cookies _ga, _ga_*, _gid, _gat und _gcl_au (bis 2 Jahre) werden nur gesetzt, wenn Sie diese Kategorie akzeptieren; Daten können gestützt auf Standardvertragsklauseln an Google in den USA übermittelt werden.',
          'Lehnen Sie ab oder widerrufen Sie Ihre Einwilligung, werden diese Cookies sofort gelöscht und keine Messdaten mehr gesendet.',
        ],
        en: [
          'Google Tag Manager loads our visit statistics, which show us the pages viewed and the order steps abandoned. The cookies _ga, _ga_*, _gid, _gat and _gcl_au (up to 2 years) are set only if you accept this category; data may be transferred to Google in the United States on the basis of standard contractual clauses.',
          'If you decline or withdraw your consent, these cookies are deleted at once and no measurement data is sent any more.',
        ],
      },
    ),
    section('change', t('Changer d’avis', 'Meinung ändern', 'Changing your mind'), {
      fr: [
        'Le bouton « Paramètres des cookies », en bas de chaque page, rouvre vos choix à tout moment. Vous pouvez aussi effacer les cookies depuis les réglages de votre navigateur ; le site reste utilisable sans cookies de mesure.',
      ],
      de: [
        'Die Schaltfläche «Cookie-Einstellungen» unten auf jeder Seite öffnet Ihre Wahl jederzeit wieder. Sie können Cookies auch in den Einstellungen Ihres Browsers löschen; die Website bleibt ohne Messcookies nutzbar.',
      ],
      en: [
        'The “Cookie settings” button at the bottom of every page reopens your choices at any time. You can also delete cookies in your browser settings; the site stays fully usable without measurement cookies.',
      ],
    }),
  ],
}

export const ABOUT: PageText = {
  body: {
    fr: [
      'Né du regroupement de téléréseaux communaux et régionaux, notre réseau relie aujourd’hui plus de 220 000 foyers et 9 000 entreprises entre le Valais, Fribourg, Vaud et le Jura bernois. Chaque région garde son équipe, ses points de vente et ses techniciens ; nous mettons en commun la plateforme TV, le cœur de réseau internet, l’opérateur mobile et le service clientèle.',
      { h2: 'Nos engagements' },
      {
        ul: [
          'Un réseau fibre et câble modernisé chaque année : 85 % des foyers raccordés peuvent déjà recevoir 10 Gbit/s.',
          'Des conseillers qui répondent depuis la Suisse romande, pas depuis un centre d’appels à l’étranger.',
          'Des données hébergées dans nos propres centres de calcul de Sion et de Fribourg.',
          'Une électricité 100 % renouvelable et locale pour alimenter nos équipements.',
        ],
      },
      { h2: 'Quelques dates' },
      {
        ul: [
          '1998 : premiers services internet sur le câble en Valais.',
          '2008 : lancement de la télévision numérique et de la téléphonie fixe.',
          '2016 : offre mobile propre, sur le réseau d’un partenaire national.',
          '2024 : la fibre jusqu’à 10 Gbit/s disponible dans toutes nos régions.',
        ],
      },
    ],
    de: [
      'Aus dem Zusammenschluss kommunaler und regionaler Kabelnetze entstanden, verbindet unser Netz heute über 220 000 Haushalte und 9 000 Unternehmen zwischen Wallis, Freiburg, Waadt und dem Berner Jura. Jede Region behält ihr Team, ihre Verkaufsstellen und ihre Techniker; gemeinsam betreiben wir die TV-Plattform, das Internet-Kernnetz, den Mobilfunk und den Kundendienst.',
      { h2: 'Unsere Versprechen' },
      {
        ul: [
          'Ein Glasfaser- und Kabelnetz, das jedes Jahr modernisiert wird: 85 % der angeschlossenen Haushalte können bereits 10 Gbit/s empfangen.',
          'Beraterinnen und Berater, die aus der Westschweiz antworten, nicht aus einem Callcenter im Ausland.',
          'Daten in unseren eigenen Rechenzentren in Sitten und Freiburg.',
          '100 % erneuerbarer, lokaler Strom für unsere Anlagen.',
        ],
      },
      { h2: 'Einige Daten' },
      {
        ul: [
          '1998: erste Internetdienste über das Kabel im Wallis.',
          '2008: Start von Digitalfernsehen und Festnetztelefonie.',
          '2016: eigenes Mobile-Angebot im Netz eines nationalen Partners.',
          '2024: Glasfaser bis 10 Gbit/s in allen unseren Regionen.',
        ],
      },
    ],
    en: [
      'Born from the merger of municipal and regional cable networks, our network today connects over 220,000 households and 9,000 businesses across Valais, Fribourg, Vaud and the Bernese Jura. Each region keeps its team, its shops and its technicians; together we run the TV platform, the internet core network, the mobile service and customer care.',
      { h2: 'Our commitments' },
      {
        ul: [
          'A fibre and cable network upgraded every year: 85% of connected homes can already receive 10 Gbit/s.',
          'Advisers who answer from western Switzerland, not from a call centre abroad.',
          'Data hosted in our own data centres in Sion and Fribourg.',
          '100% renewable, local electricity to power our equipment.',
        ],
      },
      { h2: 'Milestones' },
      {
        ul: [
          '1998: first internet services over cable in Valais.',
          '2008: launch of digital television and landline telephony.',
          '2016: our own mobile offer, on a national partner’s network.',
          '2024: fibre up to 10 Gbit/s available in all our regions.',
        ],
      },
    ],
  },
}

export const SHAREHOLDERS: PageText = {
  body: {
    fr: [
      'Notre capital-actions de 12 millions de francs est entièrement en mains publiques ou parapubliques romandes. Cet actionnariat garantit que les bénéfices sont réinvestis dans le réseau de la région plutôt que distribués à des investisseurs lointains.',
      { h2: 'Répartition du capital' },
      {
        ul: [
          'Distributeurs d’énergie valaisans : 38 %',
          'Groupe électrique fribourgeois : 27 %',
          'Communes et associations de communes de l’Entremont : 14 %',
          'Services industriels vaudois : 13 %',
          'Autres communes actionnaires : 8 %',
        ],
      },
      { h2: 'Gouvernance' },
      'Le conseil d’administration compte neuf membres, dont un représentant de chaque région. L’assemblée générale se tient chaque année en juin ; le rapport de gestion et les comptes révisés sont publiés dans la page téléchargements. Aucun actionnaire ne détient de majorité à lui seul.',
    ],
    de: [
      'Unser Aktienkapital von 12 Millionen Franken ist vollständig in öffentlicher oder halböffentlicher Hand der Westschweiz. Dieses Aktionariat stellt sicher, dass Gewinne in das Netz der Region reinvestiert statt an ferne Investoren ausgeschüttet werden.',
      { h2: 'Verteilung des Kapitals' },
      {
        ul: [
          'Walliser Energieversorger: 38 %',
          'Freiburger Energiekonzern: 27 %',
          'Gemeinden und Gemeindeverbände des Entremont: 14 %',
          'Waadtländer Industrielle Betriebe: 13 %',
          'Weitere Aktionärsgemeinden: 8 %',
        ],
      },
      { h2: 'Führung' },
      'Der Verwaltungsrat zählt neun Mitglieder, darunter je eine Vertretung jeder Region. Die Generalversammlung findet jährlich im Juni statt; Geschäftsbericht und revidierte Jahresrechnung werden auf der Download-Seite veröffentlicht. Kein Aktionär hält allein eine Mehrheit.',
    ],
    en: [
      'Our share capital of 12 million francs is entirely held by public or semi-public bodies of western Switzerland. This ownership ensures that profits are reinvested in the region’s network rather than paid out to distant investors.',
      { h2: 'Breakdown of the capital' },
      {
        ul: [
          'Valais energy distributors: 38%',
          'Fribourg energy group: 27%',
          'Municipalities and municipal associations of Entremont: 14%',
          'Vaud municipal utilities: 13%',
          'Other shareholder municipalities: 8%',
        ],
      },
      { h2: 'Governance' },
      'The board of directors has nine members, including one representative of each region. The general meeting takes place every June; the annual report and audited accounts are published on the downloads page. No shareholder holds a majority alone.',
    ],
  },
}

export const CLOSE_TO_YOU: PageText = {
  body: {
    fr: [
      'Dans nos points de vente, vous testez la box TV et le Wi-Fi, changez d’abonnement, récupérez un appareil ou rapportez un équipement en fin de contrat. Nos conseillers vérifient sur place la disponibilité de la fibre à votre adresse et planifient l’installation avec vous.',
      'Pour un rendez-vous personnalisé, hors des heures d’ouverture ou à domicile, appelez notre service clientèle : un technicien de la région se déplace en général dans les cinq jours ouvrables. Les points de vente acceptent les paiements par carte et TWINT ; les équipements restitués sont reconditionnés ou recyclés.',
    ],
    de: [
      'In unseren Verkaufsstellen testen Sie TV-Box und WLAN, wechseln Ihr Abo, holen ein Gerät ab oder bringen Geräte am Vertragsende zurück. Unsere Beraterinnen und Berater prüfen vor Ort die Glasfaser-Verfügbarkeit an Ihrer Adresse und planen die Installation mit Ihnen.',
      'Für einen persönlichen Termin ausserhalb der Öffnungszeiten oder bei Ihnen zu Hause rufen Sie unseren Kundendienst an: Ein Techniker aus der Region kommt in der Regel innert fünf Arbeitstagen. Die Verkaufsstellen akzeptieren Karte und TWINT; zurückgegebene Geräte werden aufbereitet oder rezykliert.',
    ],
    en: [
      'In our shops you can try the TV box and the Wi-Fi, change your plan, pick up a device or return equipment at the end of a contract. Our advisers check fibre availability at your address on the spot and plan the installation with you.',
      'For a personal appointment outside opening hours or at your home, call our customer service: a technician from the region usually comes within five working days. The shops accept cards and TWINT; returned equipment is refurbished or recycled.',
    ],
  },
}

export const CONTACT: PageText = {
  body: {
    fr: [
      'Pour une panne, commencez par consulter l’état du réseau : si une intervention est en cours dans votre commune, elle y est annoncée avec l’heure de rétablissement prévue. Pour toute autre question (facture, changement d’offre, déménagement, résiliation), le formulaire ci-dessous nous parvient directement ; nous répondons en général dans un délai de deux jours ouvrables.',
      'Gardez votre numéro de client à portée de main : il figure en haut de chaque facture et accélère le traitement de votre demande. Par téléphone, nos conseillers répondent aux heures indiquées ; en dehors, laissez-nous un message et nous vous rappelons.',
      {
        p: [
          'Vous avez passé une commande ? Le ',
          { text: 'suivi de commande', href: getPathname({ href: '/order/tracking', locale: 'fr' }) },
          ' dit où elle en est et quand le technicien passe, avec le numéro de commande et votre code postal.',
        ],
      },
    ],
    de: [
      'Bei einer Störung prüfen Sie zuerst den Netzstatus: Läuft in Ihrer Gemeinde ein Einsatz, ist er dort mit der voraussichtlichen Behebungszeit gemeldet. Für alle anderen Fragen (Rechnung, Angebotswechsel, Umzug, Kündigung) erreicht uns das Formular unten direkt; wir antworten in der Regel innert zwei Arbeitstagen.',
      'Halten Sie Ihre Kundennummer bereit: Sie steht oben auf jeder Rechnung und beschleunigt die Bearbeitung. Telefonisch sind wir zu den angegebenen Zeiten erreichbar; ausserhalb hinterlassen Sie eine Nachricht und wir rufen zurück.',
      {
        p: [
          'Sie haben bestellt? Unter ',
          { text: 'Bestellung verfolgen', href: getPathname({ href: '/order/tracking', locale: 'de' }) },
          ' sehen Sie mit Bestellnummer und Postleitzahl, wo Ihre Bestellung steht und wann der Techniker kommt.',
        ],
      },
    ],
    en: [
      'For a fault, first check the network status: if work is under way in your municipality it is announced there with the expected time of repair. For any other question (bill, change of plan, moving, cancellation), the form below reaches us directly; we usually answer within two working days.',
      'Keep your client number handy: it is at the top of every bill and speeds up your request. By phone our advisers answer during the hours shown; outside them, leave a message and we call you back.',
      {
        p: [
          'Placed an order? ',
          { text: 'Order tracking', href: getPathname({ href: '/order/tracking', locale: 'en' }) },
          ' shows where it stands and when the technician comes, with the order number and your postal code.',
        ],
      },
    ],
  },
}

export const BUSINESS_CONTACT: PageText = {
  body: {
    fr: [
      'Un projet de raccordement fibre, un nouveau site, le renouvellement de votre téléphonie ou de votre flotte mobile ? Décrivez votre besoin : un conseiller entreprises de votre région vous rappelle dans la journée ouvrable, étudie votre infrastructure existante et vous remet une offre écrite sans engagement.',
      'Clients sous contrat SLA : pour un dérangement, appelez la ligne ci-dessous à toute heure, avec votre numéro de contrat. Pour les questions de facturation, indiquez le numéro de la facture concernée ; pour une résiliation, la date souhaitée et les services visés. Nous accompagnons aussi les régies, les communes et les écoles pour leurs bâtiments.',
    ],
    de: [
      'Ein Glasfaseranschluss, ein neuer Standort, die Erneuerung Ihrer Telefonie oder Ihrer Mobile-Flotte? Beschreiben Sie Ihr Anliegen: Ein Business-Berater aus Ihrer Region ruft Sie am selben Arbeitstag zurück, analysiert Ihre bestehende Infrastruktur und unterbreitet Ihnen eine unverbindliche schriftliche Offerte.',
      'Kunden mit SLA-Vertrag: Bei einer Störung rufen Sie die Nummer unten jederzeit an, mit Ihrer Vertragsnummer. Bei Rechnungsfragen geben Sie die Rechnungsnummer an, bei einer Kündigung das gewünschte Datum und die betroffenen Dienste. Wir begleiten auch Verwaltungen, Gemeinden und Schulen für ihre Gebäude.',
    ],
    en: [
      'A fibre connection project, a new site, renewing your telephony or your mobile fleet? Describe your need: a business adviser from your region calls you back the same working day, reviews your existing infrastructure and gives you a written offer with no obligation.',
      'Customers with an SLA: for a fault, call the line below at any hour with your contract number. For billing questions, give the number of the bill concerned; for a cancellation, the date you wish and the services involved. We also support property managers, municipalities and schools for their buildings.',
    ],
  },
}
