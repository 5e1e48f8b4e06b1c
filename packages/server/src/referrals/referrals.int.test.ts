import { beforeAll, describe, expect, it } from 'vitest';
import {
  type InternalReferralBody,
  type InternalReferralsResponse,
  type Meeting,
  type PhysicalReferralBody,
  type ReferableCareFacilitiesResponse,
  type ReferralBookedResponse,
  type ReferralReceiversResponse,
  type RevisitSlotsResponse,
  revisitStartFields,
  type TakenActionsResponse,
  type UpcomingAppointmentsResponse,
} from '@konsult/domain';
import { DEMO_CARE_FACILITIES } from '../demo/demo-care-facilities';
import { demoClinicianId, demoMeetingId } from '../demo/demo-ids';
import { auditRowsOf } from '../test/audit-rows';
import { useTestApp } from '../test/file-app';
import { openMeeting } from '../test/consultation-api';

/**
 * Anna (se.doctor) refers Elin from today's video meeting: internally to Fredrik, the team's psychologist, and
 * physically to a nurse's visit at Södermalm. Each books a real meeting for the receiver, who sees the
 * internal-referral banner's details; Anna sees both under taken actions. Receivers outside her team or clinic,
 * lengths other than 20, an empty message and days beyond 14 are refused.
 */

const STOCKHOLM = 'Europe/Stockholm';
const DAY = 24 * 60 * 60_000;
const t = useTestApp();
const anna = t.signedIn('se.doctor');
let origin: Meeting;
const meetingId = demoMeetingId('se.doctor', 'today-current');
const fredrik = demoClinicianId('se.psychologist');
const maria = demoClinicianId('se.nurse');

beforeAll(async () => {
  origin = await openMeeting(anna, meetingId);
});

const slotsOf = async (clinicianId: string) =>
  (await anna.get<RevisitSlotsResponse>(`/api/meeting/${meetingId}/referral-slots?clinicianId=${clinicianId}`)).body;
const freeSlot = async (clinicianId: string, after: number) =>
  (await slotsOf(clinicianId)).slots.find((s) => s.isBookable && s.startMillis > after)!;

const internal = (body: InternalReferralBody) =>
  anna.post<ReferralBookedResponse>(`/api/meeting/doctor/internalreferral/${meetingId}`, body);
/** Elin's internal referral to Fredrik, the team's psychologist, at `startMillis`. */
const toFredrik = (startMillis: number, message: string): InternalReferralBody => ({
  receivingClinicianId: fredrik,
  careTypeId: 'PSYCHOLOGIST',
  ...revisitStartFields(startMillis, STOCKHOLM),
  message,
});
const physical = (body: PhysicalReferralBody) =>
  anna.post<ReferralBookedResponse>(`/api/meeting/doctor/physicalreferral/${meetingId}`, body);

