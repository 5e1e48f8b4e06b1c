import { z } from 'zod';

/**
 * What an operator checks in a report the insurer received (issue 20; seed 002 §2, §9), read from its payload, which
 * the server hands over untouched: either shape, the newer one (vitalityData …, buildInsurerReportV2) or the older
 * snake_cased one (buildInsurerReportV1). Times stay the Europe/London clock times the report carries.
 */
export type ReportOutcome = { name: string; subOutcome: string | null; selfPay: boolean };

export type ReportFacts = {
  shape: 'v1' | 'v2';
  consultationId: string | null;
  memberEntityNumber: string | null;
  /** hh:mm:ss, from the report's hhmmss. */
  scheduled: string | null;
  actualStart: string | null;
  actualEnd: string | null;
  /** mm:ss, from the report's mmss. */
  duration: string | null;
  moduleCodes: string[];
  outcomes: ReportOutcome[];
  nonClaimOutcomes: ReportOutcome[];
};

// Each field on its own: one odd value must not hide the rest of the report from the operator.
const text = z.union([z.string(), z.number()]).transform(String).nullish().catch(null);
const list = <T extends z.ZodTypeAny>(item: T) => z.array(item).catch([]);

const V2Outcome = z.object({ name: z.string(), subOutcome: text, selfPay: z.boolean().catch(false) });

const V2Report = z.object({
  vitalityData: z.object({
    member: z.object({ memberEntityNumber: text }).catch({ memberEntityNumber: null }),
    appointment: z
      .object({ actualStart: text, actualEnd: text, scheduled: text, duration: text })
      .catch({ actualStart: null, actualEnd: null, scheduled: null, duration: null }),
    consultation: z.object({ id: text, outcomes: list(V2Outcome) }).catch({ id: null, outcomes: [] }),
    moduleCodes: list(z.string()),
    selectedNonClaimOutcomes: list(V2Outcome),
  }),
});

const V1Report = z.object({
  consultation_id: z.string(),
  member_entity_number: text,
  scheduled_appointment_time: text,
  actual_appointment_start_time: text,
  actual_appointment_end_time: text,
  appointment_duration: text,
  module_codes: list(z.string()),
  consultation: z
    .object({ outcomes: list(z.object({ type: z.string(), status: z.string() })) })
    .catch({ outcomes: [] }),
});

/** '093110' → '09:31:10'; anything else as sent. */
export function clockTime(hhmmss: string | null | undefined): string | null {
  if (!hhmmss) return null;
  return /^\d{6}$/.test(hhmmss) ? `${hhmmss.slice(0, 2)}:${hhmmss.slice(2, 4)}:${hhmmss.slice(4)}` : hhmmss;
}

/** '1240' → '12:40' (minutes and seconds, capped at 59:59 by the report); anything else as sent. */
export function minutesSeconds(mmss: string | null | undefined): string | null {
  if (!mmss) return null;
  return /^\d{4}$/.test(mmss) ? `${mmss.slice(0, 2)}:${mmss.slice(2)}` : mmss;
}

const emptyToNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null);

const outcomeOf = (o: z.infer<typeof V2Outcome>): ReportOutcome => ({
  name: o.name,
  // 'No sub-outcome required' goes to the insurer as empty (seed 002 §5).
  subOutcome: emptyToNull(o.subOutcome),
  selfPay: o.selfPay,
});

/** The report's key facts, or null for a payload in neither shape (the page then shows its JSON only). */
export function reportFacts(payload: unknown): ReportFacts | null {
  const v2 = V2Report.safeParse(payload);
  if (v2.success) {
    const { member, appointment, consultation, moduleCodes, selectedNonClaimOutcomes } = v2.data.vitalityData;
    return {
      shape: 'v2',
      consultationId: emptyToNull(consultation.id),
      memberEntityNumber: emptyToNull(member.memberEntityNumber),
      scheduled: clockTime(appointment.scheduled),
      actualStart: clockTime(appointment.actualStart),
      actualEnd: clockTime(appointment.actualEnd),
      duration: minutesSeconds(appointment.duration),
      moduleCodes,
      outcomes: consultation.outcomes.map(outcomeOf),
      nonClaimOutcomes: selectedNonClaimOutcomes.map(outcomeOf),
    };
  }
  const v1 = V1Report.safeParse(payload);
  if (v1.success) {
    const report = v1.data;
    return {
      shape: 'v1',
      consultationId: emptyToNull(report.consultation_id),
      memberEntityNumber: emptyToNull(report.member_entity_number),
      scheduled: clockTime(report.scheduled_appointment_time),
      actualStart: clockTime(report.actual_appointment_start_time),
      actualEnd: clockTime(report.actual_appointment_end_time),
      duration: minutesSeconds(report.appointment_duration),
      moduleCodes: report.module_codes,
      // The older report's outcomes are yes/no flags per kind ('physio': 'Y').
      outcomes: report.consultation.outcomes.map((o) => ({
        name: `${o.type}: ${o.status}`,
        subOutcome: null,
        selfPay: false,
      })),
      nonClaimOutcomes: [],
    };
  }
  return null;
}
