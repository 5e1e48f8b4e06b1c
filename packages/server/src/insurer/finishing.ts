import { eq } from 'drizzle-orm';
import {
  buildInsurerReportV2,
  icdCodeOf,
  ICD10_CODES,
  INSURER_DIAGNOSIS_FIELDS,
  INSURER_FINISH_ERRORS,
  INSURER_NOTE_TEMPLATE_ID,
  insurerMissingItems,
  TRAUMATIC_INJURY_ANSWER,
  type InsurerReportInput,
  type MissingField,
  type OutcomeSelection,
} from '@konsult/domain';
import type { ActionServices, FinishingMeeting, FinishingStep } from '../actions/action-module';
import { InsurerError, type InsurerOutcomeRecord, type InsurerRequester } from '../integrations/insurer/insurer-system';
import { auditRefused, auditSuccess } from '../platform/audit';
import type { Db } from '../platform/db/database';
import { firstOrNull } from '../platform/db/lookups';
import { insurerFinishes, meetings } from '../platform/db/schema';
import { AppError } from '../platform/errors';
import { findEntryByMeeting } from '../medical-record/repo';
import { outcomeView } from './outcomes-service';

/**
 * Finishing an insurer partnership consultation (issue 20; seed 002 §4 "Finishing a meeting", §5 markers, §6): what
 * stops it from ending, the outcome report sent before the note is signed, and the Semble sync once it has ended.
 * Only a British clinician of the insurer partnership writing on the insurer's form reports (seed 002 §6).
 *
 * Decided where the seed is silent:
 * - The traumatic-injury check comes before the report is built: the finish it rejects sends nothing, and the next
 *   sends the report once, with the outcome summary to the main account holder voided ('No').
 * - The report is sent once per meeting, keyed by the meeting id: a retry after a failure (the insurer down, the
 *   records system refusing the signature) never makes a second one, and a report already received is not sent again.
 * - A no-show sends no report: there is no consultation to report.
 */

const REPORT_AUDIT = 'insurer_report.send';

function reports(meeting: Pick<FinishingMeeting, 'clinician'>, templateId: string | undefined): boolean {
  const { country, partnershipKind } = meeting.clinician;
  return country === 'GB' && partnershipKind === 'INSURER' && templateId === INSURER_NOTE_TEMPLATE_ID;
}

const requesterOf = (meeting: FinishingMeeting): InsurerRequester => ({
  requesterId: meeting.clinician.id,
  meetingId: meeting.id,
});

const stringOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function unavailable(): AppError {
  return new AppError(
    503,
    INSURER_FINISH_ERRORS.unavailable,
    "Vitality's system cannot be reached right now. Nothing was sent and the meeting is still open; try again.",
  );
}

/** An insurer call whose failure is the 503 finishing answers with (nothing sent, the meeting still open). */
async function askInsurer<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof InsurerError) throw unavailable();
    throw error;
  }
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ICD10_CODES.map((c) => c.code));

/** The diagnoses chosen (primary first) as "CODE - title", the report's reading; blanks left out. */
function diagnosesOf(values: Readonly<Record<string, unknown>>): string[] {
  return INSURER_DIAGNOSIS_FIELDS.map((name) => stringOf(values[name])?.trim() ?? '')
    .filter((value) => value !== '')
    .map((value) => {
      const code = icdCodeOf(value);
      const title = value.slice(code.length).trim();
      return title ? `${code} - ${title}` : code;
    });
}

/** A primary diagnosis is chosen, and every diagnosis chosen is a code of our ICD-10 list. */
function icd10SelectionValid(values: Readonly<Record<string, unknown>>): boolean {
  const chosen = INSURER_DIAGNOSIS_FIELDS.map((name) => stringOf(values[name])?.trim() ?? '');
  if (chosen[0] === '') return false;
  return chosen.filter((value) => value !== '').every((value) => KNOWN_CODES.has(icdCodeOf(value)));
}

/**
 * Seed 002 §5's markers: accident cause, body area, calculated outcomes (none chosen counts as missing), a valid
 * account-holder e-mail and a valid ICD-10 selection. The discharge-summary text areas are the insurer form's required
 * fields, so the note's own check names them (empty or whitespace-only).
 */
