import type { Country } from '../markets/country';
import { formatNhsNumber, isValidNhsNumber } from './nhs-number';
import { formatNir, isValidNir } from './nir';
import { formatPersonnummer, isValidPersonnummer } from './personnummer';

/**
 * An identity number as the clinician reads it in their market: Swedish ids as 8 digits, a
 * dash, the rest (seed 001 §9); NHS numbers 3-3-4; French NIR in its printed groups. Anything
 * that is not a valid number of the market's kind is shown as stored.
 */
export function displayIdNumber(idNumber: string, country: Country): string {
  if (country === 'SE' && isValidPersonnummer(idNumber)) return formatPersonnummer(idNumber);
  if (country === 'GB' && isValidNhsNumber(idNumber)) return formatNhsNumber(idNumber);
  if (country === 'FR' && isValidNir(idNumber)) return formatNir(idNumber);
  return idNumber;
}
