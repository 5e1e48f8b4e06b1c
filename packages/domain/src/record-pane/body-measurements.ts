/**
 * Height and weight from the patient's health properties (seed 001 §3: body_height in cm, body_weight in kg, an
 * optional gt_/lt_ prefix for "more than"/"less than") and the BMI the patient tab shows (§9: kg / m², 1 decimal).
 */

export type MeasurementBound = '>' | '<';

export type ParsedMeasurement = { ok: true; value: number } | { ok: false; error: 'format' };

/** A positive decimal number, comma or dot as the separator; anything else is a format error (seed 001 §5). */
export function parseMeasurement(raw: string): ParsedMeasurement {
  const text = raw.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return { ok: false, error: 'format' };
  const value = Number(text);
  return value > 0 ? { ok: true, value } : { ok: false, error: 'format' };
}

/** Height typed in centimetres, in metres (seed 001 §5 "height is converted from cm to metres"). */
export function heightInMetres(rawCm: string): ParsedMeasurement {
  const cm = parseMeasurement(rawCm);
  return cm.ok ? { ok: true, value: cm.value / 100 } : cm;
}

/** kg / m², rounded to one decimal. */
export function bodyMassIndex(weightKg: number, heightM: number): number {
  if (!(weightKg > 0) || !(heightM > 0)) throw new RangeError('BMI needs a positive weight and height');
  return Math.round((weightKg / (heightM * heightM)) * 10) / 10;
}

export type BmiResult = { ok: true; bmi: number } | { ok: false; error: 'format' | 'missing' | 'approximate' };

/**
 * The BMI from a height in cm and a weight in kg as stored. A bound ("more than 150 kg") gives no BMI: a number
 * computed from it would look exact.
 */
export function bmiFromProperties(
  height: { value: string; comparator: MeasurementBound | null } | null,
  weight: { value: string; comparator: MeasurementBound | null } | null,
): BmiResult {
  if (!height || !weight) return { ok: false, error: 'missing' };
  if (height.comparator || weight.comparator) return { ok: false, error: 'approximate' };
  const metres = heightInMetres(height.value);
  const kg = parseMeasurement(weight.value);
  if (!metres.ok || !kg.ok) return { ok: false, error: 'format' };
  return { ok: true, bmi: bodyMassIndex(kg.value, metres.value) };
}
