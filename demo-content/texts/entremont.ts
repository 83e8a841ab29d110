import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/formats'

import { DOWNLOADS, PRICE_LISTS, priceListUrl } from '../documents'
import type { Block } from '../richtext'
import type { L } from '../upsert'
import { section, t, type PageText, type TextContext } from './text-seed'
import { COVERAGE_MAP_URL } from '../images'

const DAY = 24 * 60 * 60 * 1000

/** The first day of the month after the seed's clock, as §9 prints dates (d.m.Y). */
function nextFirstOfMonth(now: number): string {
  const date = new Date(now)
  return formatDate(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1, 12))
}

export const PROFILE: PageText = {
  body: {
    fr: [
      'Le téléréseau de l’Entremont a été fondé en 1983 par les communes de Bagnes, Orsières, Liddes et Bourg-Saint-Pierre pour amener la télévision dans des villages que les émetteurs atteignaient mal. Quarante ans plus tard, il dessert 14 000 logements, chalets et commerces, de Sembrancher à Verbier et jusqu’au col du Grand-Saint-Bernard.',
      'Nous restons une entreprise de la vallée : 18 collaborateurs basés au Châble, des techniciens qui connaissent chaque armoire de rue, et un piquet qui intervient aussi en pleine saison touristique. Depuis 2019, nous faisons partie du groupe Netplus, ce qui nous donne accès à sa plateforme TV et à ses offres mobiles tout en gardant nos décisions d’investissement dans la région.',
    ],
    de: [
      'Das Kabelnetz des Entremont wurde 1983 von den Gemeinden Bagnes, Orsières, Liddes und Bourg-Saint-Pierre gegründet, um das Fernsehen in Dörfer zu bringen, die von den Sendern schlecht erreicht wurden. Vierzig Jahre später versorgt es 14 000 Wohnungen, Chalets und Geschäfte, von Sembrancher bis Verbier und hinauf zum Grossen St. Bernhard.',
      'Wir bleiben ein Unternehmen des Tals: 18 Mitarbeitende in Le Châble, Techniker, die jeden Verteilkasten kennen, und ein Pikettdienst, der auch in der Hochsaison ausrückt. Seit 2019 gehören wir zur Netplus-Gruppe; so nutzen wir ihre TV-Plattform und ihre Mobile-Angebote und entscheiden weiterhin selbst über Investitionen in der Region.',
    ],
    en: [
      'The Entremont cable network was founded in 1983 by the municipalities of Bagnes, Orsières, Liddes and Bourg-Saint-Pierre to bring television to villages the transmitters barely reached. Forty years later it serves 14,000 homes, chalets and shops, from Sembrancher to Verbier and up to the Great St Bernard pass.',
      'We remain a company of the valley: 18 staff based in Le Châble, technicians who know every street cabinet, and an on-call team that turns out even at the height of the tourist season. Since 2019 we have been part of the Netplus group, which gives us its TV platform and mobile offers while investment decisions stay in the region.',
    ],
  },
}

