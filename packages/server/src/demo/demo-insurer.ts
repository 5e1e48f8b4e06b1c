import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import {
  embeddedInsurerClaims,
  embeddedInsurerFormData,
  embeddedInsurerMembers,
  embeddedInsurerPolicies,
  embeddedInsurerWellness,
  meetings,
} from '../platform/db/schema';
import { addDays } from './demo-dates';
import { demoClinicianId, demoPatientId } from './demo-ids';

/**
 * The embedded insurer's record of gb.vitality's members (issue 20; migration 0048). In short (docs/api.md "Insurer
 * (Vitality)" lists it too):
 * - Hannah Clarke (0x205) holds a MORI policy (the moratorium started on 2024-03-01), every limit with a remaining
 *   amount, a claim with its triage note and two attachments (an insurance claim: numberOfAppointments -1), and
 *   wellness data (a health check with its measurements, vitality age, risk sections, a self-reported condition).
 * - Aisha Okafor (0x207) holds an FMU policy (full medical underwriting: 'Not Applicable' for the moratorium) with
 *   values the insurer left empty (her phone, title and staff scheme, the coverage exclusion, most limits: 'No
 *   information' and 0) and no claim; her insurer form data already exists in another system (the migration warning
 *   on each of her meetings with gb.vitality).
 */
export const DEMO_INSURER = {
  partnerId: 'VITALITY',
  mori: {
    patientId: demoPatientId(0x205),
    entityId: 'VH-100205',
    policyNumber: 'VHP-77410293',
    underwritingStartDate: '2024-03-01',
    claimId: '00000000-0000-4000-8000-1a5000000001',
  },
  fmu: {
    patientId: demoPatientId(0x207),
    entityId: 'VH-100207',
    policyNumber: 'VHP-77418804',
    claimId: '00000000-0000-4000-8000-1a5000000002',
  },
} as const;

const isoDate = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The claims gb.vitality's members come on: the insurer's record of them, and the patient overview's copy on each of
 * their meetings with gb.vitality (demo-patient-details.ts) — one source, so the two never disagree.
 */
export const DEMO_INSURER_CLAIMS = {
  mori: {
    insuranceNumber: 'VHC-4417-2093',
    company: 'Vitality Health',
    triageNote:
      'Recurring headaches for six weeks, worse on waking. No red flags at triage. GP consultations authorised under the claim.',
    attachments: [
      { name: 'Claim authorisation.pdf', link: 'https://claims.vitality.example/VHC-4417-2093/authorisation' },
      { name: 'Triage summary.pdf', link: 'https://claims.vitality.example/VHC-4417-2093/triage' },
    ],
    remainedAppointments: -1,
    numberOfAppointments: -1,
  },
  fmu: {
    insuranceNumber: 'VHC-5802-7719',
    company: 'Vitality Health',
    triageNote: 'Prehabilitation before a knee replacement: three GP reviews authorised.',
    attachments: [],
    remainedAppointments: 2,
    numberOfAppointments: 3,
  },
};

/** A claim's validity: from a month ago for a year. */
export function demoClaimValidity(now: Date): { validFrom: string; validTo: string } {
  return { validFrom: isoDate(addDays(now, -30)), validTo: isoDate(addDays(now, 335)) };
}

