import { describe, expect, it } from 'vitest';
import { asksMeetingMeans, clinicianActionCheckboxesApply, MEETING_MEANS, missingMeetingMeans } from './meeting-means';

describe('meeting means', () => {
  it('blocks ending a one-time web user’s meeting until the means is answered', () => {
    expect(missingMeetingMeans({ isOneTimeUser: true, meetingMeans: null })).toEqual([
      { name: 'meetingMeans', label: 'meetingMeans.missing', section: 'meetingMeans.section' },
    ]);
    for (const means of MEETING_MEANS) {
      expect(missingMeetingMeans({ isOneTimeUser: true, meetingMeans: means })).toEqual([]);
    }
  });

  it('is not asked of other patients', () => {
    expect(asksMeetingMeans(false)).toBe(false);
    expect(missingMeetingMeans({ isOneTimeUser: false, meetingMeans: null })).toEqual([]);
  });

  it('leaves the UK clinician-action checkboxes out for one-time web users', () => {
    expect(clinicianActionCheckboxesApply(true)).toBe(false);
    expect(clinicianActionCheckboxesApply(false)).toBe(true);
  });
});
