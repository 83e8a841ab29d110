import { section, t, type Section } from './text-seed'

const QUESTIONS = t('Vos questions', 'Ihre Fragen', 'Your questions')

/** The questions each page answers at its end, in its own words (FAQ-like, not the shared FAQ collection). */
export const PAGE_QUESTIONS: Record<number, Section> = {
  477: section('questions', QUESTIONS, {
    fr: [
      { h3: 'Puis-je changer de pack en cours de contrat ?' },
      'Oui, vers un pack supérieur à tout moment et sans frais ; vers un pack inférieur une fois par année contractuelle.',
      { h3: 'Que se passe-t-il si la fibre n’arrive pas encore chez moi ?' },
      'Vous recevez le pack sur le câble coaxial, jusqu’à 1 Gbit/s, et passez gratuitement à la fibre dès qu’elle est disponible.',
    ],
    de: [
      { h3: 'Kann ich das Paket während der Vertragsdauer wechseln?' },
      'Ja, in ein grösseres Paket jederzeit und kostenlos; in ein kleineres Paket einmal pro Vertragsjahr, auf den nächsten Monatsersten.',
      { h3: 'Was ist, wenn die Glasfaser noch nicht bis zu mir reicht?' },
      'Sie erhalten das Paket über das Koaxialkabel mit bis zu 1 Gbit/s und wechseln kostenlos auf Glasfaser, sobald sie in Ihrem Gebäude verfügbar ist. Wir melden uns dann bei Ihnen.',
    ],
    en: [
      { h3: 'Can I change pack during the contract?' },
      'Yes, to a larger pack at any time and free of charge; to a smaller pack once per contract year.',
      { h3: 'What if fibre has not reached my home yet?' },
      'You get the pack over coaxial cable, up to 1 Gbit/s, and move to fibre free of charge as soon as it is available.',
    ],
  }),
  503: section('questions', QUESTIONS, {
    fr: [
      { h3: 'Combien de temps prend le transfert de mon numéro ?' },
      'En général trois jours ouvrables. Votre ancienne carte fonctionne jusqu’au moment du transfert, puis la nouvelle prend le relais automatiquement.',
      { h3: 'Mon téléphone est-il compatible 5G et eSIM ?' },
      'La plupart des smartphones vendus depuis 2021 le sont. Nos conseillers le vérifient pour vous en point de vente ou par téléphone.',
    ],
    de: [
      { h3: 'Wie lange dauert die Portierung meiner Nummer?' },
      'In der Regel drei Arbeitstage. Ihre bisherige Karte funktioniert bis zur Portierung, danach übernimmt die neue Karte automatisch und ohne dass Sie etwas tun müssen.',
      { h3: 'Ist mein Telefon 5G- und eSIM-fähig?' },
      'Die meisten seit 2021 verkauften Smartphones sind es. Unsere Beraterinnen und Berater prüfen das für Sie in der Verkaufsstelle oder am Telefon, und sie übertragen auf Wunsch auch Ihre Kontakte.',
    ],
    en: [
      { h3: 'How long does transferring my number take?' },
      'Usually three working days. Your old card works until the transfer, then the new one takes over automatically.',
      { h3: 'Does my phone support 5G and eSIM?' },
      'Most smartphones sold since 2021 do. Our advisers check it for you in a shop or by phone.',
    ],
  }),
  514: section('questions', QUESTIONS, {
    fr: [
      { h3: 'Faut-il une antenne ou une parabole ?' },
      'Non, la télévision arrive par la prise du téléréseau ou par internet. Aucune installation sur le toit n’est nécessaire.',
      { h3: 'Puis-je garder mon ancien téléviseur ?' },
      'Oui, tout téléviseur avec une prise HDMI convient. Pour la 4K, il faut un écran compatible UHD.',
    ],
    de: [
      { h3: 'Brauche ich eine Antenne oder eine Satellitenschüssel?' },
      'Nein, das Fernsehen kommt über die Kabeldose oder über das Internet. Eine Installation auf dem Dach ist nicht nötig, und auch in Mietwohnungen brauchen Sie keine Bewilligung.',
      { h3: 'Kann ich meinen alten Fernseher behalten?' },
      'Ja, jeder Fernseher mit HDMI-Anschluss eignet sich. Für 4K brauchen Sie einen UHD-fähigen Bildschirm; die Box passt die Auflösung automatisch an.',
    ],
    en: [
      { h3: 'Do I need an aerial or a satellite dish?' },
      'No, television comes through the cable socket or over the internet. Nothing needs to be installed on the roof.',
      { h3: 'Can I keep my old TV set?' },
      'Yes, any TV with an HDMI socket will do. For 4K you need a UHD-capable screen.',
    ],
  }),
  482: section('questions', QUESTIONS, {
    fr: [
      { h3: 'Quels justificatifs dois-je fournir ?' },
      'Une pièce d’identité suisse ou un permis de séjour valable. Aucun justificatif d’études n’est demandé.',
      { h3: 'Mes parents peuvent-ils payer l’abonnement ?' },
      'Oui, l’adresse de facturation peut être différente de l’adresse de raccordement, par exemple celle de vos parents.',
    ],
    de: [
      { h3: 'Welche Nachweise muss ich einreichen?' },
      'Einen gültigen Schweizer Ausweis oder eine Aufenthaltsbewilligung. Ein Studien- oder Lehrnachweis ist nicht nötig, auch nicht für die Mobile-Abos der Mitbewohnenden.',
      { h3: 'Können meine Eltern das Abo bezahlen?' },
      'Ja, die Rechnungsadresse kann von der Anschlussadresse abweichen, zum Beispiel die Adresse Ihrer Eltern. Vertragsinhaber bleiben aber Sie, damit der Jugendrabatt gilt.',
    ],
    en: [
      { h3: 'What documents do I need to provide?' },
      'A valid Swiss identity document or residence permit. No proof of studies is required.',
      { h3: 'Can my parents pay for the plan?' },
      'Yes, the billing address can differ from the connection address, for instance your parents’ address.',
    ],
  }),
  582: section('questions', QUESTIONS, {
    fr: [
      { h3: 'Mon téléphone fonctionne-t-il pendant une coupure de courant ?' },
      'Non, le modem a besoin d’électricité. Pour les personnes qui dépendent d’un appareil d’alarme, nous proposons une batterie de secours à 59.-.',
      { h3: 'Puis-je avoir la téléphonie fixe sans internet ?' },
      'Non : la ligne fixe passe par le modem de votre abonnement internet. Fixe Basic et Fixe Flat se commandent donc avec une offre internet ; le Trio 10 Gbit/s comprend déjà la téléphonie fixe.',
    ],
    de: [
      { h3: 'Funktioniert mein Telefon bei einem Stromausfall?' },
      'Nein, das Modem braucht Strom. Für Personen, die auf ein Notrufgerät angewiesen sind, bieten wir eine Notstrombatterie für 59.- an, die das Modem rund vier Stunden versorgt.',
      { h3: 'Kann ich das Festnetz ohne Internet haben?' },
      'Nein: Die Festnetzlinie läuft über das Modem Ihres Internet-Abos. Fixe Basic und Fixe Flat bestellen Sie deshalb zusammen mit einem Internet-Angebot; im Trio 10 Gbit/s ist das Festnetz schon enthalten.',
    ],
    en: [
      { h3: 'Does my phone work during a power cut?' },
      'No, the modem needs electricity. For people who depend on an alarm device we offer a backup battery at 59.-.',
      { h3: 'Can I have a landline without internet?' },
      'No: the landline runs through the modem of your internet subscription. Fixe Basic and Fixe Flat are therefore ordered with an internet offer; Trio 10 Gbit/s already includes the landline.',
    ],
  }),
  575: section('questions', QUESTIONS, {
    fr: [
      { h3: 'Puis-je garder mon numéro professionnel actuel ?' },
      'Oui, nous reprenons vos numéros fixes et mobiles, y compris les numéros 0848 et les plages de sélection directe.',
      { h3: 'Que se passe-t-il en cas de panne un samedi ?' },
      'Le SLA 8h court sur les heures ouvrables ; le secours 4G maintient votre connexion en attendant l’intervention.',
    ],
    de: [
      { h3: 'Kann ich meine bisherige Geschäftsnummer behalten?' },
      'Ja, wir übernehmen Ihre Festnetz- und Mobilnummern, einschliesslich 0848-Nummern und Durchwahlblöcken. Die Portierung planen wir ausserhalb Ihrer Öffnungszeiten.',
      { h3: 'Was passiert bei einer Störung am Samstag?' },
      'Das SLA 8h läuft während der Geschäftszeiten; das 4G-Backup hält Ihre Verbindung aufrecht, bis unser Techniker eintrifft. Auf Wunsch erweitern wir das SLA auf sieben Tage.',
    ],
    en: [
      { h3: 'Can I keep my current business number?' },
      'Yes, we take over your landline and mobile numbers, including 0848 numbers and direct-dial ranges.',
      { h3: 'What if there is a fault on a Saturday?' },
      'The 8h SLA runs in business hours; the 4G backup keeps you connected until the technician arrives.',
    ],
  }),
  554: section('questions', t('Mise en service', 'Aufschaltung', 'Getting started'), {
    fr: [
      'Après votre demande, un ingénieur visite vos locaux, relève le cheminement de la fibre et dimensionne les équipements. Vous recevez une offre détaillée sous dix jours ouvrables, puis un planning de mise en service coordonné avec votre informaticien ou votre prestataire.',
    ],
    de: [
      'Nach Ihrer Anfrage besichtigt ein Ingenieur Ihre Räume, erfasst den Verlauf der Glasfaser und dimensioniert die Geräte. Sie erhalten innert zehn Arbeitstagen eine detaillierte Offerte und danach einen Aufschaltungsplan, abgestimmt mit Ihrer Informatikabteilung oder Ihrem IT-Dienstleister. Die Umschaltung erfolgt auf Wunsch am Abend oder am Wochenende.',
    ],
    en: [
      'After your request an engineer visits your premises, surveys the fibre route and sizes the equipment. You receive a detailed offer within ten working days, then an activation schedule coordinated with your IT staff or provider.',
    ],
  }),
  568: section('questions', QUESTIONS, {
    fr: [
      { h3: 'Les collaborateurs peuvent-ils garder leur numéro privé ?' },
      'Oui, avec leur accord nous transférons leur numéro sur le compte de l’entreprise, et le leur rendons à leur départ.',
      { h3: 'Comment limiter les coûts de roaming ?' },
      'Fixez un plafond mensuel par carte dans le portail ; au-delà, la data à l’étranger est bloquée jusqu’à votre validation.',
    ],
    de: [
      { h3: 'Können Mitarbeitende ihre private Nummer behalten?' },
      'Ja, mit ihrem Einverständnis übertragen wir die Nummer auf das Firmenkonto und geben sie beim Austritt wieder zurück. Der Wechsel erfolgt ohne Unterbruch.',
      { h3: 'Wie begrenze ich die Roamingkosten?' },
      'Legen Sie im Portal pro Karte eine monatliche Obergrenze fest; darüber werden Daten im Ausland gesperrt, bis Sie sie freigeben. Sie erhalten zudem eine Warnung per E-Mail.',
    ],
    en: [
      { h3: 'Can staff keep their private number?' },
      'Yes, with their consent we move their number to the company account and hand it back when they leave.',
      { h3: 'How can I limit roaming costs?' },
      'Set a monthly cap per card in the portal; above it, data abroad is blocked until you approve it.',
    ],
  }),
  565: section('questions', QUESTIONS, {
    fr: [
      { h3: 'Mon central est-il compatible ?' },
      'Tout central conforme SIP RFC 3261 fonctionne. Nous fournissons les paramètres et testons la connexion avec votre intégrateur avant la bascule.',
      { h3: 'Que se passe-t-il si ma connexion internet tombe ?' },
      'Les appels entrants sont redirigés automatiquement vers le numéro de secours de votre choix.',
    ],
    de: [
      { h3: 'Ist meine Anlage kompatibel?' },
      'Jede Anlage nach SIP RFC 3261 funktioniert. Wir liefern die Parameter und testen die Verbindung mit Ihrem Integrator vor der Umschaltung, damit am Stichtag alles läuft.',
      { h3: 'Was passiert, wenn meine Internetverbindung ausfällt?' },
      'Eingehende Anrufe werden automatisch auf die Notfallnummer Ihrer Wahl umgeleitet, etwa ein Mobiltelefon oder einen anderen Standort. Sobald die Leitung wieder steht, läuft alles normal weiter.',
    ],
    en: [
      { h3: 'Is my phone system compatible?' },
      'Any system compliant with SIP RFC 3261 works. We supply the settings and test the link with your integrator before switching over.',
      { h3: 'What happens if my internet connection goes down?' },
      'Incoming calls are redirected automatically to the fallback number of your choice.',
    ],
  }),
  2161: section('questions', QUESTIONS, {
    fr: [
      { h3: 'Quelles licences Microsoft faut-il ?' },
      'Une licence Teams Phone par utilisateur, incluse dans Microsoft 365 E5 ou disponible en complément des autres abonnements.',
      { h3: 'Peut-on combiner Teams et des téléphones analogiques ?' },
      'Oui, les fax, portiers et téléphones d’ascenseur restent raccordés par un adaptateur que nous installons.',
    ],
    de: [
      { h3: 'Welche Microsoft-Lizenzen sind nötig?' },
      'Eine Teams-Phone-Lizenz pro Benutzer, in Microsoft 365 E5 enthalten oder als Ergänzung zu den übrigen Abos erhältlich. Wir beraten Sie gerne zur passenden Kombination.',
      { h3: 'Lassen sich Teams und analoge Telefone kombinieren?' },
      'Ja, Fax, Türsprechanlagen und Lifttelefone bleiben über einen Adapter angeschlossen, den wir installieren und überwachen. So bleibt auch der Notruf aus dem Lift gewährleistet.',
    ],
    en: [
      { h3: 'Which Microsoft licences are needed?' },
      'One Teams Phone licence per user, included in Microsoft 365 E5 or available as an add-on to other plans.',
      { h3: 'Can Teams be combined with analogue phones?' },
      'Yes, fax machines, door entry systems and lift phones stay connected through an adapter we install.',
    ],
  }),
  560: section('questions', QUESTIONS, {
    fr: [
      { h3: 'Combien de temps prend la migration ?' },
      'Pour une PME de vingt postes, comptez trois semaines entre la commande et la bascule, qui se fait le soir sans interruption.',
      { h3: 'Puis-je réduire le nombre de postes ?' },
      'Oui, chaque mois, avec un préavis de 30 jours, dans la limite de la moitié des postes commandés à l’origine.',
    ],
    de: [
      { h3: 'Wie lange dauert die Migration?' },
      'Für ein KMU mit zwanzig Arbeitsplätzen rechnen Sie mit drei Wochen zwischen Bestellung und Umschaltung, die am Abend ohne Unterbruch erfolgt. Vorher schulen wir Ihre Mitarbeitenden kurz.',
      { h3: 'Kann ich die Anzahl Arbeitsplätze reduzieren?' },
      'Ja, monatlich mit 30 Tagen Frist, bis zur Hälfte der ursprünglich bestellten Arbeitsplätze. Eine Erhöhung ist jederzeit und ohne Frist möglich.',
    ],
    en: [
      { h3: 'How long does the migration take?' },
      'For an SME with twenty seats, allow three weeks from order to switch-over, which happens in the evening without interruption.',
      { h3: 'Can I reduce the number of seats?' },
      'Yes, monthly with 30 days’ notice, down to half the seats originally ordered.',
    ],
  }),
}

