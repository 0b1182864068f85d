// The map of Shadow Realms as rules SR-G1 / SR-G2 give it
// (shared/rules/shadow-realms.md): region keys, ports, fortified cities,
// the land adjacency and the start owners. Read by build-shadow-realms.mjs
// and preview-shadow-realms.mjs, so both check against one copy.

/** The 17 fields (a region's open country), in board order, with their grid hint [col, row]. */
export const FIELDS = {
  giants_land: [1.5, 0], kerdurin: [0, 1], mineur: [1, 1], heilbron: [2, 1], wild_hills: [3, 1],
  lomen: [0, 2], rotstain: [1, 2], rudern: [2, 2], lake_city: [3, 2], shadow_lands: [4, 2],
  malmo: [0, 3], wild_forest: [1, 3], heran: [2, 3], zlatka: [3, 3], impassable_swamps: [4, 3],
  ostius: [1, 4], baria: [2, 4],
};

/** The sea zones and the port fields on each (SR-G1). They touch each other. */
export const SEAS = {
  west_sea: ['kerdurin', 'lomen', 'malmo'],
  south_sea: ['malmo', 'ostius', 'baria'],
};

/** Fields with a city, and whether it is fortified (SR-G1 table). */
export const CITIES = {
  kerdurin: true, mineur: false, heilbron: true, lomen: false, rotstain: false, rudern: true,
  lake_city: true, malmo: true, heran: false, zlatka: false, ostius: true, baria: false,
};
export const cityId = (field) => `city_${field}`;

/** Land adjacency, as SR-G1 lists it (34 symmetric edges). */
export const ADJ = {
  giants_land: 'kerdurin mineur heilbron wild_hills',
  kerdurin: 'giants_land mineur lomen',
  mineur: 'giants_land kerdurin heilbron rotstain',
  heilbron: 'giants_land mineur wild_hills rudern',
  wild_hills: 'giants_land heilbron lake_city shadow_lands',
  lomen: 'kerdurin rotstain malmo',
  rotstain: 'mineur lomen rudern wild_forest',
  rudern: 'heilbron rotstain lake_city heran',
  lake_city: 'wild_hills rudern shadow_lands heran zlatka',
  shadow_lands: 'wild_hills lake_city zlatka impassable_swamps',
  malmo: 'lomen wild_forest ostius',
  wild_forest: 'rotstain malmo heran ostius baria',
  heran: 'rudern lake_city wild_forest zlatka baria',
  zlatka: 'lake_city shadow_lands heran impassable_swamps baria',
  impassable_swamps: 'shadow_lands zlatka baria',
  ostius: 'malmo wild_forest baria',
  baria: 'wild_forest heran zlatka impassable_swamps ostius',
};

/** Start owners (SR-G2): faction id -> the fields and cities it holds; `neutral` for the neutrals. */
export const OWNER = {
  kerdurin: ['kerdurin', 'lomen'],
  heilbron: ['heilbron', 'mineur'],
  rudern: ['rudern', 'rotstain'],
  lake_city: ['lake_city', 'heran', 'zlatka'],
  malmo: ['malmo', 'ostius'],
  neutral: ['baria', 'shadow_lands'],
};

/** Terrain of SR-8 / SR-9 (everything else is plain). */
export const TERRAIN = {
  giants_land: 'impassable', impassable_swamps: 'impassable', wild_hills: 'wildTribes', wild_forest: 'wildTribes', baria: 'swamp',
};

/** English display names, for the labels' room and the preview. */
export const NAMES = {
  giants_land: "Giants' Land", kerdurin: 'Kerdurin', mineur: 'Mineur', heilbron: 'Heilbron', wild_hills: 'Tribal Hills',
  lomen: 'Lomen', rotstain: 'Rotstain', rudern: 'Rudern', lake_city: 'Lake City', shadow_lands: 'Shadow Lands',
  malmo: 'Malmo', wild_forest: 'Tribal Forest', heran: 'Heran', zlatka: 'Zlatka', impassable_swamps: 'Impassable Swamps',
  ostius: 'Ostius', baria: 'Baria', west_sea: 'Western Sea', south_sea: 'Southern Sea',
};

const key = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);
/** Every contact the drawing must show: land edges and each port with its sea, plus the two seas. */
export function wantedContacts() {
  const want = new Set();
  for (const [a, bs] of Object.entries(ADJ)) for (const b of bs.split(' ')) want.add(key(a, b));
  for (const [sea, ports] of Object.entries(SEAS)) for (const p of ports) want.add(key(sea, p));
  want.add(key('west_sea', 'south_sea'));
  return want;
}
export { key as pairKey };
