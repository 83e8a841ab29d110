import { OPERATOR_POSTCODES, type OperatorKey } from '@/features/distributors'

/** Swiss Post locality of each operator postal code (§9 lists). */
const LOCALITIES: Record<string, string> = {
  '1933': 'Sembrancher', '1934': 'Le Châble VS', '1936': 'Verbier', '1937': 'Orsières', '1938': 'Champex-Lac',
  '1941': 'Vollèges', '1942': 'Levron', '1943': 'Praz-de-Fort', '1944': 'La Fouly VS', '1945': 'Liddes',
  '1946': 'Bourg-St-Pierre', '1947': 'Versegères', '1948': 'Lourtier',
  '1895': 'Vionnaz', '1896': 'Vouvry', '1897': 'Le Bouveret', '1898': 'St-Gingolph', '1899': 'Torgon',
  '1902': 'Evionnaz', '1903': 'Collonges', '1904': 'Vernayaz', '1905': 'Dorénaz', '1922': 'Salvan',
  '1923': 'Les Marécottes', '1925': 'Finhaut', '1929': 'Trient',
  '1906': 'Charrat', '1920': 'Martigny', '1921': 'Martigny-Croix', '1926': 'Fully', '1927': 'Chemin',
  '1928': 'Ravoire', '1932': 'Bovernier',
  '1695': 'Rueyres-St-Laurent', '1696': 'Vuisternens-en-Ogoz', '1700': 'Fribourg', '1720': 'Corminboeuf',
  '1722': 'Bourguillon', '1723': 'Marly', '1724': 'Praroman', '1725': 'Posieux', '1726': 'Farvagny',
  '1727': 'Corpataux-Magnedens', '1728': 'Rossens FR', '1730': 'Ecuvillens', '1731': 'Ependes FR',
  '1732': 'Arconciel', '1733': 'Treyvaux', '1740': 'Neyruz FR', '1741': 'Cottens FR', '1742': 'Autigny',
  '1744': 'Chénens', '1745': 'Lentigny', '1746': 'Prez-vers-Noréaz', '1747': 'Corserey',
  '1752': 'Villars-sur-Glâne', '1753': 'Matran', '1754': 'Avry-sur-Matran', '1756': 'Onnens FR',
  '1757': 'Noréaz', '1762': 'Givisiez', '1763': 'Granges-Paccot', '1772': 'Grolley', '1782': 'Belfaux',
  '1625': 'Sâles (Gruyère)', '1626': 'Romanens', '1627': 'Vaulruz', '1628': 'Vuadens', '1630': 'Bulle',
  '1632': 'Riaz', '1633': 'Marsens', '1634': 'La Roche FR', '1635': 'La Tour-de-Trême', '1636': 'Broc',
  '1637': 'Charmey (Gruyère)', '1638': 'Morlon', '1642': 'Sorens', '1643': 'Gumefens',
  '1644': 'Avry-devant-Pont', '1645': 'Le Bry', '1646': 'Echarlens', '1647': 'Corbières', '1648': 'Hauteville',
  '1649': 'Pont-la-Ville', '1651': 'Villarvolard', '1652': 'Botterens', '1653': 'Crésuz', '1654': 'Cerniat FR',
  '1656': 'Jaun', '1661': 'Le Pâquier-Montbarry', '1663': 'Gruyères', '1665': 'Estavannens',
  '1666': 'Grandvillard', '1667': 'Enney', '1669': 'Albeuve',
}

/** Streets of the larger localities; the others get the usual village street names. */
const MAIN_STREETS: Record<string, string[]> = {
  '1936': ['Route de Verbier Station', 'Rue de Médran', 'Chemin des Vernes', 'Route des Creux', 'Rue de la Poste', 'Chemin de Plan-Pra', 'Route de la Téléverbier', 'Chemin de la Barmète'],
  '1934': ['Route de Clouchèvre', 'Place de l’Église', 'Route de Verbier', 'Chemin de la Dranse', 'Rue du Collège', 'Route de Bruson'],
  '1937': ['Route de la Gare', 'Rue de la Commune', 'Route du Grand-St-Bernard', 'Chemin des Arolles', 'Place Centrale', 'Rue des Alpes'],
  '1896': ['Route du Simplon', 'Rue du Collège', 'Avenue de la Gare', 'Chemin des Semilles', 'Rue des Vergers', 'Route de Miex'],
  '1904': ['Rue de l’Industrie', 'Route du Simplon', 'Rue de la Gare', 'Chemin du Trient', 'Rue des Écoles', 'Route de Salvan'],
  '1920': ['Avenue de la Gare', 'Rue du Levant', 'Avenue du Grand-St-Bernard', 'Place Centrale', 'Rue de la Poste', 'Rue des Finettes', 'Avenue de la Fusion', 'Rue du Simplon', 'Chemin des Barrières', 'Rue d’Octodure', 'Rue du Rhône', 'Avenue de Fully'],
  '1926': ['Rue de l’Église', 'Route de Saillon', 'Chemin de la Sorniot', 'Rue de la Poste', 'Route du Chavalard', 'Chemin des Vignes'],
  '1700': ['Boulevard de Pérolles', 'Rue de Lausanne', 'Avenue de la Gare', 'Rue de Romont', 'Route du Jura', 'Avenue du Midi', 'Rue de Morat', 'Route de la Fonderie', 'Avenue Weck-Reynold', 'Rue Saint-Pierre', 'Route de Villars', 'Grand-Rue'],
  '1752': ['Route de Moncor', 'Route du Petit-Moncor', 'Route de Villars-Vert', 'Route des Préalpes', 'Route de Cormanon', 'Chemin de la Redoute'],
  '1723': ['Route de Fribourg', 'Route du Centre', 'Route de Bourguillon', 'Chemin des Pralettes', 'Route de la Gruyère', 'Impasse de la Colline'],
  '1630': ['Grand-Rue', 'Rue de Vevey', 'Avenue de la Gare', 'Rue Nicolas-Glasson', 'Rue de la Condémine', 'Route de Riaz', 'Rue de Gruyères', 'Place du Marché'],
  '1635': ['Rue du Centre', 'Route de Gruyères', 'Chemin du Pré-Vert', 'Rue de l’Ancien Comté', 'Route du Moléson', 'Impasse du Château'],
}

const VILLAGE_STREETS = ['Route Principale', 'Rue du Village', 'Chemin des Vergers', 'Route de l’Église', 'Chemin de la Chapelle', 'Impasse des Écoles']
const GERMAN_VILLAGE_STREETS = ['Hauptstrasse', 'Dorfstrasse', 'Kirchweg', 'Schulhausstrasse', 'Bergweg', 'Mattenweg']

export type StreetSeed = { npa: string; city: string; street: string; number_from: number; number_to: number; numbers: string | null }

/** Every postal code of an operator, at least six streets each, house numbers within 1–60. */
export function streetsOf(key: OperatorKey): StreetSeed[] {
  return OPERATOR_POSTCODES[key].flatMap((npa) => {
    const city = LOCALITIES[npa]
    if (!city) throw new Error(`seed: no locality for postal code ${npa}`)
    const streets = MAIN_STREETS[npa] ?? (npa === '1656' ? GERMAN_VILLAGE_STREETS : VILLAGE_STREETS)
    return streets.map((street, index) => ({
      npa,
      city,
      street,
      number_from: 1,
      number_to: 12 + ((Number(npa) + index * 7) % 49),
      numbers: index % 4 === 1 ? `${index + 2}a,${index + 4}bis` : null,
    }))
  })
}