export const NETWORK: PageText = {
  body: {
    fr: [
      'Notre réseau compte 420 kilomètres de fibre optique et de câble coaxial. Depuis 2021, nous tirons la fibre jusque dans chaque bâtiment (FTTH) : Verbier, Le Châble et Orsières sont entièrement raccordés, les villages des vallées suivent selon le calendrier ci-dessous.',
      { h2: 'Calendrier de la fibre' },
      {
        ul: [
          'Verbier, Le Châble, Orsières : terminé, jusqu’à 10 Gbit/s',
          'Sembrancher, Champex-Lac, Lourtier : travaux en cours, mise en service cette année',
          'Liddes, Bourg-Saint-Pierre, Praz-de-Fort : l’année prochaine',
        ],
      },
      {
        p: [
          'Où en est votre village ? Voyez la ',
          { text: 'carte de la couverture fibre', href: COVERAGE_MAP_URL },
          ' : en bleu les villages raccordés, en orange les travaux en cours, en gris l’année prochaine.',
        ],
      },
      'Là où la fibre n’est pas encore arrivée, le câble coaxial modernisé offre jusqu’à 1 Gbit/s. Les travaux se font en coordination avec les communes, lors des chantiers d’eau et d’électricité, pour limiter les fouilles. Les coupures planifiées sont annoncées au moins cinq jours à l’avance sur la page état du réseau.',
    ],
    de: [
      'Unser Netz umfasst 420 Kilometer Glasfaser und Koaxialkabel. Seit 2021 ziehen wir die Glasfaser bis in jedes Gebäude (FTTH): Verbier, Le Châble und Orsières sind vollständig angeschlossen, die Dörfer der Täler folgen nach dem Zeitplan unten.',
      { h2: 'Glasfaser-Zeitplan' },
      {
        ul: [
          'Verbier, Le Châble, Orsières: abgeschlossen, bis 10 Gbit/s',
          'Sembrancher, Champex-Lac, Lourtier: Arbeiten laufen, Aufschaltung dieses Jahr',
          'Liddes, Bourg-Saint-Pierre, Praz-de-Fort: nächstes Jahr',
        ],
      },
      {
        p: [
          'Wie weit ist Ihr Dorf? Sehen Sie die ',
          { text: 'Karte der Glasfaserabdeckung', href: COVERAGE_MAP_URL },
          ': blau die angeschlossenen Dörfer, orange die laufenden Arbeiten, grau nächstes Jahr.',
        ],
      },
      'Wo die Glasfaser noch nicht angekommen ist, bietet das modernisierte Koaxialkabel bis 1 Gbit/s. Die Arbeiten erfolgen mit den Gemeinden zusammen, bei Wasser- und Stromarbeiten, um Grabungen zu begrenzen. Geplante Unterbrüche werden mindestens fünf Tage im Voraus auf der Netzstatus-Seite angekündigt.',
    ],
    en: [
      'Our network has 420 kilometres of optical fibre and coaxial cable. Since 2021 we have been running fibre into every building (FTTH): Verbier, Le Châble and Orsières are fully connected, and the valley villages follow on the schedule below.',
      { h2: 'Fibre schedule' },
      {
        ul: [
          'Verbier, Le Châble, Orsières: complete, up to 10 Gbit/s',
          'Sembrancher, Champex-Lac, Lourtier: works under way, live this year',
          'Liddes, Bourg-Saint-Pierre, Praz-de-Fort: next year',
        ],
      },
      {
        p: [
          'How far along is your village? See the ',
          { text: 'fibre coverage map', href: COVERAGE_MAP_URL },
          ': blue for connected villages, orange for works under way, grey for next year.',
        ],
      },
      'Where fibre has not arrived yet, the upgraded coaxial cable delivers up to 1 Gbit/s. Works are coordinated with the municipalities, alongside water and power works, to limit digging. Planned interruptions are announced at least five days ahead on the network status page.',
    ],
  },
}

type Job = { title: L; rate: string; start: number; deadline: number; text: L }

