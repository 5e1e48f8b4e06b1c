import { distanceKm, formatPostcode, postcodeDistrict, type PharmaciesResponse } from '@konsult/domain';
import { UK_PHARMACIES, UK_POSTCODE_DISTRICTS } from './pharmacy-list';

/**
 * At most this many pharmacies, and none further than this (20 miles, as the UK page says; 32 km elsewhere): a patient
 * walks or takes a bus to a pharmacy.
 */
const MAX_PHARMACIES = 8;
const MAX_DISTANCE_KM = 32.2;

/**
 * The postcode's place: its district's centre, else the centre of the known districts of its area ("NW3" → the
 * listed "NW…" districts), else unknown. See ./pharmacy-list.ts for why districts and not full postcodes.
 */
function place(district: string): { district: string; lat: number; lon: number } | null {
  const known = UK_POSTCODE_DISTRICTS[district];
  if (known) return { district, ...known };
  const area = /^[A-Z]+/.exec(district)![0];
  const inArea = Object.entries(UK_POSTCODE_DISTRICTS).filter(([d]) => /^[A-Z]+/.exec(d)![0] === area);
  if (inArea.length === 0) return null;
  const mean = (pick: (p: { lat: number; lon: number }) => number) =>
    inArea.reduce((sum, [, p]) => sum + pick(p), 0) / inArea.length;
  return { district: area, lat: mean((p) => p.lat), lon: mean((p) => p.lon) };
}

/** The pharmacies nearest the postcode, nearest first (ties by name); none when the postcode cannot be placed. */
export function pharmaciesNear(postcode: string): PharmaciesResponse {
  const district = postcodeDistrict(postcode);
  const origin = district ? place(district) : null;
  if (!origin) return { postcode: formatPostcode(postcode), origin: null, pharmacies: [] };
  const pharmacies = UK_PHARMACIES.map((p) => ({ ...p, distanceKm: distanceKm(origin, p) }))
    .filter((p) => p.distanceKm <= MAX_DISTANCE_KM)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name))
    .slice(0, MAX_PHARMACIES);
  return { postcode: formatPostcode(postcode), origin, pharmacies };
}
