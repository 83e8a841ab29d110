import type { CHANNEL_PACKS } from '@/cms/collections/Channels'
import type { L } from './upsert'

const MAIN_CATEGORY = { tv: 399, options: 405 } as const

const t = (fr: string, de: string, en: string): L => ({ fr, de, en })

/** Channel categories with the operator's ids; 399 and 405 are the main ones (§9). */
export const CHANNEL_CATEGORIES: { id: number; name: L; parent?: number; position: number }[] = [
  { id: 399, name: t('Chaînes TV', 'TV-Sender', 'TV channels'), position: 1 },
  { id: 405, name: t('Options TV', 'TV-Optionen', 'TV options'), position: 2 },
  { id: 400, name: t('Généralistes', 'Vollprogramme', 'General'), parent: 399, position: 10 },
  { id: 401, name: t('Information', 'Nachrichten', 'News'), parent: 399, position: 11 },
  { id: 402, name: t('Sport', 'Sport', 'Sport'), parent: 399, position: 12 },
  { id: 403, name: t('Jeunesse', 'Kinder', 'Kids'), parent: 399, position: 13 },
  { id: 404, name: t('Découverte', 'Dokumentationen', 'Documentaries'), parent: 399, position: 14 },
  { id: 406, name: t('Cinéma & séries', 'Filme & Serien', 'Films & series'), parent: 399, position: 15 },
  { id: 407, name: t('Musique', 'Musik', 'Music'), parent: 399, position: 16 },
  { id: 408, name: t('Régionales', 'Regional', 'Regional'), parent: 399, position: 17 },
  { id: 409, name: t('Internationales', 'International', 'International'), parent: 399, position: 18 },
  { id: 410, name: t('Divertissement', 'Unterhaltung', 'Entertainment'), parent: 399, position: 19 },
]

const GENRE = { G: 400, N: 401, S: 402, K: 403, D: 404, C: 406, M: 407, R: 408, I: 409, E: 410 } as const
type Genre = keyof typeof GENRE
type Pack = (typeof CHANNEL_PACKS)[number]

/** [number, title, langue, genres, flags (h hd, m mobile, r replay, R rec), option pack or none]. */
type Row = readonly [number, string, string, string, string, Pack?]

