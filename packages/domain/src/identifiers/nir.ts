/**
 * French NIR (numéro d'inscription au répertoire, the social-security number): 13 characters —
 * sex (1/2), birth year (YY), birth month (MM), department (2 characters; Corsica is 2A or 2B),
 * commune (3 digits), order number (3 digits) — followed by a 2-digit key = 97 − (number mod 97).
 * For the key, Corsica's 2A and 2B count as 19 and 18. 13 digits exceed 2^53, hence BigInt.
 */

const BODY = /^[12]\d{2}(0[1-9]|1[0-2])(0[1-9]|[1-9]\d|2A|2B)\d{3}\d{3}$/;
const FULL = /^(.{13})(\d{2})$/;

function compact(s: string): string {
  return s.replace(/ /g, '').toUpperCase();
}

/** The 2-digit key (1–97) for a well-formed 13-character body, or null when the body is malformed. */
export function nirKey(first13: string): number | null {
  const body = compact(first13);
  if (!BODY.test(body)) return null;
  const numeric = body.slice(0, 5) + body.slice(5, 7).replace('2A', '19').replace('2B', '18') + body.slice(7);
  return 97 - Number(BigInt(numeric) % 97n);
}

/** Accepts the 15 characters, compact or grouped with spaces ("1 84 12 76 451 089 46"). */
export function isValidNir(s: string): boolean {
  const match = FULL.exec(compact(s));
  if (!match?.[1] || !match[2]) return false;
  const key = nirKey(match[1]);
  return key !== null && key === Number(match[2]);
}

/** The full 15-character NIR for a 13-character body, or null when the body is malformed. */
export function makeNir(first13: string): string | null {
  const key = nirKey(first13);
  return key === null ? null : `${compact(first13)}${String(key).padStart(2, '0')}`;
}

/** "1 84 12 76 451 089 46"; anything that is not 15 characters is returned unchanged. */
export function formatNir(id: string): string {
  const c = compact(id);
  if (c.length !== 15) return id;
  return [
    c.slice(0, 1),
    c.slice(1, 3),
    c.slice(3, 5),
    c.slice(5, 7),
    c.slice(7, 10),
    c.slice(10, 13),
    c.slice(13),
  ].join(' ');
}