export async function insurerFinishBlockers(
  db: Db,
  meeting: FinishingMeeting,
  { insurer }: ActionServices,
): Promise<MissingField[]> {
  const entry = await findEntryByMeeting(db, meeting.id);
  if (!entry || !reports(meeting, entry.templateId)) return [];
  const by = requesterOf(meeting);
  const [outcomes, email] = await askInsurer(() =>
    Promise.all([insurer.listOutcomes(meeting.id, by), insurer.getPatientEmail(meeting.id, meeting.patientId, by)]),
  );
  const values = entry.values;
  const items = insurerMissingItems({
    accidentCause: stringOf(values.accidentCause),
    bodyArea: stringOf(values.bodyArea),
    outcomesCalculated: outcomes.length > 0 && outcomes.every((o) => outcomeView(o).calculated),
    accountHolderEmail: email,
    icd10SelectionValid: icd10SelectionValid(values),
    requiredDischargeSummaryFields: [],
    values,
  });
  return items.map((item) =>
    item.kind === 'checkbox'
      ? { name: `insurer.${item.key}`, label: item.key, section: 'insurer' }
      : { name: item.name, label: item.label, section: 'insurer' },
  );
}

async function findInsurerFinish(db: Db, meetingId: string) {
  return firstOrNull(db.select().from(insurerFinishes).where(eq(insurerFinishes.meetingId, meetingId)));
}

async function recordInsurerFinish(
  db: Db,
  meetingId: string,
  set: { voidWarnedAt: Date } | { reportSentAt: Date },
): Promise<void> {
  await db
    .insert(insurerFinishes)
    .values({ meetingId, ...set })
    .onConflictDoUpdate({ target: insurerFinishes.meetingId, set });
}

const selectionOf = (record: InsurerOutcomeRecord): OutcomeSelection => ({
  name: record.name,
  subOutcome: record.subOutcome,
  selfPay: record.selfPay,
  rules: record.rules.map(({ ruleId, answer, questionAnswered, override }) => ({
    ruleId,
    answer,
    questionAnswered,
    override,
  })),
});

/** Everything the report says, from the meeting, the note, the clinician and the insurer's own record. */
async function reportInput(
  step: FinishingStep,
  services: ActionServices,
  values: Readonly<Record<string, unknown>>,
): Promise<InsurerReportInput> {
  const { db, principal } = step.context;
  const { meeting } = step;
  const by = requesterOf(meeting);
  const kryUserId = meeting.patientId;
  const [times, profile, consultation, email, outcomes] = await Promise.all([
    firstOrNull(
      db
        .select({
          scheduled: meetings.scheduledStartTime,
          actualStart: meetings.actualStartTime,
          videoStart: meetings.videoCallStartTime,
          actualEnd: meetings.actualEndTime,
          symptomsFormName: meetings.symptomsFormName,
        })
        .from(meetings)
        .where(eq(meetings.id, meeting.id)),
    ),
    askInsurer(() => services.insurer.getUserProfile(null, null, kryUserId, by)),
    askInsurer(() => services.insurer.getConsultation(null, null, kryUserId, by)),
    askInsurer(() => services.insurer.getPatientEmail(meeting.id, kryUserId, by)),
    askInsurer(() => services.insurer.listOutcomes(meeting.id, by)),
  ]);
  if (!profile || !consultation?.memberEntityNumber || !consultation.patientEntityNumber) {
    throw new Error('Missing vitality entity numbers');
  }
  const actualStart = times?.actualStart ?? times?.videoStart ?? null;
  return {
    kryUserId,
    sendPatientInboxMessage: true,
    meetingId: meeting.id,
    appointmentStatus: 'Completed',
    scheduledAt: times?.scheduled.toISOString() ?? null,
    actualStartAt: actualStart?.toISOString() ?? null,
    actualEndAt: (times?.actualEnd ?? step.now).toISOString(),
    gp: { id: principal.id, name: principal.name, professionalNumber: null },
    member: {
      memberEntityNumber: consultation.memberEntityNumber,
      patientEntityNumber: consultation.patientEntityNumber,
      phoneNumber: profile.memberDetails.phone,
      emailAddress: email,
      contactConsent: email !== null,
      dateOfBirth: profile.patientDetails.dateOfBirth,
      staffSchemeIndicator: profile.memberDetails.staffSchemeIndicator,
    },
    policy: {
      policyNumber: consultation.policyDetails.policyNumber,
      hasVitalityAtWork: consultation.policyDetails.hasVitalityAtWork,
      hasVitalityEssentials: consultation.policyDetails.hasEssentials,
    },
    memberSelectedSymptoms: times?.symptomsFormName ? [times.symptomsFormName] : [],
    memberChiefComplaint: stringOf(values.consultationSummary),
    diagnoses: diagnosesOf(values),
    comorbidities: null,
    comorbidityOther: null,
    outcomes: outcomes.filter((o) => o.requestType === 'STANDARD').map(selectionOf),
    nonClaimOutcomes: outcomes.filter((o) => o.requestType === 'NON_CLAIM').map(selectionOf),
    referralRoutes: [],
    bodyArea: stringOf(values.bodyArea),
    accidentCause: stringOf(values.accidentCause),
    medicalRecordFormValueMap: values,
    emr: 'konsult',
    partnership: principal.pool.partnership,
    practiceId: principal.pool.id,
    patientId: meeting.patientId,
    userId: kryUserId,
  };
}