describe('referrals', () => {
  /** When Fredrik's referral is booked; the later test books Maria after it, so the soonest-first list is known. */
  let fredrikStart = 0;

  it('offers the team (not Anna herself, not external staff) and the referable clinics with their clinicians', async () => {
    const receivers = (await anna.get<ReferralReceiversResponse>('/api/meeting/referral-receivers')).body;
    expect(receivers.clinicians.map((c) => [c.name, c.profession])).toEqual([
      ['Maria Ek', 'NURSE'],
      ['Fredrik Holm', 'PSYCHOLOGIST'],
    ]);
    const facilities = (await anna.get<ReferableCareFacilitiesResponse>('/api/meeting/care-facilities/v2/referable'))
      .body.careFacilities;
    expect(facilities.map((f) => f.name)).toEqual([
      'Konsult Vaccinationsmottagning City',
      'Konsult Vårdcentral Södermalm',
    ]);
    expect(facilities[1]!.clinicians.map((c) => c.name)).toEqual(['Anna Lindgren', 'Maria Ek']);
    // A UK GP's market has no referable clinic of ours.
    const james = await t.signInNow('gb.gp');
    expect(
      (await james.get<ReferableCareFacilitiesResponse>('/api/meeting/care-facilities/v2/referable')).body,
    ).toEqual({ careFacilities: [] });
  });

  it('refers Elin to the psychologist: a meeting in his calendar with the banner, audited, in taken actions', async () => {
    const slot = await freeSlot(fredrik, Date.now() + 2 * DAY);
    fredrikStart = slot.startMillis;
    const booked = await internal(toFredrik(slot.startMillis, 'Nedstämdhet sedan våren, önskar samtalskontakt.'));
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ startTimeInclusive: slot.startMillis, endTimeExclusive: slot.endMillis });
    expect(await auditRowsOf(t, booked)).toEqual([
      expect.objectContaining({ action: 'referral.internal', outcome: 'success', patientId: origin.patientId }),
    ]);

    // Fredrik's side: his meeting with Elin carries the referral banner's details.
    const fredrikClient = await t.signInNow('se.psychologist');
    const received = await openMeeting(fredrikClient, booked.body.meetingId);
    expect(received).toMatchObject({
      patientId: origin.patientId,
      activityType: 'MENTAL_HEALTH',
      interventionType: origin.interventionType,
      startMillis: slot.startMillis,
      careFacility: null,
      internalReferral: {
        bookerName: 'Anna Lindgren',
        bookerCareTypeName: 'Läkare',
        bookerFacility: 'Konsult Vårdcentral Sverige',
        message: 'Nedstämdhet sedan våren, önskar samtalskontakt.',
      },
    });
    const upcoming = await anna.get<UpcomingAppointmentsResponse>(
      `/api/meeting/clinician/upcoming-appointments/v2/${origin.patientId}/${meetingId}`,
    );
    expect(upcoming.body.content.find((a) => a.meetingId === booked.body.meetingId)).toMatchObject({
      isInternalReferral: true,
      bookerClinician: 'Anna Lindgren',
    });

    // The slot is Fredrik's now.
    expect((await slotsOf(fredrik)).slots.find((s) => s.startMillis === slot.startMillis)).toMatchObject({
      meetingId: booked.body.meetingId,
      isBookable: false,
    });
    const again = await internal(toFredrik(slot.startMillis, 'Dubbelbokning'));
    expect(again.status).toBe(409);
  });

  it('refers Elin to a 20-minute visit with the nurse at Södermalm, listed with the facility', async () => {
    // After Fredrik's time, whatever weekday today is: the list is soonest first.
    const slot = await freeSlot(maria, fredrikStart);
    const booked = await physical({
      careFacilityId: DEMO_CARE_FACILITIES.sodermalm.id,
      receivingClinicianId: maria,
      ...revisitStartFields(slot.startMillis, STOCKHOLM),
      durationMinutes: 20,
      message: 'Såromläggning och suturtagning om tio dagar.',
    });
    expect(booked.status).toBe(201);

    const mariaClient = await t.signInNow('se.nurse');
    const visit = await openMeeting(mariaClient, booked.body.meetingId);
    expect(visit).toMatchObject({
      interventionType: 'CLINIC',
      slotLength: 20,
      careFacility: { id: DEMO_CARE_FACILITIES.sodermalm.id, name: 'Konsult Vårdcentral Södermalm' },
      internalReferral: { bookerName: 'Anna Lindgren', message: 'Såromläggning och suturtagning om tio dagar.' },
    });

    const list = (await anna.get<InternalReferralsResponse>(`/api/meeting/doctor/internalreferral/${meetingId}`)).body;
    expect(list.internalReferrals.map((r) => [r.kind, r.clinicianName, r.profession, r.careFacilityName])).toEqual([
      ['INTERNAL', 'Fredrik Holm', 'PSYCHOLOGIST', null],
      ['PHYSICAL', 'Maria Ek', 'NURSE', 'Konsult Vårdcentral Södermalm'],
    ]);
    expect(list.internalReferrals[1]).toMatchObject({
      internalReferralId: booked.body.internalReferralId,
      careTypeId: 'NURSE',
      startTimeInclusive: slot.startMillis,
      endTimeExclusive: slot.startMillis + 20 * 60_000,
    });
    const taken = (await anna.get<TakenActionsResponse>(`/api/meeting/${meetingId}/taken-actions`)).body;
    expect(taken.sections.find((s) => s.kind === 'referrals')?.items).toHaveLength(2);
  });

  it('refuses receivers outside the team or clinic, other lengths, empty messages and days beyond 14', async () => {
    const slot = await freeSlot(maria, Date.now() + DAY);
    const start = revisitStartFields(slot.startMillis, STOCKHOLM);
    const outsider = await internal({
      receivingClinicianId: demoClinicianId('se.external'),
      careTypeId: 'DOCTOR',
      ...start,
      message: 'Till extern läkare',
    });
    expect(outsider.body).toMatchObject({ error: { key: 'not_a_referral_receiver' } });
    const wrongCareType = await internal({ receivingClinicianId: maria, careTypeId: 'DOCTOR', ...start, message: 'x' });
    expect(wrongCareType.body).toMatchObject({
      error: { key: 'not_a_referral_receiver', issues: [expect.objectContaining({ path: 'body.careTypeId' })] },
    });
    // Fredrik is not staff at the vaccination centre; no clinic has that id.
    for (const [careFacilityId, receivingClinicianId, key] of [
      [DEMO_CARE_FACILITIES.vaccinationCentre.id, fredrik, 'not_a_referral_receiver'],
      ['no-such-clinic', maria, 'care_facility_not_referable'],
    ] as const) {
      const refused = await physical({
        careFacilityId,
        receivingClinicianId,
        ...start,
        durationMinutes: 20,
        message: 'Vaccination',
      });
      expect(refused.body).toMatchObject({ error: { key } });
    }
    const longer = await physical({
      careFacilityId: DEMO_CARE_FACILITIES.sodermalm.id,
      receivingClinicianId: maria,
      ...start,
      durationMinutes: 40,
      message: 'Längre besök',
    } as unknown as PhysicalReferralBody);
    expect(longer.status).toBe(400);
    expect((await internal({ receivingClinicianId: maria, careTypeId: 'NURSE', ...start, message: '  ' })).status).toBe(
      400,
    );
    const late = await internal({
      receivingClinicianId: maria,
      careTypeId: 'NURSE',
      ...revisitStartFields(Date.now() + 20 * DAY, STOCKHOLM),
      message: 'För sent',
    });
    expect(late.body).toMatchObject({ error: { key: 'outside_referral_window' } });
    expect(
      (await anna.get(`/api/meeting/${meetingId}/referral-slots?clinicianId=${demoClinicianId('gb.gp')}`)).status,
    ).toBe(400);
  });
});
