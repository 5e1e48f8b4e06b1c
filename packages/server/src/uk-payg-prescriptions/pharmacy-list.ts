/**
 * UK community pharmacies (issue 19: the map a sent pay-as-you-go prescription opens). Reference data the app ships,
 * not patient data: invented pharmacies at real places, each with an invented ODS code in the NHS format (FX001…),
 * so that the map of a UK postcode shows a handful of pharmacies around it. Opening hours are as a pharmacy's window
 * would say. Camden Road Pharmacy (FX001) is also the pharmacy the EPS demo's patient nominated.
 *
 * Placing a postcode: without a postcode database, a postcode is placed at its district's centre (the outward code,
 * "NW1" of "NW1 9LR"), from UK_POSTCODE_DISTRICTS; a district not listed falls back to the centre of the listed
 * districts of its area ("NW" of "NW3"); a postcode of an area not listed is not placed (no pharmacies, and the page
 * says so).
 */

export type UkPharmacy = {
  id: string;
  /** The pharmacy's organisation code (NHS ODS), as EPS nominates it. */
  odsCode: string;
  name: string;
  address: string;
  postcode: string;
  openingHours: string;
  lat: number;
  lon: number;
};

/** The district centres the list knows (approximate), by outward code. */
export const UK_POSTCODE_DISTRICTS: Record<string, { lat: number; lon: number }> = {
  SW1A: { lat: 51.5014, lon: -0.1419 },
  SW1P: { lat: 51.4946, lon: -0.1313 },
  WC2N: { lat: 51.5085, lon: -0.1257 },
  NW1: { lat: 51.5362, lon: -0.1426 },
  NW3: { lat: 51.5527, lon: -0.1743 },
  SE15: { lat: 51.4698, lon: -0.0662 },
  SE1: { lat: 51.4995, lon: -0.0921 },
  LS6: { lat: 53.8208, lon: -1.5751 },
  LS1: { lat: 53.7965, lon: -1.5478 },
  B21: { lat: 52.5057, lon: -1.9334 },
  B1: { lat: 52.4796, lon: -1.9085 },
  BS8: { lat: 51.4579, lon: -2.6153 },
  BS1: { lat: 51.4545, lon: -2.5879 },
  M3: { lat: 53.4839, lon: -2.2507 },
  M1: { lat: 53.4776, lon: -2.2343 },
  BN1: { lat: 50.8292, lon: -0.1406 },
  CF11: { lat: 51.4787, lon: -3.1942 },
  CF10: { lat: 51.4794, lon: -3.1777 },
};

