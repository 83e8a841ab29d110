import { formatPrice } from '@/lib/formats'

import { packChannelCount } from '../channels-data'
import { seededPrice } from '../products-data'
import { SITE_SETTINGS } from '../site-settings-data'
import type { L } from '../upsert'
import { t } from './text-seed'

type SiteValue = '1' | '2' | '3'

/** A news text: paragraphs separated by a blank line (the article splits them there; the first is the lead). */
const text = (...paragraphs: string[]) => paragraphs.join('\n\n')

/** A catalogue price of the site, written as the site writes prices ("CHF 109.-", "CHF 29.90"). */
const chf = (amount: number) => `CHF ${formatPrice(amount)}`
const monthly = (slug: string, site: SiteValue) => chf(seededPrice(slug, site).monthly)
const promotional = (slug: string, site: SiteValue) => {
  const price = seededPrice(slug, site).promotion
  if (price === null) throw new Error(`seed: ${slug} has no promotion`)
  return chf(price)
}
const firstFee = (slug: string, site: SiteValue) => {
  const [fee] = seededPrice(slug, site).fees
  if (fee === undefined) throw new Error(`seed: ${slug} has no fee`)
  return chf(fee)
}
const cityOf = (site: SiteValue) => SITE_SETTINGS.find((settings) => settings.site === site)?.address.city ?? ''
/** The basic TV pack's channel count, as its offer card states it. */
const BASIC_CHANNELS = packChannelCount('basic')

/**
 * The demo news of every site: a lead, then the paragraphs of an operator's news. Prices, speeds and
 * channel counts come from the catalogue; dates are relative, so the texts never go stale.
 */
