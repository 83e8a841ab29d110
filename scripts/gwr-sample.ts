/**
 * A made-up but realistic federal building-address extract (GWR/RegBL entrances, tab-separated, the
 * columns of the Federal Statistical Office's file): postal codes of the whole country, localities and
 * streets named in French, German or Italian as the region speaks, accents included, house numbers
 * with gaps and letters. Word lists combined by a seeded generator: the same seed, the same file.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'

export interface SampleOptions {
  addresses: number
  postcodes: number
  seed: number
}

type Language = 'fr' | 'de' | 'it'

/** GWR street-language codes (STRSP). */
const LANGUAGE_CODES: Record<Language, number> = { de: 9901, fr: 9902, it: 9903 }

/** Word lists, one entry between bars. */
function words(list: string): string[] {
  return list
    .split(/[|\n]/)
    .map((word) => word.trim())
    .filter((word) => word !== '')
}

/** The entrance extract's columns, in its order. */
export const GWR_COLUMNS = words(
  `EGID | EDID | EGAID | DEINR | ESID | STRNAME | STRNAMK | STRINDX | STRSP | STROFFIZIEL | DPLZ4 | DPLZZ | DPLZNAME | DKODE | DKODN | DOFFADR | DEXPDAT`,
)

const FR_TYPES = words(`
  Rue | Route | Chemin | Avenue | Impasse | Place | Allée | Boulevard | Sentier | Quai | Passage | Ruelle | Promenade
  Clos
`)
const FR_PLACES = words(`
  de la Gare | de la Fontaine | de la Forêt | de la Côte | de la Poste | de la Croix | de la Tour | de la Léchère
  de la Fonderie | de la Scierie | de la Pépinière | de la Chênaie | de la Praz | de la Vuachère | de la Carrière
  du Moulin | du Château | du Lac | du Stand | du Collège | du Pré | du Bourg | du Crêt | du Marché | du Verger
  du Temple | du Signal | du Jura | du Léman | du Cèdre | du Pâquier | du Clos-Fleuri | de l'Église | de l'École
  de l'Étang | de l'Hôpital | de l'Industrie | de l'Orée | de l'Arsenal | de l'Abbaye | des Prés | des Vergers
  des Écoles | des Tilleuls | des Épinettes | des Pâquis | des Alpes | des Cèdres | des Peupliers | des Vignes
  des Granges | des Pêcheurs | des Bains | des Chênes | des Mésanges | des Rochettes | Jean-Jacques-Rousseau
  du Général-Guisan | Louis-Favre | Numa-Droz | Henri-Dunant | Guillaume-Tell | Léopold-Robert | Agassiz | de Beaumont
  Pierre-de-Coubertin | Frédéric-Chopin | Édouard-Dubois | Marie-Curie | de Lausanne | de Genève | de Neuchâtel
  de Fribourg | de Morat | de Berne | de Sion | de Vevey
`)
const DE_STEMS = words(`
  Bahnhof | Kirch | Schul | Linden | Berg | Mühle | Wiesen | Sonnen | Rosen | Dorf | Gärtner | Brücken | Lärchen
  Föhren | Tannen | Buchen | Ahorn | Eichen | Mattenhof | Seefeld | Grüt | Hölzli | Zelg | Rüti | Bünt | Acker | Feld
  Wald | Bach | Brunnen | Burg | Schloss | Stations | Post | Gewerbe | Industrie | Blumen | Obstgarten | Weiher | Tal
  Römer | Kloster | Schützen | Käserei | Sägerei | Bären | Löwen | Hirschen | Sternen | Rössli | Trotten | Reben
  Alpen | Säntis | Pilatus | Jura | Gotthard | Zürcher | Berner | Luzerner | Basler | Pestalozzi | Zwingli | Dufour
  Hübeli | Chäsi | Fröschen | Spital
`)
const DE_ENDINGS = words(`
  strasse | weg | gasse | platz | rain | halde | matte | acker | hof | allee | ring | steig | graben | stich
`)
const DE_PLACES = words(`
  Im Grüt | Im Hölzli | Im Baumgarten | Im Ried | Im Moos | Im Winkel | Im Eichli | Am Bach | Am Hang | Am Rain
  Obere Gasse | Untere Gasse | Obere Bahnhofstrasse | Untere Mühlegasse | Hinterdorf | Vorderdorf
  General-Guisan-Strasse | Gottfried-Keller-Strasse | Alfred-Escher-Strasse | Jeremias-Gotthelf-Weg
  Johanna-Spyri-Weg | Heinrich-Zschokke-Strasse | Unterer Graben | Äussere Hauptstrasse | Öschweg | Überlandstrasse
`)
const IT_TYPES = words(`
  Via | Viale | Vicolo | Piazza | Strada | Salita | Contrada | Piazzetta | Sentiero | Riva
`)
const IT_PLACES = words(`
  Cantonale | San Gottardo | della Stazione | della Chiesa | al Lago | ai Ronchi | dei Castagni | del Sole
  alla Motta | Municipio | Giuseppe Motta | Stefano Franscini | Vincenzo Vela | della Libertà | dell'Università
  della Carità | alla Città | San Bernardino | Lugano | Locarno | Bellinzona | dei Faggi | delle Vigne | del Ceresio
  della Posta | ai Grotti | Nosedo | dei Sassi | al Fiume | del Tiglio | delle Scuole | Pretorio | Canonica
  San Carlo | Sant'Antonio | ai Mulini | al Ponte | dei Patrizi | Campagna | al Bosco | della Pace | Pietro Peri
  Francesco Borromini | Luigi Lavizzari | ai Prati | del Gaggio | Cortivallo | del Forte | alla Torre | dei Pescatori
  Bertè | Cà Rossa | Pè di Monte | Tòrcia | ai Mòtti
`)