/** Open positions: published some days ago, applications open for a few weeks from the seed's clock. */
function jobs(now: number): Job[] {
  return [
    {
      title: t('Technicien·ne de réseau CFC', 'Netzelektriker/in EFZ', 'Network technician (Swiss VET diploma)'),
      rate: '100 %',
      start: 45,
      deadline: 21,
      text: t(
        'Raccordements fibre, maintenance des armoires de rue et service de piquet une semaine sur cinq. Permis de conduire indispensable.',
        'Glasfaseranschlüsse, Unterhalt der Verteilkästen und Pikettdienst jede fünfte Woche. Führerausweis erforderlich.',
        'Fibre connections, street cabinet maintenance and on-call duty one week in five. Driving licence required.',
      ),
    },
    {
      title: t('Conseiller·ère clientèle', 'Kundenberater/in', 'Customer adviser'),
      rate: '60–80 %',
      start: 30,
      deadline: 14,
      text: t(
        'Accueil au point de vente du Châble et au téléphone, conseil sur nos offres. Français et bonnes notions d’anglais ou d’allemand.',
        'Empfang in der Verkaufsstelle Le Châble und am Telefon, Beratung zu unseren Angeboten. Französisch und gute Englisch- oder Deutschkenntnisse.',
        'Front desk at the Le Châble shop and on the phone, advice on our offers. French and good English or German.',
      ),
    },
    {
      title: t('Apprenti·e informaticien·ne', 'Lernende/r Informatiker/in', 'IT apprentice'),
      rate: '100 %',
      start: 120,
      deadline: 40,
      text: t(
        'Apprentissage de 4 ans en exploitation et infrastructure, entre nos équipes du Châble et le centre de calcul de Sion.',
        '4-jährige Lehre in Plattformentwicklung und Betrieb, zwischen unseren Teams in Le Châble und dem Rechenzentrum in Sitten.',
        'Four-year apprenticeship in operations and infrastructure, between our Le Châble teams and the Sion data centre.',
      ),
    },
  ].map((job) => ({ ...job, start: now + job.start * DAY, deadline: now + job.deadline * DAY }))
}

export function jobsPage({ now }: TextContext): PageText {
  const list = jobs(now)
  const posting = (locale: Locale): Block[] =>
    list.flatMap((job) => [
      { h3: `${job.title[locale]} — ${job.rate}` },
      {
        p: [
          job.text[locale],
          ' ',
          {
            text: {
              fr: `Entrée en fonction : ${formatDate(job.start)}. Postulez jusqu’au ${formatDate(job.deadline)}.`,
              de: `Stellenantritt: ${formatDate(job.start)}. Bewerbung bis ${formatDate(job.deadline)}.`,
              en: `Starting ${formatDate(job.start)}. Apply by ${formatDate(job.deadline)}.`,
            }[locale],
            bold: true,
          },
        ],
      },
    ])
  return {
    body: {
      fr: [
        'Nous recrutons dans la vallée et formons nos apprentis sur place. Nous offrons un horaire flexible, cinq semaines de vacances, un abonnement de ski pour la saison et les services internet, TV et mobile gratuits pour votre ménage.',
      ],
      de: [
        'Wir stellen im Tal ein und bilden unsere Lernenden vor Ort aus. Wir bieten flexible Arbeitszeiten, fünf Wochen Ferien, ein Saison-Skiabo und kostenloses Internet, TV und Mobile für Ihren Haushalt.',
      ],
      en: [
        'We hire in the valley and train our apprentices locally. We offer flexible hours, five weeks of holiday, a season ski pass and free internet, TV and mobile for your household.',
      ],
    },
    sections: [
      section('open-positions', t('Postes ouverts', 'Offene Stellen', 'Open positions'), {
        fr: posting('fr'),
        de: posting('de'),
        en: posting('en'),
      }),
      section('apply', t('Comment postuler', 'So bewerben Sie sich', 'How to apply'), {
        fr: [
          'Envoyez votre lettre de motivation, votre CV et vos certificats en un seul PDF à emplois@entremont.netplus.ch, en indiquant le poste dans l’objet. Nous répondons à chaque candidature dans les dix jours ouvrables et rencontrons les candidats retenus au Châble.',
        ],
        de: [
          'Senden Sie Motivationsschreiben, Lebenslauf und Zeugnisse als ein PDF an emplois@entremont.netplus.ch, mit der Stelle im Betreff. Wir beantworten jede Bewerbung innert zehn Arbeitstagen und treffen die ausgewählten Personen in Le Châble.',
        ],
        en: [
          'Send your cover letter, CV and certificates as one PDF to emplois@entremont.netplus.ch, with the position in the subject line. We answer every application within ten working days and meet shortlisted candidates in Le Châble.',
        ],
      }),
    ],
  }
}

