import { DEMO_RENEWAL_ID } from './demo-prescribing';
import type { ActivityType, Country, InterventionType, MeetingStatus } from '@konsult/domain';
import type { InternalReferralJson, MarketSpecificsJson, meetings } from '../platform/db/schema';
import { addDays, addMinutes } from './demo-dates';
import {
  demoClinicianId,
  demoMeetingId,
  demoPatientId,
  demoSurveyId,
  type DemoUsername,
  type MeetingSlot,
} from './demo-ids';
import { demoClinician, demoClinicianCountry, type DemoClinician } from './demo-pools-clinicians';
import type { DemoChild } from './demo-patients';

export type DemoMeeting = typeof meetings.$inferInsert & { id: string };

/**
 * Whom each clinician meets. A clinician reaches a patient only through a meeting, so these lists
 * are also who may see whom: Astrid (0x101) and Elin (0x103) are shared by se.doctor and se.nurse;
 * no patient crosses a market.
 */
type Caseload = { patients: number[]; childOf?: { parent: number; name: string } };

const CASELOADS: Record<DemoUsername, Caseload> = {
  'se.doctor': { patients: [0x101, 0x102, 0x103, 0x104], childOf: { parent: 0x103, name: 'Ella Nyström' } },
  'se.nurse': { patients: [0x103, 0x105, 0x101], childOf: { parent: 0x103, name: 'Noah Nyström' } },
  'se.psychologist': { patients: [0x106, 0x107] },
  'se.external': { patients: [0x108, 0x109] },
  'gb.gp': { patients: [0x201, 0x202, 0x203], childOf: { parent: 0x202, name: 'Isla Hughes' } },
  // George (0x204), the one-time web user, has today's video meeting.
  'gb.nurse': { patients: [0x204, 0x203] },
  'gb.vitality': { patients: [0x205, 0x207] },
  'gb.psychologist': { patients: [0x206, 0x208] },
  'no.doctor': { patients: [0x301, 0x302, 0x303, 0x304], childOf: { parent: 0x302, name: 'Emma Solberg' } },
  'fr.doctor': { patients: [0x401, 0x402, 0x403, 0x404] },
  'de.doctor': { patients: [0x501, 0x502, 0x503, 0x504] },
};

/** Patient se.doctor hands over to se.nurse today (REASSIGNED, then SCHEDULED for the nurse). */
const REASSIGNED_PATIENT = 0x101;

/** The two sides of that handover, each in its clinician's list at the same time. */
const HANDOVER: Partial<Record<DemoUsername, { slot: MeetingSlot; status: MeetingStatus }>> = {
  'se.doctor': { slot: 'today-reassigned', status: 'REASSIGNED' },
  'se.nurse': { slot: 'today-taken-over', status: 'SCHEDULED' },
};

const SYMPTOM_FORMS = ['sore_throat', 'urinary_tract_infection', 'cough', 'skin_rash', 'back_pain'] as const;

type Plan = {
  slot: MeetingSlot;
  /** Index into the caseload's patients, taken modulo its length. */
  patient: number;
  status: MeetingStatus;
  start: Date;
  intervention?: InterventionType;
  activity?: ActivityType;
};

/** Where each slot falls relative to `now`; today's five straddle `now` within about ±2.5 hours. */
function plans(now: Date, slotLength: number): Plan[] {
  // Ends two hours ago: started `slotLength` minutes before that, plus two minutes' wait.
  const completedStart = addMinutes(now, -120 - slotLength - 2);
  return [
    { slot: 'today-completed', patient: 0, status: 'COMPLETED', start: completedStart },
    { slot: 'today-cancelled', patient: 1, status: 'CANCELLED', start: addMinutes(now, -60) },
    { slot: 'today-current', patient: 2, status: 'SCHEDULED', start: addMinutes(now, 5) },
    { slot: 'today-text', patient: 3, status: 'SCHEDULED', start: addMinutes(now, 30), intervention: 'TEXT' },
    { slot: 'today-next', patient: 0, status: 'SCHEDULED', start: addMinutes(now, 60), activity: 'REVISIT' },
    { slot: 'upcoming-tomorrow', patient: 1, status: 'SCHEDULED', start: addMinutes(addDays(now, 1), 60) },
    {
      slot: 'upcoming-later',
      patient: 2,
      status: 'SCHEDULED',
      start: addMinutes(addDays(now, 4), -90),
      activity: 'REVISIT',
    },
    { slot: 'past-week', patient: 0, status: 'COMPLETED', start: addDays(now, -8) },
    { slot: 'past-months', patient: 1, status: 'COMPLETED', start: addDays(now, -62), intervention: 'TEXT' },
    { slot: 'past-no-show', patient: 2, status: 'NO_SHOW', start: addDays(now, -130) },
    { slot: 'past-year', patient: 3, status: 'COMPLETED', start: addDays(now, -300) },
    { slot: 'past-two-years', patient: 0, status: 'COMPLETED', start: addDays(now, -690) },
  ];
}

