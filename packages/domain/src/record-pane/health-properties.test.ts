import { describe, expect, it } from 'vitest';
import type { HealthObservation } from '../api/record-pane';
import { healthProperties } from './health-properties';

function observation(
  propertyName: string,
  values: string[],
  createdAt: number,
  source = 'sf_36',
  responseSetId: string | null = `set-${createdAt}`,
): HealthObservation {
  return { propertyName, values, createdAt, sourceDetails: { name: source }, responseSetId };
}

describe('health properties', () => {
  it('reads height and weight from the newest sf_36 response set', () => {
    const props = healthProperties([
      observation('body_height', ['178'], 1),
      observation('body_weight', ['90'], 1),
      observation('body_height', ['179'], 5),
      observation('body_weight', ['84'], 5),
    ]);
    expect(props.height).toEqual({ value: '179', comparator: null, at: 5 });
    expect(props.weight).toEqual({ value: '84', comparator: null, at: 5 });
  });

  it('keeps a "more than" or "less than" bound', () => {
    const props = healthProperties([observation('gt_body_weight', ['150'], 3)]);
    expect(props.weight).toEqual({ value: '150', comparator: '>', at: 3 });
    expect(healthProperties([observation('lt_body_height', ['100'], 3)]).height?.comparator).toBe('<');
  });

  it('falls back to the newest reading of any source without a health profile', () => {
    const props = healthProperties([observation('body_height', ['165'], 4, 'clinician_entry', null)]);
    expect(props.height?.value).toBe('165');
    expect(props.weight).toBeNull();
  });

  it('lists the allergies of the newest allergy answers', () => {
    const props = healthProperties([
      observation('allergy', ['Cats', '', ''], 1, 'health_profile_allergies', 'a1'),
      observation('allergy', ['Penicillin', 'Skin test', 'Rash as a child'], 7, 'health_profile_allergies', 'a2'),
      observation('allergy', ['Birch pollen', '', ''], 7, 'health_profile_allergies', 'a2'),
    ]);
    expect(props.allergies).toEqual([
      { name: 'Penicillin', diagnosisMethods: 'Skin test', patientComment: 'Rash as a child' },
      { name: 'Birch pollen', diagnosisMethods: null, patientComment: null },
    ]);
  });

  it('is empty without observations', () => {
    expect(healthProperties([])).toEqual({ height: null, weight: null, allergies: [] });
  });
});