export const SPONSORING: PageText = {
  body: {
    fr: [
      'Chaque année, nous consacrons 1 % de notre chiffre d’affaires aux sociétés locales de l’Entremont. Nous soutenons en priorité la jeunesse, le sport amateur et la culture villageoise, plutôt que les grands événements qui trouvent d’autres sponsors.',
      { h2: 'Nos partenaires cette saison' },
      {
        ul: [
          'Ski-club de Bagnes : équipement des jeunes OJ et chronométrage des courses régionales',
          'FC Orsières : diffusion en direct des matchs à domicile sur notre canal local',
          'Fanfares de la vallée : sonorisation du festival des musiques de l’Entremont',
          'Bibliothèque de Liddes : Wi-Fi public gratuit et ateliers numériques',
        ],
      },
      { h2: 'Déposer une demande' },
      'Les demandes sont étudiées deux fois par an, fin mars et fin septembre. Envoyez une présentation de votre association et de votre projet, le budget et la contrepartie proposée à sponsoring@entremont.netplus.ch. Nous ne soutenons ni partis politiques ni projets à but lucratif.',
    ],
    de: [
      'Jedes Jahr wenden wir 1 % unseres Umsatzes für Vereine des Entremont auf. Wir unterstützen vor allem Jugend, Amateursport und Dorfkultur statt Grossanlässe, die andere Sponsoren finden.',
      { h2: 'Unsere Partner diese Saison' },
      {
        ul: [
          'Skiclub Bagnes: Ausrüstung des JO-Nachwuchses und Zeitmessung regionaler Rennen',
          'FC Orsières: Live-Übertragung der Heimspiele auf unserem Lokalkanal',
          'Musikgesellschaften des Tals: Beschallung des Musikfests des Entremont',
          'Bibliothek Liddes: kostenloses öffentliches WLAN und digitale Workshops',
        ],
      },
      { h2: 'Gesuch einreichen' },
      'Gesuche prüfen wir zweimal jährlich, Ende März und Ende September. Senden Sie eine Vorstellung Ihres Vereins und Projekts, das Budget und die angebotene Gegenleistung an sponsoring@entremont.netplus.ch. Wir unterstützen weder politische Parteien noch gewinnorientierte Projekte.',
    ],
    en: [
      'Every year we give 1% of our turnover to local associations in Entremont. We favour youth, amateur sport and village culture over large events that find other sponsors.',
      { h2: 'Our partners this season' },
      {
        ul: [
          'Bagnes ski club: equipment for young racers and timing of regional races',
          'FC Orsières: live coverage of home matches on our local channel',
          'The valley’s brass bands: sound system for the Entremont music festival',
          'Liddes library: free public Wi-Fi and digital workshops',
        ],
      },
      { h2: 'Applying' },
      'Requests are reviewed twice a year, at the end of March and the end of September. Send a presentation of your association and project, the budget and the return you offer to sponsoring@entremont.netplus.ch. We support neither political parties nor profit-making projects.',
    ],
  },
}

export const POINTS_OF_SALE: PageText = {
  body: {
    fr: [
      'Notre boutique du Châble et nos revendeurs de Verbier et d’Orsières vous conseillent, échangent les appareils et encaissent les factures. Vous y testez la box TV 4K, le Wi-Fi 6 et les smartphones de notre gamme, et repartez avec votre carte SIM activée.',
      'Les horaires changent pendant les fêtes de fin d’année et l’entre-saison : ils sont à jour ci-dessous. En hiver, le revendeur de Verbier ouvre aussi le samedi après-midi pour les résidents secondaires. Parking gratuit devant la boutique du Châble, à deux minutes de la gare.',
    ],
    de: [
      'Unser Laden in Le Châble und unsere Wiederverkäufer in Verbier und Orsières beraten Sie, tauschen Geräte und nehmen Rechnungszahlungen entgegen. Sie testen die 4K-TV-Box, Wi-Fi 6 und die Smartphones unseres Sortiments und gehen mit aktivierter SIM-Karte nach Hause.',
      'Über die Festtage und in der Zwischensaison ändern die Öffnungszeiten: Sie sind unten aktuell. Im Winter ist der Wiederverkäufer in Verbier auch am Samstagnachmittag für Zweitwohnungsbesitzer offen. Gratisparkplätze vor dem Laden in Le Châble, zwei Minuten vom Bahnhof.',
    ],
    en: [
      'Our Le Châble shop and our resellers in Verbier and Orsières advise you, swap devices and take bill payments. You can try the 4K TV box, Wi-Fi 6 and the smartphones in our range, and leave with your SIM card activated.',
      'Hours change over the holidays and in the off-season: they are kept up to date below. In winter the Verbier reseller also opens on Saturday afternoons for second-home owners. Free parking in front of the Le Châble shop, two minutes from the station.',
    ],
  },
}