const LOCALITY_PARTS: Record<Language, { starts: string[]; ends: string[]; extras: string[] }> = {
  fr: {
    starts: words(
      `Mont | Vil | Cor | Bel | Roche | Chav | Esta | Pra | Écu | Sor | Val | Grand | Bus | Gen | Lut | Cha | Bré | Pen | Cugi | Mé`,
    ),
    ends: words(`ens | ier | ex | oz | ey | y | ières | blens | mont | lard | ène | èges | vaux | court`),
    extras: ['Saint-', 'Le ', 'La ', 'Les '],
  },
  de: {
    starts: words(
      `Ober | Nieder | Unter | Wald | Berg | Mett | Rüti | Hinter | Bäch | Wil | Dürn | Stein | Gross | Klein | Lützel | Mönch | Kirch | Hütt`,
    ),
    ends: words(`wil | ikon | dorf | bach | au | hausen | berg | ingen | stetten | matt | rüti | egg | lingen | thal`),
    extras: ['Ober', 'Unter'],
  },
  it: {
    starts: words(`Castel | Monte | Ponte | Vico | Cade | Bigo | Mura | Bre | Gerra | Capo | Ronco | Agra | Sessa | Mezzo`),
    ends: words(`gno | lo | ro | sca | tello | ino | ago | asco | one | rò | là | edo`),
    extras: ['San ', 'Santa '],
  },
}

/** The language of a postal-code region: Romandy, Ticino and the Italian valleys of the Grisons, else German. */
export function languageOf(npa: number): Language {
  if (npa >= 6500 && npa <= 6999) return 'it'
  if (npa >= 7740 && npa <= 7749) return 'it'
  if (npa >= 1000 && npa <= 2999 && !(npa >= 2500 && npa <= 2565)) return 'fr'
  return 'de'
}

type Rng = ReturnType<typeof xoroshiro128plus>

function pick<T>(rng: Rng, list: readonly T[]): T {
  return list[uniformInt(rng, 0, list.length - 1)] as T
}

function chance(rng: Rng, p: number): boolean {
  return uniformFloat64(rng) < p
}

function localityName(rng: Rng, language: Language): string {
  const parts = LOCALITY_PARTS[language]
  const base = pick(rng, parts.starts) + pick(rng, parts.ends)
  if (!chance(rng, 0.2)) return base
  const extra = pick(rng, parts.extras)
  // German prefixes join the name ('Oberrütiwil'); the others stand before it.
  return language === 'de' ? extra + base.toLowerCase() : extra + base
}

function streetName(rng: Rng, language: Language): string {
  if (language === 'fr') return `${pick(rng, FR_TYPES)} ${pick(rng, FR_PLACES)}`
  if (language === 'it') return `${pick(rng, IT_TYPES)} ${pick(rng, IT_PLACES)}`
  return chance(rng, 0.1) ? pick(rng, DE_PLACES) : pick(rng, DE_STEMS) + pick(rng, DE_ENDINGS)
}

