/**
 * §9 postal-code lists. Every code below is a real Swiss postcode (NPA) checked against the
 * Swiss Post locality directory; which operator serves which region is the operator's data and
 * is modelled here on the districts named in each comment.
 */
import { foldText } from '@/lib/text'

type Postcodes = readonly string[]

// ---------------------------------------------------------------------------
// Operator lists of the contact store, keyed by operator key (§9).

export const OPERATOR_KEYS = {
  entremont: 284,
  voe: 8,
  seic: 16,
  synergie: 17,
  fribourg: 12,
} as const

type OperatorName = keyof typeof OPERATOR_KEYS
export type OperatorKey = (typeof OPERATOR_KEYS)[OperatorName]

// District of Entremont + Val de Bagnes: Sembrancher, Le Châble/Bruson, Verbier, Orsières,
// Champex, Vollèges, Levron, Praz-de-Fort, La Fouly, Liddes, Bourg-St-Pierre, Champsec,
// Lourtier. (1931 is not an allocated postcode, so it is not listed.)
const ENTREMONT: Postcodes = ['1933', '1934', '1936', '1937', '1938', '1941', '1942', '1943', '1944', '1945', '1946', '1947', '1948']

// Chablais valaisan on the lake: Vionnaz, Vouvry/Miex, Le Bouveret/Les Evouettes (Port-Valais),
// St-Gingolph, Torgon.
const VOE: Postcodes = ['1895', '1896', '1897', '1898', '1899']

// Lower Trient valley and the Rhône bend: Evionnaz, Collonges, Vernayaz, Dorénaz, Salvan/
// Les Granges, Les Marécottes/Le Trétien, Finhaut/Le Châtelard, Trient.
const SEIC: Postcodes = ['1902', '1903', '1904', '1905', '1922', '1923', '1925', '1929']

// Martigny and its neighbours not served by SEIC: Charrat, Martigny, Martigny-Croix, Fully,
// Chemin, Ravoire, Bovernier/Les Valettes.
const SYNERGIE: Postcodes = ['1906', '1920', '1921', '1926', '1927', '1928', '1932']

// District of Sarine: the city of Fribourg, Marly, Villars-sur-Glâne, Givisiez, Granges-Paccot,
// Belfaux, Grolley, Le Mouret, Treyvaux, Gibloux, Hauterive, Neyruz, Prez, La Brillaz…
const SARINE: Postcodes = [
  '1695',
  '1696',
  '1700',
  '1720',
  '1722',
  '1723',
  '1724',
  '1725',
  '1726',
  '1727',
  '1728',
  '1730',
  '1731',
  '1732',
  '1733',
  '1740',
  '1741',
  '1742',
  '1744',
  '1745',
  '1746',
  '1747',
  '1752',
  '1753',
  '1754',
  '1756',
  '1757',
  '1762',
  '1763',
  '1772',
  '1782',
]

// District of Gruyère: Bulle, La Tour-de-Trême, Broc, Charmey, Gruyères, Vuadens, Vaulruz,
// Sâles, Marsens, Sorens, Pont-en-Ogoz, Corbières, Jaun, the Intyamon valley…
const GRUYERE: Postcodes = [
  '1625',
  '1626',
  '1627',
  '1628',
  '1630',
  '1632',
  '1633',
  '1634',
  '1635',
  '1636',
  '1637',
  '1638',
  '1642',
  '1643',
  '1644',
  '1645',
  '1646',
  '1647',
  '1648',
  '1649',
  '1651',
  '1652',
  '1653',
  '1654',
  '1656',
  '1661',
  '1663',
  '1665',
  '1666',
  '1667',
  '1669',
]

export const OPERATOR_POSTCODES: Readonly<Record<OperatorKey, Postcodes>> = {
  [OPERATOR_KEYS.entremont]: ENTREMONT,
  [OPERATOR_KEYS.voe]: VOE,
  [OPERATOR_KEYS.seic]: SEIC,
  [OPERATOR_KEYS.synergie]: SYNERGIE,
  [OPERATOR_KEYS.fribourg]: [...SARINE, ...GRUYERE],
}

const OPERATOR_ORDER: readonly OperatorKey[] = Object.values(OPERATOR_KEYS)

function normaliseNpa(npa: string): string {
  return npa.replace(/\s+/g, '')
}

/** The operator whose list holds the postal code; the lists do not overlap. */
export function operatorKeyForNpa(npa: string): OperatorKey | null {
  const code = normaliseNpa(npa)
  return OPERATOR_ORDER.find((key) => OPERATOR_POSTCODES[key].includes(code)) ?? null
}

// ---------------------------------------------------------------------------
// Large regional lists of the order store (§9).

// District of Glâne: Romont, Rue, Ursy, Siviriez, Mézières, Vuisternens-devant-Romont,
// Villorsonnens, Villaz-St-Pierre, Torny, Châtonnaye.
const GLANE: Postcodes = [
  '1553',
  '1670',
  '1673',
  '1674',
  '1675',
  '1676',
  '1677',
  '1678',
  '1679',
  '1680',
  '1681',
  '1684',
  '1685',
  '1686',
  '1687',
  '1688',
  '1689',
  '1690',
  '1691',
  '1692',
  '1694',
  '1697',
  '1748',
  '1749',
]