/** More of a page's own words, where its subject asks for one more part. */
export const PAGE_NOTES: Record<number, Section> = {
  159: section('annual-report', t('Rapport de gestion', 'Geschäftsbericht', 'Annual report'), {
    fr: [
      'Le dernier exercice s’est clos sur un chiffre d’affaires de 148 millions de francs et 41 millions d’investissements dans le réseau. Aucun dividende n’a été versé au-delà de 3 % du capital : le solde finance la fibre dans les régions de montagne.',
    ],
    de: [
      'Das letzte Geschäftsjahr schloss mit einem Umsatz von 148 Millionen Franken und Investitionen von 41 Millionen Franken ins Netz. Es wurde keine Dividende über 3 % des Kapitals ausgeschüttet: Der Rest finanziert die Glasfaser in den Bergregionen, wo sich der Ausbau für rein private Anbieter nicht lohnen würde.',
    ],
    en: [
      'The last financial year closed with turnover of 148 million francs and 41 million invested in the network. No dividend above 3% of the capital was paid: the rest funds fibre in the mountain regions.',
    ],
  }),
  551: section('at-home', t('Service à domicile', 'Service bei Ihnen zu Hause', 'Service at home'), {
    fr: [
      'Nos techniciens installent le modem, la box TV et le Wi-Fi chez vous, vérifient le câblage et vous montrent les premières fonctions. L’installation standard est offerte ; le Wi-Fi maillé pour les grandes maisons est posé en une seule visite.',
    ],
    de: [
      'Unsere Techniker installieren Modem, TV-Box und WLAN bei Ihnen, prüfen die Verkabelung und zeigen Ihnen die ersten Funktionen. Die Standardinstallation ist kostenlos; ein Mesh-WLAN für grosse Häuser wird im selben Besuch eingerichtet, damit Sie nur einmal zu Hause bleiben müssen.',
    ],
    en: [
      'Our technicians install the modem, TV box and Wi-Fi at your home, check the wiring and show you the first features. Standard installation is free; mesh Wi-Fi for large houses is set up in the same visit.',
    ],
  }),
  576: section('meeting', t('Pour préparer l’entretien', 'Für das Beratungsgespräch', 'To prepare the meeting'), {
    fr: [
      {
        ul: [
          'Le nombre de collaborateurs et de sites à raccorder',
          'Vos contrats actuels et leurs échéances',
          'Votre central téléphonique et vos numéros',
          'Les applications critiques (caisse, cloud, visioconférence)',
          'Les déménagements, agrandissements ou nouveaux sites prévus dans les deux ans',
        ],
      },
    ],
    de: [
      {
        ul: [
          'Die Anzahl Mitarbeitende und anzuschliessende Standorte',
          'Ihre aktuellen Verträge und deren Laufzeiten',
          'Ihre Telefonanlage und Ihre Nummern',
          'Ihre geschäftskritischen Anwendungen (Kasse, Cloud, Videokonferenz)',
          'Geplante Umzüge, Erweiterungen oder neue Standorte in den nächsten zwei Jahren',
        ],
      },
    ],
    en: [
      {
        ul: [
          'The number of staff and sites to connect',
          'Your current contracts and their end dates',
          'Your phone system and your numbers',
          'Your critical applications (till, cloud, video conferencing)',
          'Moves, extensions or new sites planned within two years',
        ],
      },
    ],
  }),
  744: section('faults', t('Pannes et urgences', 'Störungen und Notfälle', 'Faults and emergencies'), {
    fr: [
      'En dehors des heures d’ouverture, les pannes touchant tout un quartier sont suivies par notre centre de supervision, qui déclenche l’intervention d’un technicien de piquet. Les appels d’urgence 112, 117, 118 et 144 restent possibles depuis votre mobile même si la ligne fixe est coupée.',
    ],
    de: [
      'Ausserhalb der Öffnungszeiten überwacht unsere Netzleitstelle Störungen, die ein ganzes Quartier betreffen, und bietet den Pikett-Techniker auf. Die Notrufnummern 112, 117, 118 und 144 erreichen Sie auch bei unterbrochenem Festnetz über Ihr Mobiltelefon. Nach der Behebung erhalten Abonnenten der Störungsmeldungen eine E-Mail.',
    ],
    en: [
      'Outside opening hours, faults affecting a whole neighbourhood are tracked by our monitoring centre, which calls out an on-duty technician. Emergency numbers 112, 117, 118 and 144 can still be reached from your mobile if the landline is down.',
    ],
  }),
  1353: section('values', t('Ce qui nous guide', 'Was uns leitet', 'What guides us'), {
    fr: [
      'Investir là où les grands opérateurs ne viennent pas, répondre au téléphone avec l’accent de la vallée et rester joignables pendant la saison. Nos bénéfices restent dans l’Entremont : ils financent le réseau, les apprentissages et les sociétés locales.',
    ],
    de: [
      'Dort investieren, wo die grossen Anbieter nicht hinkommen, am Telefon mit dem Akzent des Tals antworten und auch in der Hochsaison erreichbar bleiben. Unsere Gewinne bleiben im Entremont: Sie finanzieren das Netz, die Lehrstellen und die Vereine der Region.',
    ],
    en: [
      'Investing where the big operators do not go, answering the phone with the valley’s accent and staying reachable during the season. Our profits stay in Entremont: they fund the network, apprenticeships and local associations.',
    ],
  }),
  1361: section('connect-building', t('Raccorder votre bâtiment', 'Ihr Gebäude anschliessen', 'Connecting your building'), {
    fr: [
      'Propriétaires et régies : le raccordement fibre d’un bâtiment existant est gratuit lorsque nous passons dans la rue. Pour une construction neuve, annoncez le projet dès le permis de construire ; nous posons le tube et la prise sans frais jusqu’à quatre logements.',
    ],
    de: [
      'Eigentümer und Verwaltungen: Der Glasfaseranschluss eines bestehenden Gebäudes ist kostenlos, wenn wir in der Strasse bauen. Melden Sie einen Neubau bereits mit dem Baugesuch an; wir verlegen Rohr und Dose bis zu vier Wohnungen ohne Kosten und koordinieren uns mit Ihrem Elektriker.',
    ],
    en: [
      'Owners and property managers: connecting an existing building to fibre is free when we are working in the street. For a new building, tell us about the project at the planning permit stage; we lay the duct and socket free of charge for up to four homes.',
    ],
  }),
  1366: section('criteria', t('Nos critères', 'Unsere Kriterien', 'Our criteria'), {
    fr: ['Nous privilégions les projets ouverts à tous, portés par des bénévoles et ancrés dans une commune de notre réseau.'],
    de: [
      'Wir bevorzugen Projekte, die allen offenstehen, von Freiwilligen getragen werden und in einer Gemeinde unseres Netzes verankert sind. Jedes Gesuch erhält eine schriftliche Antwort.',
    ],
    en: ['We favour projects open to everyone, run by volunteers and rooted in a municipality on our network.'],
  }),
  1370: section('returns', t('Retour des appareils', 'Rückgabe der Geräte', 'Returning equipment'), {
    fr: [
      'En fin de contrat, rapportez le modem, la box TV et leurs télécommandes dans un point de vente, ou demandez une étiquette de retour gratuite. Un appareil non restitué dans les 30 jours est facturé selon la liste de prix.',
    ],
    de: [
      'Bringen Sie am Vertragsende Modem, TV-Box und Fernbedienungen in eine Verkaufsstelle oder verlangen Sie eine kostenlose Rücksendeetikette. Ein Gerät, das nicht innert 30 Tagen zurückkommt, wird gemäss Preisliste verrechnet. Sie erhalten für jede Rückgabe eine Quittung.',
    ],
    en: [
      'At the end of your contract, bring the modem, TV box and remote controls to a shop, or ask for a free return label. Equipment not returned within 30 days is charged according to the price list.',
    ],
  }),
  1375: section('benefits', t('Vos avantages', 'Ihre Vorteile', 'Your benefits'), {
    fr: [
      'Commission de 80.- par pack combiné et de 30.- par abonnement mobile, versée chaque trimestre, et matériel de démonstration prêté gratuitement.',
    ],
    de: [
      'Provision von 80.- pro Kombipaket und 30.- pro Mobile-Abo, vierteljährlich ausbezahlt, dazu kostenlos ausgeliehenes Demomaterial und eine jährliche Weiterbildung zu unseren neuen Produkten.',
    ],
    en: [
      'A commission of 80.- per combined pack and 30.- per mobile plan, paid quarterly, and demonstration equipment lent free of charge.',
    ],
  }),
  2121: section('archive', t('Anciennes versions', 'Frühere Versionen', 'Earlier versions'), {
    fr: [
      'Vous avez besoin des conditions ou des tarifs en vigueur au moment de votre commande ? Demandez l’ancienne version à notre service clientèle en indiquant la date de votre contrat.',
    ],
    de: [
      'Sie brauchen die Bedingungen oder Tarife, die bei Ihrer Bestellung galten? Verlangen Sie die frühere Version bei unserem Kundendienst und geben Sie das Datum Ihres Vertrags an. Wir senden sie Ihnen per E-Mail.',
    ],
    en: [
      'Need the terms or prices that applied when you ordered? Ask our customer service for the earlier version, giving the date of your contract.',
    ],
  }),
  1381: section('billing-address', t('Changer d’adresse de facturation', 'Rechnungsadresse ändern', 'Changing the billing address'), {
    fr: [
      'Une nouvelle adresse de facturation ou un autre titulaire de compte se change dans l’espace client ou par le formulaire de contact.',
    ],
    de: ['Eine neue Rechnungsadresse oder einen anderen Kontoinhaber ändern Sie im Kundenbereich oder über das Kontaktformular.'],
    en: ['A new billing address or another account holder can be changed in the customer area or through the contact form.'],
  }),
  3201: section('why', t('Pourquoi une Academy ?', 'Warum eine Academy?', 'Why an Academy?'), {
    fr: [
      'Parce qu’une connexion rapide ne sert à rien si l’on n’ose pas s’en servir. Nos techniciens répondent chaque jour aux mêmes questions : nous avons préféré y consacrer du temps en groupe, tranquillement, plutôt qu’en quelques minutes au téléphone.',
    ],
    de: [
      'Weil eine schnelle Verbindung nichts nützt, wenn man sich nicht traut, sie zu nutzen. Unsere Techniker beantworten täglich dieselben Fragen: Wir nehmen uns lieber in der Gruppe in Ruhe Zeit dafür als ein paar Minuten am Telefon.',
    ],
    en: [
      'Because a fast connection is of no use if you do not dare to use it. Our technicians answer the same questions every day: we would rather take time over them in a group, calmly, than in a few minutes on the phone.',
    ],
  }),
  3209: section('access', t('Accès', 'Anreise', 'Getting there'), {
    fr: ['Sion : à 5 minutes à pied de la gare. Le Châble : parking gratuit devant la boutique. Fribourg : bus 1, arrêt Charmettes.'],
    de: [
      'Sitten: 5 Gehminuten vom Bahnhof. Le Châble: Gratisparkplätze vor dem Laden. Freiburg: Bus 1, Haltestelle Charmettes. Alle Räume sind stufenlos erreichbar.',
    ],
    en: ['Sion: 5 minutes’ walk from the station. Le Châble: free parking in front of the shop. Fribourg: bus 1, Charmettes stop.'],
  }),
}