export const RESELLERS: PageText = {
  body: {
    fr: [
      'Électriciens, magasins de télévision et agences immobilières de la vallée revendent nos offres et installent nos équipements. En devenant revendeur agréé, vous recevez une commission sur chaque abonnement conclu, une formation sur nos produits et un accès prioritaire à notre équipe technique.',
      { h2: 'Ce que nous attendons' },
      {
        ul: [
          'Un local ouvert au public dans l’Entremont ou le val de Bagnes',
          'Une personne formée par nos soins pour conseiller les clients',
          'Le respect de nos prix publics et de notre charte qualité',
        ],
      },
      'Les revendeurs déjà agréés trouvent ci-dessous leur espace : fiches produits, listes de prix, formulaires de commande et supports de vente à jour. Pour obtenir un accès, écrivez à revendeurs@entremont.netplus.ch.',
    ],
    de: [
      'Elektriker, TV-Fachgeschäfte und Immobilienagenturen des Tals verkaufen unsere Angebote weiter und installieren unsere Geräte. Als zugelassener Wiederverkäufer erhalten Sie eine Provision auf jedes abgeschlossene Abo, eine Produktschulung und bevorzugten Zugang zu unserem technischen Team.',
      { h2: 'Was wir erwarten' },
      {
        ul: [
          'Ein öffentlich zugängliches Lokal im Entremont oder im Val de Bagnes',
          'Eine von uns geschulte Person für die Kundenberatung',
          'Die Einhaltung unserer öffentlichen Preise und unserer Qualitätscharta',
        ],
      },
      'Bereits zugelassene Wiederverkäufer finden unten ihren Bereich: Produktblätter, Preislisten, Bestellformulare und aktuelle Verkaufsunterlagen. Für einen Zugang schreiben Sie an revendeurs@entremont.netplus.ch.',
    ],
    en: [
      'Electricians, TV shops and estate agencies in the valley resell our offers and install our equipment. As an approved reseller you receive a commission on every plan signed, product training and priority access to our technical team.',
      { h2: 'What we expect' },
      {
        ul: [
          'Premises open to the public in Entremont or the Bagnes valley',
          'A person trained by us to advise customers',
          'Respect for our public prices and our quality charter',
        ],
      },
      'Approved resellers find their area below: product sheets, price lists, order forms and up-to-date sales material. To get access, write to revendeurs@entremont.netplus.ch.',
    ],
  },
}

