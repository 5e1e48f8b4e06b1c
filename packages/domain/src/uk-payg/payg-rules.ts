/**
 * The pay-as-you-go prescription's rules (seed 000 §5): the upload is a PDF by its bytes (it starts "%PDF-"), never
 * by its name or declared type, and at most 10,000,000 bytes; sending needs both verification boxes ticked. The
 * browser checks a file with these before uploading it and the server checks it again.
 */

/** Seed 000 §5, §9: the PDF is at most 10,000,000 bytes. */
export const PAYG_PDF_MAX_BYTES = 10_000_000;

/**
 * The WHATWG decoder every runtime of ours has (browsers, Node): the domain compiles without DOM or Node types, so its
 * shape is declared here, only what is used.
 */
declare const TextDecoder: new (label: 'latin1') => { decode(bytes: Uint8Array): string };

export type PaygUploadProblem = 'file_too_large' | 'not_a_pdf';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** Whether the file's first bytes are a PDF's header. */
export function startsLikePdf(head: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, i) => head[i] === byte);
}

/** What is wrong with an upload of `size` bytes starting with `head`, size first (a huge file is refused unread). */
export function paygUploadProblem(size: number, head: Uint8Array): PaygUploadProblem | null {
  if (size > PAYG_PDF_MAX_BYTES) return 'file_too_large';
  if (!startsLikePdf(head)) return 'not_a_pdf';
  return null;
}

export type PaygVerification = { signatureVerified: boolean; patientNameVerified: boolean };

/** The boxes not ticked, in the form's order. */
export function unverifiedFields(body: PaygVerification): (keyof PaygVerification)[] {
  return (['signatureVerified', 'patientNameVerified'] as const).filter((field) => body[field] !== true);
}

/**
 * Pages of a PDF, counted cheaply from its page objects ("/Type /Page", not "/Pages"); null when none is visible
 * (a PDF whose objects are compressed into object streams hides them).
 */
export function countPdfPages(bytes: Uint8Array): number | null {
  // One character per byte (latin1), decoded at once.
  const text = new TextDecoder('latin1').decode(bytes);
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  return pages > 0 ? pages : null;
}

/**
 * A UK postcode's outward code, the district ("SW1A 1AA" → "SW1A", "nw19lr" → "NW1"): the inward code is always a
 * digit and two letters, so the outward code is what comes before the last three characters. A bare district
 * ("LS6") is answered as it is. Null for text that is no postcode.
 */
export function postcodeDistrict(postcode: string): string | null {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  if (/^[A-Z]{1,2}\d[A-Z\d]?$/.test(compact)) return compact;
  const match = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/.exec(compact);
  return match ? match[1]! : null;
}

/** The postcode as it is written: outward code, space, inward code ("SW1A1AA" → "SW1A 1AA"). */
export function formatPostcode(postcode: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  const district = postcodeDistrict(compact);
  return district && district.length < compact.length ? `${district} ${compact.slice(district.length)}` : compact;
}

/** Great-circle distance in kilometres between two points (haversine), one decimal. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
}
