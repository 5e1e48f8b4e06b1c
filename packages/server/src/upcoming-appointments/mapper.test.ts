import { UpcomingAppointmentsResponse } from '@konsult/domain';
import { describe, expect, it } from 'vitest';
import { toAppointment } from './mapper';
import type { UpcomingMeetingRow } from './repo';

const row = (overrides: Partial<UpcomingMeetingRow> = {}): UpcomingMeetingRow => ({
  id: '33333333-3333-4333-8333-333333333333',
  interventionType: 'PHONE',
  scheduledStartTime: new Date('2026-12-01T09:00:00Z'),
  slotLengthMinutes: 20,
  isConfirmed: false,
  internalReferral: null,
  bookedBy: null,
  symptomsSurveyInformationId: null,
  clinicianName: 'Maria Ek',
  profession: 'NURSE',
  poolName: 'Konsult Vårdcentral Sverige',
  country: 'SE',
  ...overrides,
});

describe('an upcoming appointment', () => {
  it('booked by a clinician as a revisit names them and their message', () => {
    const appointment = toAppointment(
      row({
        bookedBy: {
          clinicianId: 'c-1',
          name: 'Anna Lindgren',
          message: 'Uppföljning av blodtrycket',
          originMeetingId: 'm-1',
        },
      }),
    );
    expect(appointment).toMatchObject({
      bookedByPatient: false,
      bookerClinician: 'Anna Lindgren',
      bookerMessage: 'Uppföljning av blodtrycket',
      isInternalReferral: false,
    });
  });

  it('is booked by the patient, ends after its slot, at the clinician’s pool', () => {
    const appointment = toAppointment(row());
    expect(appointment).toEqual({
      meetingId: '33333333-3333-4333-8333-333333333333',
      interventionType: 'PHONE',
      careFacilityName: 'Konsult Vårdcentral Sverige',
      clinician: { name: 'Maria Ek', clinicianTitle: 'Sjuksköterska' },
      bookedByPatient: true,
      bookerClinician: null,
      bookerInterventionType: null,
      confirmed: false,
      bookerMessage: null,
      startTime: Date.parse('2026-12-01T09:00:00Z'),
      endTime: Date.parse('2026-12-01T09:20:00Z'),
      dropin: false,
      isInternalReferral: false,
      symptomId: null,
    });
    expect(() =>
      UpcomingAppointmentsResponse.parse({ content: [appointment], totalElements: 1, page: 0, size: 100 }),
    ).not.toThrow();
  });

  it('names the referring colleague and their message when a colleague booked it', () => {
    const appointment = toAppointment(
      row({
        internalReferral: {
          bookerName: 'Anna Lindgren',
          bookerFacility: null,
          bookerCareTypeName: 'Läkare',
          message: 'Ring',
        },
        symptomsSurveyInformationId: 'survey-1',
      }),
    );
    expect(appointment).toMatchObject({
      bookedByPatient: false,
      isInternalReferral: true,
      bookerClinician: 'Anna Lindgren',
      bookerMessage: 'Ring',
      symptomId: 'survey-1',
    });
  });
});