const ROWS: readonly Row[] = [
  [1, 'RTS 1', 'fr', 'GR', 'hmrR'],
  [2, 'RTS 2', 'fr', 'GS', 'hmrR'],
  [3, 'SRF 1', 'de', 'G', 'hmrR'],
  [4, 'SRF zwei', 'de', 'GS', 'hmrR'],
  [5, 'RSI LA 1', 'it', 'G', 'hmrR'],
  [6, 'RSI LA 2', 'it', 'GS', 'hrR'],
  [7, 'TF1', 'fr', 'G', 'hrR'],
  [8, 'France 2', 'fr', 'G', 'hmrR'],
  [9, 'France 3', 'fr', 'GR', 'hmrR'],
  [10, 'France 5', 'fr', 'D', 'hmrR'],
  [11, 'M6', 'fr', 'GE', 'hrR'],
  [12, 'Arte', 'fr', 'DC', 'hmrR'],
  [13, 'TV5Monde', 'fr', 'GI', 'mr'],
  [14, 'TMC', 'fr', 'E', 'hrR'],
  [15, 'W9', 'fr', 'EM', 'hr'],
  [16, 'C8', 'fr', 'E', 'hr'],
  [17, 'TFX', 'fr', 'E', 'r'],
  [18, 'NRJ 12', 'fr', 'EM', 'r'],
  [19, 'France 4', 'fr', 'KE', 'hmr'],
  [20, 'Gulli', 'fr', 'K', 'mr'],
  [21, 'LCI', 'fr', 'N', 'hm'],
  [22, 'BFMTV', 'fr', 'N', 'hm'],
  [23, 'franceinfo', 'fr', 'N', 'hmr'],
  [24, 'CNews', 'fr', 'N', 'h'],
  [25, 'RMC Découverte', 'fr', 'D', 'hrR'],
  [26, '6ter', 'fr', 'E', 'r'],
  [27, 'Chérie 25', 'fr', 'E', 'r'],
  [28, 'L’Équipe', 'fr', 'S', 'hm'],
  [29, 'TF1 Séries Films', 'fr', 'C', 'hr'],
  [30, 'RMC Story', 'fr', 'D', 'r'],
  [31, 'Canal 9', 'fr', 'R', 'mrR'],
  [32, 'La Télé', 'fr', 'R', 'mrR'],
  [33, 'Léman Bleu', 'fr', 'R', 'mr'],
  [34, 'Canal Alpha', 'fr', 'R', 'mr'],
  [35, 'TeleBärn', 'de', 'R', 'mr'],
  [36, 'Tele Züri', 'de', 'R', 'r'],
  [37, 'Das Erste', 'de', 'G', 'hmrR'],
  [38, 'ZDF', 'de', 'G', 'hmrR'],
  [39, '3sat', 'de', 'D', 'hmrR'],
  [40, 'RTL', 'de', 'GE', 'hrR'],
  [41, 'SAT.1', 'de', 'GE', 'hrR'],
  [42, 'ProSieben', 'de', 'EC', 'hrR'],
  [43, 'VOX', 'de', 'E', 'hr'],
  [44, 'kabel eins', 'de', 'C', 'hr'],
  [45, 'RTL ZWEI', 'de', 'E', 'r'],
  [46, 'ORF eins', 'de', 'G', 'hrR'],
  [47, 'ORF 2', 'de', 'G', 'hr'],
  [48, 'ServusTV', 'de', 'GS', 'hr'],
  [49, 'KiKA', 'de', 'K', 'hmr'],
  [50, 'Super RTL', 'de', 'K', 'r'],
  [51, 'n-tv', 'de', 'N', 'hm'],
  [52, 'WELT', 'de', 'N', 'hm'],
  [53, 'tagesschau24', 'de', 'N', 'mr'],
  [54, 'phoenix', 'de', 'ND', 'hr'],
  [55, 'DMAX', 'de', 'D', 'hr'],
  [56, 'SWR', 'de', 'GR', 'hr'],
  [57, 'BR Fernsehen', 'de', 'GR', 'hr'],
  [58, 'Rai 1', 'it', 'GI', 'hr'],
  [59, 'Rai 2', 'it', 'GI', 'r'],
  [60, 'Canale 5', 'it', 'GI', 'r'],
  [61, 'RTP Internacional', 'pt', 'I', 'm'],
  [62, 'TVE Internacional', 'es', 'I', 'm'],
  [63, 'BBC World News', 'en', 'NI', 'hm'],
  [64, 'CNN International', 'en', 'NI', 'hm'],
  [65, 'Euronews', 'fr', 'N', 'hmr'],
  [66, 'France 24', 'fr', 'N', 'hm'],
  [67, 'Al Jazeera English', 'en', 'NI', 'm'],
  [68, 'TRT World', 'en', 'NI', 'm'],
  [69, 'Mezzo', 'fr', 'M', 'h', 'premium'],
  [70, 'MTV', 'en', 'M', 'r', 'comfort'],
  [71, 'Trace Urban', 'fr', 'M', 'hm', 'comfort'],
  [72, 'MCM', 'fr', 'M', 'r', 'comfort'],
  [73, 'blue Sport 1', 'de', 'S', 'hmrR', 'sport'],
  [74, 'blue Sport 2', 'de', 'S', 'hmrR', 'sport'],
  [75, 'MySports', 'fr', 'S', 'hmrR', 'sport'],
  [76, 'Eurosport 1', 'fr', 'S', 'hmr', 'sport'],
  [77, 'Eurosport 2', 'fr', 'S', 'hm', 'sport'],
  [78, 'beIN SPORTS 1', 'fr', 'S', 'hm', 'sport'],
  [79, 'Canal+', 'fr', 'CE', 'hmrR', 'premium'],
  [80, 'Canal+ Cinéma', 'fr', 'C', 'hmrR', 'premium'],
  [81, 'Ciné+ Premier', 'fr', 'C', 'hrR', 'premium'],
  [82, 'OCS Max', 'fr', 'C', 'hrR', 'premium'],
  [83, 'Sky Cinema Premiere', 'de', 'C', 'hrR', 'premium'],
  [84, 'Paramount Network', 'fr', 'C', 'hr', 'comfort'],
  [85, 'National Geographic', 'fr', 'D', 'hmr', 'comfort'],
  [86, 'Discovery Channel', 'de', 'D', 'hr', 'comfort'],
  [87, 'Ushuaïa TV', 'fr', 'D', 'hr', 'comfort'],
  [88, 'Histoire TV', 'fr', 'D', 'r', 'comfort'],
  [89, 'Disney Channel', 'fr', 'K', 'hmr', 'kids'],
  [90, 'Nickelodeon', 'fr', 'K', 'mr', 'kids'],
  [91, 'Boomerang', 'fr', 'K', 'r', 'kids'],
  [92, 'Cartoon Network', 'de', 'K', 'r', 'kids'],
  [93, 'Star TV', 'tr', 'I', 'm', 'international'],
  [94, 'RTS Kosova', 'sq', 'I', '', 'international'],
  [95, 'Pink Plus', 'sr', 'I', '', 'international'],
  [96, 'HRT International', 'hr', 'I', 'm', 'international'],
]

export type ChannelSeed = {
  number: number
  title: string
  langue: string
  hd: boolean
  mobile: boolean
  replay: boolean
  rec: boolean
  categories: number[]
  packs: Pack[]
}

export const CHANNELS: ChannelSeed[] = ROWS.map(([number, title, langue, genres, flags, option]) => ({
  number,
  title,
  langue,
  hd: flags.includes('h'),
  mobile: flags.includes('m'),
  replay: flags.includes('r'),
  rec: flags.includes('R'),
  categories: [option ? MAIN_CATEGORY.options : MAIN_CATEGORY.tv, ...[...genres].map((genre) => GENRE[genre as Genre])],
  packs: option ? [option] : ['basic', 'comfort'],
}))

/** How many channels a pack holds (or of them in HD): the texts that quote a count read it here, as the cards do. */
export function packChannelCount(pack: Pack, only: { hd?: boolean } = {}): number {
  return CHANNELS.filter((channel) => channel.packs.includes(pack) && (!only.hd || channel.hd)).length
}