function marketSpecifics(clinician: DemoClinician): MarketSpecificsJson {
  const country = demoClinicianCountry(clinician);
  if (country === 'FR') {
    return {
      fr: { caregiverType: 'GP', isCovidPositiveTestMeeting: false, clinicianProfession: clinician.profession },
    };
  }
  if (country === 'DE') return { de: { meetingType: 'STANDARD', isAOKPlusMeeting: false } };
  return {};
}

/** Why today's cancelled meeting was cancelled, as the market's clinic writes it. */
const CANCEL_REASON: Record<Country, string> = {
  SE: 'Patienten avbokade: mår bättre',
  GB: 'The patient cancelled: feeling better',
  NO: 'Timen avbestilt av pasienten: føler seg bedre',
  FR: 'Rendez-vous annulé par le patient : se sent mieux',
  DE: 'Termin vom Patienten abgesagt: fühlt sich besser',
};

function slotLengthOf(clinician: DemoClinician): number {
  if (clinician.profession === 'PSYCHOLOGIST') return 45;
  return clinician.profession === 'NURSE' ? 20 : 15;
}

type Draft = Plan & { patientNumber: number; childId?: string };

function toMeeting(clinician: DemoClinician, draft: Draft, now: Date, formIndex: number): DemoMeeting {
  const slotLength = slotLengthOf(clinician);
  const intervention = draft.intervention ?? 'VIDEO';
  const isMentalHealth = clinician.careType === 'MENTAL_HEALTH';
  const id = demoMeetingId(clinician.username, draft.slot);
  // Booked three days ahead, and never after `now`.
  const booked = new Date(Math.min(addDays(draft.start, -3).getTime(), addMinutes(now, -6 * 60).getTime()));
  const meeting: DemoMeeting = {
    id,
    clinicianId: clinician.id,
    patientId: demoPatientId(draft.patientNumber),
    childId: draft.childId ?? null,
    activityType: isMentalHealth ? 'MENTAL_HEALTH' : (draft.activity ?? 'DEFAULT'),
    interventionType: intervention,
    status: draft.status,
    bookedTime: booked,
    scheduledStartTime: draft.start,
    slotLengthMinutes: slotLength,
    marketSpecifics: marketSpecifics(clinician),
  };
  if (!isMentalHealth && draft.activity !== 'MENTAL_HEALTH' && draft.slot.startsWith('today')) {
    meeting.symptomsFormName = draft.childId ? 'fever_child' : SYMPTOM_FORMS[formIndex % SYMPTOM_FORMS.length];
    meeting.symptomsSurveyInformationId = demoSurveyId(id);
  }
  if (draft.status === 'COMPLETED') {
    const actualStart = addMinutes(draft.start, 2);
    const actualEnd = addMinutes(draft.start, slotLength + 2);
    meeting.actualStartTime = actualStart;
    meeting.actualEndTime = actualEnd;
    if (intervention === 'VIDEO') {
      meeting.videoCallStartTime = actualStart;
      meeting.videoCallEndTime = actualEnd;
    }
  }
  if (draft.status === 'CANCELLED') meeting.cancelReason = CANCEL_REASON[demoClinicianCountry(clinician)];
  return meeting;
}

function draftsFor(clinician: DemoClinician, now: Date, children: readonly DemoChild[]): Draft[] {
  const caseload = CASELOADS[clinician.username];
  const pick = (index: number) => caseload.patients[index % caseload.patients.length] ?? caseload.patients[0] ?? 0;
  const drafts: Draft[] = plans(now, slotLengthOf(clinician)).map((plan) => ({
    ...plan,
    patientNumber: pick(plan.patient),
  }));
  const child = caseload.childOf && children.find((c) => c.name === caseload.childOf?.name);
  if (caseload.childOf && child) {
    const start = addMinutes(now, 90);
    drafts.push({
      slot: 'today-child',
      patient: 0,
      status: 'SCHEDULED',
      start,
      patientNumber: caseload.childOf.parent,
      childId: child.id,
    });
  }
  const handover = HANDOVER[clinician.username];
  if (handover) {
    drafts.push({ ...handover, patient: 0, start: addMinutes(now, 120), patientNumber: REASSIGNED_PATIENT });
  }
  const referral = REFERRAL_BOOKINGS[clinician.username];
  if (referral) {
    drafts.push({
      slot: 'upcoming-referral',
      patient: 0,
      status: 'SCHEDULED',
      start: addMinutes(addDays(now, referral.days), referral.minutes),
      intervention: 'PHONE',
      patientNumber: referral.patient,
    });
  }
  const pollen = POLLEN_REQUESTS[clinician.username];
  if (pollen) {
    drafts.push({
      slot: 'today-pollen',
      patient: 0,
      status: 'SCHEDULED',
      start: addMinutes(now, 100),
      intervention: 'TEXT',
      patientNumber: pollen,
    });
  }
  const mentalHealth = MENTAL_HEALTH_MEETINGS[clinician.username];
  if (mentalHealth) {
    drafts.push({
      slot: 'today-mental-health',
      patient: 0,
      status: 'SCHEDULED',
      start: addMinutes(now, 45),
      activity: 'MENTAL_HEALTH',
      patientNumber: mentalHealth,
    });
  }
  return drafts;
}