export const NEWS_TOPICS: { title: L; text: (site: SiteValue) => L }[] = [
  {
    title: t(
      'La fibre 10 Gbit/s arrive dans votre commune',
      'Glasfaser mit 10 Gbit/s in Ihrer Gemeinde',
      '10 Gbit/s fibre reaches your town',
    ),
    text: (site) =>
      t(
        text(
          `Dès ce mois, les premiers foyers de la région peuvent être raccordés à la fibre jusqu’à 10 Gbit/s. Le déploiement se poursuit rue par rue ces prochaines semaines, et la vérification d’adresse du site vous dit en quelques secondes si votre immeuble est déjà prêt.`,
          `Le débit est symétrique : vous envoyez vos fichiers aussi vite que vous les recevez. Sauvegardes dans le cloud, visioconférences en haute définition et consoles de jeu profitent toutes de la même connexion, sans ralentir les autres appareils du ménage.`,
          `Le pack Trio 10 Gbit/s réunit internet, la télévision en 4K et la téléphonie fixe avec appels illimités en Suisse pour ${monthly('trio-10g', site)} par mois. Si vous n’avez pas besoin d’autant, Internet 300 reste disponible dès ${monthly('internet-300', site)} par mois, et vous pourrez changer d’offre à tout moment.`,
          `Le raccordement est réalisé par un technicien de la région, qui installe la prise optique et le modem et vérifie le débit avec vous. Le plus souvent, aucun travail de génie civil n’est nécessaire dans votre logement.`,
        ),
        text(
          `Ab diesem Monat können die ersten Haushalte der Region mit bis zu 10 Gbit/s an die Glasfaser angeschlossen werden. Der Ausbau geht in den kommenden Wochen Strasse für Strasse weiter, und die Adressprüfung auf unserer Website zeigt Ihnen in Sekunden, ob Ihr Haus bereits erschlossen ist.`,
          `Die Geschwindigkeit ist symmetrisch: Sie senden Dateien so schnell, wie Sie sie empfangen. Cloud-Backups, Videokonferenzen in HD und Spielkonsolen nutzen dieselbe Verbindung, ohne die anderen Geräte im Haushalt zu bremsen.`,
          `Das Paket Trio 10 Gbit/s vereint Internet, Fernsehen in 4K und Festnetz mit unbegrenzten Anrufen in der Schweiz für ${monthly('trio-10g', site)} pro Monat. Wer weniger braucht, erhält Internet 300 ab ${monthly('internet-300', site)} pro Monat und kann jederzeit das Angebot wechseln.`,
          `Den Anschluss erstellt ein Techniker aus der Region: Er montiert die Glasfaserdose und das Modem und prüft die Geschwindigkeit mit Ihnen. Meistens sind in Ihrer Wohnung keine baulichen Arbeiten nötig.`,
        ),
        text(
          `From this month, the first households in the region can be connected to fibre at up to 10 Gbit/s. The roll-out continues street by street over the coming weeks, and the address check on our website tells you in seconds whether your building is ready.`,
          `The speed is symmetric: you send files as fast as you receive them. Cloud backups, HD video calls and games consoles all share the same connection without slowing down the other devices in your home.`,
          `The Trio 10 Gbit/s pack brings together internet, 4K television and a landline with unlimited calls in Switzerland for ${monthly('trio-10g', site)} a month. If you need less, Internet 300 is available from ${monthly('internet-300', site)} a month, and you can change your plan at any time.`,
          `A technician from the region makes the connection: they fit the fibre socket and the modem and check the speed with you. In most cases no building work is needed in your home.`,
        ),
      ),
  },
  {
    title: t('Nouvelle box TV 4K', 'Neue 4K-TV-Box', 'New 4K TV box'),
    text: (site) =>
      t(
        text(
          `Notre nouvelle box TV 4K est arrivée : plus rapide au démarrage, silencieuse grâce à son refroidissement sans ventilateur et compatible avec les images HDR et Dolby Vision.`,
          `Le changement de chaîne est quasi instantané, le guide des programmes s’affiche sans attente et la télécommande se commande aussi à la voix. Le replay, les enregistrements dans le cloud et les applications de streaming sont regroupés sur le même écran d’accueil.`,
          `Les nouveaux abonnés TV la reçoivent avec leur abonnement ; les frais uniques restent de ${firstFee('tv-basic', site)}. Vous voulez la télévision dans une autre pièce ? Une box supplémentaire coûte ${monthly('tv-box', site)} par mois, avec les mêmes fonctions que la première.`,
          `Les clients actuels peuvent échanger leur ancienne box dans nos points de vente ou la recevoir par la poste. Il suffit ensuite de la brancher : vos enregistrements et vos favoris sont conservés, car ils sont liés à votre compte et non à l’appareil. Nos conseillers vous montrent volontiers les nouvelles fonctions lors de votre passage en magasin.`,
        ),
        text(
          `Unsere neue 4K-TV-Box ist da: Sie startet schneller, arbeitet dank lüfterloser Kühlung geräuschlos und unterstützt HDR- und Dolby-Vision-Bilder.`,
          `Der Senderwechsel erfolgt praktisch ohne Verzögerung, der Programmführer erscheint sofort und die Fernbedienung lässt sich auch per Sprache steuern. Replay, Cloud-Aufnahmen und Streaming-Apps finden Sie auf demselben Startbildschirm.`,
          `Neue TV-Kundinnen und -Kunden erhalten sie mit ihrem Abo; die einmaligen Kosten betragen weiterhin ${firstFee('tv-basic', site)}. Sie möchten in einem weiteren Raum fernsehen? Eine zusätzliche Box kostet ${monthly('tv-box', site)} pro Monat und bietet dieselben Funktionen wie die erste.`,
          `Bestehende Kundinnen und Kunden tauschen ihre alte Box in unseren Shops oder erhalten die neue per Post. Danach genügt es, sie anzuschliessen: Aufnahmen und Favoriten bleiben erhalten, denn sie gehören zu Ihrem Konto und nicht zum Gerät. Gerne zeigen Ihnen unsere Beraterinnen und Berater die neuen Funktionen bei Ihrem nächsten Besuch im Shop.`,
        ),
        text(
          `Our new 4K TV box has arrived: it starts up faster, runs silently thanks to fanless cooling and supports HDR and Dolby Vision pictures.`,
          `Changing channel is almost instant, the programme guide appears without waiting and the remote also takes voice commands. Replay, cloud recordings and streaming apps all sit on the same home screen.`,
          `New TV customers receive it with their subscription; the one-off fee is still ${firstFee('tv-basic', site)}. Want television in another room? An extra box costs ${monthly('tv-box', site)} a month, with the same features as the first one.`,
          `Existing customers can swap their old box in our shops or receive the new one by post. Then just plug it in: your recordings and favourites are kept, because they belong to your account, not to the device. Our advisers will gladly show you the new features when you next visit one of our shops.`,
        ),
      ),
  },
  {
    title: t(
      'Roaming : vos données incluses en Europe',
      'Roaming: Ihre Daten in Europa inklusive',
      'Roaming: your data included in Europe',
    ),
    text: (site) =>
      t(
        text(
          `Avant de partir en vacances ou en voyage d’affaires, vérifiez ce que votre abonnement mobile inclut à l’étranger : avec Mobile Plus et Mobile Max, une partie de vos données est déjà comprise dans les pays de l’Union européenne.`,
          `Mobile Plus, à ${monthly('mobile-plus', site)} par mois, inclut 5 Go de données en roaming dans l’UE. Mobile Max, à ${monthly('mobile-max', site)} par mois, en inclut 20 Go et vous donne accès à la 5G. Les appels et les données au-delà de ce volume sont facturés au tarif de la zone de destination.`,
          `Notre outil de tarifs roaming indique, pays par pays, ce que coûtent une minute d’appel, un SMS et un mégaoctet de données selon votre abonnement. Consultez-le avant le départ : vous saurez exactement à quoi vous attendre.`,
          `Dans votre espace client, vous pouvez fixer une limite de dépenses à l’étranger et recevoir un SMS lorsque vous en approchez. Pour un long séjour, pensez aussi au wifi de votre hébergement pour les mises à jour et les sauvegardes.`,
        ),
        text(
          `Prüfen Sie vor den Ferien oder der Geschäftsreise, was Ihr Mobile-Abo im Ausland enthält: Mit Mobile Plus und Mobile Max ist in den Ländern der Europäischen Union bereits ein Teil Ihrer Daten inbegriffen.`,
          `Mobile Plus für ${monthly('mobile-plus', site)} pro Monat enthält 5 GB Roaming-Daten in der EU. Mobile Max für ${monthly('mobile-max', site)} pro Monat enthält 20 GB und bietet Zugang zu 5G. Anrufe und Daten über dieses Volumen hinaus werden zum Tarif der Zielzone verrechnet.`,
          `Unser Roaming-Tarifrechner zeigt Land für Land, was eine Gesprächsminute, eine SMS und ein Megabyte Daten mit Ihrem Abo kosten. Schauen Sie vor der Abreise nach: So wissen Sie genau, womit Sie rechnen müssen.`,
          `Im Kundenbereich legen Sie eine Kostenlimite für das Ausland fest und erhalten eine SMS, wenn Sie sich ihr nähern. Für einen längeren Aufenthalt nutzen Sie für Updates und Backups am besten das WLAN Ihrer Unterkunft.`,
        ),
        text(
          `Before you leave on holiday or on a business trip, check what your mobile plan includes abroad: with Mobile Plus and Mobile Max, part of your data is already included in the countries of the European Union.`,
          `Mobile Plus, at ${monthly('mobile-plus', site)} a month, includes 5 GB of roaming data in the EU. Mobile Max, at ${monthly('mobile-max', site)} a month, includes 20 GB and gives you 5G. Calls and data beyond that volume are charged at the rate of the destination zone.`,
          `Our roaming tariff tool shows, country by country, what a minute of calling, a text and a megabyte of data cost with your plan. Look it up before you go and you will know exactly what to expect.`,
          `In your customer area you can set a spending limit abroad and get a text message when you come close to it. For a long stay, use your accommodation’s wifi for updates and backups.`,
        ),
      ),
  },
  {
    title: t('Travaux de maintenance nocturnes', 'Nächtliche Wartungsarbeiten', 'Night-time maintenance works'),
    text: () =>
      t(
        text(
          `Ces prochaines semaines, nos équipes modernisent les équipements centraux du réseau. Les travaux ont lieu la nuit, entre 1 h et 5 h, et peuvent provoquer de brèves coupures d’internet, de la télévision et de la téléphonie fixe.`,
          `Ces interventions remplacent des routeurs et des cartes optiques par des modèles plus récents, qui consomment moins d’énergie et préparent le réseau aux débits les plus élevés. Nous les planifions quartier par quartier pour limiter la gêne au strict minimum.`,
          `La page État du réseau indique les travaux en cours et à venir pour votre localité. Vous pouvez aussi vous abonner aux alertes par e-mail : nous vous prévenons au début d’une intervention et dès que le service est rétabli.`,
          `En règle générale, aucune action n’est nécessaire de votre part. Si votre connexion ne revient pas après les travaux, redémarrez votre modem et votre box TV ; si le problème persiste, notre service technique vous aide par téléphone.`,
        ),
        text(
          `In den kommenden Wochen modernisieren unsere Teams die zentralen Netzeinrichtungen. Die Arbeiten finden nachts zwischen 1 und 5 Uhr statt und können kurze Unterbrüche von Internet, Fernsehen und Festnetz verursachen.`,
          `Dabei ersetzen wir Router und optische Karten durch neuere Modelle, die weniger Energie verbrauchen und das Netz für die höchsten Geschwindigkeiten bereit machen. Wir planen die Einsätze Quartier für Quartier, um die Störungen so gering wie möglich zu halten.`,
          `Die Seite Netzstatus zeigt laufende und geplante Arbeiten in Ihrer Ortschaft. Sie können auch E-Mail-Warnungen abonnieren: Wir informieren Sie zu Beginn eines Einsatzes und sobald der Dienst wiederhergestellt ist.`,
          `In der Regel müssen Sie nichts unternehmen. Kommt Ihre Verbindung nach den Arbeiten nicht zurück, starten Sie Modem und TV-Box neu; besteht das Problem weiter, hilft Ihnen unser technischer Dienst am Telefon.`,
        ),
        text(
          `Over the coming weeks our teams are upgrading the network’s core equipment. The works take place at night, between 1 and 5 am, and may cause short interruptions to internet, television and landline service.`,
          `We are replacing routers and optical cards with newer models that use less energy and prepare the network for the highest speeds. We schedule the works district by district to keep the disruption to a minimum.`,
          `The Network status page lists current and planned works for your town. You can also subscribe to e-mail alerts: we let you know when works start and as soon as the service is back.`,
          `As a rule you do not need to do anything. If your connection does not come back after the works, restart your modem and TV box; if the problem persists, our technical support will help you by phone.`,
        ),
      ),
  },
  {
    title: t('Nous soutenons le club de hockey local', 'Wir unterstützen den lokalen Hockeyclub', 'We support the local hockey club'),
    text: () =>
      t(
        text(
          `Nous devenons partenaire du mouvement junior du club de hockey de la région. Notre soutien finance l’équipement des plus jeunes, les heures de glace et la formation des entraîneurs bénévoles.`,
          `Le hockey fait partie de la vie de nos vallées depuis des générations. Chaque semaine, des centaines d’enfants et d’adolescents chaussent les patins, encadrés par des bénévoles qui donnent leurs soirées et leurs week-ends. Nous voulons que chaque enfant qui le souhaite puisse jouer, quel que soit le budget de sa famille.`,
          `Le partenariat comprend aussi la connexion de la patinoire : la fibre permet de diffuser les matchs juniors en direct sur internet, pour les grands-parents et les familles qui ne peuvent pas se déplacer.`,
          `Vous nous croiserez aux tournois de la saison, où nos collaborateurs tiendront la buvette au profit du club. Venez encourager la relève avec nous ! Les dates des tournois sont annoncées sur les réseaux sociaux du club et dans nos points de vente.`,
        ),
        text(
          `Wir werden Partner der Nachwuchsabteilung des Hockeyclubs der Region. Unsere Unterstützung finanziert die Ausrüstung der Jüngsten, Eiszeiten und die Ausbildung der ehrenamtlichen Trainerinnen und Trainer.`,
          `Hockey gehört seit Generationen zum Leben in unseren Tälern. Jede Woche stehen Hunderte Kinder und Jugendliche auf dem Eis, betreut von Freiwilligen, die ihre Abende und Wochenenden einsetzen. Wir wollen, dass jedes Kind spielen kann, das möchte, unabhängig vom Budget seiner Familie.`,
          `Zur Partnerschaft gehört auch der Anschluss der Eishalle: Dank Glasfaser werden die Nachwuchsspiele live im Internet übertragen, für Grosseltern und Familien, die nicht vor Ort sein können.`,
          `Sie treffen uns an den Turnieren der Saison, wo unsere Mitarbeitenden die Festwirtschaft zugunsten des Clubs führen. Feuern Sie den Nachwuchs mit uns an! Die Turnierdaten gibt der Club auf seinen sozialen Netzwerken bekannt, und Sie finden sie auch in unseren Shops. Wir freuen uns auf viele Zuschauerinnen und Zuschauer.`,
        ),
        text(
          `We are becoming a partner of the youth section of the region’s hockey club. Our support pays for the youngest players’ kit, ice time and the training of volunteer coaches.`,
          `Hockey has been part of life in our valleys for generations. Every week hundreds of children and teenagers lace up their skates, coached by volunteers who give up their evenings and weekends. We want every child who wishes to play to be able to, whatever their family’s budget.`,
          `The partnership also includes connecting the rink: fibre lets the club stream youth games live on the internet, for grandparents and families who cannot come along.`,
          `You will meet us at the season’s tournaments, where our staff will run the refreshment stand for the club. Come and cheer on the young players with us! The club announces the tournament dates on its social networks, and you will also find them in our shops.`,
        ),
      ),
  },
  {
    title: t('Academy : ateliers smartphone gratuits', 'Academy: kostenlose Smartphone-Kurse', 'Academy: free smartphone workshops'),
    text: () =>
      t(
        text(
          `Notre Academy ouvre de nouveaux ateliers smartphone gratuits, le mercredi après-midi. Ils s’adressent à toutes celles et ceux qui veulent se sentir à l’aise avec leur téléphone, qu’il soit Android ou iPhone.`,
          `En petit groupe et dans une ambiance détendue, nos formateurs vous montrent comment régler votre appareil, envoyer des photos à vos proches, passer un appel vidéo, utiliser les applications de transport et de paiement et protéger vos données.`,
          `Chaque atelier part de vos questions : apportez votre propre téléphone, chargé, avec vos codes d’accès. Un support imprimé vous permet de refaire les manipulations à la maison.`,
          `Les places sont limitées pour que chacun reçoive l’attention nécessaire. L’inscription se fait sur les pages Academy du site ou dans nos points de vente, où notre équipe répond aussi volontiers à vos questions. D’autres ateliers, consacrés au Wi-Fi, à la télévision et à la sécurité en ligne, complètent le programme.`,
        ),
        text(
          `Unsere Academy bietet neue kostenlose Smartphone-Kurse am Mittwochnachmittag an. Sie richten sich an alle, die sich mit ihrem Telefon sicherer fühlen möchten, ob Android oder iPhone.`,
          `In kleinen Gruppen und in entspannter Atmosphäre zeigen Ihnen unsere Kursleitenden, wie Sie Ihr Gerät einstellen, Fotos an Ihre Liebsten senden, einen Videoanruf führen, Apps für Fahrplan und Bezahlung nutzen und Ihre Daten schützen.`,
          `Jeder Kurs geht von Ihren Fragen aus: Bringen Sie Ihr eigenes, aufgeladenes Telefon mit Ihren Zugangscodes mit. Eine gedruckte Anleitung hilft Ihnen, die Schritte zu Hause zu wiederholen.`,
          `Die Plätze sind beschränkt, damit alle die nötige Aufmerksamkeit erhalten. Anmelden können Sie sich auf den Academy-Seiten der Website oder in unseren Shops, wo unser Team auch gerne Ihre Fragen beantwortet. Weitere Kurse zu WLAN, Fernsehen und Sicherheit im Internet ergänzen das Programm. Alle Kurse sind für unsere Kundinnen und Kunden kostenlos.`,
        ),
        text(
          `Our Academy is opening new free smartphone workshops on Wednesday afternoons. They are for anyone who wants to feel at ease with their phone, whether Android or iPhone.`,
          `In small groups and a relaxed setting, our trainers show you how to set up your device, send photos to your family, make a video call, use travel and payment apps and protect your data.`,
          `Each workshop starts from your questions: bring your own phone, charged, with your passcodes. A printed guide helps you repeat the steps at home.`,
          `Places are limited so that everyone gets the attention they need. You can sign up on the Academy pages of the website or in our shops, where our team is also happy to answer your questions. Further workshops on wifi, television and online safety complete the programme, and all of them are free for our customers.`,
        ),
      ),
  },
  {
    title: t('MySports en replay sur tous vos écrans', 'MySports im Replay auf allen Bildschirmen', 'MySports on replay on every screen'),
    text: (site) =>
      t(
        text(
          `Le hockey suisse se regarde désormais aussi en différé : avec l’option MySports, tous les matchs de National League sont disponibles en replay, sur la télévision comme sur votre smartphone, votre tablette ou votre ordinateur.`,
          `Vous avez manqué le début d’une rencontre ? Reprenez-la depuis le premier engagement. Vous étiez en route pendant le derby ? Regardez-le le soir même ou le lendemain, avec les commentaires en français ou en allemand.`,
          `L’option MySports coûte ${monthly('mysports_earlybird', site)} par mois. Pour le début de saison, elle est proposée au prix early bird de ${promotional('mysports_earlybird', site)} par mois pendant une durée limitée ; la date de fin de l’offre est indiquée avec l’option lors de la commande.`,
          `L’option s’ajoute à tous nos abonnements TV, depuis votre espace client ou lors d’une nouvelle commande. Elle est activée en quelques minutes, sans nouvel appareil. Vous pouvez la résilier à la fin de chaque mois, par exemple à la fin de la saison.`,
        ),
        text(
          `Schweizer Eishockey gibt es jetzt auch zeitversetzt: Mit der Option MySports sind alle Spiele der National League im Replay verfügbar, am Fernseher ebenso wie auf Smartphone, Tablet oder Computer.`,
          `Sie haben den Anfang eines Spiels verpasst? Schauen Sie es ab dem ersten Bully. Sie waren während des Derbys unterwegs? Sehen Sie es am selben Abend oder am nächsten Tag, mit Kommentar auf Deutsch oder Französisch.`,
          `Die Option MySports kostet ${monthly('mysports_earlybird', site)} pro Monat. Zum Saisonstart gibt es sie für begrenzte Zeit zum Early-Bird-Preis von ${promotional('mysports_earlybird', site)} pro Monat; das Enddatum des Angebots steht bei der Option in der Bestellung.`,
          `Die Option lässt sich zu allen unseren TV-Abos hinzufügen, im Kundenbereich oder bei einer neuen Bestellung. Sie ist in wenigen Minuten aktiv, ohne neues Gerät. Sie können sie auf Ende jedes Monats kündigen, zum Beispiel nach dem Saisonende. So bezahlen Sie nur für die Monate, in denen gespielt wird.`,
        ),
        text(
          `Swiss hockey can now be watched on replay too: with the MySports option, every National League game is available on demand, on the TV as well as on your smartphone, tablet or computer.`,
          `Missed the start of a game? Watch it from the first face-off. Were you on the road during the derby? Watch it that evening or the next day, with commentary in French or German.`,
          `The MySports option costs ${monthly('mysports_earlybird', site)} a month. For the start of the season it is offered at the early-bird price of ${promotional('mysports_earlybird', site)} a month for a limited time; the offer’s end date is shown with the option when you order.`,
          `The option can be added to all our TV plans, from your customer area or with a new order. It is active within minutes, with no new device. You can cancel it at the end of any month, for example once the season is over.`,
        ),
      ),
  },
  {
    title: t('Notre nouveau point de vente ouvre ses portes', 'Unser neuer Shop öffnet', 'Our new shop opens'),
    text: (site) =>
      t(
        text(
          `Notre nouveau point de vente de ${cityOf(site)} ouvre ses portes. Plus spacieux et plus lumineux, il vous accueille six jours sur sept pour découvrir nos offres, essayer les appareils et régler vos questions de vive voix.`,
          `Un espace de démonstration vous permet de tester la box TV 4K, le replay et les derniers smartphones avant de vous décider. Nos conseillers vérifient la disponibilité de la fibre à votre adresse et préparent votre commande sur place.`,
          `Vous déménagez, vous changez d’abonnement ou vous avez besoin d’une nouvelle carte SIM ? Tout se règle au comptoir, sans rendez-vous. Pour un conseil plus long, en particulier pour les entreprises, vous pouvez réserver un créneau avec un conseiller.`,
          `Les horaires d’ouverture et l’adresse figurent sur la page Points de vente. Passez nous voir : le café est offert pendant les premières semaines.`,
        ),
        text(
          `Unser neuer Shop in ${cityOf(site)} öffnet seine Türen. Grösser und heller als bisher empfängt er Sie an sechs Tagen pro Woche, damit Sie unsere Angebote entdecken, Geräte ausprobieren und Ihre Fragen persönlich klären können.`,
          `In einer Demo-Ecke testen Sie die 4K-TV-Box, das Replay und die neuesten Smartphones, bevor Sie sich entscheiden. Unsere Beraterinnen und Berater prüfen die Glasfaser-Verfügbarkeit an Ihrer Adresse und bereiten Ihre Bestellung direkt vor Ort vor.`,
          `Sie ziehen um, wechseln das Abo oder brauchen eine neue SIM-Karte? Alles lässt sich am Schalter erledigen, ohne Termin. Für eine längere Beratung, besonders für Unternehmen, können Sie einen Termin reservieren.`,
          `Öffnungszeiten und Adresse finden Sie auf der Seite Verkaufsstellen. Besuchen Sie uns: In den ersten Wochen offerieren wir Ihnen den Kaffee. Wir freuen uns auf Ihren Besuch und auf viele gute Gespräche.`,
        ),
        text(
          `Our new shop in ${cityOf(site)} is opening its doors. Larger and brighter, it welcomes you six days a week to discover our offers, try the devices and sort out your questions face to face.`,
          `A demo corner lets you try the 4K TV box, replay and the latest smartphones before you decide. Our advisers check fibre availability at your address and prepare your order on the spot.`,
          `Moving house, changing plans or need a new SIM card? Everything can be done at the counter, with no appointment. For longer advice, especially for businesses, you can book a slot with an adviser.`,
          `Opening hours and the address are on the Points of sale page. Come and see us: the coffee is on us for the first few weeks. We look forward to seeing you there.`,
        ),
      ),
  },
  {
    title: t('Facture QR : ce qui change', 'QR-Rechnung: was sich ändert', 'QR bill: what changes'),
    text: () =>
      t(
        text(
          `Nos factures papier portent désormais une section de paiement avec QR-code, qui remplace définitivement l’ancien bulletin de versement orange. Pour vous, le paiement devient plus simple et plus sûr.`,
          `Le QR-code contient toutes les informations nécessaires : notre compte, le montant et la référence de votre facture. Dans l’application de votre banque, il suffit de le scanner avec l’appareil photo de votre téléphone pour que le paiement soit prérempli, sans risque de faute de frappe.`,
          `Vous préférez payer au guichet postal ? C’est toujours possible avec la section de paiement imprimée. Et si vous voulez ne plus vous en occuper du tout, activez l’eBill ou le prélèvement automatique depuis votre espace client.`,
          `Les factures électroniques sont gratuites et arrivent directement dans votre e-banking, où vous les validez d’un clic. Elles évitent l’impression et l’envoi de plusieurs millions de feuilles chaque année.`,
        ),
        text(
          `Unsere Papierrechnungen tragen jetzt einen Zahlteil mit QR-Code, der den alten orangen Einzahlungsschein endgültig ersetzt. Das Bezahlen wird für Sie einfacher und sicherer.`,
          `Der QR-Code enthält alle nötigen Angaben: unser Konto, den Betrag und die Referenz Ihrer Rechnung. In der App Ihrer Bank scannen Sie ihn mit der Kamera Ihres Telefons, und die Zahlung ist ohne Tippfehler vorausgefüllt.`,
          `Sie bezahlen lieber am Postschalter? Das geht weiterhin mit dem gedruckten Zahlteil. Und wer sich gar nicht mehr darum kümmern möchte, aktiviert eBill oder das Lastschriftverfahren im Kundenbereich.`,
          `Elektronische Rechnungen sind kostenlos und landen direkt in Ihrem E-Banking, wo Sie sie mit einem Klick freigeben. So vermeiden wir jedes Jahr den Druck und Versand von Millionen Blättern. Bei Fragen zur neuen Rechnung hilft Ihnen unser Kundendienst gerne weiter, am Telefon oder in unseren Shops.`,
        ),
        text(
          `Our paper bills now carry a payment part with a QR code, which replaces the old orange payment slip for good. Paying becomes simpler and safer for you.`,
          `The QR code holds everything needed: our account, the amount and your bill’s reference. In your bank’s app, just scan it with your phone’s camera and the payment is filled in for you, with no risk of a typing error.`,
          `Prefer to pay at the post office counter? That is still possible with the printed payment part. And if you would rather not deal with it at all, turn on eBill or direct debit from your customer area.`,
          `Electronic bills are free and arrive straight in your e-banking, where you approve them with one click. They save printing and posting millions of sheets of paper every year.`,
        ),
      ),
  },
  {
    title: t('Wi-Fi 7 : nos premiers routeurs', 'WLAN 7: unsere ersten Router', 'Wi-Fi 7: our first routers'),
    text: (site) =>
      t(
        text(
          `Nos premiers routeurs Wi-Fi 7 sont disponibles avec le pack Trio 10 Gbit/s. Ils font profiter tous vos appareils sans fil de la vitesse de la fibre, même dans les pièces éloignées du modem.`,
          `Le Wi-Fi 7 utilise plusieurs bandes de fréquences à la fois et des canaux plus larges. Résultat : des téléchargements plus rapides, une latence plus faible pour les appels vidéo et les jeux en ligne, et une connexion stable même lorsque toute la famille est en ligne.`,
          `Le routeur est inclus dans le pack Trio 10 Gbit/s, à ${monthly('trio-10g', site)} par mois, et se configure en quelques minutes avec notre application. Vos anciens appareils restent compatibles : ils se connectent en Wi-Fi 6 ou Wi-Fi 5 comme auparavant.`,
          `Dans une grande maison, un répéteur maillé prolonge le réseau sans perte de débit. Nos techniciens peuvent aussi passer chez vous pour trouver le meilleur emplacement pour chaque appareil.`,
        ),
        text(
          `Unsere ersten WLAN-7-Router sind mit dem Paket Trio 10 Gbit/s erhältlich. Sie bringen die Geschwindigkeit der Glasfaser auf alle Ihre drahtlosen Geräte, auch in Räume weit weg vom Modem.`,
          `WLAN 7 nutzt mehrere Frequenzbänder gleichzeitig und breitere Kanäle. Das Ergebnis: schnellere Downloads, weniger Verzögerung bei Videoanrufen und Onlinespielen und eine stabile Verbindung, auch wenn die ganze Familie online ist.`,
          `Der Router ist im Paket Trio 10 Gbit/s für ${monthly('trio-10g', site)} pro Monat inbegriffen und ist mit unserer App in wenigen Minuten eingerichtet. Ihre älteren Geräte bleiben kompatibel: Sie verbinden sich wie bisher über WLAN 6 oder WLAN 5.`,
          `In einem grossen Haus verlängert ein Mesh-Repeater das Netz ohne Geschwindigkeitsverlust. Unsere Techniker kommen auf Wunsch auch vorbei und finden den besten Platz für jedes Gerät. Diesen Besuch können Sie direkt bei der Bestellung oder später im Kundenbereich buchen.`,
        ),
        text(
          `Our first Wi-Fi 7 routers are available with the Trio 10 Gbit/s pack. They bring the speed of fibre to all your wireless devices, even in rooms far from the modem.`,
          `Wi-Fi 7 uses several frequency bands at once and wider channels. The result: faster downloads, lower latency for video calls and online games, and a stable connection even when the whole family is online.`,
          `The router is included in the Trio 10 Gbit/s pack, at ${monthly('trio-10g', site)} a month, and is set up in a few minutes with our app. Your older devices remain compatible: they connect over Wi-Fi 6 or Wi-Fi 5 as before.`,
          `In a large house, a mesh repeater extends the network with no loss of speed. Our technicians can also visit to find the best spot for each device. You can book that visit with your order or later from your customer area.`,
        ),
      ),
  },
  {
    title: t(
      'Téléphonie fixe : appels illimités en Suisse',
      'Festnetz: unbegrenzt telefonieren in der Schweiz',
      'Landline: unlimited calls in Switzerland',
    ),
    text: (site) =>
      t(
        text(
          `Avec Fixe Flat, vos appels vers tous les réseaux fixes et mobiles suisses sont illimités. Fini de surveiller la durée des conversations avec la famille ou les amis.`,
          `Fixe Flat coûte ${monthly('fixed-flat', site)} par mois et permet deux appels en parallèle : l’un peut téléphoner pendant que l’autre reçoit un appel. Si vous téléphonez peu, Fixe Basic à ${monthly('fixed-basic', site)} par mois garde votre numéro avec des appels facturés à la minute.`,
          `Les deux offres s’ajoutent à votre abonnement internet. Vous conservez votre numéro actuel : nous nous chargeons du transfert auprès de votre ancien opérateur, sans interruption de service.`,
          `Votre téléphone se branche simplement sur le modem. La messagerie vocale, l’affichage du numéro et le blocage des appels indésirables sont inclus et se règlent depuis votre espace client. Vous pouvez passer de Fixe Basic à Fixe Flat à la fin de chaque mois, et inversement, selon vos habitudes.`,
        ),
        text(
          `Mit Fixe Flat telefonieren Sie unbegrenzt in alle Schweizer Fest- und Mobilnetze. Sie müssen die Dauer Ihrer Gespräche mit Familie und Freunden nicht mehr im Auge behalten.`,
          `Fixe Flat kostet ${monthly('fixed-flat', site)} pro Monat und erlaubt zwei Anrufe gleichzeitig: Eine Person telefoniert, während eine andere einen Anruf entgegennimmt. Wer wenig telefoniert, behält mit Fixe Basic für ${monthly('fixed-basic', site)} pro Monat seine Nummer und bezahlt pro Minute.`,
          `Beide Angebote ergänzen Ihr Internet-Abo. Sie behalten Ihre bisherige Nummer: Wir übernehmen die Portierung von Ihrem bisherigen Anbieter ohne Unterbruch.`,
          `Ihr Telefon wird einfach am Modem angeschlossen. Combox, Rufnummernanzeige und das Sperren unerwünschter Anrufe sind inbegriffen und lassen sich im Kundenbereich einstellen. Sie können auf Ende jedes Monats von Fixe Basic zu Fixe Flat wechseln und umgekehrt, ganz nach Ihren Gewohnheiten. Der Wechsel ist kostenlos und erfolgt ohne neue Installation.`,
        ),
        text(
          `With Fixe Flat, your calls to every Swiss landline and mobile network are unlimited. No more keeping an eye on how long you talk to family and friends.`,
          `Fixe Flat costs ${monthly('fixed-flat', site)} a month and allows two calls at once: one person can be on the phone while another takes a call. If you rarely call, Fixe Basic at ${monthly('fixed-basic', site)} a month keeps your number with calls charged by the minute.`,
          `Both plans are added to your internet subscription. You keep your current number: we handle the transfer from your old operator with no interruption.`,
          `Your phone simply plugs into the modem. Voicemail, caller ID and blocking unwanted calls are included and can be set up from your customer area. You can switch from Fixe Basic to Fixe Flat at the end of any month, and back again, to suit how you call.`,
        ),
      ),
  },
  {
    title: t('Sécurité : attention aux faux SMS', 'Sicherheit: Vorsicht vor falschen SMS', 'Security: beware of fake texts'),
    text: () =>
      t(
        text(
          `Des SMS frauduleux circulent actuellement au nom d’opérateurs suisses. Ils annoncent une facture impayée ou un colis en attente et invitent à cliquer sur un lien. Ne le faites pas : nous ne vous demandons jamais vos mots de passe ni vos données de carte par SMS.`,
          `Ces messages imitent souvent nos couleurs et notre ton. Le lien mène à une page qui ressemble à notre espace client et cherche à obtenir vos identifiants ou à installer une application malveillante sur votre téléphone.`,
          `En cas de doute, ouvrez vous-même votre espace client en tapant son adresse, ou appelez notre service clientèle. Si vous avez cliqué et saisi des informations, changez immédiatement votre mot de passe et prévenez votre banque.`,
          `Vous pouvez signaler ces messages à l’Office fédéral de la cybersécurité, puis les supprimer. Notre page Incident de sécurité rassemble aussi nos conseils pour protéger vos comptes.`,
        ),
        text(
          `Zurzeit sind betrügerische SMS im Namen von Schweizer Anbietern im Umlauf. Sie melden eine offene Rechnung oder ein wartendes Paket und fordern zum Klick auf einen Link auf. Tun Sie das nicht: Wir fragen nie per SMS nach Passwörtern oder Kartendaten.`,
          `Diese Nachrichten ahmen oft unsere Farben und unseren Ton nach. Der Link führt auf eine Seite, die unserem Kundenbereich gleicht und Ihre Zugangsdaten abgreifen oder eine schädliche App auf Ihrem Telefon installieren will.`,
          `Im Zweifel öffnen Sie den Kundenbereich selbst, indem Sie seine Adresse eintippen, oder rufen unseren Kundendienst an. Haben Sie geklickt und Daten eingegeben, ändern Sie sofort Ihr Passwort und informieren Sie Ihre Bank.`,
          `Sie können solche Nachrichten dem Bundesamt für Cybersicherheit melden und danach löschen. Unsere Seite Sicherheitsvorfall bündelt ausserdem unsere Tipps zum Schutz Ihrer Konten.`,
        ),
        text(
          `Fraudulent text messages are going round in the name of Swiss operators. They announce an unpaid bill or a parcel waiting and ask you to click a link. Don’t: we never ask for your passwords or card details by text message.`,
          `These messages often copy our colours and tone. The link leads to a page that looks like our customer area and tries to capture your login details or install a malicious app on your phone.`,
          `If in doubt, open your customer area yourself by typing its address, or call our customer service. If you clicked and entered details, change your password at once and tell your bank.`,
          `You can report these messages to the Federal Office for Cybersecurity, then delete them. Our Security incident page also brings together our advice on protecting your accounts.`,
        ),
      ),
  },
  {
    title: t('Résultats de l’enquête de satisfaction', 'Ergebnisse der Zufriedenheitsumfrage', 'Customer satisfaction survey results'),
    text: () =>
      t(
        text(
          `Merci à toutes celles et ceux qui ont répondu à notre enquête de satisfaction. Vos réponses confirment ce qui compte le plus pour vous : des techniciens de la région, un service joignable et des prix clairs.`,
          `La proximité reste notre point fort : vous saluez la ponctualité des installations et la disponibilité de nos conseillers en magasin. La qualité de la connexion et de la télévision est, elle aussi, très bien notée.`,
          `Vous nous avez aussi dit ce qui doit progresser. Le temps d’attente au téléphone aux heures de pointe est trop long : nous renforçons l’équipe le lundi matin et proposons désormais d’être rappelé au lieu d’attendre. Plusieurs d’entre vous trouvent la facture difficile à lire ; sa nouvelle présentation sera plus claire.`,
          `L’enquête reste ouverte après chaque installation et chaque contact avec notre service. Le résultat actuel est affiché sur notre site, mis à jour à chaque nouvelle réponse.`,
        ),
        text(
          `Herzlichen Dank allen, die an unserer Zufriedenheitsumfrage teilgenommen haben. Ihre Antworten bestätigen, was Ihnen am wichtigsten ist: Techniker aus der Region, ein erreichbarer Service und klare Preise.`,
          `Die Nähe bleibt unsere Stärke: Sie loben die Pünktlichkeit bei Installationen und die Verfügbarkeit unserer Beraterinnen und Berater im Shop. Auch die Qualität von Verbindung und Fernsehen wird sehr gut bewertet.`,
          `Sie haben uns auch gesagt, wo wir besser werden müssen. Die Wartezeit am Telefon zu Spitzenzeiten ist zu lang: Wir verstärken das Team am Montagmorgen und bieten neu einen Rückruf an, statt Sie warten zu lassen. Manche finden die Rechnung schwer lesbar; ihre neue Gestaltung wird übersichtlicher.`,
          `Die Umfrage bleibt nach jeder Installation und jedem Kontakt mit unserem Service offen. Das aktuelle Ergebnis steht auf unserer Website und wird mit jeder neuen Antwort aktualisiert.`,
        ),
        text(
          `Thank you to everyone who answered our customer satisfaction survey. Your answers confirm what matters most to you: technicians from the region, a service you can reach and clear prices.`,
          `Being close to you remains our strength: you praise the punctuality of installations and the availability of our advisers in the shops. The quality of the connection and of the television also scores very well.`,
          `You also told us what needs to improve. Waiting times on the phone at peak hours are too long: we are adding staff on Monday mornings and now offer a call back instead of waiting. Several of you find the bill hard to read; its new layout will be clearer.`,
          `The survey stays open after every installation and every contact with our service. The current result is shown on our website and updated with each new answer.`,
        ),
      ),
  },
  {
    title: t('Nouvelles chaînes dans l’offre de base', 'Neue Sender im Grundangebot', 'New channels in the basic offer'),
    text: (site) =>
      t(
        text(
          `L’offre TV Basic s’enrichit : elle compte désormais ${BASIC_CHANNELS} chaînes, sans augmentation de prix. Les nouvelles venues sont diffusées en HD et disponibles en replay comme les autres.`,
          `Information régionale, documentaires et divertissement : nous avons choisi ces chaînes d’après vos demandes et les résultats de notre enquête de satisfaction. Elles apparaissent automatiquement dans votre liste, aucune manipulation n’est nécessaire.`,
          `TV Basic coûte toujours ${monthly('tv-basic', site)} par mois. Vous voulez davantage ? TV Comfort réunit toutes nos chaînes, en 4K lorsqu’elles sont diffusées ainsi, pour ${monthly('tv-comfort', site)} par mois.`,
          `La liste complète des chaînes, avec leur numéro, leur langue et les fonctions replay et enregistrement, est disponible sur notre site. Vous pouvez la filtrer par catégorie pour trouver rapidement vos programmes préférés. Et si une chaîne vous manque encore, dites-le-nous : vos suggestions guident nos prochains choix.`,
        ),
        text(
          `Das Angebot TV Basic wächst: Es umfasst neu ${BASIC_CHANNELS} Sender, ohne Preiserhöhung. Die neuen Sender laufen in HD und stehen wie alle anderen im Replay zur Verfügung.`,
          `Regionale Information, Dokumentationen und Unterhaltung: Wir haben diese Sender nach Ihren Wünschen und den Ergebnissen unserer Zufriedenheitsumfrage ausgewählt. Sie erscheinen automatisch in Ihrer Senderliste, Sie müssen nichts tun.`,
          `TV Basic kostet weiterhin ${monthly('tv-basic', site)} pro Monat. Sie möchten mehr? TV Comfort vereint alle unsere Sender, in 4K, wo sie so ausgestrahlt werden, für ${monthly('tv-comfort', site)} pro Monat.`,
          `Die vollständige Senderliste mit Nummer, Sprache sowie Replay- und Aufnahmefunktionen finden Sie auf unserer Website. Sie lässt sich nach Kategorien filtern, damit Sie Ihre Lieblingsprogramme schnell finden. Und wenn Ihnen noch ein Sender fehlt, sagen Sie es uns: Ihre Vorschläge bestimmen unsere nächsten Entscheide mit. Wir prüfen jeden Wunsch.`,
        ),
        text(
          `The TV Basic offer is growing: it now has ${BASIC_CHANNELS} channels, at no extra cost. The newcomers broadcast in HD and are available on replay like all the others.`,
          `Regional news, documentaries and entertainment: we chose these channels based on your requests and the results of our satisfaction survey. They appear in your channel list automatically; there is nothing to do.`,
          `TV Basic still costs ${monthly('tv-basic', site)} a month. Want more? TV Comfort brings together all our channels, in 4K where they are broadcast that way, for ${monthly('tv-comfort', site)} a month.`,
          `The full channel list, with each channel’s number, language and replay and recording features, is on our website. You can filter it by category to find your favourite programmes quickly. And if a channel is still missing, tell us: your suggestions guide our next choices.`,
        ),
      ),
  },
]