/** Shares of a total: many small ones, a few large (a Pareto tail): hamlets and city districts, lanes and avenues. */
function shares(rng: Rng, count: number, total: number): number[] {
  const weights = Array.from({ length: count }, () => (0.1 + uniformFloat64(rng)) / Math.sqrt(1 - uniformFloat64(rng)))
  const sum = weights.reduce((a, b) => a + b, 0)
  const counts = weights.map((w) => Math.max(1, Math.floor((w / sum) * total)))
  // What rounding left over (or took too much) goes to the first codes, one each.
  let rest = total - counts.reduce((a, b) => a + b, 0)
  for (let i = 0; rest !== 0; i = (i + 1) % count) {
    if (rest < 0 && (counts[i] ?? 0) <= 1) continue
    counts[i] = (counts[i] ?? 0) + Math.sign(rest)
    rest -= Math.sign(rest)
  }
  return counts
}

/** Distinct postal codes 1000–9699, ascending. */
function postalCodes(rng: Rng, count: number): number[] {
  const all = Array.from({ length: 8700 }, (_, i) => 1000 + i)
  if (count > all.length) throw new Error(`at most ${all.length} postal codes`)
  for (let i = 0; i < count; i++) {
    const j = uniformInt(rng, i, all.length - 1)
    ;[all[i], all[j]] = [all[j] as number, all[i] as number]
  }
  return all.slice(0, count).sort((a, b) => a - b)
}

/** Distinct names for one postal code; when the word lists run dry, a district name makes them distinct. */
function streetNames(rng: Rng, language: Language, count: number): string[] {
  const names = new Set<string>()
  const quarters = { fr: ['Nord', 'Sud', 'Est', 'Ouest'], de: ['Nord', 'Süd', 'Ost', 'West'], it: ['Nord', 'Sud', 'Est', 'Ovest'] }[
    language
  ]
  for (let tries = 0; names.size < count; tries++) {
    const name = streetName(rng, language)
    names.add(tries < count * 4 ? name : `${name} ${pick(rng, quarters)}`)
  }
  return [...names]
}

/** House numbers as a street has them: mostly in order, some skipped, some with a letter. */
function houseNumbers(rng: Rng, count: number): string[] {
  const numbers: string[] = []
  for (let n = 1; numbers.length < count; n += chance(rng, 0.25) ? 2 : 1) {
    numbers.push(String(n))
    if (numbers.length < count && chance(rng, 0.05)) numbers.push(`${n}${pick(rng, ['a', 'b', 'c'])}`)
    if (numbers.length < count && chance(rng, 0.005)) numbers.push(`${n}bis`)
  }
  return numbers
}

/** The header and then one line per entrance, `addresses` of them, over `postcodes` postal codes. */
export function* gwrSample({ addresses, postcodes, seed }: SampleOptions): Generator<string> {
  if (!Number.isInteger(addresses) || !Number.isInteger(postcodes) || postcodes < 1 || addresses < postcodes) {
    throw new Error('needs whole numbers, at least one postal code and one address per postal code')
  }
  const rng = xoroshiro128plus(seed)
  yield GWR_COLUMNS.join('\t')
  const codes = postalCodes(rng, postcodes)
  const perCode = shares(rng, codes.length, addresses)
  let egid = 190_000_000 + uniformInt(rng, 0, 9_999)
  let esid = 1
  for (const [i, npa] of codes.entries()) {
    const language = languageOf(npa)
    const city = localityName(rng, language)
    const total = perCode[i] ?? 0
    // City districts have longer streets, villages a few short ones.
    const streets = Math.min(400, Math.max(1, Math.round(total / uniformInt(rng, 8, 16))))
    const lengths = shares(rng, streets, total)
    const east = uniformInt(rng, 2_490_000, 2_830_000)
    const north = uniformInt(rng, 1_080_000, 1_290_000)
    for (const [s, street] of streetNames(rng, language, streets).entries()) {
      const short = street.length > 24 ? street.slice(0, 24) : street
      const indexWord = street.split(/[\s-]/).at(-1) ?? street
      for (const number of houseNumbers(rng, lengths[s] ?? 0)) {
        egid += uniformInt(rng, 1, 40)
        yield [
          egid,
          0,
          100_000_000 + esid,
          number,
          esid++,
          street,
          short,
          indexWord,
          LANGUAGE_CODES[language],
          1,
          npa,
          '00',
          city,
          `${east + uniformInt(rng, -3000, 3000)}.${uniformInt(rng, 0, 9)}`,
          `${north + uniformInt(rng, -3000, 3000)}.${uniformInt(rng, 0, 9)}`,
          // A few entrances are not official addresses yet (planned buildings).
          chance(rng, 0.004) ? 0 : 1,
          '2026-11-01',
        ].join('\t')
      }
    }
  }
}
