import { DEFAULT_FEATURES } from '@konsult/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { aClinicianIn } from '../../features/record-pane/testing';
import { aMeeting } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { prefetchRecordPaneTabs } from './record-pane-tabs';

/**
 * Issue 22: the consultation route starts the record pane's first requests before the pane renders: what decides its
 * tabs, every shown tab's counter and the open tab's panel — and nothing for tabs the clinician does not have.
 */
async function prefetched(args: Omit<Parameters<typeof prefetchRecordPaneTabs>[1], 'features' | 'patientId'>) {
  const requests = mockApi({});
  prefetchRecordPaneTabs(new QueryClient({ defaultOptions: { queries: { retry: false } } }), {
    ...args,
    features: DEFAULT_FEATURES,
    patientId: 'patient-1',
  });
  // The requests start at once; their answers do not matter here.
  await Promise.resolve();
  return requests.map((r) => r.path).sort();
}

describe('the record pane prefetch', () => {
  it('starts, for a Swedish meeting on the patient tab, the tabs, the counters and the patient panel at once', async () => {
    const paths = await prefetched({ me: aClinicianIn('SE'), meeting: aMeeting(), leftbar: undefined });
    expect(paths).toEqual(
      [
        '/api/patient/patient-1/overview',
        '/api/meeting/clinician/upcoming-appointments/v2/patient-1/meeting-1',
        '/api/medicalrecord/v4/entries/patient-1',
        '/api/prescriptions/medication-list/swe/patient/patient-1',
        '/api/vaccination/clinician/immunization-series',
        '/api/medicalrecord/patient/warnings/patient-1',
        '/api/facts/patients/patient-1/observations',
      ].sort(),
    );
  });

  it('asks for the symptoms answers when the meeting has a survey, and not for the patient panel behind it', async () => {
    const paths = await prefetched({
      me: aClinicianIn('SE'),
      meeting: aMeeting({ symptoms: { formName: 'cough', surveyInformationId: 'survey-1' } }),
      leftbar: undefined,
    });
    expect(paths).toContain('/api/meeting/doctor/survey-responses/meeting-1');
    expect(paths).not.toContain('/api/medicalrecord/patient/warnings/patient-1');
  });

  it('starts the history for the history tab and leaves out what a French clinician has no tab for', async () => {
    const paths = await prefetched({ me: aClinicianIn('FR'), meeting: aMeeting(), leftbar: 'consultation-history' });
    expect(paths).toContain('/api/medicalrecord/v4/entries/patient-1');
    expect(paths).not.toContain('/api/prescriptions/medication-list/swe/patient/patient-1');
    expect(paths).not.toContain('/api/vaccination/clinician/immunization-series');
  });
});