/**
 * A UK mental-health meeting in a GP's list (issue 19: the PHQ-9 / GAD-7 score is asked for before it ends): gb.gp's
 * Oliver. gb.psychologist's meetings are all mental-health meetings already.
 */
const MENTAL_HEALTH_MEETINGS: Partial<Record<DemoUsername, number>> = { 'gb.gp': 0x201 };

/**
 * A text request for seasonal-allergy medicine under the pollen guidelines (seed 000 §4): se.doctor's Astrid, who has
 * a birch-pollen allergy on record.
 */
const POLLEN_REQUESTS: Partial<Record<DemoUsername, number>> = { 'se.doctor': 0x101 };

/**
 * A colleague's booking for a patient of today's current meeting (se.doctor's Elin, gb.gp's Priya), made by an
 * internal referral and not yet confirmed: what the upcoming-appointments tab shows of other clinicians' meetings.
 */
const REFERRAL_BOOKINGS: Partial<
  Record<DemoUsername, { patient: number; days: number; minutes: number; referral: InternalReferralJson }>
> = {
  'se.nurse': {
    patient: 0x103,
    days: 9,
    minutes: -150,
    referral: {
      bookerName: 'Anna Lindgren',
      bookerFacility: 'Konsult Vårdcentral Sverige',
      bookerCareTypeName: 'Läkare',
      message: 'Uppföljning av järnvärden och blodtryck efter insatt behandling. Ring patienten på förmiddagen.',
    },
  },
  'gb.nurse': {
    patient: 0x203,
    days: 6,
    minutes: 30,
    referral: {
      bookerName: 'James Whitaker',
      bookerFacility: 'Konsult NHS Primary Care',
      bookerCareTypeName: 'GP',
      message: 'Please review her home blood pressure readings and repeat the asthma check.',
    },
  },
};

/** Every demo clinician's meetings, laid out around `now`: a working day today, a history, a few ahead. */
export function buildDemoMeetings(now: Date, clinicians: readonly DemoClinician[], children: readonly DemoChild[]) {
  return clinicians.flatMap((clinician) =>
    draftsFor(clinician, now, children).map((draft, i) => {
      const meeting = toMeeting(clinician, draft, now, i);
      return decorate(clinician.username, draft.slot, meeting);
    }),
  );
}

/** The few details particular to one demo story. */
function decorate(username: DemoUsername, slot: MeetingSlot, meeting: DemoMeeting): DemoMeeting {
  const referral = REFERRAL_BOOKINGS[username];
  if (slot === 'upcoming-referral' && referral) {
    return { ...meeting, internalReferral: referral.referral, isConfirmed: false };
  }
  if (username !== 'se.doctor') return meeting;
  if (slot === 'today-text') {
    return {
      ...meeting,
      activityType: 'PRESCRIPTION_RENEWAL',
      prescriptionOnly: true,
      prescriptionRenewalId: DEMO_RENEWAL_ID,
    };
  }
  if (slot === 'today-next') {
    return {
      ...meeting,
      internalReferral: {
        bookerName: demoClinician('se.nurse').name,
        bookerFacility: 'Konsult Vårdcentral Sverige',
        bookerCareTypeName: 'Sjuksköterska',
        message:
          'Ihållande hosta sedan tre veckor, ingen feber. Önskar läkarbedömning och ställningstagande till lungröntgen.',
      },
    };
  }
  if (slot === 'today-reassigned') {
    return { ...meeting, reassignedToClinicianId: demoClinicianId('se.nurse') };
  }
  if (slot === 'past-week') {
    return { ...meeting, gotPrescription: true };
  }
  return meeting;
}