export const TECHNICAL_SUPPORT: PageText = {
  body: {
    fr: [
      'Nos techniciens du Châble vous répondent par téléphone et se déplacent dans toute la vallée. Avant d’appeler, ces quelques vérifications résolvent la plupart des problèmes en moins de cinq minutes.',
    ],
    de: [
      'Unsere Techniker in Le Châble helfen Ihnen am Telefon und kommen im ganzen Tal vorbei. Vor einem Anruf lösen diese Prüfungen die meisten Probleme in weniger als fünf Minuten.',
    ],
    en: [
      'Our technicians in Le Châble answer by phone and come out anywhere in the valley. Before calling, these few checks solve most problems in under five minutes.',
    ],
  },
  sections: [
    section('self-help', t('Dépannage en cinq étapes', 'Fehlerbehebung in fünf Schritten', 'Troubleshooting in five steps'), {
      fr: [
        {
          ul: [
            'Consultez l’état du réseau : une panne est peut-être déjà annoncée dans votre commune.',
            'Débranchez le modem et la box TV pendant 30 secondes, puis rebranchez le modem en premier.',
            'Vérifiez que le câble coaxial ou la fibre est bien vissé ou clipsé dans la prise murale.',
            'Testez internet avec un câble réseau : si cela fonctionne, le souci vient du Wi-Fi (rapprochez-vous du modem).',
            'Toujours rien ? Notez les voyants du modem et appelez-nous avec votre numéro de client.',
          ],
        },
      ],
      de: [
        {
          ul: [
            'Prüfen Sie den Netzstatus: Vielleicht ist in Ihrer Gemeinde bereits eine Störung gemeldet.',
            'Trennen Sie Modem und TV-Box 30 Sekunden vom Strom und schliessen Sie zuerst das Modem wieder an.',
            'Prüfen Sie, ob Koaxialkabel oder Glasfaser fest in der Wanddose sitzt.',
            'Testen Sie das Internet per Netzwerkkabel: Klappt es, liegt es am WLAN (gehen Sie näher zum Modem).',
            'Immer noch nichts? Notieren Sie die Lämpchen des Modems und rufen Sie uns mit Ihrer Kundennummer an.',
          ],
        },
      ],
      en: [
        {
          ul: [
            'Check the network status: an outage may already be announced in your municipality.',
            'Unplug the modem and the TV box for 30 seconds, then plug the modem back in first.',
            'Make sure the coaxial cable or fibre is firmly screwed or clipped into the wall socket.',
            'Test the internet with a network cable: if that works, the problem is the Wi-Fi (move closer to the modem).',
            'Still nothing? Note the modem’s lights and call us with your client number.',
          ],
        },
      ],
    }),
    section('on-site', t('Intervention à domicile', 'Einsatz vor Ort', 'Home visits'), {
      fr: [
        'Si le problème vient de notre réseau ou de nos appareils, l’intervention est gratuite. Si la panne provient de votre installation intérieure, le déplacement est facturé 85.- plus le temps passé ; le technicien vous l’annonce avant de commencer.',
      ],
      de: [
        'Liegt das Problem an unserem Netz oder unseren Geräten, ist der Einsatz kostenlos. Liegt es an Ihrer Hausinstallation, verrechnen wir 85.- Anfahrt plus Arbeitszeit; der Techniker kündigt es Ihnen vorher an.',
      ],
      en: [
        'If the problem lies in our network or our devices, the visit is free. If it comes from your in-house wiring, the call-out costs 85.- plus the time spent; the technician tells you before starting.',
      ],
    }),
  ],
}

export function downloadsPage({ documents }: TextContext): PageText {
  const list = (locale: Locale): Block[] => [
    {
      ul: [
        ...PRICE_LISTS.map((list) => [{ text: list.label[locale], href: priceListUrl(list.audience, locale) }, ' (PDF)']),
        ...DOWNLOADS.map((document) => [
          { text: document.label[locale], href: documents[document.file] ?? '' },
          ` (PDF${locale === 'fr' ? '' : { de: ', französisch', en: ', in French' }[locale]})`,
        ]),
      ],
    },
  ]
  return {
    body: {
      fr: [
        'Retrouvez ici nos listes de prix, modes d’emploi et conditions contractuelles au format PDF. Les documents sont mis à jour à chaque changement de tarif ; la date de version figure en bas de chaque page. Pour une version imprimée, demandez-la à la boutique du Châble ou par téléphone, nous vous l’envoyons gratuitement par la poste. Un mode d’emploi manque ? Nos techniciens vous guident aussi par téléphone, pas à pas.',
      ],
      de: [
        'Hier finden Sie unsere Preislisten, Anleitungen und Vertragsbedingungen als PDF. Die Dokumente werden bei jeder Tarifänderung aktualisiert; das Versionsdatum steht unten auf jeder Seite. Eine gedruckte Fassung erhalten Sie im Laden in Le Châble oder telefonisch, wir senden sie Ihnen kostenlos per Post. Die Dokumente erscheinen auf Französisch; bei Fragen zu einzelnen Punkten erklären Ihnen unsere Beraterinnen und Berater gerne alles auf Deutsch, am Telefon oder im Laden.',
      ],
      en: [
        'Here you will find our price lists, user guides and contract terms as PDF files. The documents are updated at every price change; the version date is at the bottom of each page. For a printed copy, ask at the Le Châble shop or by phone and we post it to you free of charge. The documents are published in French; our advisers are happy to explain any point in English.',
      ],
    },
    sections: [section('documents', t('Documents', 'Dokumente', 'Documents'), { fr: list('fr'), de: list('de'), en: list('en') })],
  }
}