export const UK_PHARMACIES: readonly UkPharmacy[] = [
  // London
  {
    id: 'ph-whitehall',
    odsCode: 'FX002',
    name: 'Whitehall Pharmacy',
    address: '38 Buckingham Palace Road, London',
    postcode: 'SW1W 0RE',
    openingHours: 'Mon–Fri 8:00–19:00, Sat 9:00–17:00',
    lat: 51.4965,
    lon: -0.1447,
  },
  {
    id: 'ph-victoria',
    odsCode: 'FX003',
    name: 'Victoria Street Chemist',
    address: '121 Victoria Street, London',
    postcode: 'SW1E 6RA',
    openingHours: 'Mon–Fri 7:30–20:00, Sat 9:00–18:00, Sun 11:00–17:00',
    lat: 51.4975,
    lon: -0.1357,
  },
  {
    id: 'ph-strand',
    odsCode: 'FX004',
    name: 'Strand Late-Night Pharmacy',
    address: '455 Strand, London',
    postcode: 'WC2R 0RG',
    openingHours: 'Mon–Sat 8:00–23:00, Sun 10:00–22:00',
    lat: 51.5098,
    lon: -0.1219,
  },
  {
    id: 'ph-camden',
    odsCode: 'FX001',
    name: 'Camden Road Pharmacy',
    address: '112 Camden Road, London',
    postcode: 'NW1 9EE',
    openingHours: 'Mon–Fri 9:00–18:30, Sat 9:00–17:00',
    lat: 51.5418,
    lon: -0.1338,
  },
  {
    id: 'ph-parkway',
    odsCode: 'FX005',
    name: 'Parkway Chemists',
    address: '24 Parkway, London',
    postcode: 'NW1 7AH',
    openingHours: 'Mon–Fri 8:30–19:00, Sat 9:00–18:00, Sun 10:00–16:00',
    lat: 51.5372,
    lon: -0.1461,
  },
  {
    id: 'ph-rye-lane',
    odsCode: 'FX006',
    name: 'Rye Lane Pharmacy',
    address: '87 Rye Lane, London',
    postcode: 'SE15 5EX',
    openingHours: 'Mon–Sat 9:00–19:00',
    lat: 51.4695,
    lon: -0.0691,
  },
  {
    id: 'ph-borough',
    odsCode: 'FX007',
    name: 'Borough High Street Pharmacy',
    address: '200 Borough High Street, London',
    postcode: 'SE1 1JX',
    openingHours: 'Mon–Fri 8:00–19:00, Sat 10:00–16:00',
    lat: 51.5006,
    lon: -0.0932,
  },
  // Leeds
  {
    id: 'ph-headingley',
    odsCode: 'FX008',
    name: 'Headingley Pharmacy',
    address: '3 Otley Road, Leeds',
    postcode: 'LS6 3AA',
    openingHours: 'Mon–Fri 9:00–18:00, Sat 9:00–13:00',
    lat: 53.8196,
    lon: -1.5778,
  },
  {
    id: 'ph-briggate',
    odsCode: 'FX009',
    name: 'Briggate Chemist',
    address: '60 Briggate, Leeds',
    postcode: 'LS1 6HD',
    openingHours: 'Mon–Sat 8:30–18:30, Sun 10:30–16:30',
    lat: 53.7977,
    lon: -1.5425,
  },
  // Birmingham
  {
    id: 'ph-soho-road',
    odsCode: 'FX010',
    name: 'Soho Road Pharmacy',
    address: '150 Soho Road, Birmingham',
    postcode: 'B21 9LR',
    openingHours: 'Mon–Fri 9:00–19:00, Sat 9:00–17:00',
    lat: 52.5059,
    lon: -1.9301,
  },
  {
    id: 'ph-new-street',
    odsCode: 'FX011',
    name: 'New Street Pharmacy',
    address: '90 New Street, Birmingham',
    postcode: 'B2 4BA',
    openingHours: 'Mon–Sat 8:00–20:00, Sun 11:00–17:00',
    lat: 52.4787,
    lon: -1.8985,
  },
  // Bristol
  {
    id: 'ph-clifton',
    odsCode: 'FX012',
    name: 'Clifton Village Pharmacy',
    address: '12 Princess Victoria Street, Bristol',
    postcode: 'BS8 4BP',
    openingHours: 'Mon–Fri 9:00–18:00, Sat 9:00–17:30',
    lat: 51.4563,
    lon: -2.6197,
  },
  // Manchester
  {
    id: 'ph-deansgate',
    odsCode: 'FX013',
    name: 'Deansgate Pharmacy',
    address: '250 Deansgate, Manchester',
    postcode: 'M3 4BQ',
    openingHours: 'Mon–Fri 8:00–20:00, Sat 9:00–18:00, Sun 10:00–16:00',
    lat: 53.4781,
    lon: -2.2507,
  },
  // Brighton
  {
    id: 'ph-north-laine',
    odsCode: 'FX014',
    name: 'North Laine Pharmacy',
    address: '41 Gardner Street, Brighton',
    postcode: 'BN1 1UN',
    openingHours: 'Mon–Sat 9:00–18:00',
    lat: 50.8253,
    lon: -0.1387,
  },
  // Cardiff
  {
    id: 'ph-cathedral-road',
    odsCode: 'FX015',
    name: 'Cathedral Road Pharmacy',
    address: '75 Cathedral Road, Cardiff',
    postcode: 'CF11 9HB',
    openingHours: 'Mon–Fri 9:00–18:00, Sat 9:00–13:00',
    lat: 51.4846,
    lon: -3.1925,
  },
  {
    id: 'ph-queen-street',
    odsCode: 'FX016',
    name: 'Queen Street Fferyllfa Pharmacy',
    address: '18 Queen Street, Cardiff',
    postcode: 'CF10 2BU',
    openingHours: 'Mon–Sat 8:30–19:00, Sun 11:00–16:00',
    lat: 51.4824,
    lon: -3.1737,
  },
];