/** After the patients and meetings. */
export async function seedDemoInsurer(tx: Db, now: Date): Promise<void> {
  const { mori, fmu, partnerId } = DEMO_INSURER;
  const hannah = {
    address: ['Apartment 12', '1 Deansgate', 'Manchester', 'M3 1AZ'],
    age: 42,
    dateOfBirth: '1983-12-01',
    entityNumber: mori.entityId,
    firstName: 'Hannah',
    lastName: 'Clarke',
    phone: '07700 900205',
    staffSchemeIndicator: 'N',
    title: 'Ms',
  };
  await tx.insert(embeddedInsurerMembers).values([
    {
      kryUserId: mori.patientId,
      entityId: mori.entityId,
      partnerId,
      // Hannah holds the policy herself: the member and the patient are one person.
      memberDetails: hannah,
      patientDetails: hannah,
      productCode: 'VHI-PERSONAL',
      claimHistory: [
        { code: 'GP01', claimDate: isoDate(addDays(now, -200)), description: 'Vitality GP consultation' },
        { code: 'PHY03', claimDate: isoDate(addDays(now, -90)), description: 'Physiotherapy, lower back' },
      ],
    },
    {
      kryUserId: fmu.patientId,
      entityId: fmu.entityId,
      partnerId,
      memberDetails: {
        address: ['41 Peckham Rye', 'London', 'SE15 4JR'],
        age: 36,
        dateOfBirth: '1990-08-05',
        entityNumber: fmu.entityId,
        firstName: 'Aisha',
        lastName: 'Okafor',
        phone: null,
        staffSchemeIndicator: null,
        title: null,
      },
      patientDetails: {
        address: ['41 Peckham Rye', 'London', 'SE15 4JR'],
        age: 36,
        dateOfBirth: '1990-08-05',
        entityNumber: fmu.entityId,
        firstName: 'Aisha',
        lastName: 'Okafor',
        phone: null,
        staffSchemeIndicator: null,
        title: null,
      },
      productCode: null,
      claimHistory: [],
    },
  ]);
  await tx.insert(embeddedInsurerPolicies).values([
    {
      kryUserId: mori.patientId,
      policyNumber: mori.policyNumber,
      underwritingType: 'MORI',
      underwritingDescription: 'Moratorium underwriting',
      underwritingStartDate: mori.underwritingStartDate,
      limits: {
        OpLimit: { limitAmount: 1000, remainingLimitAmount: 650 },
        PsychiatricLimit: { limitAmount: 1500, remainingLimitAmount: 1500 },
        OpDiagnosticLimit: { limitAmount: 750, remainingLimitAmount: 420 },
        VitalityGpLimit: { limitAmount: 12, remainingLimitAmount: 9 },
        AlternativeTherapiesLimit: { limitAmount: 500, remainingLimitAmount: 300 },
      },
      details: {
        productType: 'Personal Healthcare',
        policyEndDate: isoDate(addDays(now, 245)),
        hospitalListDescription: 'Local Hospital List',
        hasVitalityAtWork: false,
        hasEssentials: true,
        coverageExclusion: 'Pre-existing knee condition (moratorium)',
        excess: { excessAmount: 250, excessType: 'Per claim', remainingExcess: 250 },
      },
    },
    {
      kryUserId: fmu.patientId,
      policyNumber: fmu.policyNumber,
      underwritingType: 'FMU',
      underwritingDescription: 'Full medical underwriting',
      underwritingStartDate: null,
      limits: { VitalityGpLimit: { limitAmount: 6 } },
      details: {
        productType: 'Vitality at Work',
        policyEndDate: isoDate(addDays(now, 120)),
        hospitalListDescription: null,
        hasVitalityAtWork: true,
        hasEssentials: false,
        coverageExclusion: null,
      },
    },
  ]);
  // The same claims the patient overview holds for gb.vitality's meetings (demo-patient-details.ts): one source.
  await tx.insert(embeddedInsurerClaims).values(
    (['mori', 'fmu'] as const).map((member) => ({
      id: DEMO_INSURER[member].claimId,
      kryUserId: DEMO_INSURER[member].patientId,
      ...DEMO_INSURER_CLAIMS[member],
      isRevoked: false,
      ...demoClaimValidity(now),
      createdAt: addDays(now, -30),
    })),
  );
  await tx.insert(embeddedInsurerWellness).values({
    kryUserId: mori.patientId,
    data: {
      healthCheckDate: isoDate(addDays(now, -150)),
      healthReviewComplete: true,
      vitalityAge: 39,
      riskSections: [
        { name: 'Physical activity', status: 'Low risk' },
        { name: 'Sleep', status: 'Moderate risk' },
        { name: 'Alcohol', status: 'Low risk' },
      ],
      selfReportedConditions: ['Migraine'],
      // The health check's measurements (the vitals tab); a value the check did not take is null ('No information').
      vitals: [
        { name: 'BMI', value: '24.1', unit: 'kg/m²', measuredAt: isoDate(addDays(now, -150)) },
        { name: 'Blood pressure', value: '128/82', unit: 'mmHg', measuredAt: isoDate(addDays(now, -150)) },
        { name: 'Resting heart rate', value: '64', unit: 'bpm', measuredAt: isoDate(addDays(now, -150)) },
        { name: 'Total cholesterol', value: '5.2', unit: 'mmol/L', measuredAt: isoDate(addDays(now, -150)) },
        { name: 'HbA1c', value: null, unit: 'mmol/mol', measuredAt: null },
      ],
    },
  });
  const aishasMeetings = await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.patientId, fmu.patientId), eq(meetings.clinicianId, demoClinicianId('gb.vitality'))));
  if (aishasMeetings.length > 0) {
    await tx.insert(embeddedInsurerFormData).values(aishasMeetings.map((m) => ({ meetingId: m.id, receivedAt: now })));
  }
}