export function billingPage({ now }: TextContext): PageText {
  const next = nextFirstOfMonth(now)
  return {
    body: {
      fr: [
        `Les factures sont émises mensuellement, à terme échu pour les communications et d’avance pour les abonnements. La prochaine facturation a lieu le ${next}. Le paiement se fait par eBill, recouvrement direct (LSV) ou bulletin QR ; la facture papier coûte 2.- par envoi.`,
      ],
      de: [
        `Rechnungen werden monatlich gestellt, für Verbindungen nachträglich und für Abos im Voraus. Die nächste Rechnungsstellung erfolgt am ${next}. Bezahlt wird per eBill, Lastschrift (LSV) oder QR-Einzahlungsschein; die Papierrechnung kostet 2.- pro Versand.`,
      ],
      en: [
        `Bills are issued monthly, in arrears for calls and in advance for subscriptions. The next billing run is on ${next}. You pay by eBill, direct debit (LSV) or QR payment slip; a paper bill costs 2.- per mailing.`,
      ],
    },
    sections: [
      section('billing-faq', t('Vos questions sur la facture', 'Ihre Fragen zur Rechnung', 'Your questions about the bill'), {
        fr: [
          { h3: 'Pourquoi ma première facture est-elle plus élevée ?' },
          'Elle comprend le mois en cours au prorata depuis l’installation, le mois suivant d’avance et, le cas échéant, les frais d’activation.',
          { h3: 'Que se passe-t-il si je paie en retard ?' },
          'Un rappel gratuit est envoyé après 10 jours, puis un second rappel facturé 20.-. Après 60 jours, les services peuvent être limités.',
          { h3: 'Comment passer à eBill ?' },
          'Dans l’e-banking de votre banque, recherchez Netplus Entremont dans la liste des émetteurs eBill et saisissez votre numéro de client.',
        ],
        de: [
          { h3: 'Warum ist meine erste Rechnung höher?' },
          'Sie enthält den laufenden Monat anteilig ab der Installation, den Folgemonat im Voraus und gegebenenfalls die Aktivierungsgebühr.',
          { h3: 'Was passiert, wenn ich zu spät bezahle?' },
          'Nach 10 Tagen folgt eine kostenlose Erinnerung, danach eine zweite Mahnung für 20.-. Nach 60 Tagen können Dienste eingeschränkt werden.',
          { h3: 'Wie wechsle ich zu eBill?' },
          'Suchen Sie im E-Banking Ihrer Bank Netplus Entremont in der Liste der eBill-Rechnungssteller und geben Sie Ihre Kundennummer ein.',
        ],
        en: [
          { h3: 'Why is my first bill higher?' },
          'It covers the current month pro rata from installation, the following month in advance and, where applicable, the activation fee.',
          { h3: 'What happens if I pay late?' },
          'A free reminder is sent after 10 days, then a second reminder charged 20.-. After 60 days services may be limited.',
          { h3: 'How do I switch to eBill?' },
          'In your bank’s e-banking, look for Netplus Entremont in the list of eBill billers and enter your client number.',
        ],
      }),
    ],
  }
}
