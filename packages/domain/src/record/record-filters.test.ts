import { describe, expect, it } from 'vitest';
import {
  applyRecordFilters,
  type FilterableRecordEntry,
  filterGroups,
  hasActiveFilters,
  OTHER_FILTER_VALUE,
  visibleFilterOptions,
} from './record-filters';

const entry = (
  responsibleName: string | null,
  contactType: string | null = 'video_consultation',
  careFacilityName: string | null = 'Vårdcentral Norr',
): FilterableRecordEntry => ({ responsibleName, contactType, careFacilityName });

describe('record history filters', () => {
  const entries = [
    entry('Anna Berg'),
    entry('Bertil Ek', 'phone_consultation'),
    entry('Anna Berg', 'phone_consultation', null),
    entry('', 'administrative', '  '),
    entry('Anna Berg'),
    entry('Cecilia Dahl', 'clinic_visit', 'Vårdcentral Syd'),
  ];

  it('counts each value per attribute, most entries first, and groups unknown and empty values as Other', () => {
    const [responsible, contactType, facility] = filterGroups(entries);
    expect(responsible).toEqual({
      attribute: 'responsible',
      options: [
        { value: 'Anna Berg', count: 3 },
        { value: 'Bertil Ek', count: 1 },
        { value: 'Cecilia Dahl', count: 1 },
        { value: OTHER_FILTER_VALUE, count: 1 },
      ],
    });
    expect(contactType?.options.map((o) => [o.value, o.count])).toEqual([
      ['phone_consultation', 2],
      ['video_consultation', 2],
      ['administrative', 1],
      ['clinic_visit', 1],
    ]);
    expect(facility?.options).toEqual([
      { value: 'Vårdcentral Norr', count: 3 },
      { value: OTHER_FILTER_VALUE, count: 2 },
      { value: 'Vårdcentral Syd', count: 1 },
    ]);
  });

  it('shows the first 6 options and offers the rest as N more', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ value: `v${i}`, count: 9 - i }));
    expect(visibleFilterOptions(many, false)).toEqual({ shown: many.slice(0, 6), moreCount: 3 });
    expect(visibleFilterOptions(many, true)).toEqual({ shown: many, moreCount: 0 });
    expect(visibleFilterOptions(many.slice(0, 6), false)).toEqual({ shown: many.slice(0, 6), moreCount: 0 });
  });

  it('keeps entries with any ticked value of an attribute and all ticked attributes', () => {
    expect(applyRecordFilters(entries, {})).toBe(entries);
    expect(applyRecordFilters(entries, { responsible: [] })).toBe(entries);
    expect(applyRecordFilters(entries, { responsible: ['Anna Berg', 'Bertil Ek'] })).toHaveLength(4);
    expect(
      applyRecordFilters(entries, { responsible: ['Anna Berg', 'Bertil Ek'], contactType: ['phone_consultation'] }),
    ).toEqual([entries[1], entries[2]]);
    expect(applyRecordFilters(entries, { careFacility: [OTHER_FILTER_VALUE] })).toEqual([entries[2], entries[3]]);
    expect(hasActiveFilters({ careFacility: [] })).toBe(false);
    expect(hasActiveFilters({ careFacility: [OTHER_FILTER_VALUE] })).toBe(true);
  });
});
