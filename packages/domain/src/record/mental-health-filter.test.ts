import { describe, expect, it } from 'vitest';
import { UK_MENTAL_HEALTH_TEMPLATE_ID } from '../api/record-pane';
import { filterEntriesByTemplate, recordHistoryTemplateFilter } from './mental-health-filter';

describe('UK mental-health record history', () => {
  it('filters to the mental-health form only in a British mental-health meeting', () => {
    expect(recordHistoryTemplateFilter('GB', { activityType: 'MENTAL_HEALTH' })).toBe(UK_MENTAL_HEALTH_TEMPLATE_ID);
    expect(recordHistoryTemplateFilter('GB', { activityType: 'DEFAULT' })).toBeNull();
    expect(recordHistoryTemplateFilter('SE', { activityType: 'MENTAL_HEALTH' })).toBeNull();
    expect(recordHistoryTemplateFilter('GB', null)).toBeNull();
  });

  it('keeps only the entries written in that form', () => {
    const entries = [
      { id: 'a', templateId: UK_MENTAL_HEALTH_TEMPLATE_ID },
      { id: 'b', templateId: 'medical-record/GB/v1' },
      { id: 'c', templateId: null },
    ];
    expect(filterEntriesByTemplate(entries, UK_MENTAL_HEALTH_TEMPLATE_ID).map((e) => e.id)).toEqual(['a']);
    expect(filterEntriesByTemplate(entries, null)).toBe(entries);
  });
});