// District of Veveyse: Châtel-St-Denis, Attalens, Bossonnens, Semsales, St-Martin, Porsel…
const VEVEYSE: Postcodes = ['1609', '1611', '1614', '1615', '1616', '1618', '1619', '1623', '1624', '1699']

// District of Broye (FR): Estavayer, Cheyres-Châbles, Cugy, Montagny, Domdidier, Vully-side
// villages. 1534 and 1565 are shared with one Vaud village each and count as Fribourg.
const BROYE: Postcodes = [
  '1468',
  '1470',
  '1473',
  '1474',
  '1475',
  '1482',
  '1483',
  '1484',
  '1485',
  '1486',
  '1489',
  '1527',
  '1528',
  '1529',
  '1532',
  '1533',
  '1534',
  '1541',
  '1542',
  '1544',
  '1563',
  '1564',
  '1565',
  '1566',
  '1567',
  '1568',
  '1773',
  '1774',
  '1775',
  '1776',
]

// District of Lac/See: Murten, Kerzers, Gurmels, Courtepin, Misery-Courtion, Mont-Vully…
const LAC: Postcodes = [
  '1721',
  '1783',
  '1784',
  '1785',
  '1786',
  '1787',
  '1788',
  '1789',
  '1791',
  '1792',
  '1793',
  '1794',
  '1795',
  '1796',
  '3210',
  '3212',
  '3213',
  '3214',
  '3215',
  '3216',
  '3280',
  '3284',
  '3285',
  '3286',
]

// District of Sense/Singine: Tafers, Düdingen, Wünnewil-Flamatt, Plaffeien, Giffers…
const SENSE: Postcodes = [
  '1712',
  '1713',
  '1714',
  '1715',
  '1716',
  '1717',
  '1718',
  '1719',
  '1734',
  '1735',
  '1736',
  '1737',
  '3175',
  '3178',
  '3182',
  '3184',
  '3185',
  '3186',
]

/**
 * Codes shared across the Fribourg–Vaud border that belong to Fribourg only for the localities
 * below (Swiss Post directory, localities in the canton of Fribourg). 1608 also covers
 * Oron-le-Châtel, Bussigny- and Chesalles-sur-Oron (VD). 1610 (Oron-la-Ville, Châtillens,
 * Vuibroye) has no Fribourg locality in the directory, so it has no pair until the operator
 * names one.
 */
const FRIBOURG_LOCALITY_DEPENDENT_CODES: Postcodes = ['1608', '1610', '1617']

export const FRIBOURG_LOCALITIES: readonly { npa: string; locality: string }[] = [
  { npa: '1608', locality: 'Chapelle (Glâne)' },
  { npa: '1617', locality: 'Remaufens' },
  { npa: '1617', locality: 'Tatroz' },
]

// Lausanne, Ouest lausannois and the Pully–Lutry shore of the agglomeration.
const LAUSANNE: Postcodes = [
  '1000',
  '1003',
  '1004',
  '1005',
  '1006',
  '1007',
  '1008',
  '1009',
  '1010',
  '1011',
  '1012',
  '1015',
  '1018',
  '1020',
  '1022',
  '1023',
  '1024',
  '1025',
  '1029',
  '1030',
  '1032',
  '1033',
  '1052',
  '1066',
  '1068',
  '1090',
  '1092',
  '1093',
  '1094',
  '1095',
]

// Lake Geneva riviera: Lavaux shore (Cully to Chexbres), Vevey, Montreux, Haut-Lac.
const LEMAN: Postcodes = [
  '1070',
  '1071',
  '1091',
  '1096',
  '1097',
  '1098',
  '1800',
  '1801',
  '1802',
  '1803',
  '1804',
  '1805',
  '1806',
  '1807',
  '1808',
  '1809',
  '1814',
  '1815',
  '1816',
  '1817',
  '1820',
  '1822',
  '1823',
  '1824',
  '1832',
  '1833',
  '1844',
  '1845',
  '1847',
]

export const ORDER_REGION_POSTCODES = {
  fribourg: [...SARINE, ...GRUYERE, ...GLANE, ...VEVEYSE, ...BROYE, ...LAC, ...SENSE, ...FRIBOURG_LOCALITY_DEPENDENT_CODES],
  leman: LEMAN,
  lausanne: LAUSANNE,
} as const satisfies Record<string, Postcodes>

// Street lookups and visitors spell 'Glâne', 'Glane' or 'GLÂNE'; all mean the same place.
function normaliseLocality(locality: string): string {
  return foldText(locality).replace(/\s+/g, ' ').trim()
}

/** §9: is this address in the Fribourg list? For 1608, 1610, 1617 the locality decides. */
export function belongsToFribourg(npa: string, locality: string): boolean {
  const code = normaliseNpa(npa)
  if (FRIBOURG_LOCALITY_DEPENDENT_CODES.includes(code)) {
    const wanted = normaliseLocality(locality)
    return FRIBOURG_LOCALITIES.some((pair) => pair.npa === code && normaliseLocality(pair.locality) === wanted)
  }
  return ORDER_REGION_POSTCODES.fribourg.includes(code)
}
