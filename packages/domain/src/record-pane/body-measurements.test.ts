import { describe, expect, it } from 'vitest';
import { bmiFromProperties, bodyMassIndex, heightInMetres, parseMeasurement } from './body-measurements';

const exact = (value: string) => ({ value, comparator: null });

describe('height and weight', () => {
  it('reads decimals with a dot or a comma', () => {
    expect(parseMeasurement('72.5')).toEqual({ ok: true, value: 72.5 });
    expect(parseMeasurement(' 72,5 ')).toEqual({ ok: true, value: 72.5 });
  });

  it('reports a format error for anything else', () => {
    for (const raw of ['', 'tall', '1.8.2', '-70', '0', '70kg']) {
      expect(parseMeasurement(raw)).toEqual({ ok: false, error: 'format' });
    }
  });

  it('converts the height from centimetres to metres', () => {
    expect(heightInMetres('180')).toEqual({ ok: true, value: 1.8 });
    expect(heightInMetres('abc')).toEqual({ ok: false, error: 'format' });
  });
});

describe('BMI', () => {
  it('is weight over height squared, to one decimal', () => {
    expect(bodyMassIndex(80, 1.8)).toBe(24.7);
    expect(bodyMassIndex(60, 1.6)).toBe(23.4);
  });

  it('comes from the stored properties: height in cm, weight in kg', () => {
    expect(bmiFromProperties(exact('180'), exact('80'))).toEqual({ ok: true, bmi: 24.7 });
  });

  it('is not given without both values, from a bound, or from an unreadable value', () => {
    expect(bmiFromProperties(null, exact('80'))).toEqual({ ok: false, error: 'missing' });
    expect(bmiFromProperties(exact('180'), { value: '150', comparator: '>' })).toEqual({
      ok: false,
      error: 'approximate',
    });
    expect(bmiFromProperties(exact('1,80 m'), exact('80'))).toEqual({ ok: false, error: 'format' });
  });

  it('refuses a zero or negative input', () => {
    expect(() => bodyMassIndex(0, 1.8)).toThrow(RangeError);
  });
});