/**
 * Seed 002 §4 steps 1, 2 and 5, before the note is signed: a traumatic injury not yet warned about rejects this finish
 * once (409 insurer_traumatic_injury) and voids the outcome summary; then the report is built (a failure is logged,
 * 422 insurer_report_failed) and sent once, keyed by the meeting (503 insurer_unavailable: nothing sent, still open).
 */
export async function sendInsurerReport(step: FinishingStep, services: ActionServices): Promise<void> {
  if (!step.entry || !reports(step.meeting, step.entry.templateId)) return;
  const { context, meeting, now } = step;
  const { db, request } = context;
  const state = await findInsurerFinish(db, meeting.id);
  if (state?.reportSentAt) return;

  const resource = { type: 'meeting', id: meeting.id } as const;
  const values = step.entry.values;
  const traumatic = values.patientHeldAccidentOrInjury === 'Yes' && values.traumaticInjury === TRAUMATIC_INJURY_ANSWER;
  if (traumatic && !state?.voidWarnedAt) {
    await recordInsurerFinish(db, meeting.id, { voidWarnedAt: now });
    throw new AppError(
      409,
      INSURER_FINISH_ERRORS.traumaticInjury,
      'A traumatic injury is recorded: the outcome summary to the main account holder is voided. Finish again to send the report.',
    );
  }

  let payload: unknown;
  try {
    const input = await reportInput(
      step,
      services,
      traumatic ? { ...values, outcomesSummaryToMainAccount: 'No' } : values,
    );
    const report = buildInsurerReportV2(input);
    for (const warning of report.warnings) request.log.warn({ warning, meetingId: meeting.id }, 'insurer report');
    payload = report.payload;
  } catch (error) {
    if (error instanceof AppError) throw error;
    request.log.error({ err: error, meetingId: meeting.id }, 'the insurer report could not be built');
    await auditRefused(context, REPORT_AUDIT, 'failure', resource);
    throw new AppError(
      422,
      INSURER_FINISH_ERRORS.reportFailed,
      'The report to Vitality could not be built. The meeting is still open; contact support if this persists.',
    );
  }

  try {
    await services.insurer.receiveReport(meeting.id, payload, requesterOf(meeting));
  } catch (error) {
    if (!(error instanceof InsurerError)) throw error;
    await auditRefused(context, REPORT_AUDIT, 'failure', resource);
    throw unavailable();
  }
  await recordInsurerFinish(db, meeting.id, { reportSentAt: now });
  await auditSuccess(db, request, REPORT_AUDIT, resource);
}

/** Once the meeting has ended: the insurer's Semble integration is told (seed 002 §7 PUT /uk/vitality/semble/patient). */
export async function syncSemble(step: FinishingStep, services: ActionServices): Promise<void> {
  if (!step.entry || !reports(step.meeting, step.entry.templateId)) return;
  const { meeting } = step;
  await services.insurer.sembleSync(
    { kryUserId: meeting.patientId, patientId: meeting.patientId, encounterId: meeting.id, meetingFinished: true },
    requesterOf(meeting),
  );
}
