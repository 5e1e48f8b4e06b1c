// packages/server/src/app.ts
import { existsSync as existsSync2 } from "node:fs";
import { join as join2 } from "node:path";
import Fastify from "fastify";
import cookie from "@fastify/cookie";
import websocket from "@fastify/websocket";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler
} from "fastify-type-provider-zod";

// packages/domain/src/markets/country.ts
var COUNTRIES = ["SE", "GB", "NO", "FR", "DE"];
function isCountry(value) {
  return COUNTRIES.includes(value);
}
var SIGNING_COUNTRIES = /* @__PURE__ */ new Set(["SE"]);
var STRIKING_COUNTRIES = /* @__PURE__ */ new Set(["SE"]);
function isSigningEnabled(country) {
  return SIGNING_COUNTRIES.has(country);
}
function isStrikingEnabled(country) {
  return STRIKING_COUNTRIES.has(country);
}
var DEFAULT_LOCALE = { SE: "sv", GB: "en", NO: "nb", FR: "fr", DE: "de" };
var LOCALES = ["en", "sv", "nb", "fr", "de"];

// packages/domain/src/clinicians/profession.ts
var PROFESSIONS = ["DOCTOR", "NURSE", "PSYCHOLOGIST"];
var CARE_TYPES = ["PRIMARY_CARE", "MENTAL_HEALTH"];
var PARTNERSHIP_KINDS = ["INSURER", "PRIVATE_PRACTICE"];

// packages/domain/src/meetings/meeting.ts
var ACTIVITY_TYPES = ["DEFAULT", "REVISIT", "PRESCRIPTION_RENEWAL", "MENTAL_HEALTH"];
var INTERVENTION_TYPES = ["VIDEO", "TEXT", "PHONE", "CLINIC", "CHAT"];
var MEETING_STATUSES = ["SCHEDULED", "STARTED", "COMPLETED", "CANCELLED", "REASSIGNED", "NO_SHOW"];
function isEnded(status) {
  return status === "COMPLETED" || status === "CANCELLED" || status === "REASSIGNED" || status === "NO_SHOW";
}

// packages/domain/src/consultation/search-params.ts
import { z } from "zod";
var ACTION_NAMES = [
  "send-message",
  "book-revisit",
  "se-prescription",
  "se-lab-referral",
  "se-specialist-referral",
  "se-sick-note",
  "se-home-test-referral-order",
  "se-self-assessment",
  "no-home-test-order",
  "create-document",
  "uk-eps-prescription",
  "uk-clinician-action",
  "uk-payg-prescription",
  "taken-actions",
  "treatment-programme",
  "internal-referral",
  "physical-referral",
  "physical-lab-queue",
  // The seed's unnamed action: the seasonal-allergy text prescription of seed 000 §4.
  "pollen-text-prescription"
];
var flag = z.union([z.literal("1"), z.literal(1), z.literal(true), z.literal("true")]).transform(() => 1).optional().catch(void 0);
var ConsultationSearch = z.object({
  call: flag,
  "clinician-audio": flag,
  "clinician-video": flag,
  action: z.string().optional().catch(void 0),
  confirm: flag,
  confirmNoShow: flag,
  unsign: flag,
  strike: flag,
  redirectToMap: z.string().optional().catch(void 0),
  leftbar: z.string().optional().catch(void 0),
  carePlanId: z.string().optional().catch(void 0),
  debug: z.unknown().optional().transform((v) => v === void 0 ? void 0 : 1)
});

// packages/domain/src/api/error.ts
import { z as z2 } from "zod";
var ErrorBody = z2.object({
  error: z2.object({
    key: z2.string(),
    message: z2.string(),
    issues: z2.array(z2.object({ path: z2.string(), code: z2.string(), message: z2.string() })).optional(),
    /** With a 429: whole seconds until the same request may succeed (e.g. the SMS cooldown). */
    retryAfterSeconds: z2.number().int().nonnegative().optional()
  })
});
var ERROR_KEYS = {
  invalidInput: "invalid_input",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  notFound: "notFound",
  conflict: "conflict",
  tooLarge: "too_large",
  unsupportedMediaType: "unsupported_media_type",
  rateLimited: "rate_limited",
  meetingCancelled: "meeting_cancelled",
  meetingReassigned: "meeting_reassigned",
  unknown: "unknown"
};

// packages/domain/src/api/auth.ts
import { z as z3 } from "zod";

// packages/domain/src/messaging/attachments.ts
var DEFAULT_ATTACHMENT_RULES = {
  maxCount: 3,
  extensions: ["pdf", "jpg", "jpeg", "png"],
  maxBytes: 1e7
};
var ATTACHMENT_NAME_MAX = 100;
var NAME = /^[\p{L}\p{N} ._()-]+$/u;
function attachmentNameIssue(name, rules) {
  if (name.trim() === "") return "name_empty";
  if (name.length > ATTACHMENT_NAME_MAX) return "name_too_long";
  if (!NAME.test(name) || name.startsWith(".") || name !== name.trim()) return "name_characters";
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  if (!rules.extensions.includes(extension)) return "name_extension";
  return null;
}
function sniffAttachmentType(head) {
  const starts = (...bytes) => bytes.every((b, i) => head[i] === b);
  if (starts(37, 80, 68, 70, 45)) return "application/pdf";
  if (starts(255, 216, 255)) return "image/jpeg";
  if (starts(137, 80, 78, 71, 13, 10, 26, 10)) return "image/png";
  return null;
}
function extensionFitsType(name, type) {
  const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  return type === "application/pdf" && extension === "pdf" || type === "image/jpeg" && (extension === "jpg" || extension === "jpeg") || type === "image/png" && extension === "png";
}

// packages/domain/src/api/auth.ts
var LoginBody = z3.object({
  username: z3.string().trim().min(1).max(100),
  password: z3.string().min(1).max(200)
});
var Pool = z3.object({
  id: z3.string(),
  name: z3.string(),
  country: z3.enum(COUNTRIES),
  prorenata: z3.boolean(),
  isExternal: z3.boolean(),
  partnership: z3.string().nullable(),
  partnershipKind: z3.enum(PARTNERSHIP_KINDS).nullable(),
  /** The pool keeps its notes in an external EMR (seed 002 §7 emrconfig). */
  usesExternalEmr: z3.boolean()
});
var Me = z3.object({
  id: z3.string(),
  username: z3.string(),
  name: z3.string(),
  profession: z3.enum(PROFESSIONS),
  careType: z3.enum(CARE_TYPES),
  pool: Pool,
  specialties: z3.array(z3.string()),
  slotLengthOverride: z3.number().int().nullable(),
  countrySpecific: z3.object({ FR: z3.object({ isIndependent: z3.boolean() }).optional() }),
  locale: z3.enum(LOCALES),
  signingEnabled: z3.boolean(),
  strikingEnabled: z3.boolean()
});
var Features = z3.object({
  /** Seed 001 §2.1: Sweden's vaccination tab, "unless a feature flag hides it" (FEATURE_VACCINATION_LIST). */
  vaccinationList: z3.boolean(),
  /** The action bar's switches (seed 000 §2, §6; seed 002 §2): see ActionFeatures. */
  homeTestOrders: z3.boolean(),
  ukEpsSignposting: z3.boolean(),
  pollenGuidelines: z3.boolean(),
  physicalLabQueue: z3.boolean()
});
var DEFAULT_FEATURES = {
  vaccinationList: true,
  homeTestOrders: true,
  ukEpsSignposting: true,
  pollenGuidelines: true,
  physicalLabQueue: true
};
var MessagingSettings = z3.object({
  attachments: z3.object({
    maxCount: z3.number().int().nonnegative(),
    extensions: z3.array(z3.string()).readonly(),
    maxBytes: z3.number().int().positive()
  })
});
var DEFAULT_MESSAGING_SETTINGS = { attachments: DEFAULT_ATTACHMENT_RULES };
var MeResponse = z3.object({
  clinician: Me,
  features: Features.default(DEFAULT_FEATURES),
  messaging: MessagingSettings.default(DEFAULT_MESSAGING_SETTINGS)
});

// packages/domain/src/api/meeting.ts
import { z as z4 } from "zod";

// packages/domain/src/meetings/meeting-means.ts
var MEETING_MEANS = ["phone", "video", "both"];
function asksMeetingMeans(isOneTimeUser) {
  return isOneTimeUser;
}
var MEETING_MEANS_FIELD = "meetingMeans";
function missingMeetingMeans(input) {
  if (!asksMeetingMeans(input.isOneTimeUser) || input.meetingMeans !== null) return [];
  return [{ name: MEETING_MEANS_FIELD, label: "meetingMeans.missing", section: "meetingMeans.section" }];
}

// packages/domain/src/api/meeting.ts
var epochMs = z4.number().int();
var MeetingSummary = z4.object({
  id: z4.string(),
  patientId: z4.string(),
  patientName: z4.string(),
  childName: z4.string().nullable(),
  activityType: z4.enum(ACTIVITY_TYPES),
  interventionType: z4.enum(INTERVENTION_TYPES),
  scheduledStartTime: epochMs,
  scheduledEndTime: epochMs,
  actualEndTime: epochMs.nullable(),
  status: z4.enum(MEETING_STATUSES)
});
var MeetingListResponse = z4.object({ meetings: z4.array(MeetingSummary) });
var Address = z4.object({
  address: z4.string(),
  zip: z4.string(),
  city: z4.string(),
  countyId: z4.string().nullable(),
  country: z4.string()
});
var MeetingUser = z4.object({
  id: z4.string(),
  name: z4.string(),
  idNumber: z4.string(),
  givenName: z4.string(),
  familyName: z4.string(),
  maidenName: z4.string().nullable(),
  gender: z4.enum(["female", "male", "other", "unknown"]),
  avatar: z4.string().nullable(),
  email: z4.string().nullable(),
  phone: z4.string().nullable(),
  address: Address.nullable(),
  ssn: z4.string().nullable(),
  dob: z4.string(),
  language: z4.string(),
  highCostCard: z4.object({ id: z4.string(), date: z4.string(), region: z4.string() }).nullable(),
  gb: z4.object({
    practiceId: z4.string().nullable(),
    practiceName: z4.string().nullable(),
    nhsNumber: z4.string().nullable(),
    partnership: z4.string().nullable(),
    phoneEmr: z4.string().nullable(),
    isOneTimeUser: z4.boolean()
  }).nullable(),
  fr: z4.object({ statusAme: z4.boolean(), statusCmuc: z4.boolean() }).nullable()
});
var MeetingChild = z4.object({
  id: z4.string(),
  name: z4.string(),
  gender: z4.enum(["female", "male", "other", "unknown"]),
  gb: z4.object({ nhsNumber: z4.string().nullable() }).nullable()
});
var InternalReferral = z4.object({
  bookerName: z4.string(),
  bookerFacility: z4.string().nullable(),
  bookerCareTypeName: z4.string(),
  message: z4.string()
});
var Meeting = z4.object({
  id: z4.string(),
  activityId: z4.string(),
  patientId: z4.string(),
  activityType: z4.enum(ACTIVITY_TYPES),
  interventionType: z4.enum(INTERVENTION_TYPES),
  status: z4.enum(MEETING_STATUSES),
  user: MeetingUser,
  child: MeetingChild.nullable(),
  accountableCaregiver: z4.object({ id: z4.string(), name: z4.string() }),
  internalReferral: InternalReferral.nullable(),
  /** Where a clinic visit is held; null for a digital meeting (seed 001 §6, seed 000 §2). */
  careFacility: z4.object({ id: z4.string(), name: z4.string() }).nullable(),
  bookedTime: epochMs,
  scheduledStartTime: epochMs,
  startMillis: epochMs,
  endMillis: epochMs,
  slotLength: z4.number().int(),
  actualStartTime: epochMs.nullable(),
  actualEndTime: epochMs.nullable(),
  videoCallStartTime: epochMs.nullable(),
  videoCallEndTime: epochMs.nullable(),
  isConfirmed: z4.boolean(),
  gotPrescription: z4.boolean(),
  prescriptionDenied: z4.boolean(),
  prescriptionOnly: z4.boolean(),
  symptoms: z4.object({ formName: z4.string(), surveyInformationId: z4.string() }).nullable(),
  marketSpecifics: z4.object({
    fr: z4.object({ caregiverType: z4.string(), isCovidPositiveTestMeeting: z4.boolean(), clinicianProfession: z4.string() }).optional(),
    de: z4.object({ meetingType: z4.string(), isAOKPlusMeeting: z4.boolean() }).optional()
  }),
  /** Seed 000 §3: how a one-time web user's meeting was held; null until the clinician answers (or never asked). */
  meetingMeans: z4.enum(MEETING_MEANS).nullable()
});
var LatestMeetingResponse = z4.object({ meeting: Meeting.nullable() });
var MeetingMeansBody = z4.object({ meetingMeans: z4.enum(MEETING_MEANS) });
var HealthResponse = z4.object({ status: z4.literal("ok"), database: z4.enum(["pglite", "postgres"]) });

// packages/domain/src/markets/time-zone.ts
var MARKET_TIME_ZONE = {
  SE: "Europe/Stockholm",
  GB: "Europe/London",
  NO: "Europe/Oslo",
  FR: "Europe/Paris",
  DE: "Europe/Berlin"
};
var dayFormatters = /* @__PURE__ */ new Map();
function dayKey(epochMs7, timeZone) {
  let format = dayFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, format);
  }
  return format.format(epochMs7);
}

// packages/domain/src/meetings/home-order.ts
function homeSection(meeting, nowMs, country) {
  const zone = MARKET_TIME_ZONE[country];
  const day2 = dayKey(meeting.scheduledStartTime, zone);
  const today = dayKey(nowMs, zone);
  if (day2 < today) return "ended";
  if (day2 === today) return isEnded(meeting.status) ? "ended" : "today";
  return isEnded(meeting.status) ? "ended" : "upcoming";
}
var SECTION_RANK = { today: 0, upcoming: 1, ended: 2 };
function orderForHome(meetings2, nowMs, country) {
  const keyed = meetings2.map((m) => ({ m, section: homeSection(m, nowMs, country) }));
  keyed.sort((a, b) => {
    const bySection = SECTION_RANK[a.section] - SECTION_RANK[b.section];
    if (bySection !== 0) return bySection;
    const byTime = a.m.scheduledStartTime - b.m.scheduledStartTime;
    return a.section === "ended" ? -byTime : byTime;
  });
  return keyed.map((k) => k.m);
}

// packages/domain/src/identifiers/personnummer.ts
var TWELVE_DIGITS = /^(\d{8})-?(\d{4})$/;
function formatPersonnummer(id6) {
  const match = TWELVE_DIGITS.exec(id6);
  return match ? `${match[1]}-${match[2]}` : id6;
}

// packages/domain/src/api/medical-record.ts
import { z as z5 } from "zod";
var FormValuesBody = z5.record(
  z5.string().max(100),
  z5.union([z5.string().max(5e4), z5.number(), z5.boolean(), z5.array(z5.string().max(500)).max(50), z5.null()])
);
var epochMs2 = z5.number().int();
var MedicalRecordEntry = z5.object({
  id: z5.string(),
  entryContentId: z5.string(),
  meetingId: z5.string(),
  patientId: z5.string(),
  templateId: z5.string(),
  values: FormValuesBody,
  /** Starts at 1; every accepted save increments it. A save names the version it edited. */
  version: z5.number().int(),
  shareEntry: z5.boolean(),
  signedAt: epochMs2.nullable(),
  strickenAt: epochMs2.nullable(),
  strickenReason: z5.string().nullable(),
  createdAt: epochMs2,
  updatedAt: epochMs2
});
var EntryResponse = z5.object({ entry: MedicalRecordEntry.nullable(), templateId: z5.string() });
var SaveEntryBody = z5.object({
  values: FormValuesBody,
  version: z5.number().int().min(0),
  share_entry: z5.boolean().optional()
});
var Evaluation = z5.object({
  meetingId: z5.string(),
  templateId: z5.string(),
  values: FormValuesBody,
  version: z5.number().int(),
  updatedAt: epochMs2
});
var EvaluationContext = z5.object({
  hasPrescription: z5.boolean(),
  hasLabReferral: z5.boolean(),
  hasSpecialistReferral: z5.boolean(),
  hasSickNote: z5.boolean()
});
var EvaluationResponse = z5.object({
  evaluation: Evaluation.nullable(),
  templateId: z5.string().nullable(),
  context: EvaluationContext
});
var SaveEvaluationBody = z5.object({ values: FormValuesBody, version: z5.number().int().min(0) });
var FinishMeetingBody = z5.object({ status: z5.enum(["COMPLETED", "NO_SHOW"]), sign: z5.boolean() });
var FinishMeetingResponse = z5.object({
  status: z5.enum(["COMPLETED", "NO_SHOW"]),
  entry: MedicalRecordEntry.nullable()
});
var ReasonBody = z5.object({ reason: z5.string().trim().min(1).max(2e3) });
var EntryAuditResponse = z5.object({
  events: z5.array(
    z5.object({
      action: z5.enum(["created", "saved", "signed", "unsigned", "stricken"]),
      at: epochMs2,
      clinicianId: z5.string(),
      clinicianName: z5.string(),
      reason: z5.string().nullable()
    })
  )
});
var IcdCode = z5.object({ code: z5.string(), title: z5.string() });
var IcdSearchResponse = z5.object({ codes: z5.array(IcdCode) });
var NonRecommendedIcdResponse = z5.object({
  icdCodes: z5.array(z5.object({ code: z5.string(), guidelineUrl: z5.string() }))
});
var EmrConfigResponse = z5.object({ usesExternalEmr: z5.boolean(), hasPostPhysicalEvaluation: z5.boolean() });

// packages/domain/src/forms/value-issues.ts
function valueIssues(template, values) {
  const nodes = /* @__PURE__ */ new Map();
  for (const section4 of template.sections) for (const node of section4.nodes) nodes.set(node.name, node);
  const issues = [];
  for (const [name, value] of Object.entries(values)) {
    const node = nodes.get(name);
    if (!node) issues.push({ path: name, code: "unknown_field", message: `The form has no field "${name}".` });
    else if (value !== null && value !== void 0) issues.push(...nodeIssues(node, value));
  }
  return issues;
}
function nodeIssues(node, value) {
  const wrongType = (expected) => [
    { path: node.name, code: "invalid_type", message: `Expected ${expected}.` }
  ];
  const offered = new Set((node.options ?? []).map((o) => o.value));
  switch (node.kind) {
    case "text":
    case "textarea":
    case "date":
    case "icd10":
      return typeof value === "string" ? [] : wrongType("text");
    case "checkbox":
      return typeof value === "boolean" ? [] : wrongType("true or false");
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) return wrongType("a number");
      if (node.min !== void 0 && value < node.min || node.max !== void 0 && value > node.max) {
        return [
          { path: node.name, code: "invalid_type", message: `Expected a number from ${node.min} to ${node.max}.` }
        ];
      }
      return [];
    case "single-choice":
      if (typeof value !== "string") return wrongType("one option");
      return value === "" || offered.has(value) ? [] : [invalidOption(node, value)];
    case "multi-choice":
      if (!Array.isArray(value)) return wrongType("a list of options");
      return value.filter((v) => !offered.has(v)).map((v) => invalidOption(node, v));
  }
}
function invalidOption(node, value) {
  return { path: node.name, code: "invalid_option", message: `"${value}" is not an option of ${node.name}.` };
}

// packages/domain/src/forms/conditions.ts
function isFilled(value) {
  if (value === void 0 || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "number") return !Number.isNaN(value);
  return value;
}
function evaluateCondition(condition, values) {
  if ("all" in condition) return condition.all.every((c) => evaluateCondition(c, values));
  if ("any" in condition) return condition.any.some((c) => evaluateCondition(c, values));
  if ("not" in condition) return !evaluateCondition(condition.not, values);
  const value = values[condition.field];
  if ("equals" in condition) return value === condition.equals;
  if ("includes" in condition) return Array.isArray(value) && value.includes(condition.includes);
  return isFilled(value);
}
function isVisible(node, values) {
  return node.visibleWhen === void 0 || evaluateCondition(node.visibleWhen, values);
}

// packages/domain/src/forms/missing-fields.ts
function visibleNodes(template, values) {
  return walk(template, values).shown;
}
function walk(template, values) {
  const shown = [];
  const kept = {};
  for (const section4 of template.sections) {
    for (const node of section4.nodes) {
      if (!isVisible(node, kept)) continue;
      shown.push({ node, section: section4 });
      const value = values[node.name];
      if (value !== void 0) kept[node.name] = value;
    }
  }
  return { shown, kept };
}
function isAnswered(node, value) {
  const optionValues = (node.options ?? []).map((o) => o.value);
  switch (node.kind) {
    case "checkbox":
      return value === true;
    case "single-choice":
      return typeof value === "string" && optionValues.includes(value);
    case "multi-choice":
      return Array.isArray(value) && value.some((v) => optionValues.includes(v));
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "text":
    case "textarea":
    case "date":
    case "icd10":
      return typeof value === "string" && value.trim() !== "";
  }
}
function missingFields(template, values) {
  return visibleNodes(template, values).filter(({ node }) => node.required === true && !isAnswered(node, values[node.name])).map(({ node, section: section4 }) => ({ name: node.name, label: node.label, section: section4.title }));
}

// packages/domain/src/forms/diagnosis.ts
function icdCodeOf(value) {
  return value.trim().split(/\s+/, 1)[0] ?? "";
}

// packages/domain/src/forms/medical-record-templates.ts
var label = (name) => `forms.medicalRecord.${name}`;
var field = (name, kind, required) => ({
  name,
  kind,
  label: label(name),
  ...required ? { required: true } : {}
});
var section = (name, nodes) => ({
  name,
  title: label(`section.${name}`),
  nodes
});
var EXTRAS = {
  SE: { afterHistory: [field("current_medication", "textarea", false)], afterPlan: [] },
  GB: { afterHistory: [], afterPlan: [field("safety_netting", "textarea", true)] },
  NO: { afterHistory: [], afterPlan: [] },
  FR: { afterHistory: [], afterPlan: [] },
  DE: { afterHistory: [], afterPlan: [] }
};
function build(country) {
  const extras = EXTRAS[country];
  return {
    id: `medical-record/${country}/v1`,
    kind: "medical-record",
    sections: [
      section("consultation", [
        field("reason_for_contact", "text", true),
        field("history", "textarea", true),
        ...extras.afterHistory,
        field("findings", "textarea", false),
        field("assessment", "textarea", true)
      ]),
      section("diagnosis", [field("primary_diagnosis", "icd10", true), field("secondary_diagnosis", "icd10", false)]),
      section("plan", [field("plan", "textarea", true), ...extras.afterPlan])
    ]
  };
}
function medicalRecordTemplate(country) {
  if (!isCountry(country)) throw new Error(`Unsupported country "${String(country)}"`);
  return build(country);
}

// packages/domain/src/forms/evaluation-fields.ts
var PATIENT_HELPED = { helped: "true", notHelped: "false" };
var ANSWER = { yes: "yes", no: "no", notApplicable: "not-applicable" };
var NOT_HELPED_REASONS = ["no-show", "not-suitable", "technical-error", "referral-internal"];
var NOT_SUITABLE_REASONS = ["physical", "lab", "xray", "permanent"];
var HELPED_ACTIONS = ["prescription", "referral", "sick-note"];
var REFERRAL_TYPES = [
  "labs",
  "internal",
  "other",
  "specialist",
  "physical-primary-care",
  "emergency-room"
];
var PHYSICAL_BOOKING_REASONS = [
  "patient-preference",
  "already-booked",
  "continuity-of-care",
  "local-routine",
  "other"
];
var PROBLEM_REASONS = ["not-healthcare", "technical-error", "against-policy"];
var label2 = (name) => `forms.evaluation.${name}`;
var option = (field2, value) => ({
  value,
  label: label2(`options.${field2}.${value}`)
});
var options = (field2, values) => values.map((value) => option(field2, value));
var YES = { value: ANSWER.yes, label: "forms.options.yes" };
var NO = { value: ANSWER.no, label: "forms.options.no" };
var NOT_APPLICABLE = { value: ANSWER.notApplicable, label: "forms.options.not-applicable" };
var singleChoice = (name, opts, visibleWhen) => ({
  name,
  kind: "single-choice",
  label: label2(name),
  options: opts,
  required: true,
  ...visibleWhen ? { visibleWhen } : {}
});
var yesNo = (name, visibleWhen) => singleChoice(name, [YES, NO], visibleWhen);
var specify = (name, visibleWhen) => ({
  name,
  kind: "textarea",
  label: label2(name),
  required: true,
  visibleWhen
});
var patientHelpedField = () => singleChoice("patient_helped", [
  { value: PATIENT_HELPED.helped, label: "forms.options.yes" },
  { value: PATIENT_HELPED.notHelped, label: "forms.options.no" }
]);
var patientNotHelpedReasonField = (audience) => singleChoice(
  "patient_not_helped_reason",
  options(
    "patient_not_helped_reason",
    audience === "DOCTOR" ? NOT_HELPED_REASONS.filter((r) => r !== "referral-internal") : NOT_HELPED_REASONS
  ),
  { field: "patient_helped", equals: PATIENT_HELPED.notHelped }
);
var notSuitableReasonField = () => singleChoice(
  "not_suitable_for_digital_care_reason",
  options("not_suitable_for_digital_care_reason", NOT_SUITABLE_REASONS),
  {
    field: "patient_not_helped_reason",
    equals: "not-suitable"
  }
);
var patientHelpedActionField = (audience) => {
  const offered = {
    DOCTOR: HELPED_ACTIONS,
    NURSE: ["prescription", "referral"],
    PSYCHOLOGIST: ["referral"]
  };
  return {
    name: "patient_helped_action",
    kind: "multi-choice",
    label: label2("patient_helped_action"),
    options: options("patient_helped_action", offered[audience])
  };
};
var referralTypeField = (audience) => ({
  name: "referral_type",
  kind: "multi-choice",
  label: label2("referral_type"),
  options: options(
    "referral_type",
    audience === "PSYCHOLOGIST" ? REFERRAL_TYPES.filter((t) => t !== "labs") : REFERRAL_TYPES
  ),
  required: true,
  visibleWhen: { field: "patient_helped_action", includes: "referral" }
});
var appropriateCareLevelNurseField = () => yesNo("appropriate_care_level_nurse");
var couldHaveBeenHandledDigitallyField = () => singleChoice("could_have_been_handled_digitally", [YES, NO, NOT_APPLICABLE]);
var physicalBookingReasonField = () => singleChoice("physical_booking_reason", options("physical_booking_reason", PHYSICAL_BOOKING_REASONS), {
  field: "could_have_been_handled_digitally",
  equals: ANSWER.yes
});
var otherIssuesWithPhysicalBookingField = () => ({
  name: "other_issues_with_physical_booking",
  kind: "textarea",
  label: label2("other_issues_with_physical_booking")
});
var problemsExperiencedReasonField = () => ({
  name: "problems_experienced_reason",
  kind: "multi-choice",
  label: label2("problems_experienced_reason"),
  options: options("problems_experienced_reason", PROBLEM_REASONS)
});
var prescriptionCreatedField = () => yesNo("prescription_created");
var antibioticsPrescribedField = () => yesNo("antibiotics_prescribed", { field: "prescription_created", equals: ANSWER.yes });
var sickNoteCreatedField = () => yesNo("sick_note_created");
var referFurtherCareField = () => yesNo("refer_further_care");
var referFurtherCareSpecifyField = () => specify("refer_further_care_specify", { field: "refer_further_care", equals: ANSWER.yes });
var medicalAdviceOfferField = (outcomeFields) => yesNo("medical_advice_offer", {
  all: outcomeFields.map((field2) => ({ field: field2, equals: ANSWER.no }))
});
var medicalAdviceNotOfferedSpecifyField = () => specify("medical_advice_not_offered_specify", { field: "medical_advice_offer", equals: ANSWER.no });
var requiredPhysicalCareField = () => yesNo("required-physical-care");

// packages/domain/src/forms/evaluation-templates.ts
var EVALUATION_COUNTRIES = ["SE", "GB", "FR", "DE"];
var CURRENT_FAMILY = {
  SE: "patient-helped",
  FR: "patient-helped",
  GB: "care-outcome",
  DE: "care-outcome"
};
var isOneOf = (list, value) => list.includes(value);
function chooseEvaluationTemplate(input) {
  const { country, profession, activityType } = input;
  if (!isOneOf(EVALUATION_COUNTRIES, country)) throw new Error(`Unsupported country "${country}"`);
  if (!isOneOf(PROFESSIONS, profession)) throw new Error(`Unsupported profession "${profession}"`);
  if (!isOneOf(ACTIVITY_TYPES, activityType)) throw new Error(`Unknown activity type "${String(activityType)}"`);
  if (activityType === "PRESCRIPTION_RENEWAL") {
    if (country !== "SE") throw new Error("Prescription renewal text activity not supported in market");
    if (profession === "PSYCHOLOGIST") {
      throw new Error(`Prescription renewal not supported for profession "${profession}"`);
    }
  }
  return {
    country,
    audience: profession === "PSYCHOLOGIST" || activityType === "MENTAL_HEALTH" ? "PSYCHOLOGIST" : profession,
    family: input.legacyPatientHelped ? "patient-helped" : CURRENT_FAMILY[country],
    variant: input.usesExternalEmr ? "external-emr" : activityType === "PRESCRIPTION_RENEWAL" ? "prescription-renewal" : "standard"
  };
}
function evaluationTemplateId(choice) {
  const family = choice.family === CURRENT_FAMILY[choice.country] ? "" : `/${choice.family}`;
  const variant = choice.variant === "standard" ? "" : `/${choice.variant}`;
  return `evaluation/${choice.country}/${choice.audience}${family}${variant}/v1`;
}
var section2 = (name, nodes) => ({
  name,
  title: `forms.evaluation.section.${name}`,
  nodes
});
function patientHelpedSections({ audience, variant }) {
  const nurse = audience === "NURSE" ? [appropriateCareLevelNurseField()] : [];
  const actions = variant === "external-emr" ? [] : [patientHelpedActionField(audience), referralTypeField(audience)];
  const physicalCare = variant === "standard" && audience !== "PSYCHOLOGIST" ? [
    section2("physical-care", [
      couldHaveBeenHandledDigitallyField(),
      physicalBookingReasonField(),
      otherIssuesWithPhysicalBookingField()
    ])
  ] : [];
  return [
    section2("outcome", [
      patientHelpedField(),
      patientNotHelpedReasonField(audience),
      notSuitableReasonField(),
      ...actions,
      ...nurse
    ]),
    ...physicalCare,
    section2("problems", [problemsExperiencedReasonField()])
  ];
}
function careOutcomeSections({ audience, variant }) {
  const orders = audience !== "PSYCHOLOGIST" && variant !== "external-emr";
  const outcomeFields = orders ? ["prescription_created", "sick_note_created", "refer_further_care"] : ["refer_further_care"];
  return [
    section2("outcome", [
      ...orders ? [prescriptionCreatedField(), antibioticsPrescribedField(), sickNoteCreatedField()] : [],
      referFurtherCareField(),
      referFurtherCareSpecifyField(),
      medicalAdviceOfferField(outcomeFields),
      medicalAdviceNotOfferedSpecifyField(),
      ...audience === "PSYCHOLOGIST" ? [] : [requiredPhysicalCareField()],
      ...audience === "NURSE" ? [appropriateCareLevelNurseField()] : []
    ]),
    section2("problems", [problemsExperiencedReasonField()])
  ];
}
function buildEvaluationTemplate(choice) {
  return {
    id: evaluationTemplateId(choice),
    kind: "evaluation",
    sections: choice.family === "patient-helped" ? patientHelpedSections(choice) : careOutcomeSections(choice)
  };
}
function evaluationTemplate(input) {
  return buildEvaluationTemplate(chooseEvaluationTemplate(input));
}

// packages/domain/src/forms/evaluation-context.ts
function applyEvaluationContext(template, values, context) {
  const nodes = new Map(template.sections.flatMap((s) => s.nodes.map((n) => [n.name, n])));
  const next = { ...values };
  const locked = /* @__PURE__ */ new Set();
  const lockedOptions = {};
  const hasReferral = context.hasLabReferral || context.hasSpecialistReferral;
  const force = (name, value, when) => {
    if (!when || !nodes.has(name)) return;
    next[name] = value;
    locked.add(name);
  };
  const tick = (name, value, when) => {
    const node = nodes.get(name);
    if (!when || !node?.options?.some((o) => o.value === value)) return;
    const current = next[name];
    const ticked = new Set(Array.isArray(current) ? current : []);
    ticked.add(value);
    const ordered = node.options.map((o) => o.value).filter((v) => ticked.has(v));
    next[name] = [...ordered, ...[...ticked].filter((v) => !ordered.includes(v))];
    (lockedOptions[name] ??= []).push(value);
  };
  force("patient_helped", PATIENT_HELPED.helped, context.hasPrescription || hasReferral || context.hasSickNote);
  tick("patient_helped_action", "prescription", context.hasPrescription);
  tick("patient_helped_action", "referral", hasReferral);
  tick("patient_helped_action", "sick-note", context.hasSickNote);
  if (lockedOptions["patient_helped_action"]?.includes("referral")) {
    tick("referral_type", "labs", context.hasLabReferral);
    tick("referral_type", "specialist", context.hasSpecialistReferral);
  }
  force("prescription_created", ANSWER.yes, context.hasPrescription);
  force("sick_note_created", ANSWER.yes, context.hasSickNote);
  force("refer_further_care", ANSWER.yes, hasReferral);
  return { values: next, locked, lockedOptions };
}

// packages/domain/src/forms/template-registry.ts
function allFormTemplates() {
  const choices = /* @__PURE__ */ new Map();
  for (const country of EVALUATION_COUNTRIES) {
    for (const profession of PROFESSIONS) {
      for (const activityType of ACTIVITY_TYPES) {
        for (const usesExternalEmr of [false, true]) {
          for (const legacyPatientHelped of [false, true]) {
            const input = { country, profession, activityType, usesExternalEmr, legacyPatientHelped };
            let choice;
            try {
              choice = chooseEvaluationTemplate(input);
            } catch {
              continue;
            }
            choices.set(JSON.stringify(choice), choice);
          }
        }
      }
    }
  }
  return [...COUNTRIES.map(medicalRecordTemplate), ...[...choices.values()].map(buildEvaluationTemplate)];
}
var byId;
function findFormTemplate(id6) {
  byId ??= new Map(allFormTemplates().map((t) => [t.id, t]));
  return byId.get(id6) ?? null;
}
function formTemplateById(id6) {
  const template = findFormTemplate(id6);
  if (!template) throw new Error(`Unknown form template "${id6}"`);
  return template;
}

// packages/domain/src/icd10/icd10-codes.ts
var ROWS = [
  // A–B: infections
  ["A04.7", "Clostridioides difficile colitis"],
  ["A08.0", "Rotavirus gastroenteritis"],
  ["A08.4", "Viral gut infection, virus not specified"],
  ["A09", "Gastroenteritis or colitis, infectious or of unknown origin"],
  ["A09.0", "Gastroenteritis or colitis of infectious origin"],
  ["A09.9", "Gastroenteritis or colitis, origin not known"],
  ["A38", "Scarlet fever"],
  ["A46", "Erysipelas"],
  ["A49.9", "Bacterial infection, site and organism not specified"],
  ["A54.9", "Gonorrhoea, site not specified"],
  ["A56.0", "Chlamydia infection of the lower urogenital tract"],
  ["A60.0", "Genital herpes"],
  ["A63.0", "Anogenital warts"],
  ["A69.2", "Lyme borreliosis"],
  ["B00.1", "Herpes simplex blisters of the skin (cold sores)"],
  ["B01.9", "Chickenpox without complications"],
  ["B02.9", "Shingles without complications"],
  ["B07", "Viral warts"],
  ["B08.1", "Molluscum contagiosum"],
  ["B08.4", "Hand, foot and mouth disease"],
  ["B27.9", "Glandular fever (infectious mononucleosis)"],
  ["B34.9", "Viral infection, virus and site not specified"],
  ["B35.1", "Fungal nail infection"],
  ["B35.3", "Athlete's foot"],
  ["B35.4", "Ringworm of the body"],
  ["B36.0", "Pityriasis versicolor"],
  ["B37.0", "Oral thrush"],
  ["B37.2", "Candida infection of skin or nails"],
  ["B37.3", "Vaginal thrush"],
  ["B80", "Threadworm infection"],
  ["B85.0", "Head lice"],
  ["B86", "Scabies"],
  // D: blood, benign growths
  ["D17.9", "Lipoma, site not specified"],
  ["D22.9", "Mole (melanocytic naevus), site not specified"],
  ["D23.9", "Benign skin growth, site not specified"],
  ["D50.9", "Anaemia due to iron deficiency"],
  ["D51.9", "Anaemia due to vitamin B12 deficiency"],
  ["D64.9", "Anaemia, type not specified"],
  // E: endocrine and metabolic
  ["E03.9", "Underactive thyroid (hypothyroidism)"],
  ["E04.9", "Goitre without overactivity"],
  ["E05.9", "Overactive thyroid (thyrotoxicosis)"],
  ["E10.9", "Type 1 diabetes without complications"],
  ["E11.9", "Type 2 diabetes without complications"],
  ["E28.2", "Polycystic ovary syndrome"],
  ["E55.9", "Vitamin D deficiency"],
  ["E66.9", "Obesity"],
  ["E73.9", "Lactose intolerance"],
  ["E78.0", "Raised cholesterol (pure hypercholesterolaemia)"],
  ["E78.5", "Raised blood lipids (hyperlipidaemia)"],
  ["E86", "Dehydration (volume depletion)"],
  ["E87.6", "Low blood potassium (hypokalaemia)"],
  // F: mental health
  ["F10.1", "Harmful use of alcohol"],
  ["F10.2", "Alcohol dependence"],
  ["F17.2", "Nicotine dependence from tobacco"],
  ["F32.0", "Depressive episode, mild"],
  ["F32.1", "Depressive episode, moderate"],
  ["F32.2", "Depressive episode, severe, without psychotic symptoms"],
  ["F32.9", "Depressive episode, severity not specified"],
  ["F33.0", "Recurrent depression, current episode mild"],
  ["F33.1", "Recurrent depression, current episode moderate"],
  ["F34.1", "Persistent low mood (dysthymia)"],
  ["F40.1", "Social anxiety (social phobia)"],
  ["F41.0", "Panic disorder"],
  ["F41.1", "Generalised anxiety disorder"],
  ["F41.2", "Mixed anxiety and depression"],
  ["F41.9", "Anxiety disorder, type not specified"],
  ["F42.9", "Obsessive-compulsive disorder, type not specified"],
  ["F43.0", "Acute reaction to stress"],
  ["F43.1", "Post-traumatic stress disorder (PTSD)"],
  ["F43.2", "Adjustment disorder"],
  ["F43.8", "Other reaction to severe stress, including exhaustion disorder"],
  ["F43.9", "Reaction to severe stress, type not specified"],
  ["F45.0", "Somatisation disorder"],
  ["F48.0", "Neurasthenia (fatigue syndrome)"],
  ["F50.2", "Bulimia nervosa"],
  ["F51.0", "Insomnia without a physical cause"],
  ["F90.0", "ADHD: disturbance of activity and attention"],
  // G: nervous system
  ["G40.9", "Epilepsy, type not specified"],
  ["G43.0", "Migraine without aura"],
  ["G43.1", "Migraine with aura"],
  ["G43.9", "Migraine, type not specified"],
  ["G44.2", "Tension-type headache"],
  ["G45.9", "Transient ischaemic attack (TIA)"],
  ["G47.0", "Trouble falling or staying asleep"],
  ["G47.3", "Sleep apnoea"],
  ["G51.0", "Bell's palsy (facial nerve palsy)"],
  ["G56.0", "Carpal tunnel syndrome"],
  // H: eye and ear
  ["H00.0", "Stye (hordeolum)"],
  ["H01.0", "Blepharitis (eyelid margin inflammation)"],
  ["H04.1", "Dry eye and other tear gland disorders"],
  ["H10.0", "Conjunctivitis with pus (mucopurulent)"],
  ["H10.1", "Allergic conjunctivitis, acute"],
  ["H10.9", "Conjunctivitis, type not specified"],
  ["H57.1", "Eye pain"],
  ["H60.9", "Outer ear infection (otitis externa)"],
  ["H61.2", "Ear wax blockage"],
  ["H65.9", "Middle ear inflammation without pus"],
  ["H66.0", "Acute middle ear infection with pus"],
  ["H66.9", "Middle ear infection (otitis media), type not specified"],
  ["H81.1", "Benign positional vertigo (BPPV)"],
  ["H81.2", "Vestibular neuritis"],
  ["H91.9", "Hearing loss, type not specified"],
  ["H92.0", "Earache"],
  ["H93.1", "Tinnitus (ringing in the ears)"],
  // I: circulation
  ["I10", "High blood pressure (primary hypertension)"],
  ["I20.9", "Angina, type not specified"],
  ["I25.9", "Chronic ischaemic heart disease"],
  ["I48.9", "Atrial fibrillation or flutter, type not specified"],
  ["I50.9", "Heart failure, type not specified"],
  ["I83.9", "Varicose veins of the legs"],
  ["I87.2", "Chronic venous insufficiency"],
  ["I95.9", "Low blood pressure (hypotension)"],
  // J: respiratory
  ["J00", "Common cold"],
  ["J01.0", "Acute sinusitis of the maxillary sinus"],
  ["J01.9", "Acute sinusitis, sinus not specified"],
  ["J02.0", "Strep throat (streptococcal pharyngitis)"],
  ["J02.9", "Sore throat (acute pharyngitis)"],
  ["J03.0", "Streptococcal tonsillitis"],
  ["J03.9", "Acute tonsillitis"],
  ["J04.0", "Acute laryngitis"],
  ["J05.0", "Croup"],
  ["J06.9", "Upper respiratory tract infection, site not specified"],
  ["J10.1", "Influenza with respiratory symptoms, flu virus confirmed"],
  ["J11.1", "Influenza with respiratory symptoms, virus not confirmed"],
  ["J12.9", "Viral pneumonia"],
  ["J15.9", "Bacterial pneumonia"],
  ["J18.9", "Pneumonia, organism not specified"],
  ["J20.9", "Acute bronchitis"],
  ["J21.9", "Acute bronchiolitis"],
  ["J22", "Acute lower respiratory tract infection, not specified"],
  ["J30.1", "Hay fever (allergic rhinitis from pollen)"],
  ["J30.3", "Allergic rhinitis, other cause"],
  ["J30.4", "Allergic rhinitis, cause not specified"],
  ["J31.0", "Chronic rhinitis"],
  ["J32.9", "Chronic sinusitis"],
  ["J33.9", "Nasal polyp"],
  ["J35.0", "Chronic tonsillitis"],
  ["J40", "Bronchitis, not specified as acute or chronic"],
  ["J44.1", "COPD with acute worsening"],
  ["J44.9", "Chronic obstructive pulmonary disease (COPD)"],
  ["J45.0", "Allergic asthma"],
  ["J45.9", "Asthma, type not specified"],
  // K: digestive
  ["K02.9", "Tooth decay (dental caries)"],
  ["K04.7", "Dental abscess"],
  ["K05.0", "Acute gum inflammation (gingivitis)"],
  ["K12.0", "Recurrent mouth ulcers (aphthae)"],
  ["K21.0", "Acid reflux disease with oesophagitis"],
  ["K21.9", "Acid reflux disease (GORD) without oesophagitis"],
  ["K29.7", "Gastritis"],
  ["K30", "Indigestion (functional dyspepsia)"],
  ["K35.8", "Acute appendicitis"],
  ["K40.9", "Inguinal hernia without obstruction"],
  ["K50.9", "Crohn's disease"],
  ["K51.9", "Ulcerative colitis"],
  ["K52.9", "Non-infectious gastroenteritis or colitis"],
  ["K57.3", "Diverticular disease of the colon"],
  ["K58.0", "Irritable bowel syndrome with diarrhoea"],
  ["K58.9", "Irritable bowel syndrome without diarrhoea"],
  ["K59.0", "Constipation"],
  ["K59.1", "Functional diarrhoea"],
  ["K60.2", "Anal fissure"],
  ["K64.9", "Haemorrhoids"],
  ["K76.0", "Fatty liver disease"],
  ["K80.2", "Gallstones without gallbladder inflammation"],
  ["K90.0", "Coeliac disease"],
  // L: skin
  ["L01.0", "Impetigo"],
  ["L02.4", "Boil or skin abscess on a limb"],
  ["L02.9", "Boil or skin abscess, site not specified"],
  ["L03.1", "Cellulitis of a limb"],
  ["L03.9", "Cellulitis, site not specified"],
  ["L08.9", "Local skin infection"],
  ["L20.9", "Atopic eczema"],
  ["L21.0", "Cradle cap (seborrhoea of the scalp)"],
  ["L21.9", "Seborrhoeic dermatitis"],
  ["L22", "Nappy rash"],
  ["L23.9", "Allergic contact dermatitis"],
  ["L24.9", "Irritant contact dermatitis"],
  ["L25.9", "Contact dermatitis, type not specified"],
  ["L29.9", "Itching (pruritus)"],
  ["L30.4", "Intertrigo (rash in skin folds)"],
  ["L30.9", "Dermatitis or eczema, type not specified"],
  ["L40.0", "Plaque psoriasis"],
  ["L42", "Pityriasis rosea"],
  ["L43.9", "Lichen planus"],
  ["L50.0", "Allergic hives (urticaria)"],
  ["L50.9", "Hives (urticaria), type not specified"],
  ["L55.9", "Sunburn"],
  ["L57.0", "Actinic keratosis (sun-damaged skin patch)"],
  ["L60.0", "Ingrown nail"],
  ["L63.9", "Patchy hair loss (alopecia areata)"],
  ["L65.9", "Hair loss without scarring"],
  ["L70.0", "Acne"],
  ["L71.9", "Rosacea"],
  ["L72.0", "Epidermal cyst"],
  ["L73.2", "Hidradenitis suppurativa"],
  ["L80", "Vitiligo"],
  ["L82", "Seborrhoeic keratosis"],
  ["L84", "Corns and calluses"],
  // M: musculoskeletal
  ["M06.9", "Rheumatoid arthritis"],
  ["M10.9", "Gout"],
  ["M16.9", "Osteoarthritis of the hip"],
  ["M17.9", "Osteoarthritis of the knee"],
  ["M19.9", "Osteoarthritis, joint not specified"],
  ["M20.1", "Bunion (hallux valgus)"],
  ["M22.2", "Kneecap pain (patellofemoral disorder)"],
  ["M25.5", "Joint pain"],
  ["M35.3", "Polymyalgia rheumatica"],
  ["M43.6", "Wry neck (torticollis)"],
  ["M51.1", "Lumbar disc disorder with nerve root pain"],
  ["M53.1", "Neck pain spreading to the arm"],
  ["M54.1", "Nerve root pain (radiculopathy)"],
  ["M54.2", "Neck pain"],
  ["M54.3", "Sciatica"],
  ["M54.4", "Low back pain with sciatica"],
  ["M54.5", "Low back pain"],
  ["M54.6", "Pain in the thoracic spine"],
  ["M54.9", "Back pain, site not specified"],
  ["M62.6", "Muscle strain"],
  ["M65.3", "Trigger finger"],
  ["M65.4", "De Quervain's tenosynovitis of the wrist"],
  ["M67.4", "Ganglion cyst"],
  ["M70.2", "Elbow bursitis"],
  ["M72.2", "Plantar fasciitis"],
  ["M75.0", "Frozen shoulder"],
  ["M75.1", "Rotator cuff syndrome"],
  ["M75.4", "Shoulder impingement"],
  ["M76.6", "Achilles tendinopathy"],
  ["M77.0", "Golfer's elbow (medial epicondylitis)"],
  ["M77.1", "Tennis elbow (lateral epicondylitis)"],
  ["M79.1", "Muscle pain (myalgia)"],
  ["M79.6", "Pain in a limb"],
  ["M79.7", "Fibromyalgia"],
  ["M79.9", "Soft tissue disorder, type not specified"],
  ["M81.9", "Osteoporosis"],
  // N: urogenital
  ["N10", "Acute kidney infection (pyelonephritis)"],
  ["N20.0", "Kidney stone"],
  ["N23", "Renal colic"],
  ["N30.0", "Acute bladder infection (cystitis)"],
  ["N30.9", "Bladder infection (cystitis), type not specified"],
  ["N34.1", "Non-specific urethritis"],
  ["N39.0", "Urinary tract infection, site not specified"],
  ["N39.3", "Stress urinary incontinence"],
  ["N40", "Enlarged prostate (benign hyperplasia)"],
  ["N41.0", "Acute prostatitis"],
  ["N45.9", "Epididymitis or orchitis without abscess"],
  ["N48.1", "Balanitis"],
  ["N63", "Breast lump"],
  ["N64.4", "Breast pain"],
  ["N76.0", "Acute vaginitis"],
  ["N91.2", "Absent periods (amenorrhoea)"],
  ["N92.0", "Heavy periods with a regular cycle"],
  ["N94.3", "Premenstrual syndrome"],
  ["N94.6", "Painful periods (dysmenorrhoea)"],
  ["N95.1", "Menopausal symptoms"],
  ["N97.9", "Female infertility"],
  ["O21.0", "Mild pregnancy sickness (hyperemesis)"],
  // R: symptoms and signs
  ["R00.2", "Palpitations"],
  ["R04.0", "Nosebleed"],
  ["R04.2", "Coughing up blood"],
  ["R05", "Cough"],
  ["R06.0", "Shortness of breath"],
  ["R06.2", "Wheezing"],
  ["R07.0", "Throat pain"],
  ["R07.4", "Chest pain, type not specified"],
  ["R10.0", "Acute abdomen"],
  ["R10.1", "Upper abdominal pain"],
  ["R10.2", "Pelvic pain"],
  ["R10.3", "Lower abdominal pain"],
  ["R10.4", "Abdominal pain, other or not specified"],
  ["R11", "Nausea and vomiting"],
  ["R12", "Heartburn"],
  ["R13", "Difficulty swallowing"],
  ["R14", "Wind and bloating"],
  ["R15", "Faecal incontinence"],
  ["R17", "Jaundice"],
  ["R19.4", "Change in bowel habit"],
  ["R20.2", "Tingling or pins and needles"],
  ["R21", "Rash"],
  ["R22.9", "Lump or local swelling, site not specified"],
  ["R25.2", "Muscle cramps"],
  ["R30.0", "Painful urination"],
  ["R31", "Blood in the urine"],
  ["R32", "Urinary incontinence"],
  ["R33", "Urinary retention"],
  ["R35", "Passing unusually large amounts of urine"],
  ["R41.3", "Memory problems"],
  ["R42", "Dizziness"],
  ["R49.0", "Hoarseness"],
  ["R50.9", "Fever, cause not known"],
  ["R51", "Headache"],
  ["R52.0", "Acute pain"],
  ["R52.2", "Chronic pain"],
  ["R52.9", "Pain, type and site not specified"],
  ["R53", "Tiredness and malaise"],
  ["R55", "Fainting"],
  ["R56.0", "Febrile seizure"],
  ["R59.0", "Swollen lymph nodes in one area"],
  ["R60.0", "Local swelling (oedema)"],
  ["R60.9", "Swelling (oedema), extent not specified"],
  ["R61.9", "Excessive sweating"],
  ["R63.0", "Loss of appetite"],
  ["R63.4", "Unintended weight loss"],
  ["R63.5", "Unexpected weight gain"],
  ["R68.2", "Dry mouth"],
  ["R69", "Illness, cause not known"],
  ["R73.9", "Raised blood sugar"],
  // S–T: injuries and external effects
  ["S05.0", "Corneal abrasion"],
  ["S06.0", "Concussion"],
  ["S13.4", "Neck sprain (whiplash)"],
  ["S20.2", "Bruised chest"],
  ["S33.5", "Lower back sprain"],
  ["S63.5", "Wrist sprain"],
  ["S80.0", "Bruised knee"],
  ["S83.6", "Knee sprain"],
  ["S93.4", "Ankle sprain"],
  ["T14.0", "Superficial injury, site not specified"],
  ["T14.1", "Open wound, site not specified"],
  ["T15.9", "Foreign body on the surface of the eye"],
  ["T16", "Foreign body in the ear"],
  ["T30.0", "Burn, site and depth not specified"],
  ["T63.4", "Toxic reaction to an insect sting or bite"],
  ["T75.3", "Motion sickness"],
  ["T78.3", "Angio-oedema"],
  ["T78.4", "Allergic reaction, cause not specified"],
  // U: codes for special purposes
  ["U07.1", "COVID-19, virus confirmed by a test"],
  ["U07.2", "COVID-19, clinical diagnosis without test confirmation"],
  ["U09.9", "Post-COVID condition"],
  // Z: check-ups, advice and circumstances
  ["Z00.0", "General health check"],
  ["Z00.1", "Routine child health check"],
  ["Z01.3", "Blood pressure check"],
  ["Z01.4", "Gynaecological examination"],
  ["Z01.7", "Laboratory test"],
  ["Z02.7", "Issue of a medical certificate"],
  ["Z03.9", "Observation for a suspected condition, ruled out"],
  ["Z09.9", "Follow-up after treatment"],
  ["Z11.3", "Screening for sexually transmitted infections"],
  ["Z12.4", "Screening for cervical cancer"],
  ["Z20.8", "Exposure to a communicable disease"],
  ["Z25.1", "Influenza vaccination"],
  ["Z30.0", "Contraception advice"],
  ["Z30.4", "Review of contraceptive medicine"],
  ["Z32.1", "Pregnancy confirmed"],
  ["Z34.9", "Check-up in a normal pregnancy"],
  ["Z39.2", "Routine check-up after childbirth"],
  ["Z48.0", "Dressing change or removal of stitches"],
  ["Z56.6", "Work-related physical or mental strain"],
  ["Z63.0", "Relationship problems with a partner"],
  ["Z63.4", "Bereavement"],
  ["Z71.1", "Worried about a condition, none found"],
  ["Z71.3", "Dietary advice"],
  ["Z71.6", "Stop-smoking advice"],
  ["Z71.9", "Counselling, type not specified"],
  ["Z72.0", "Tobacco use"],
  ["Z73.0", "Burn-out"],
  ["Z73.3", "Stress, not classified elsewhere"],
  ["Z76.0", "Repeat prescription"]
];
var ICD10_CODES = ROWS.map(([code, title]) => ({ code, title }));

// packages/domain/src/icd10/search-icd10.ts
function compactIcdCode(code) {
  return code.replace(/\./g, "").toUpperCase();
}
var words = (text5) => text5.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
var INDEX = ICD10_CODES.map((entry) => ({
  entry,
  compact: compactIcdCode(entry.code),
  titleWords: words(entry.title)
}));
var BY_CODE = new Map(INDEX.map((i) => [i.compact, i.entry]));
function findIcd10(code) {
  return BY_CODE.get(compactIcdCode(icdCodeOf(code))) ?? null;
}
function searchIcd10(query, limit = 20) {
  const trimmed = query.trim();
  if (trimmed === "" || limit <= 0) return [];
  const codePrefix = compactIcdCode(trimmed.replace(/\s+/g, ""));
  const queryWords = words(trimmed);
  const byCode = [];
  const byTitle = [];
  for (const { entry, compact, titleWords } of INDEX) {
    if (compact.startsWith(codePrefix)) byCode.push(entry);
    else if (queryWords.length > 0 && queryWords.every((q) => titleWords.some((w) => w.startsWith(q)) || compact.startsWith(compactIcdCode(q)))) {
      byTitle.push(entry);
    }
  }
  return [...byCode, ...byTitle].slice(0, limit);
}

// packages/domain/src/icd10/non-recommended.ts
var guideline = (code) => ({
  code,
  guidelineUrl: `https://guidelines.konsult.example/icd/${code}`
});
var NON_RECOMMENDED_ICD_CODES = [
  "B34.9",
  "F32.9",
  "F41.9",
  "J06.9",
  "J22",
  "J40",
  "L30.9",
  "R50.9",
  "R52.9",
  "R69",
  "Z00.0"
].map(guideline);

// packages/domain/src/finishing/signing-errors.ts
var BOTH = ["retry-signing", "sign-later"];
var SIGN_LATER = ["sign-later"];
var keys = (name) => ({ titleKey: `finish.error.${name}.title`, bodyKey: `finish.error.${name}.body` });
var GENERAL = { group: "general", choices: BOTH, modal: "contact-support", ...keys("tryAgain") };
var CONTACT_SUPPORT = {
  group: "contact-support",
  choices: SIGN_LATER,
  modal: "contact-support",
  ...keys("contactSupport")
};
var COMBINED = { group: "combined", choices: BOTH, modal: "contact-support", ...keys("combined") };
var BY_KEY = {
  unknown_signing_general_error: GENERAL,
  finish_meeting_error: GENERAL,
  entry_content_id_mismatch: GENERAL,
  prn_no_connected_account: CONTACT_SUPPORT,
  prn_no_user_found_or_is_blocked: CONTACT_SUPPORT,
  prn_no_access_to_patient_error: CONTACT_SUPPORT,
  prn_no_access_to_house_error: {
    group: "sign-later-only",
    choices: SIGN_LATER,
    modal: "house-access",
    ...keys("houseAccess")
  },
  prn_unknown_error: COMBINED,
  prn_object_not_found: COMBINED,
  prn_field_exceeded: COMBINED,
  prn_entry_link_missing: COMBINED,
  // Same message and choices as its group, in the modal for the records system not responding.
  prn_timeout_exceeded: { ...COMBINED, modal: "records-system-not-responding" },
  prn_already_signed: COMBINED
};

// packages/domain/src/api/patient-link.ts
import { z as z6 } from "zod";
var PatientLinkResponse = z6.object({ path: z6.string(), expiresAt: z6.number().int() });
var JoinInfoResponse = z6.object({
  clinicianName: z6.string(),
  scheduledStartTime: z6.number().int(),
  interventionType: z6.enum(INTERVENTION_TYPES),
  expiresAt: z6.number().int()
});

// packages/domain/src/api/identity-verification.ts
import { z as z7 } from "zod";
var REJECTION_REASONS = ["DidNotAttend", "TechnicalProblems", "Other", "CouldNotVerifyPatient"];
var VerifyIdentityBody = z7.discriminatedUnion("outcome", [
  z7.object({ outcome: z7.literal("Accept"), kbv_free_text_answer: z7.string().trim().max(2e3).optional() }),
  z7.object({
    outcome: z7.literal("Reject"),
    rejection_reason: z7.enum(REJECTION_REASONS),
    kbv_free_text_answer: z7.string().trim().max(2e3).optional()
  })
]);
var VerificationEvent = z7.object({
  user_id: z7.string(),
  patient_id: z7.string(),
  meeting_type: z7.enum(["Child", "Adult"]),
  previous_status: z7.enum(["Unverified", "Accept", "Reject"]),
  check_time: z7.number().int(),
  verifying_clinician_id: z7.string(),
  outcome: z7.enum(["Accept", "Reject"]),
  rejection_reason: z7.enum(REJECTION_REASONS).nullable(),
  kbv_free_text_answer: z7.string().nullable()
});
function isIdentityVerificationOffered(country) {
  return country === "GB";
}
var IDENTITY_VERIFICATION_METHODS = ["clinician_check"];
var LatestIdentityVerificationResponse = z7.object({
  latest: z7.object({
    method: z7.enum(IDENTITY_VERIFICATION_METHODS),
    outcome: z7.enum(["Accept", "Reject"]),
    rejectionReason: z7.enum(REJECTION_REASONS).nullable(),
    checkTime: z7.number().int(),
    meetingId: z7.string(),
    meetingType: z7.enum(["Child", "Adult"]),
    verifyingClinician: z7.object({ id: z7.string(), name: z7.string() }),
    kbvState: z7.enum(["answered", "not_asked"])
  }).nullable()
});

// packages/domain/src/api/video.ts
import { z as z8 } from "zod";
var P2PVideoSession = z8.object({
  provider: z8.literal("p2p"),
  room: z8.string(),
  region: z8.string(),
  token: z8.string(),
  iceServers: z8.array(z8.object({ urls: z8.union([z8.string(), z8.array(z8.string())]) }))
});
var VIDEO_PROVIDERS = ["p2p", "janus"];
var JanusVideoSession = z8.object({
  provider: z8.literal("janus"),
  apiKey: z8.literal("janus.plugin.videoroom"),
  sessionId: z8.string(),
  token: z8.string(),
  proxyUrl: z8.string(),
  iceServers: P2PVideoSession.shape.iceServers
});
var VideoSession = z8.discriminatedUnion("provider", [P2PVideoSession, JanusVideoSession]);
var VideoProviderPreference = z8.object({ preferredVideoProvider: z8.enum(VIDEO_PROVIDERS).nullable() });
var VideoProviderBody = z8.object({ preferredVideoProvider: z8.enum(VIDEO_PROVIDERS) });
var ClientSignal = z8.discriminatedUnion("type", [
  z8.object({ type: z8.literal("signal"), data: z8.unknown() }),
  z8.object({ type: z8.literal("leave"), reason: z8.enum(["hung-up", "declined", "ended"]) })
]);
var TimelineEventBody = z8.object({
  meeting_id: z8.string().max(100),
  timestamp: z8.number().int(),
  event: z8.string().min(1).max(100),
  type: z8.literal("VIDEO"),
  user_type: z8.literal("CLINICIAN"),
  source: z8.literal("CLIENT"),
  event_details: z8.record(z8.string(), z8.unknown()).optional()
});
var TimelineResponse = z8.object({
  events: z8.array(
    z8.object({
      timestamp: z8.number().int(),
      event: z8.string(),
      event_details: z8.record(z8.string(), z8.unknown()).nullable()
    })
  )
});

// packages/domain/src/api/notifications.ts
import { z as z9 } from "zod";
var OUTBOX_STATUSES = ["pending", "delivered", "failed"];
var NOTIFICATION_ERROR_KEYS = {
  /** The meeting's patient is not a UK one-time web user: the SMS flow is theirs only. */
  notOneTimeUser: "not_one_time_user",
  /** The URL is not a live one-time link of this meeting (seed 000 §8 "no one-time URL"). */
  oneTimeUrlMissing: "one_time_url_missing",
  patientPhoneMissing: "patient_phone_missing",
  /** A second SMS for the meeting within the cooldown; `retryAfterSeconds` says how long is left. */
  smsCooldown: "sms_cooldown",
  /** The patient has no app to push to (a one-time web user); the plain notification is the fallback. */
  pushNotAvailable: "push_not_available",
  meetingEnded: "meeting_ended"
};
var SendSmsBody = z9.object({ oneTimeUrl: z9.string().trim().min(1).max(2e3) });
var OutboxReceipt = z9.object({
  id: z9.string(),
  status: z9.enum(OUTBOX_STATUSES),
  /** Epoch ms the message was accepted (the SMS cooldown runs from here). */
  sentAt: z9.number().int()
});
var CallNotificationBody = z9.object({ meeting_id: z9.string().max(100) });
var DevOutboxMessage = z9.object({
  id: z9.string(),
  topic: z9.string(),
  meetingId: z9.string().nullable(),
  recipient: z9.string().nullable(),
  body: z9.string().nullable(),
  status: z9.enum(OUTBOX_STATUSES),
  attempts: z9.number().int(),
  lastError: z9.string().nullable(),
  createdAt: z9.number().int(),
  availableAt: z9.number().int(),
  deliveredAt: z9.number().int().nullable()
});
var DevOutboxResponse = z9.object({ messages: z9.array(DevOutboxMessage) });

// packages/domain/src/notifications/sms-cooldown.ts
var SMS_COOLDOWN_MS = 6e4;
function smsCooldownRemainingMs(sentAt, now) {
  if (sentAt === null) return 0;
  return Math.min(SMS_COOLDOWN_MS, Math.max(0, sentAt + SMS_COOLDOWN_MS - now));
}
function remainingSeconds(sentAt, now) {
  return Math.ceil(smsCooldownRemainingMs(sentAt, now) / 1e3);
}

// packages/domain/src/meetings/countdown.ts
var COUNTDOWN_BEFORE_START_MS = 15 * 6e4;
var STARTED_AGO_SHOWN_MS = 15 * 6e4;

// packages/domain/src/meetings/video-errors.ts
var VIDEO_ERROR_REASONS = {
  auth: ["link_invalid", "authentication_failed", "invalid_session", "not_permitted"],
  connection: ["network", "timeout", "ice_failed", "connection_lost", "server_unavailable"],
  lifecycle: ["permission_denied", "no_device", "device_busy", "constraints", "not_supported"],
  unknown: ["unknown"]
};
var VIDEO_ERROR_CLASSES = Object.keys(VIDEO_ERROR_REASONS);

// packages/domain/src/api/record-pane.ts
import { z as z10 } from "zod";
var epochMs3 = z10.number().int();
var CONTACT_TYPES = [
  "video_consultation",
  "text_consultation",
  "phone_consultation",
  "clinic_visit",
  "chat_consultation",
  "home_visit",
  "administrative"
];
var RecordEntryRow = z10.object({
  formNodeName: z10.string(),
  label: z10.string(),
  value: z10.string(),
  selectedOptions: z10.array(z10.string())
});
var SpecialistReferral = z10.object({
  id: z10.string(),
  externalSpecialistInfo: z10.string().nullable(),
  specialistUnit: z10.object({ name: z10.string(), visitingAddress: z10.string().nullable() }),
  purposeTitle: z10.string(),
  purposeBody: z10.string()
});
var RecordEntry = z10.object({
  id: z10.string(),
  documentId: z10.string(),
  meetingId: z10.string().nullable(),
  source: z10.enum(["konsult", "records-system"]),
  templateId: z10.string().nullable(),
  contactAt: epochMs3,
  contactType: z10.enum(CONTACT_TYPES),
  responsibleName: z10.string(),
  titleResponsibleName: z10.string().nullable(),
  careFacilityName: z10.string().nullable(),
  title: z10.string(),
  rows: z10.array(RecordEntryRow),
  signedAt: epochMs3.nullable(),
  strickenAt: epochMs3.nullable(),
  strickenReason: z10.string().nullable(),
  createdAt: epochMs3,
  documents: z10.array(z10.object({ id: z10.string(), documentTemplateName: z10.string() })),
  prescriptions: z10.array(
    z10.object({ id: z10.string(), drugName: z10.string(), dosageText: z10.string(), prescribedAt: epochMs3 })
  ),
  ePrescriptions: z10.array(z10.object({ id: z10.string(), drugName: z10.string(), status: z10.string(), sentAt: epochMs3 })),
  referral: SpecialistReferral.nullable()
});
var RecordEntriesResponse = z10.object({ entries: z10.array(RecordEntry) });
var Appointment = z10.object({
  meetingId: z10.string(),
  interventionType: z10.enum(INTERVENTION_TYPES),
  careFacilityName: z10.string().nullable(),
  clinician: z10.object({ name: z10.string(), clinicianTitle: z10.string().nullable() }),
  bookedByPatient: z10.boolean(),
  bookerClinician: z10.string().nullable(),
  bookerInterventionType: z10.enum(INTERVENTION_TYPES).nullable(),
  confirmed: z10.boolean(),
  bookerMessage: z10.string().nullable(),
  startTime: epochMs3,
  endTime: epochMs3,
  dropin: z10.boolean(),
  isInternalReferral: z10.boolean(),
  symptomId: z10.string().nullable()
});
var UpcomingAppointmentsResponse = z10.object({
  content: z10.array(Appointment),
  totalElements: z10.number().int(),
  page: z10.number().int(),
  size: z10.number().int()
});
var PatientWarning = z10.object({
  warningId: z10.string(),
  type: z10.enum(["WARNING", "INFO"]),
  reason: z10.string(),
  note: z10.string().nullable(),
  clinicianName: z10.string(),
  createdAt: epochMs3
});
var PatientWarningsResponse = z10.object({ warnings: z10.array(PatientWarning) });
var ProrenataWarningsResponse = z10.object({ codes: z10.array(z10.string()) });
var ContactPerson = z10.object({
  firstName: z10.string(),
  lastName: z10.string(),
  phoneNumber: z10.string().nullable(),
  relationship: z10.string().nullable()
});
var HealthObservation = z10.object({
  propertyName: z10.string(),
  values: z10.array(z10.string()),
  createdAt: epochMs3,
  sourceDetails: z10.object({ name: z10.string() }),
  responseSetId: z10.string().nullable()
});
var HealthObservationsResponse = z10.object({ observations: z10.array(HealthObservation) });
var HealthCheckScore = z10.object({
  totalScore: z10.number(),
  physicalScore: z10.number(),
  mentalScore: z10.number(),
  maxScore: z10.number()
});
var InsuranceClaim = z10.object({
  insuranceNumber: z10.string(),
  company: z10.string(),
  isRevoked: z10.boolean(),
  validFrom: z10.string(),
  validTo: z10.string().nullable(),
  triageNote: z10.string().nullable(),
  attachments: z10.array(z10.object({ name: z10.string(), link: z10.string() })),
  remainedAppointments: z10.number().int(),
  numberOfAppointments: z10.number().int()
});
var PatientOverview = z10.object({
  healthCheckScore: HealthCheckScore.nullable(),
  insuranceClaim: InsuranceClaim.nullable(),
  listing: z10.object({ isListed: z10.boolean(), isBvcListed: z10.boolean(), healthCenter: z10.string().nullable() }).nullable(),
  childRelationshipVerified: z10.boolean().nullable()
});
var SurveyQuestion = z10.object({
  nodeName: z10.string(),
  /** 'photo' and 'taggable_photos' answers are image ids. */
  nodeTypeName: z10.string(),
  title: z10.string(),
  answers: z10.array(z10.string()),
  options: z10.array(z10.object({ value: z10.string(), label: z10.string() }))
});
var SurveyResponseResponse = z10.object({
  survey: z10.object({
    formName: z10.string(),
    surveyInformationId: z10.string(),
    policyUrl: z10.string().nullable(),
    questions: z10.array(SurveyQuestion)
  }).nullable()
});
var PatientDocumentsResponse = z10.object({
  patientDocuments: z10.array(z10.object({ patientDocumentId: z10.string(), createdAt: epochMs3 }))
});

// packages/domain/src/api/action-panel-events.ts
import { z as z11 } from "zod";
var ActionPanelEventBody = z11.object({
  action: z11.enum(ACTION_NAMES),
  event: z11.enum(["opened", "closed"]),
  occurredAt: z11.number().int().positive()
});

// packages/domain/src/api/messaging.ts
import { z as z12 } from "zod";
var MESSAGE_SUBJECT_MAX = 200;
var MESSAGE_BODY_MAX = 1e4;
var text = (max) => z12.string().trim().min(1).max(max);
var SendPatientMessageBody = z12.object({
  message_subject: text(MESSAGE_SUBJECT_MAX),
  message: text(MESSAGE_BODY_MAX),
  has_button: z12.boolean().optional(),
  button_type: z12.enum(["book_revisit"]).optional(),
  /** Files uploaded first (POST /api/meeting/{id}/message-attachments); the count is the deployment's. */
  attachment_ids: z12.array(z12.string().uuid()).max(20).optional()
});
var SenderRole = z12.enum(["CLINICIAN", "PATIENT"]);
var MessageAttachment = z12.object({
  id: z12.string(),
  fileName: z12.string(),
  contentType: z12.string(),
  size: z12.number().int()
});
var ConversationMessage = z12.object({
  id: z12.string(),
  conversationId: z12.string(),
  senderRole: SenderRole,
  senderName: z12.string(),
  subject: z12.string().nullable(),
  message: z12.string(),
  sentAt: z12.number().int(),
  /** Read by the side that did not send it; null while unread. */
  readAt: z12.number().int().nullable(),
  attachments: z12.array(MessageAttachment)
});
var SendPatientMessageResponse = z12.object({ conversationId: z12.string(), message: ConversationMessage });
var ConversationMessagesResponse = z12.object({ messages: z12.array(ConversationMessage) });
var PostConversationMessageBody = z12.object({
  subject: text(MESSAGE_SUBJECT_MAX).optional(),
  message: text(MESSAGE_BODY_MAX)
});
var ConversationSummary = z12.object({
  id: z12.string(),
  meetingId: z12.string(),
  patientId: z12.string(),
  state: z12.enum(["active", "paused"]),
  unreads: z12.number().int().nonnegative()
});
var ConversationListResponse = z12.object({ conversations: z12.array(ConversationSummary) });
var UnreadsBody = z12.object({ conversationIds: z12.array(z12.string().max(100)).min(1).max(100) });
var UnreadsResponse = z12.object({
  unreads: z12.array(z12.object({ conversationId: z12.string(), count: z12.number().int().nonnegative() }))
});
var ParticipantsResponse = z12.object({
  participants: z12.array(z12.object({ id: z12.string(), name: z12.string(), role: SenderRole }))
});
var ATTACHMENT_ERROR_KEY = "invalid_attachment";

// packages/domain/src/api/taken-actions.ts
import { z as z15 } from "zod";

// packages/domain/src/api/referrals.ts
import { z as z14 } from "zod";

// packages/domain/src/referrals/referrals.ts
var PHYSICAL_REFERRAL_LENGTH_OPTIONS = [20];
var INTERNAL_REFERRAL_MINUTES = 20;
var REFERRAL_DAYS_AHEAD = 14;
var REFERRAL_KINDS = ["INTERNAL", "PHYSICAL"];
var DAY = 24 * 60 * 6e4;
function referralWindow(now, timeZone) {
  return { from: dayKey(now, timeZone), to: dayKey(now + REFERRAL_DAYS_AHEAD * DAY, timeZone) };
}
function canReceiveInternalReferral(booker, candidate) {
  return candidate.id !== booker.id && candidate.poolId === booker.poolId && !candidate.isExternal;
}

// packages/domain/src/api/revisits.ts
import { z as z13 } from "zod";

// packages/domain/src/record/date-chunks.ts
var partFormatters = /* @__PURE__ */ new Map();
function partsFormatter(timeZone) {
  let format = partFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric"
    });
    partFormatters.set(timeZone, format);
  }
  return format;
}
function wallClock(epochMs7, timeZone) {
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of partsFormatter(timeZone).formatToParts(epochMs7)) {
    if (part.type in fields) fields[part.type] = Number(part.value);
  }
  return fields;
}
function zoneOffset(epochMs7, timeZone) {
  const w = wallClock(epochMs7, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(epochMs7 / 1e3) * 1e3;
}
function instantOfWallClock(time, timeZone) {
  const asUtc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);
  const first = asUtc - zoneOffset(asUtc, timeZone);
  return asUtc - zoneOffset(first, timeZone);
}

// packages/domain/src/revisits/slots.ts
var SHIFT_TYPES = ["CONSULTATION", "DROP_IN", "LUNCH", "ADMIN"];
var EXCLUDED_SHIFT_TYPES = /* @__PURE__ */ new Set(["LUNCH", "ADMIN"]);
var REVISIT_LENGTH_OPTIONS = [20];
var STANDARD_REVISIT_MINUTES = 20;
var REVISIT_DAYS_BEFORE = 7;
var REVISIT_DAYS_AFTER = 14;
var DAY2 = 24 * 60 * 6e4;
function revisitWindow(meeting, timeZone) {
  return {
    from: dayKey(meeting.startMillis - REVISIT_DAYS_BEFORE * DAY2, timeZone),
    to: dayKey(meeting.endMillis + REVISIT_DAYS_AFTER * DAY2, timeZone)
  };
}
var WORKING_DAY = [
  [8, 12, "CONSULTATION"],
  [12, 13, "LUNCH"],
  [13, 15, "CONSULTATION"],
  [15, 16, "DROP_IN"],
  [16, 17, "ADMIN"]
];
var ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
function days(from, to) {
  const start = ISO_DAY.exec(from);
  const end = ISO_DAY.exec(to);
  if (!start || !end) return [];
  const result = [];
  const last = Date.UTC(Number(end[1]), Number(end[2]) - 1, Number(end[3]));
  for (let t = Date.UTC(Number(start[1]), Number(start[2]) - 1, Number(start[3])); t <= last; t += DAY2) {
    const date3 = new Date(t);
    if (date3.getUTCDay() === 0 || date3.getUTCDay() === 6) continue;
    result.push({ year: date3.getUTCFullYear(), month: date3.getUTCMonth() + 1, day: date3.getUTCDate() });
    if (result.length > 62) break;
  }
  return result;
}
function clinicianSlots(input) {
  const minutes = input.slotMinutes ?? STANDARD_REVISIT_MINUTES;
  const slots = [];
  for (const day2 of days(input.from, input.to)) {
    for (const [fromHour, toHour, shiftType] of WORKING_DAY) {
      if (EXCLUDED_SHIFT_TYPES.has(shiftType)) continue;
      for (let minute = fromHour * 60; minute + minutes <= toHour * 60; minute += minutes) {
        const startMillis = instantOfWallClock(
          { ...day2, hour: Math.floor(minute / 60), minute: minute % 60 },
          input.timeZone
        );
        const endMillis = startMillis + minutes * 6e4;
        const taken = input.booked.find((m) => m.startMillis < endMillis && startMillis < m.endMillis);
        const isDropin = shiftType === "DROP_IN";
        slots.push({
          shiftType,
          meetingId: taken?.meetingId ?? null,
          startMillis,
          endMillis,
          isBookable: !isDropin && !taken && startMillis > input.now,
          isDropin
        });
      }
    }
  }
  return slots;
}

// packages/domain/src/api/revisits.ts
var isoDay = z13.string().regex(/^\d{4}-\d{2}-\d{2}$/);
var RevisitSlotsQuery = z13.object({ from: isoDay.optional(), to: isoDay.optional() });
var SlotSchema = z13.object({
  shiftType: z13.enum(SHIFT_TYPES),
  meetingId: z13.string().nullable(),
  startMillis: z13.number().int(),
  endMillis: z13.number().int(),
  isBookable: z13.boolean(),
  isDropin: z13.boolean()
});
var RevisitSlotsResponse = z13.object({ from: isoDay, to: isoDay, slots: z13.array(SlotSchema) });
var WallClockStart = z13.object({
  startYear: z13.number().int().min(2e3).max(2100),
  startMonth: z13.number().int().min(1).max(12),
  startDay: z13.number().int().min(1).max(31),
  startHour: z13.number().int().min(0).max(23),
  startMinute: z13.number().int().min(0).max(59)
});
var BookRevisitBody = z13.object({
  clinicianId: z13.string().max(100),
  userId: z13.string().max(100),
  childName: z13.string().max(200).nullable().optional(),
  childId: z13.string().max(100).nullable().optional(),
  message: z13.string().trim().max(2e3),
  ...WallClockStart.shape,
  durationMinutes: z13.union(REVISIT_LENGTH_OPTIONS.map((n) => z13.literal(n))),
  purpose: z13.literal("consultation"),
  originMeetingId: z13.string().max(100),
  patientId: z13.string().max(100),
  clinicianProfession: z13.enum(PROFESSIONS)
});
var BookRevisitResponse = z13.object({
  meetingId: z13.string(),
  startMillis: z13.number().int(),
  coveredByB2bTicket: z13.boolean()
});
var REVISIT_ERROR_KEYS = {
  outsideWindow: "outside_revisit_window",
  notASlot: "not_a_bookable_slot",
  slotTaken: "slot_taken",
  payloadMismatch: "payload_does_not_match_meeting"
};

// packages/domain/src/api/referrals.ts
var ReceivingClinician = z14.object({
  id: z14.string(),
  name: z14.string(),
  profession: z14.enum(PROFESSIONS)
});
var ReferableCareFacility = z14.object({
  id: z14.string(),
  name: z14.string(),
  address: z14.string().nullable(),
  clinicians: z14.array(ReceivingClinician)
});
var ReferableCareFacilitiesResponse = z14.object({ careFacilities: z14.array(ReferableCareFacility) });
var ReferralReceiversResponse = z14.object({ clinicians: z14.array(ReceivingClinician) });
var ReferralSlotsQuery = z14.object({
  clinicianId: z14.string().uuid(),
  from: z14.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: z14.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional()
});
var message = z14.string().trim().min(1).max(2e3);
var InternalReferralBody = z14.object({
  receivingClinicianId: z14.string().uuid(),
  /** The receiver's care type, mirrored into profession (seed 002 §7). */
  careTypeId: z14.enum(PROFESSIONS),
  ...WallClockStart.shape,
  message
});
var PhysicalReferralBody = z14.object({
  careFacilityId: z14.string().max(100),
  receivingClinicianId: z14.string().uuid(),
  ...WallClockStart.shape,
  durationMinutes: z14.union(PHYSICAL_REFERRAL_LENGTH_OPTIONS.map((n) => z14.literal(n))),
  message
});
var ReferralBookedResponse = z14.object({
  internalReferralId: z14.string(),
  /** The meeting booked for the receiving clinician. */
  meetingId: z14.string(),
  startTimeInclusive: z14.number().int(),
  endTimeExclusive: z14.number().int()
});
var Referral = z14.object({
  internalReferralId: z14.string(),
  kind: z14.enum(REFERRAL_KINDS),
  careTypeId: z14.enum(PROFESSIONS),
  profession: z14.enum(PROFESSIONS),
  clinicianName: z14.string(),
  startTimeInclusive: z14.number().int(),
  endTimeExclusive: z14.number().int(),
  careFacilityName: z14.string().nullable(),
  message: z14.string(),
  /** The meeting booked for the receiving clinician. */
  meetingId: z14.string()
});
var InternalReferralsResponse = z14.object({ internalReferrals: z14.array(Referral) });
var REFERRAL_ERROR_KEYS = {
  notAReceiver: "not_a_referral_receiver",
  notReferable: "care_facility_not_referable",
  outsideWindow: "outside_referral_window"
};

// packages/domain/src/api/taken-actions.ts
var SentMessageAction = z15.object({
  id: z15.string(),
  subject: z15.string().nullable(),
  message: z15.string(),
  sentAt: z15.number().int(),
  senderName: z15.string()
});
var BookedRevisitAction = z15.object({
  meetingId: z15.string(),
  startMillis: z15.number().int(),
  message: z15.string()
});
var DocumentAction = z15.object({
  id: z15.string(),
  title: z15.string(),
  templateName: z15.string(),
  createdAt: z15.number().int()
});
var TakenActionsResponse = z15.object({
  count: z15.number().int().nonnegative(),
  sections: z15.array(
    z15.discriminatedUnion("kind", [
      z15.object({ kind: z15.literal("sent-messages"), items: z15.array(SentMessageAction) }),
      z15.object({ kind: z15.literal("booked-revisits"), items: z15.array(BookedRevisitAction) }),
      z15.object({ kind: z15.literal("documents"), items: z15.array(DocumentAction) }),
      /** Internal and physical referrals (seed 002 §2: open a modal with their message). */
      z15.object({ kind: z15.literal("referrals"), items: z15.array(Referral) })
    ])
  )
});

// packages/domain/src/api/b2b.ts
import { z as z16 } from "zod";

// packages/domain/src/b2b/ticket-status.ts
var B2B_TICKET_TYPES = [
  "b2b_t1",
  "b2b_t2",
  "b2b_t3",
  "b2b_t4",
  "b2b_t5",
  "insurance_health",
  "insurance_travel",
  "insurance_child",
  "insurance_home",
  "no_tier"
];
function b2bTicketStatus(answer, day2) {
  if ("deleted" in answer) return { kind: "revoked", partnerName: null };
  const ticket = answer.ticket;
  if (!ticket) return { kind: "none" };
  const { partnerName } = ticket;
  if (ticket.isRevoked) return { kind: "revoked", partnerName };
  if (day2 < ticket.validFrom) return { kind: "not-yet-valid", partnerName, validFrom: ticket.validFrom };
  if (day2 > ticket.validTo) return { kind: "expired", partnerName, validTo: ticket.validTo };
  if (ticket.remainedAppointments <= 0)
    return { kind: "used-up", partnerName, numberOfAppointments: ticket.numberOfAppointments };
  return {
    kind: "valid",
    partnerName,
    remaining: ticket.remainedAppointments,
    total: ticket.numberOfAppointments,
    validTo: ticket.validTo
  };
}
function b2bTicketCovers(answer, day2) {
  return b2bTicketStatus(answer, day2).kind === "valid";
}

// packages/domain/src/api/b2b.ts
var isoDay2 = z16.string().regex(/^\d{4}-\d{2}-\d{2}$/);
var TicketValidityQuery = z16.object({ activityId: z16.string().max(100), userId: z16.string().max(100) });
var B2bTicketSchema = z16.object({
  partnerName: z16.string(),
  type: z16.enum(B2B_TICKET_TYPES),
  validFrom: isoDay2,
  validTo: isoDay2,
  numberOfAppointments: z16.number().int().nonnegative(),
  remainedAppointments: z16.number().int().nonnegative(),
  isRevoked: z16.boolean()
});
var TicketValidityResponse = z16.object({ ticket: B2bTicketSchema.nullable() });
var B2B_ERROR_KEYS = {
  /** 410: the partner deleted the ticket (seed 000 §8: treated as a revoked ticket). The seed's errorCode as is. */
  ticketDeleted: "TICKET_DELETED",
  /** 502: the partner's ticket system failed or answered another errorCode. */
  ticketUnavailable: "b2b_ticket_unavailable"
};

// packages/domain/src/api/medical-documents.ts
import { z as z17 } from "zod";
var DocumentTemplateSummary = z17.object({
  id: z17.string(),
  name: z17.string(),
  kind: z17.enum(["certificate", "referral-letter", "travel-certificate", "care-summary"]),
  /** How often this clinician saved one: the list is most used first. */
  usedCount: z17.number().int().nonnegative()
});
var DocumentTemplatesResponse = z17.object({ templates: z17.array(DocumentTemplateSummary) });
var DocumentTemplateFieldsResponse = z17.object({
  fields: z17.array(
    z17.object({
      name: z17.string(),
      label: z17.string(),
      type: z17.enum(["text", "textarea", "date"]),
      required: z17.boolean(),
      maxLength: z17.number().int()
    })
  )
});
var DocumentBody = z17.object({
  meeting_id: z17.string().max(100),
  template_id: z17.string().max(100),
  fields: z17.record(z17.string().max(100), z17.string().max(1e4))
});
var MessageToPatient = z17.object({
  subject: z17.string().trim().min(1).max(MESSAGE_SUBJECT_MAX),
  message: z17.string().trim().min(1).max(MESSAGE_BODY_MAX)
});
var MessageToPatientTemplateResponse = MessageToPatient;
var SaveDocumentBody = DocumentBody.extend({
  send_to_patient: z17.boolean().optional(),
  message_to_patient: MessageToPatient.optional()
}).superRefine((body, ctx) => {
  if (body.send_to_patient === true && !body.message_to_patient) {
    ctx.addIssue({ code: "custom", path: ["message_to_patient"], message: "Required when sending to the patient." });
  }
  if (body.send_to_patient !== true && body.message_to_patient) {
    ctx.addIssue({ code: "custom", path: ["message_to_patient"], message: "Only with send_to_patient: true." });
  }
});
var SavedDocument = z17.object({
  id: z17.string(),
  meetingId: z17.string(),
  title: z17.string(),
  templateName: z17.string(),
  createdAt: z17.number().int()
});
var SaveDocumentResponse = SavedDocument.extend({
  sentMessage: z17.object({ conversationId: z17.string(), messageId: z17.string(), attachmentId: z17.string(), fileName: z17.string() }).nullable()
});
var SavedDocumentsResponse = z17.object({ documents: z17.array(SavedDocument) });
var DOCUMENT_ERROR_KEY = "invalid_document";

// packages/domain/src/markets/record-titles.ts
var PROFESSION_TITLES = {
  SE: { DOCTOR: "L\xE4kare", NURSE: "Sjuksk\xF6terska", PSYCHOLOGIST: "Psykolog" },
  GB: { DOCTOR: "GP", NURSE: "Nurse", PSYCHOLOGIST: "Psychologist" },
  NO: { DOCTOR: "Lege", NURSE: "Sykepleier", PSYCHOLOGIST: "Psykolog" },
  FR: { DOCTOR: "M\xE9decin g\xE9n\xE9raliste", NURSE: "Infirmier", PSYCHOLOGIST: "Psychologue" },
  DE: { DOCTOR: "Arzt", NURSE: "Pflegefachkraft", PSYCHOLOGIST: "Psychologe" }
};
var ACTIVITY_TITLES = {
  SE: {
    DEFAULT: "Konsultation",
    REVISIT: "\xC5terbes\xF6k",
    PRESCRIPTION_RENEWAL: "Receptf\xF6rnyelse",
    MENTAL_HEALTH: "Psykisk h\xE4lsa"
  },
  GB: {
    DEFAULT: "Consultation",
    REVISIT: "Follow-up",
    PRESCRIPTION_RENEWAL: "Prescription renewal",
    MENTAL_HEALTH: "Mental health"
  },
  NO: {
    DEFAULT: "Konsultasjon",
    REVISIT: "Kontroll",
    PRESCRIPTION_RENEWAL: "Reseptfornyelse",
    MENTAL_HEALTH: "Psykisk helse"
  },
  FR: {
    DEFAULT: "Consultation",
    REVISIT: "Consultation de suivi",
    PRESCRIPTION_RENEWAL: "Renouvellement d'ordonnance",
    MENTAL_HEALTH: "Sant\xE9 mentale"
  },
  DE: {
    DEFAULT: "Konsultation",
    REVISIT: "Wiedervorstellung",
    PRESCRIPTION_RENEWAL: "Folgerezept",
    MENTAL_HEALTH: "Psychische Gesundheit"
  }
};
var NOTE_FIELD_LABELS = {
  SE: {
    reason_for_contact: "Kontaktorsak",
    history: "Anamnes",
    current_medication: "Aktuell medicinering",
    findings: "Status",
    assessment: "Bed\xF6mning",
    primary_diagnosis: "Huvuddiagnos",
    secondary_diagnosis: "Bidiagnos",
    plan: "Planering",
    safety_netting: "R\xE5d vid f\xF6rs\xE4mring"
  },
  GB: {
    reason_for_contact: "Reason for contact",
    history: "History",
    current_medication: "Current medication",
    findings: "Findings",
    assessment: "Assessment",
    primary_diagnosis: "Primary diagnosis",
    secondary_diagnosis: "Secondary diagnosis",
    plan: "Plan",
    safety_netting: "Safety netting"
  },
  NO: {
    reason_for_contact: "Kontakt\xE5rsak",
    history: "Anamnese",
    current_medication: "Aktuelle legemidler",
    findings: "Funn",
    assessment: "Vurdering",
    primary_diagnosis: "Hoveddiagnose",
    secondary_diagnosis: "Bidiagnose",
    plan: "Plan",
    safety_netting: "R\xE5d ved forverring"
  },
  FR: {
    reason_for_contact: "Motif de consultation",
    history: "Anamn\xE8se",
    current_medication: "Traitement en cours",
    findings: "Examen clinique",
    assessment: "\xC9valuation",
    primary_diagnosis: "Diagnostic principal",
    secondary_diagnosis: "Diagnostic secondaire",
    plan: "Conduite \xE0 tenir",
    safety_netting: "Consignes de surveillance"
  },
  DE: {
    reason_for_contact: "Konsultationsgrund",
    history: "Anamnese",
    current_medication: "Aktuelle Medikation",
    findings: "Befund",
    assessment: "Beurteilung",
    primary_diagnosis: "Hauptdiagnose",
    secondary_diagnosis: "Nebendiagnose",
    plan: "Procedere",
    safety_netting: "Hinweise bei Verschlechterung"
  }
};
function noteFieldLabel(fieldName, country) {
  return NOTE_FIELD_LABELS[country][fieldName] ?? null;
}
function professionTitle(profession, country) {
  return PROFESSION_TITLES[country][profession];
}
function activityTitle(activityType, country) {
  return ACTIVITY_TITLES[country][activityType];
}

// packages/domain/src/record-pane/body-measurements.ts
function bodyMassIndex(weightKg, heightM) {
  if (!(weightKg > 0) || !(heightM > 0)) throw new RangeError("BMI needs a positive weight and height");
  return Math.round(weightKg / (heightM * heightM) * 10) / 10;
}

// packages/domain/src/documents/templates.ts
var MESSAGE_LANGUAGES = ["sv", "en"];
var text2 = (name, label3, required = true) => ({
  name,
  label: label3,
  type: "text",
  required,
  maxLength: 200
});
var area = (name, label3, required = true) => ({
  name,
  label: label3,
  type: "textarea",
  required,
  maxLength: 4e3
});
var date = (name, label3, required = true) => ({
  name,
  label: label3,
  type: "date",
  required,
  maxLength: 10
});
var MESSAGE_TO_PATIENT = {
  certificate: {
    sv: {
      subject: "Ditt l\xE4karintyg",
      message: "Hej {{patientGivenName}},\n\nh\xE4r \xE4r ditt l\xE4karintyg fr\xE5n ditt bes\xF6k hos oss. Det finns bifogat som PDF, s\xE5 du kan visa det f\xF6r eller skicka det till den som har bett om det.\n\nSvara g\xE4rna h\xE4r om n\xE5got i intyget beh\xF6ver \xE4ndras.\n\nV\xE4nliga h\xE4lsningar\n{{clinicianName}}"
    },
    en: {
      subject: "Your medical certificate",
      message: "Hello {{patientGivenName}},\n\nhere is your medical certificate from your consultation with us. It is attached as a PDF, so you can show it or send it to whoever asked for it.\n\nReply here if anything in it needs to change.\n\nKind regards,\n{{clinicianName}}"
    }
  },
  "referral-letter": {
    sv: {
      subject: "Din remiss",
      message: "Hej {{patientGivenName}},\n\njag har skickat en remiss f\xF6r dig och bifogar en kopia som PDF. Mottagningen h\xF6r av sig n\xE4r de har en tid \xE5t dig; ta g\xE4rna med remissen till bes\xF6ket.\n\nHar du inte h\xF6rt n\xE5got inom tre veckor kan du skriva till mig h\xE4r.\n\nV\xE4nliga h\xE4lsningar\n{{clinicianName}}"
    },
    en: {
      subject: "Your referral letter",
      message: "Hello {{patientGivenName}},\n\nI have sent a referral for you and attach a copy as a PDF. The clinic will contact you when they have an appointment for you; please bring the letter along.\n\nIf you have not heard from them within three weeks, write to me here.\n\nKind regards,\n{{clinicianName}}"
    }
  },
  "travel-certificate": {
    sv: {
      subject: "Ditt reseintyg",
      message: "Hej {{patientGivenName}},\n\nh\xE4r \xE4r ditt reseintyg f\xF6r l\xE4kemedlen du tar med dig. Skriv g\xE4rna ut det och ha det i handbagaget tillsammans med l\xE4kemedlen i originalf\xF6rpackningarna.\n\nTrevlig resa!\n{{clinicianName}}"
    },
    en: {
      subject: "Your travel certificate",
      message: "Hello {{patientGivenName}},\n\nhere is your travel certificate for the medication you are taking with you. Print it and keep it in your hand luggage with the medicines in their original packaging.\n\nHave a good journey,\n{{clinicianName}}"
    }
  },
  "care-summary": {
    sv: {
      subject: "Sammanfattning av ditt bes\xF6k",
      message: "Hej {{patientGivenName}},\n\nh\xE4r \xE4r en sammanfattning av v\xE5rt samtal och de r\xE5d vi gick igenom. L\xE4s den i lugn och ro, och svara h\xE4r om n\xE5got \xE4r oklart eller om dina besv\xE4r blir v\xE4rre.\n\nV\xE4nliga h\xE4lsningar\n{{clinicianName}}"
    },
    en: {
      subject: "Summary of your consultation",
      message: "Hello {{patientGivenName}},\n\nhere is a summary of our conversation and the advice we went through. Read it at your own pace, and reply here if anything is unclear or your symptoms get worse.\n\nKind regards,\n{{clinicianName}}"
    }
  }
};
var DOCUMENT_TEMPLATES = [
  {
    id: "sv-intyg",
    language: "sv",
    kind: "certificate",
    messageToPatient: MESSAGE_TO_PATIENT.certificate,
    name: "L\xE4karintyg",
    title: "L\xE4karintyg",
    fields: [
      text2("purpose", "Intyget avser"),
      area("findings", "Bed\xF6mning"),
      date("validUntil", "G\xE4ller till och med", false)
    ],
    paragraphs: [
      "H\xE4rmed intygas att {{patientName}}, personnummer {{patientId}}, har unders\xF6kts vid digital v\xE5rdkontakt den {{date}}.",
      "Intyget avser: {{purpose}}.",
      "Bed\xF6mning: {{findings}}",
      "Intyget g\xE4ller till och med {{validUntil}}."
    ]
  },
  {
    id: "sv-remissbrev",
    language: "sv",
    kind: "referral-letter",
    messageToPatient: MESSAGE_TO_PATIENT["referral-letter"],
    name: "Remissbrev",
    title: "Remiss",
    fields: [
      text2("recipient", "Mottagare"),
      area("question", "Fr\xE5gest\xE4llning"),
      area("history", "Anamnes och fynd"),
      area("medication", "Aktuell medicinering", false)
    ],
    paragraphs: [
      "Till: {{recipient}}",
      "Remiss avseende {{patientName}}, personnummer {{patientId}}.",
      "Fr\xE5gest\xE4llning: {{question}}",
      "Anamnes och fynd: {{history}}",
      "Aktuell medicinering: {{medication}}"
    ]
  },
  {
    id: "sv-reseintyg",
    language: "sv",
    kind: "travel-certificate",
    messageToPatient: MESSAGE_TO_PATIENT["travel-certificate"],
    name: "Reseintyg",
    title: "Intyg f\xF6r resa",
    fields: [
      text2("destination", "Resm\xE5l"),
      date("travelDate", "Avresedatum"),
      area("medication", "Medicinering som medf\xF6rs")
    ],
    paragraphs: [
      "{{patientName}}, personnummer {{patientId}}, reser till {{destination}} med avresa {{travelDate}}.",
      "Patienten beh\xF6ver under resan medf\xF6ra f\xF6ljande l\xE4kemedel f\xF6r eget bruk: {{medication}}"
    ]
  },
  {
    id: "sv-vardsammanfattning",
    language: "sv",
    kind: "care-summary",
    messageToPatient: MESSAGE_TO_PATIENT["care-summary"],
    name: "V\xE5rdsammanfattning",
    title: "Sammanfattning av v\xE5rdkontakt",
    fields: [area("summary", "Sammanfattning"), area("advice", "R\xE5d och fortsatt planering")],
    paragraphs: [
      "Sammanfattning av din v\xE5rdkontakt den {{date}}, {{patientName}}.",
      "{{summary}}",
      "R\xE5d och fortsatt planering: {{advice}}"
    ]
  },
  {
    id: "en-certificate",
    language: "en",
    kind: "certificate",
    messageToPatient: MESSAGE_TO_PATIENT.certificate,
    name: "Medical certificate",
    title: "Medical certificate",
    fields: [text2("purpose", "Purpose"), area("findings", "Assessment"), date("validUntil", "Valid until", false)],
    paragraphs: [
      "This is to certify that {{patientName}} ({{patientId}}) was assessed in a remote consultation on {{date}}.",
      "Purpose of the certificate: {{purpose}}.",
      "Assessment: {{findings}}",
      "This certificate is valid until {{validUntil}}."
    ]
  },
  {
    id: "en-referral-letter",
    language: "en",
    kind: "referral-letter",
    messageToPatient: MESSAGE_TO_PATIENT["referral-letter"],
    name: "Referral letter",
    title: "Referral",
    fields: [
      text2("recipient", "To"),
      area("question", "Reason for referral"),
      area("history", "History and findings"),
      area("medication", "Current medication", false)
    ],
    paragraphs: [
      "To: {{recipient}}",
      "Referral of {{patientName}} ({{patientId}}).",
      "Reason for referral: {{question}}",
      "History and findings: {{history}}",
      "Current medication: {{medication}}"
    ]
  },
  {
    id: "en-travel-certificate",
    language: "en",
    kind: "travel-certificate",
    messageToPatient: MESSAGE_TO_PATIENT["travel-certificate"],
    name: "Travel certificate",
    title: "Certificate for travel",
    fields: [
      text2("destination", "Destination"),
      date("travelDate", "Date of travel"),
      area("medication", "Medication carried")
    ],
    paragraphs: [
      "{{patientName}} ({{patientId}}) is travelling to {{destination}} on {{travelDate}}.",
      "During the journey the patient needs to carry the following medication for personal use: {{medication}}"
    ]
  },
  {
    id: "en-care-summary",
    language: "en",
    kind: "care-summary",
    messageToPatient: MESSAGE_TO_PATIENT["care-summary"],
    name: "Care summary",
    title: "Summary of your consultation",
    fields: [area("summary", "Summary"), area("advice", "Advice and next steps")],
    paragraphs: [
      "Summary of your consultation on {{date}}, {{patientName}}.",
      "{{summary}}",
      "Advice and next steps: {{advice}}"
    ]
  }
];
function templatesForMarket(country) {
  const language = country === "SE" ? "sv" : "en";
  return DOCUMENT_TEMPLATES.filter((t) => t.language === language);
}
var ISO_DAY2 = /^\d{4}-\d{2}-\d{2}$/;
function documentIssues(template, values) {
  const issues = [];
  const known = new Set(template.fields.map((f) => f.name));
  for (const name of Object.keys(values)) if (!known.has(name)) issues.push({ field: name, code: "unknown_field" });
  for (const field2 of template.fields) {
    const value = (values[field2.name] ?? "").trim();
    if (value === "") {
      if (field2.required) issues.push({ field: field2.name, code: "required" });
    } else if (value.length > field2.maxLength) {
      issues.push({ field: field2.name, code: "too_long" });
    } else if (field2.type === "date" && (!ISO_DAY2.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))) {
      issues.push({ field: field2.name, code: "invalid_date" });
    }
  }
  return issues;
}
function renderDocumentText(template, values, context) {
  const valueOf = (name) => {
    if (name in context) return context[name];
    const value = (values[name] ?? "").trim();
    return value === "" ? null : value;
  };
  const paragraphs = template.paragraphs.flatMap((paragraph) => {
    const filled = fillPlaceholders(paragraph, valueOf);
    return filled === null ? [] : [filled];
  });
  return { title: template.title, paragraphs };
}
function fillPlaceholders(text5, valueOf) {
  let missing = false;
  const filled = text5.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    const value = valueOf(name);
    if (value === null) missing = true;
    return value ?? "";
  });
  return missing ? null : filled;
}
function messageLanguage(template, preferredLanguage) {
  const language = preferredLanguage.trim().toLowerCase().split(/[-_]/)[0];
  return MESSAGE_LANGUAGES.find((l) => l === language) ?? template.language;
}
function messageToPatient(template, context) {
  const language = messageLanguage(template, context.preferredLanguage);
  const text5 = template.messageToPatient[language];
  const valueOf = (name) => name === "patientGivenName" ? context.patientGivenName : name === "clinicianName" ? context.clinicianName : null;
  return {
    language,
    subject: fillPlaceholders(text5.subject, valueOf) ?? text5.subject,
    message: fillPlaceholders(text5.message, valueOf) ?? text5.message
  };
}
var documentFileName = (template) => `${template.name}.pdf`;

// packages/domain/src/api/medication-list.ts
import { z as z18 } from "zod";
var PRESCRIPTIONS_BASE = "/api/prescriptions";
var epochMs4 = z18.number().int();
var SilDosageUnit = z18.object({ dosageUnit: z18.string(), dosageUnitPlural: z18.string() });
var SilDrug = z18.object({
  tradeName: z18.string(),
  atcCode: z18.string(),
  /** The Swedish product id (NPL id), 14 digits. */
  nplId: z18.string(),
  marketingAuthHolder: z18.string(),
  /** Form and strength as FASS writes it, in Swedish: "Filmdragerad tablett 500 mg". */
  drugFormTextSv: z18.string(),
  /** `dosageLink`: the drug information page, when the catalogue knows one (seed 001 §2.3). */
  links: z18.object({ dosageLink: z18.string().nullable() }),
  dosages: z18.array(SilDosageUnit).min(1)
});
var SilDrugSearchBody = z18.object({ query: z18.string().trim().min(1).max(100) });
var SilDrugSearchResponse = z18.object({ results: z18.array(SilDrug) });
var MedicationReason = z18.object({ code: z18.string().min(1).max(20), text: z18.string().min(1).max(300) });
var SilReasonSearchBody = z18.object({ query: z18.string().trim().min(1).max(100) });
var SilReasonsResponse = z18.object({ reasons: z18.array(MedicationReason) });
var DOSAGE_TYPES = ["DAILY", "WEEKLY", "CUSTOM", "AS_NEEDED"];
var WEEKDAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];
var DosageTime = z18.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d$|^24:00:00$/);
var Dosage = z18.object({
  type: z18.enum(DOSAGE_TYPES),
  timeAmounts: z18.array(z18.object({ time: DosageTime, amount: z18.number().positive() })),
  weeklyRepeats: z18.array(z18.enum(WEEKDAYS)),
  customDosageText: z18.string().nullable(),
  asNeededAmountIntervalMin: z18.number().positive().nullable(),
  asNeededAmountIntervalMax: z18.number().positive().nullable(),
  /** At most this much in 24 hours. */
  asNeededMaxAmount: z18.number().positive().nullable(),
  additionalInstructions: z18.string().nullable(),
  dosageDateStart: epochMs4,
  /** null: until further notice. */
  dosageDateEnd: epochMs4.nullable()
});
var DosageBody = z18.object({
  type: z18.enum(DOSAGE_TYPES),
  time_amounts: z18.array(z18.object({ time: DosageTime, amount: z18.number().positive().max(1e4) })).max(24).default([]),
  weekly_repeats: z18.array(z18.enum(WEEKDAYS)).max(7).default([]),
  custom_dosage_text: z18.string().max(1e3).nullable().default(null),
  as_needed_amount_interval_min: z18.number().positive().max(1e4).nullable().default(null),
  as_needed_amount_interval_max: z18.number().positive().max(1e4).nullable().default(null),
  as_needed_max_amount: z18.number().positive().max(1e4).nullable().default(null),
  additional_instructions: z18.string().max(2e3).nullable().default(null),
  dosage_date_start: epochMs4,
  dosage_date_end: epochMs4.nullable().default(null)
});
var MEDICATION_STATUSES = ["ACTIVE", "ENDED"];
var MedicationListItem = z18.object({
  id: z18.string(),
  silDrug: z18.object({ drug: SilDrug }),
  dosage: Dosage,
  reason: z18.array(MedicationReason),
  latestModifiedAt: epochMs4,
  /** The clinician's name. */
  latestModifiedBy: z18.string(),
  /** ENDED items are in `past`; their `createdAt` is the day they ended (shown as the end date). */
  status: z18.object({ status: z18.enum(MEDICATION_STATUSES), createdAt: epochMs4 })
});
var MedicationListResponse = z18.object({
  active: z18.array(MedicationListItem),
  past: z18.array(MedicationListItem),
  canEdit: z18.boolean()
});
var NewMedicationBody = z18.object({
  patient_id: z18.string().min(1).max(100),
  dosage: DosageBody,
  medication: z18.object({ atc_code: z18.string().min(1).max(10), npl_id: z18.string().min(1).max(20) }),
  reason: z18.array(MedicationReason).min(1).max(10)
});
var NewMedicationResponse = z18.object({ medications: MedicationListResponse });
var UpdateMedicationBody = z18.object({ dosage: DosageBody });

// packages/domain/src/medications/dosage-problems.ts
var blank = (text5) => text5 === null || text5.trim() === "";
var TYPE_FIELDS = [
  { field: "timeAmounts", isEmpty: (d) => d.timeAmounts.length === 0, types: ["DAILY", "WEEKLY"] },
  { field: "weeklyRepeats", isEmpty: (d) => d.weeklyRepeats.length === 0, types: ["WEEKLY"] },
  { field: "customDosageText", isEmpty: (d) => blank(d.customDosageText), types: ["CUSTOM"] },
  { field: "asNeededAmountIntervalMin", isEmpty: (d) => d.asNeededAmountIntervalMin === null, types: ["AS_NEEDED"] },
  { field: "asNeededAmountIntervalMax", isEmpty: (d) => d.asNeededAmountIntervalMax === null, types: ["AS_NEEDED"] },
  { field: "asNeededMaxAmount", isEmpty: (d) => d.asNeededMaxAmount === null, types: ["AS_NEEDED"] }
];
var isPositive = (value) => value !== null && Number.isFinite(value) && value > 0;
function dosageProblems(dosage) {
  const problems = [...dateProblems(dosage)];
  switch (dosage.type) {
    case "AS_NEEDED":
      problems.push(...asNeededProblems(dosage));
      break;
    case "DAILY":
    case "WEEKLY":
      problems.push(...timeRowProblems(dosage));
      if (dosage.type === "WEEKLY") problems.push(...weekdayProblems(dosage));
      break;
    case "CUSTOM":
      if (blank(dosage.customDosageText)) {
        problems.push({ path: "customDosageText", code: "custom_text_required", message: "Describe the dosage." });
      }
      break;
  }
  for (const owner of TYPE_FIELDS) {
    if (!owner.types.includes(dosage.type) && !owner.isEmpty(dosage)) {
      problems.push({
        path: owner.field,
        code: "field_not_for_type",
        message: `${owner.field} does not belong to a ${dosage.type} dosage.`
      });
    }
  }
  return problems;
}
function dateProblems(dosage) {
  const start = dosage.dosageDateStart;
  if (typeof start !== "number" || !Number.isFinite(start)) {
    return [{ path: "dosageDateStart", code: "start_required", message: "Choose a start date." }];
  }
  const end = dosage.dosageDateEnd;
  if (end !== null && (!Number.isFinite(end) || end < start)) {
    return [
      {
        path: "dosageDateEnd",
        code: "end_before_start",
        message: "The end date cannot be before the start date."
      }
    ];
  }
  return [];
}
function asNeededProblems(dosage) {
  const min = dosage.asNeededAmountIntervalMin;
  const max = dosage.asNeededAmountIntervalMax;
  const problems = [];
  if (!isPositive(min)) {
    problems.push({
      path: "asNeededAmountIntervalMin",
      code: "as_needed_min_required",
      message: "Give the amount as a positive number."
    });
  }
  if (max !== null && !(isPositive(max) && (!isPositive(min) || max >= min))) {
    problems.push({
      path: "asNeededAmountIntervalMax",
      code: "as_needed_max_below_min",
      message: "The largest amount cannot be below the smallest."
    });
  }
  if (dosage.asNeededMaxAmount !== null && !isPositive(dosage.asNeededMaxAmount)) {
    problems.push({
      path: "asNeededMaxAmount",
      code: "as_needed_daily_max_not_positive",
      message: "The most per 24 hours must be a positive number."
    });
  }
  return problems;
}
function timeRowProblems(dosage) {
  if (dosage.timeAmounts.length === 0) {
    return [{ path: "timeAmounts", code: "time_rows_required", message: "Add at least one time." }];
  }
  const problems = [];
  const seen = /* @__PURE__ */ new Set();
  dosage.timeAmounts.forEach((row, index) => {
    if (!DosageTime.safeParse(row.time).success) {
      problems.push({
        path: `timeAmounts.${index}.time`,
        code: "invalid_time",
        message: "Give the time as hours 0\u201324."
      });
    } else if (seen.has(row.time)) {
      problems.push({ path: `timeAmounts.${index}.time`, code: "duplicate_time", message: "Each time only once." });
    }
    seen.add(row.time);
    if (!isPositive(row.amount)) {
      problems.push({
        path: `timeAmounts.${index}.amount`,
        code: "amount_not_positive",
        message: "Give the amount as a positive number."
      });
    }
  });
  return problems;
}
function weekdayProblems(dosage) {
  if (dosage.weeklyRepeats.length === 0) {
    return [{ path: "weeklyRepeats", code: "weekday_required", message: "Choose at least one weekday." }];
  }
  if (new Set(dosage.weeklyRepeats).size !== dosage.weeklyRepeats.length) {
    return [{ path: "weeklyRepeats", code: "duplicate_weekday", message: "Each weekday only once." }];
  }
  return [];
}

// packages/domain/src/medications/describe-dosage.ts
function describeDosage(dosage, unit, language) {
  const words3 = WORDS[language];
  const amount = (value) => `${formatAmount(value, language)} ${value > 1 ? unit.dosageUnitPlural : unit.dosageUnit}`;
  switch (dosage.type) {
    case "CUSTOM":
      return (dosage.customDosageText ?? "").trim();
    case "AS_NEEDED": {
      const min = dosage.asNeededAmountIntervalMin;
      const max = dosage.asNeededAmountIntervalMax;
      if (min === null) return words3.asNeeded;
      const range = max !== null && max !== min ? `${formatAmount(min, language)}\u2013${amount(max)}` : amount(min);
      const ceiling = dosage.asNeededMaxAmount;
      return `${words3.asNeeded} ${range}${ceiling === null ? "" : `, ${words3.atMost(formatAmount(ceiling, language))}`}`;
    }
    case "DAILY":
    case "WEEKLY": {
      const times = timesText(dosage, amount, words3);
      if (dosage.type === "DAILY") return times;
      const days2 = WEEKDAYS.filter((day2) => dosage.weeklyRepeats.includes(day2)).map((day2) => words3.weekdays[day2]);
      return days2.length === 0 ? times : `${times} ${words3.onDays(joinList(days2, words3.and))}`;
    }
  }
}
function timesText(dosage, amount, words3) {
  const rows = [...dosage.timeAmounts].sort((a, b) => a.time.localeCompare(b.time));
  if (rows.length === 0) return "";
  const sameAmount = rows.every((row) => row.amount === rows[0].amount);
  if (sameAmount)
    return `${amount(rows[0].amount)} ${words3.at} ${joinList(
      rows.map((r) => clock(r.time)),
      words3.and
    )}`;
  return rows.map((row) => `${amount(row.amount)} ${words3.at} ${clock(row.time)}`).join(", ");
}
var clock = (time) => time.slice(0, 5);
function formatAmount(value, language) {
  const rounded = Math.round(value * 100) / 100;
  const text5 = String(rounded);
  return language === "sv" ? text5.replace(".", ",") : text5;
}
function joinList(items, and23) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and23} ${items[items.length - 1]}`;
}
var WORDS = {
  sv: {
    at: "kl.",
    and: "och",
    asNeeded: "Vid behov",
    atMost: (amount) => `h\xF6gst ${amount} per dygn`,
    onDays: (days2) => days2,
    weekdays: {
      MONDAY: "m\xE5ndag",
      TUESDAY: "tisdag",
      WEDNESDAY: "onsdag",
      THURSDAY: "torsdag",
      FRIDAY: "fredag",
      SATURDAY: "l\xF6rdag",
      SUNDAY: "s\xF6ndag"
    }
  },
  en: {
    at: "at",
    and: "and",
    asNeeded: "As needed",
    atMost: (amount) => `at most ${amount} per 24 hours`,
    onDays: (days2) => `on ${days2}`,
    weekdays: {
      MONDAY: "Monday",
      TUESDAY: "Tuesday",
      WEDNESDAY: "Wednesday",
      THURSDAY: "Thursday",
      FRIDAY: "Friday",
      SATURDAY: "Saturday",
      SUNDAY: "Sunday"
    }
  }
};

// packages/domain/src/api/lab-tests.ts
import { z as z19 } from "zod";
var epochMs5 = z19.number().int();
var LAB_TEST_SOURCES = ["VACCINA", "DMS_SE"];
var LAB_TEST_STATUSES = ["REGISTERED", "IN_PROGRESS", "COMPLETE", "CANCELLED"];
var VALUE_COMPARATORS = ["<", "<=", ">", ">="];
var LabTestSourceParam = z19.string().max(100).regex(new RegExp(`^(${LAB_TEST_SOURCES.join("|")})(,(${LAB_TEST_SOURCES.join("|")}))*$`), {
  message: `a comma-separated list of ${LAB_TEST_SOURCES.join(", ")}`
});
function labTestSources(param) {
  if (param === void 0) return [...LAB_TEST_SOURCES];
  return LAB_TEST_SOURCES.filter((source) => param.split(",").includes(source));
}
var LabTestMeta = z19.object({
  id: z19.string(),
  /** What kind of test it was: an i18n key under healthChecks.type (e.g. health_check_basic). */
  type: z19.object({ localizationKey: z19.string() }),
  status: z19.enum(LAB_TEST_STATUSES),
  updatedAt: epochMs5,
  /** The lab visit the samples were taken at, whose body measurements GET …/measurements gives; null without one. */
  encounterId: z19.string().nullable(),
  source: z19.enum(LAB_TEST_SOURCES)
});
var LabTestsMetaResponse = z19.object({ labTestsMetaData: z19.array(LabTestMeta) });
var ValueQuantity = z19.object({
  value: z19.number(),
  comparator: z19.enum(VALUE_COMPARATORS).nullable(),
  unit: z19.string().nullable()
});
var ReferenceRange = z19.object({ low: z19.number().nullable(), high: z19.number().nullable() });
var LabResult = z19.object({
  marker: z19.object({
    id: z19.string(),
    /** i18n keys under healthChecks.marker and healthChecks.category (e.g. hemoglobin, blood_count). */
    localizationKey: z19.string(),
    categoryLocalizationKey: z19.string()
  }),
  /** null when the lab gave no value; `dataMissingReason` then says why (e.g. a haemolysed sample). */
  valueQuantity: ValueQuantity.nullable(),
  referenceRange: ReferenceRange.nullable(),
  dataMissingReason: z19.string().nullable()
});
var HealthFormQuestion = z19.object({
  question: z19.string(),
  answer: z19.string().optional(),
  answers: z19.array(z19.string()).optional()
});
var LabTest = LabTestMeta.extend({
  /** The doctor's comment on the results. */
  conclusion: z19.string().nullable(),
  reviewerFullName: z19.string().nullable(),
  results: z19.array(LabResult),
  /** What the patient answered before the visit; null when no form was filled in. */
  healthForm: z19.object({ questions: z19.array(HealthFormQuestion) }).nullable()
});
var MeasuredQuantity = z19.object({ value: z19.number(), unit: z19.string() });
var LabMeasurements = z19.object({
  encounterId: z19.string(),
  measuredAt: epochMs5,
  bloodPressure: z19.object({ systolic: z19.number(), diastolic: z19.number(), unit: z19.string() }).nullable(),
  pulse: MeasuredQuantity.nullable(),
  height: MeasuredQuantity.nullable(),
  weight: MeasuredQuantity.nullable(),
  waist: MeasuredQuantity.nullable(),
  bmi: MeasuredQuantity.nullable()
});

// packages/domain/src/api/self-assessments.ts
import { z as z20 } from "zod";
var SelfAssessmentOption = z20.object({
  label: z20.string(),
  /** The option's code; for scored questionnaires (PHQ-9, GAD-7) its points as a whole number ('0'–'3'). */
  value: z20.string(),
  selected: z20.boolean()
});
var SelfAssessmentQuestion = z20.object({
  title: z20.string(),
  subtitle: z20.string().nullable(),
  options: z20.array(SelfAssessmentOption),
  /** A free-text answer; null for choice questions (their answer is the selected options). */
  answer: z20.string().nullable()
});
var SelfAssessmentResponse = z20.object({
  id: z20.string(),
  /** The survey type, e.g. mental_health_phq9_se (see KNOWN_SURVEY_TYPES); the client skips types it does not know. */
  formName: z20.string(),
  questions: z20.array(SelfAssessmentQuestion),
  createdAt: z20.number().int(),
  /** The total score as the survey scores it; null for surveys without one (health declarations). */
  score: z20.number().nullable()
});
var SelfAssessmentsResponse = z20.object({ surveyResponses: z20.array(SelfAssessmentResponse) });

// packages/domain/src/api/vaccination.ts
import { z as z21 } from "zod";

// packages/domain/src/vaccinations/limits.ts
var LOT_NUMBER_MIN_LENGTH = 3;
var LOT_NUMBER_MAX_LENGTH = 128;
var DEFAULT_SERIES_MAX_DOSES = 20;
var MAX_DOSE_NUMBER = DEFAULT_SERIES_MAX_DOSES;
var EARLIEST_OCCURRED_AT = Date.UTC(1900, 0, 1);

// packages/domain/src/api/vaccination.ts
var VACCINATION_BASE = "/api/vaccination";
var epochMs6 = z21.number().int();
var catalogueId = z21.string().min(1).max(100);
var SNOMED_CT = "http://snomed.info/sct";
var DoseQuantity = z21.object({ value: z21.number().positive(), unit: z21.string().min(1).max(20) });
var TargetDisease = z21.object({ code: z21.string().min(1), system: z21.string().min(1) });
var Vaccine = z21.object({
  id: catalogueId,
  name: z21.string(),
  manufacturerName: z21.string(),
  /** The doses the product comes in, e.g. 0.5 ml for adults and 0.25 ml for children. */
  doseQuantities: z21.array(DoseQuantity).min(1),
  targetDiseases: z21.array(TargetDisease).min(1)
});
var Program = z21.object({
  id: catalogueId,
  lokaliseKeySuffix: z21.string().regex(/^[a-z0-9-]+$/),
  seriesDoses: z21.number().int().min(1).max(MAX_DOSE_NUMBER).optional()
});
var BodySite = z21.object({ id: catalogueId, code: z21.string().min(1) });
var IMMUNIZATION_STATUSES = ["completed", "entered-in-error"];
var Immunization = z21.object({
  id: z21.string(),
  status: z21.enum(IMMUNIZATION_STATUSES),
  doseNumber: z21.number().int().min(1),
  occurredAt: epochMs6,
  vaccine: Vaccine,
  doseQuantityValue: z21.number(),
  doseQuantityUnit: z21.string(),
  lotNumber: z21.string(),
  bodySite: BodySite,
  reporterId: z21.string(),
  lastUpdatedAt: epochMs6,
  note: z21.string().nullable()
});
var ImmunizationSeries = z21.object({
  id: z21.string(),
  program: Program,
  immunizations: z21.array(Immunization)
});
var BodySitesResponse = z21.object({ bodySites: z21.array(BodySite) });
var ProgramsQuery = z21.object({ vaccineId: catalogueId.optional() });
var ProgramsResponse = z21.object({ programs: z21.array(Program) });
var VaccinesQuery = z21.object({ programId: catalogueId.optional() });
var VaccinesResponse = z21.object({ vaccines: z21.array(Vaccine) });
var LotNumbersQuery = z21.object({ vaccineId: catalogueId });
var LotNumbersResponse = z21.object({ lotNumbers: z21.array(z21.string()) });
var Reporter = z21.object({ id: z21.string(), name: z21.string() });
var ImmunizationSeriesQuery = z21.object({ patientId: z21.string().max(100) });
var ImmunizationSeriesResponse = z21.object({ immunizationSeries: z21.array(ImmunizationSeries) });
var CareFacility = z21.object({ id: z21.string(), name: z21.string() });
var MeetingCareFacilityResponse = z21.object({ careFacility: CareFacility.nullable() });
var NewImmunizationSeriesBody = z21.object({
  patient_id: z21.string().max(100),
  program_id: catalogueId
});
var NewImmunizationSeriesResponse = z21.object({ seriesId: z21.string() });
var NewImmunizationBody = z21.object({
  series_id: z21.string().max(100),
  vaccine_id: catalogueId,
  meeting_id: z21.string().max(100),
  care_facility_id: z21.string().min(1).max(100),
  performer_id: z21.string().max(100),
  dose_number: z21.number().int(),
  body_site_id: catalogueId,
  dose_quantity_value: z21.number(),
  dose_quantity_unit: z21.string().max(20),
  lot_number: z21.string().max(LOT_NUMBER_MAX_LENGTH * 2),
  occurred_at: epochMs6
});
var NewImmunizationResponse = z21.object({ immunization: Immunization });
var REMOVAL_NOTE_MAX_LENGTH = 2e3;
var EnterImmunizationInErrorBody = z21.object({
  status: z21.literal("entered-in-error"),
  note: z21.string().trim().min(1).max(REMOVAL_NOTE_MAX_LENGTH)
});
var EnterImmunizationInErrorResponse = z21.object({ immunization: Immunization });
var VACCINATION_ERROR_KEYS = {
  /** 409: the meeting has no care facility (a digital meeting); a vaccination is registered at a clinic. */
  noCareFacility: "no_care_facility",
  /** 409: the immunization was already removed. */
  alreadyEnteredInError: "already_entered_in_error"
};

// packages/domain/src/vaccinations/series.ts
function seriesMaxDoses(program) {
  return program.seriesDoses ?? DEFAULT_SERIES_MAX_DOSES;
}
function isCompleted(immunization) {
  return immunization.status === "completed";
}
function completedDoseNumbers(series) {
  return new Set((series?.immunizations ?? []).filter(isCompleted).map((i) => i.doseNumber));
}

// packages/domain/src/vaccinations/registration.ts
function normaliseLotNumber(lotNumber) {
  return lotNumber.trim();
}
function lotNumberIssue(lotNumber) {
  const length = [...normaliseLotNumber(lotNumber)].length;
  if (length < LOT_NUMBER_MIN_LENGTH) return "lot_number_too_short";
  if (length > LOT_NUMBER_MAX_LENGTH) return "lot_number_too_long";
  return null;
}
function occurredAtIssue(occurredAt, now) {
  if (occurredAt === null || !Number.isSafeInteger(occurredAt) || occurredAt < EARLIEST_OCCURRED_AT)
    return "date_invalid";
  return occurredAt > now ? "date_in_future" : null;
}
function doseNumberIssue(doseNumber, program, series) {
  if (doseNumber === null) return "required";
  if (!Number.isSafeInteger(doseNumber) || doseNumber < 1) return "dose_number_out_of_range";
  if (!program) return null;
  if (doseNumber > seriesMaxDoses(program)) return "dose_number_above_series";
  return completedDoseNumbers(series).has(doseNumber) ? "dose_number_completed" : null;
}
function sameQuantity(a, b) {
  return a.value === b.value && a.unit === b.unit;
}
function registrationIssues(draft, context, now) {
  const issues = [];
  const add = (field2, code) => {
    if (code) issues.push({ field: field2, code });
  };
  const vaccine2 = draft.vaccineId === null ? void 0 : context.vaccines.find((v) => v.id === draft.vaccineId);
  add("vaccineId", draft.vaccineId === null ? "required" : vaccine2 ? null : "unknown");
  add("occurredAt", occurredAtIssue(draft.occurredAt, now));
  if (draft.doseQuantity === null) add("doseQuantity", "required");
  else if (vaccine2 && !vaccine2.doseQuantities.some((q) => sameQuantity(q, draft.doseQuantity)))
    add("doseQuantity", "unknown");
  add("lotNumber", lotNumberIssue(draft.lotNumber));
  add(
    "bodySiteId",
    draft.bodySiteId === null ? "required" : context.bodySites.some((s) => s.id === draft.bodySiteId) ? null : "unknown"
  );
  const program = draft.programId === null ? void 0 : context.programs.find((p) => p.id === draft.programId);
  add("programId", draft.programId === null ? "required" : program ? null : "unknown");
  add("doseNumber", doseNumberIssue(draft.doseNumber, program, context.series));
  return issues;
}

// packages/domain/src/vaccinations/lot-numbers.ts
function sameDisease(a, b) {
  return a.code === b.code && a.system === b.system;
}
function sharesTargetDisease(a, b) {
  return a.targetDiseases.some((d) => b.targetDiseases.some((e) => sameDisease(d, e)));
}
function suggestedLotNumbers(vaccineId, vaccines, lotsByVaccine) {
  const chosen = vaccines.find((v) => v.id === vaccineId);
  if (!chosen) return [];
  const siblings = vaccines.filter((v) => v.id !== chosen.id && sharesTargetDisease(v, chosen));
  const lots = [chosen, ...siblings].flatMap((v) => lotsByVaccine.get(v.id) ?? []);
  return [...new Set(lots)];
}

// packages/domain/src/vaccinations/permissions.ts
var VACCINATING_PROFESSIONS = ["DOCTOR", "NURSE"];
function mayRegisterVaccinations(clinician) {
  return VACCINATING_PROFESSIONS.includes(clinician.profession) && clinician.country === "SE";
}

// packages/server/src/platform/errors.ts
var AppError = class extends Error {
  constructor(status, key2, message2, issues) {
    super(message2);
    this.status = status;
    this.key = key2;
    this.issues = issues;
    this.name = "AppError";
  }
  status;
  key;
  issues;
  toBody() {
    return { error: { key: this.key, message: this.message, ...this.issues ? { issues: this.issues } : {} } };
  }
};
var unauthorized = (message2 = "Sign in to continue.") => new AppError(401, ERROR_KEYS.unauthorized, message2);
var forbidden = (message2 = "You are not allowed to do this.") => new AppError(403, ERROR_KEYS.forbidden, message2);
var notFound = () => new AppError(404, ERROR_KEYS.notFound, "Not found.");
var conflict = (key2, message2) => new AppError(409, key2, message2);
var rateLimited = () => new AppError(429, ERROR_KEYS.rateLimited, "Too many attempts. Wait a few minutes and try again.");

// packages/server/src/platform/log-masking.ts
function maskLinkTokens(url) {
  return url.replace(/\/join\/[^/?#]+/g, "/join/[token]");
}

// packages/server/src/platform/auth/guard.ts
import { timingSafeEqual } from "node:crypto";

// packages/server/src/platform/auth/sessions.ts
import { and, eq, isNull, sql } from "drizzle-orm";

// packages/server/src/platform/db/schema.ts
import {
  bigserial,
  boolean,
  customType,
  date as date2,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text as text3,
  timestamp,
  uuid
} from "drizzle-orm/pg-core";
var tstz = (name) => timestamp(name, { withTimezone: true, mode: "date" });
var pools = pgTable("pools", {
  id: text3("id").primaryKey(),
  name: text3("name").notNull(),
  country: text3("country").$type().notNull(),
  prorenata: boolean("prorenata").notNull().default(false),
  isExternal: boolean("is_external").notNull().default(false),
  partnership: text3("partnership"),
  partnershipKind: text3("partnership_kind").$type(),
  usesExternalEmr: boolean("uses_external_emr").notNull().default(false)
});
var clinicians = pgTable("clinicians", {
  id: uuid("id").primaryKey(),
  username: text3("username").notNull().unique(),
  passwordHash: text3("password_hash").notNull(),
  name: text3("name").notNull(),
  profession: text3("profession").$type().notNull(),
  careType: text3("care_type").$type().notNull(),
  poolId: text3("pool_id").notNull().references(() => pools.id),
  specialties: text3("specialties").array().notNull().default([]),
  slotLengthOverride: integer("slot_length_override"),
  frIsIndependent: boolean("fr_is_independent").notNull().default(false),
  locale: text3("locale"),
  preferredVideoProvider: text3("preferred_video_provider").$type(),
  isDemo: boolean("is_demo").notNull().default(false),
  createdAt: tstz("created_at").notNull().defaultNow()
});
var patients = pgTable("patients", {
  id: uuid("id").primaryKey(),
  country: text3("country").$type().notNull(),
  idNumber: text3("id_number").notNull(),
  givenName: text3("given_name").notNull(),
  familyName: text3("family_name").notNull(),
  maidenName: text3("maiden_name"),
  gender: text3("gender").$type().notNull(),
  dob: date2("dob", { mode: "string" }).notNull(),
  email: text3("email"),
  phone: text3("phone"),
  preferredLanguage: text3("preferred_language").notNull(),
  address: text3("address"),
  zip: text3("zip"),
  city: text3("city"),
  countyId: text3("county_id"),
  addressCountry: text3("address_country"),
  seHighCostCard: jsonb("se_high_cost_card").$type(),
  gbNhsNumber: text3("gb_nhs_number"),
  gbPracticeId: text3("gb_practice_id"),
  gbPracticeName: text3("gb_practice_name"),
  gbPartnership: text3("gb_partnership"),
  gbPhoneEmr: text3("gb_phone_emr"),
  gbIsOneTimeUser: boolean("gb_is_one_time_user").notNull().default(false),
  frStatusAme: boolean("fr_status_ame"),
  frStatusCmuc: boolean("fr_status_cmuc"),
  frExternalDoctor: jsonb("fr_external_doctor").$type(),
  hasProxyUser: boolean("has_proxy_user").notNull().default(false),
  createdAt: tstz("created_at").notNull().defaultNow()
});
var children = pgTable("children", {
  id: text3("id").primaryKey(),
  parentPatientId: uuid("parent_patient_id").notNull().references(() => patients.id),
  name: text3("name").notNull(),
  gender: text3("gender").$type().notNull(),
  gbNhsNumber: text3("gb_nhs_number"),
  relationshipVerified: boolean("relationship_verified").notNull().default(true)
});
var meetings = pgTable("meetings", {
  id: uuid("id").primaryKey(),
  clinicianId: uuid("clinician_id").notNull().references(() => clinicians.id),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  childId: text3("child_id").references(() => children.id),
  activityType: text3("activity_type").$type().notNull(),
  interventionType: text3("intervention_type").$type().notNull(),
  status: text3("status").$type().notNull(),
  bookedTime: tstz("booked_time").notNull(),
  scheduledStartTime: tstz("scheduled_start_time").notNull(),
  slotLengthMinutes: integer("slot_length_minutes").notNull(),
  actualStartTime: tstz("actual_start_time"),
  actualEndTime: tstz("actual_end_time"),
  videoCallStartTime: tstz("video_call_start_time"),
  videoCallEndTime: tstz("video_call_end_time"),
  isConfirmed: boolean("is_confirmed").notNull().default(true),
  gotPrescription: boolean("got_prescription").notNull().default(false),
  prescriptionDenied: boolean("prescription_denied").notNull().default(false),
  prescriptionOnly: boolean("prescription_only").notNull().default(false),
  symptomsFormName: text3("symptoms_form_name"),
  symptomsSurveyInformationId: text3("symptoms_survey_information_id"),
  internalReferral: jsonb("internal_referral").$type(),
  reassignedToClinicianId: uuid("reassigned_to_clinician_id").references(() => clinicians.id),
  cancelReason: text3("cancel_reason"),
  meetingMeans: text3("meeting_means").$type(),
  marketSpecifics: jsonb("market_specifics").$type().notNull().default({}),
  videoProvider: text3("video_provider").$type(),
  /** A clinician's booking (book revisit); null when the patient booked (migration 0020). */
  bookedBy: jsonb("booked_by").$type(),
  createdAt: tstz("created_at").notNull().defaultNow(),
  updatedAt: tstz("updated_at").notNull().defaultNow()
});
var sessions = pgTable("sessions", {
  id: text3("id").primaryKey(),
  clinicianId: uuid("clinician_id").notNull().references(() => clinicians.id),
  csrfToken: text3("csrf_token").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
  lastSeenAt: tstz("last_seen_at").notNull().defaultNow(),
  expiresAt: tstz("expires_at").notNull(),
  endedAt: tstz("ended_at"),
  ip: text3("ip"),
  userAgent: text3("user_agent")
});
var auditEvents = pgTable("audit_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  at: tstz("at").notNull().defaultNow(),
  actorClinicianId: uuid("actor_clinician_id"),
  patientId: uuid("patient_id"),
  action: text3("action").notNull(),
  resourceType: text3("resource_type"),
  resourceId: text3("resource_id"),
  outcome: text3("outcome").$type().notNull(),
  requestId: text3("request_id"),
  ip: text3("ip"),
  subject: text3("subject")
});
var demoState = pgTable("demo_state", {
  id: integer("id").primaryKey(),
  anchor: tstz("anchor").notNull()
});
var medicalRecordEntries = pgTable("medical_record_entries", {
  id: uuid("id").primaryKey(),
  entryContentId: uuid("entry_content_id").notNull(),
  meetingId: uuid("meeting_id").notNull().unique().references(() => meetings.id),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  clinicianId: uuid("clinician_id").notNull().references(() => clinicians.id),
  templateId: text3("template_id").notNull(),
  values: jsonb("values").$type().notNull().default({}),
  version: integer("version").notNull().default(1),
  shareEntry: boolean("share_entry").notNull().default(false),
  signedAt: tstz("signed_at"),
  signedBy: uuid("signed_by").references(() => clinicians.id),
  strickenAt: tstz("stricken_at"),
  strickenBy: uuid("stricken_by").references(() => clinicians.id),
  strickenReason: text3("stricken_reason"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  updatedAt: tstz("updated_at").notNull().defaultNow()
});
var medicalRecordEntryEvents = pgTable("medical_record_entry_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  entryId: uuid("entry_id").notNull().references(() => medicalRecordEntries.id),
  action: text3("action").$type().notNull(),
  at: tstz("at").notNull().defaultNow(),
  clinicianId: uuid("clinician_id").notNull().references(() => clinicians.id),
  reason: text3("reason")
});
var evaluations = pgTable("evaluations", {
  meetingId: uuid("meeting_id").primaryKey().references(() => meetings.id),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  templateId: text3("template_id").notNull(),
  values: jsonb("values").$type().notNull().default({}),
  version: integer("version").notNull(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
  updatedBy: uuid("updated_by").notNull().references(() => clinicians.id)
});
var patientLinks = pgTable("patient_links", {
  id: uuid("id").primaryKey(),
  tokenHash: text3("token_hash").notNull().unique(),
  meetingId: uuid("meeting_id").notNull().references(() => meetings.id),
  createdBy: uuid("created_by").notNull().references(() => clinicians.id),
  createdAt: tstz("created_at").notNull().defaultNow(),
  expiresAt: tstz("expires_at").notNull(),
  revokedAt: tstz("revoked_at")
});
var verificationEvents = pgTable("verification_events", {
  id: uuid("id").primaryKey(),
  meetingId: uuid("meeting_id").notNull().references(() => meetings.id),
  userId: uuid("user_id").notNull().references(() => patients.id),
  patientId: text3("patient_id").notNull(),
  meetingType: text3("meeting_type").$type().notNull(),
  previousStatus: text3("previous_status").$type().notNull(),
  checkTime: tstz("check_time").notNull(),
  verifyingClinicianId: uuid("verifying_clinician_id").notNull().references(() => clinicians.id),
  outcome: text3("outcome").$type().notNull(),
  rejectionReason: text3("rejection_reason").$type(),
  kbvFreeTextAnswer: text3("kbv_free_text_answer")
});
var videoTickets = pgTable("video_tickets", {
  tokenHash: text3("token_hash").primaryKey(),
  meetingId: uuid("meeting_id").notNull().references(() => meetings.id),
  role: text3("role").$type().notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
  expiresAt: tstz("expires_at").notNull(),
  provider: text3("provider").$type().notNull().default("p2p")
});
var actionPanelEvents = pgTable("action_panel_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  /** Null for a panel of the meetingless view (migration 0025). */
  meetingId: uuid("meeting_id").references(() => meetings.id),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  clinicianId: uuid("clinician_id").notNull().references(() => clinicians.id),
  action: text3("action").notNull(),
  event: text3("event").$type().notNull(),
  occurredAt: tstz("occurred_at").notNull(),
  receivedAt: tstz("received_at").notNull().defaultNow()
});
var videoTimelineEvents = pgTable("video_timeline_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  meetingId: uuid("meeting_id").notNull().references(() => meetings.id),
  timestamp: tstz("timestamp").notNull(),
  event: text3("event").notNull(),
  type: text3("type").notNull(),
  userType: text3("user_type").notNull(),
  source: text3("source").notNull(),
  eventDetails: jsonb("event_details").$type(),
  clinicianId: uuid("clinician_id").notNull().references(() => clinicians.id),
  receivedAt: tstz("received_at").notNull().defaultNow()
});
var outbox = pgTable("outbox", {
  id: uuid("id").primaryKey(),
  topic: text3("topic").notNull(),
  payload: jsonb("payload").$type().notNull(),
  idempotencyKey: text3("idempotency_key").notNull().unique(),
  status: text3("status").$type().notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  lastError: text3("last_error"),
  availableAt: tstz("available_at").notNull().defaultNow(),
  createdAt: tstz("created_at").notNull().defaultNow(),
  deliveredAt: tstz("delivered_at"),
  patientId: uuid("patient_id").references(() => patients.id),
  meetingId: uuid("meeting_id").references(() => meetings.id)
});
var videoRoomMembers = pgTable(
  "video_room_members",
  {
    meetingId: uuid("meeting_id").notNull().references(() => meetings.id),
    role: text3("role").$type().notNull(),
    connectionId: text3("connection_id").notNull(),
    provider: text3("provider").$type().notNull(),
    joinedAt: tstz("joined_at").notNull().defaultNow()
  },
  (table) => [primaryKey({ columns: [table.meetingId, table.role] })]
);
var videoSignalRelay = pgTable("video_signal_relay", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  payload: jsonb("payload").$type().notNull(),
  createdAt: tstz("created_at").notNull().defaultNow()
});
var recordHistoryEntries = pgTable("record_history_entries", {
  id: uuid("id").primaryKey(),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  meetingId: uuid("meeting_id").references(() => meetings.id),
  documentId: text3("document_id").notNull(),
  contactAt: tstz("contact_at").notNull(),
  contactType: text3("contact_type").$type().notNull(),
  responsibleName: text3("responsible_name").notNull(),
  titleResponsibleName: text3("title_responsible_name"),
  careFacilityName: text3("care_facility_name"),
  title: text3("title").notNull(),
  templateId: text3("template_id"),
  rows: jsonb("rows").$type().notNull().default([]),
  documents: jsonb("documents").$type().notNull().default([]),
  prescriptions: jsonb("prescriptions").$type().notNull().default([]),
  ePrescriptions: jsonb("e_prescriptions").$type().notNull().default([]),
  referral: jsonb("referral").$type(),
  signedAt: tstz("signed_at"),
  strickenAt: tstz("stricken_at"),
  strickenBy: uuid("stricken_by").references(() => clinicians.id),
  strickenReason: text3("stricken_reason"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  /** Derived by a trigger (migration 0013): never written by the app. */
  wirePrefix: text3("wire_prefix").notNull().default("")
});
var bytea = customType({ dataType: () => "bytea" });
var patientWarnings = pgTable("patient_warnings", {
  id: uuid("id").primaryKey(),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  type: text3("type").$type().notNull(),
  reason: text3("reason").notNull(),
  note: text3("note"),
  clinicianName: text3("clinician_name").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow()
});
var recordsSystemAccessWarnings = pgTable(
  "records_system_access_warnings",
  {
    patientId: uuid("patient_id").notNull().references(() => patients.id),
    code: text3("code").notNull()
  },
  (table) => [primaryKey({ columns: [table.patientId, table.code] })]
);
var frContactPersons = pgTable("fr_contact_persons", {
  patientId: uuid("patient_id").primaryKey().references(() => patients.id),
  firstName: text3("first_name").notNull(),
  lastName: text3("last_name").notNull(),
  phoneNumber: text3("phone_number"),
  relationship: text3("relationship"),
  updatedAt: tstz("updated_at").notNull().defaultNow()
});
var healthObservations = pgTable("health_observations", {
  id: uuid("id").primaryKey(),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  propertyName: text3("property_name").notNull(),
  values: text3("values").array().notNull(),
  sourceName: text3("source_name").notNull(),
  responseSetId: text3("response_set_id"),
  createdAt: tstz("created_at").notNull()
});
var healthCheckScores = pgTable("health_check_scores", {
  id: uuid("id").primaryKey(),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  totalScore: integer("total_score").notNull(),
  physicalScore: integer("physical_score").notNull(),
  mentalScore: integer("mental_score").notNull(),
  maxScore: integer("max_score").notNull(),
  createdAt: tstz("created_at").notNull()
});
var insuranceClaims = pgTable("insurance_claims", {
  meetingId: uuid("meeting_id").primaryKey().references(() => meetings.id),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  insuranceNumber: text3("insurance_number").notNull(),
  company: text3("company").notNull(),
  isRevoked: boolean("is_revoked").notNull().default(false),
  validFrom: date2("valid_from", { mode: "string" }).notNull(),
  validTo: date2("valid_to", { mode: "string" }),
  triageNote: text3("triage_note"),
  attachments: jsonb("attachments").$type().notNull().default([]),
  remainedAppointments: integer("remained_appointments").notNull(),
  numberOfAppointments: integer("number_of_appointments").notNull()
});
var seListings = pgTable("se_listings", {
  patientId: uuid("patient_id").primaryKey().references(() => patients.id),
  isListed: boolean("is_listed").notNull(),
  isBvcListed: boolean("is_bvc_listed").notNull().default(false),
  healthCenter: text3("health_center")
});
var surveyResponses = pgTable("survey_responses", {
  meetingId: uuid("meeting_id").primaryKey().references(() => meetings.id),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  formName: text3("form_name").notNull(),
  surveyInformationId: text3("survey_information_id").notNull(),
  policyUrl: text3("policy_url"),
  questions: jsonb("questions").$type().notNull(),
  createdAt: tstz("created_at").notNull().defaultNow()
});
var symptomImages = pgTable("symptom_images", {
  id: uuid("id").primaryKey(),
  meetingId: uuid("meeting_id").notNull().references(() => meetings.id),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  contentType: text3("content_type").$type().notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow()
});
var patientDocuments = pgTable("patient_documents", {
  id: uuid("id").primaryKey(),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  surveyInformationId: text3("survey_information_id"),
  contentType: text3("content_type").$type().notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow()
});
var labEncounters = pgTable("lab_encounters", {
  id: uuid("id").primaryKey(),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  occurredAt: tstz("occurred_at").notNull(),
  systolicMmhg: integer("systolic_mmhg"),
  diastolicMmhg: integer("diastolic_mmhg"),
  pulseBpm: integer("pulse_bpm"),
  heightCm: doublePrecision("height_cm"),
  weightKg: doublePrecision("weight_kg"),
  waistCm: doublePrecision("waist_cm")
});
var labTests = pgTable("lab_tests", {
  id: uuid("id").primaryKey(),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  encounterId: uuid("encounter_id"),
  typeKey: text3("type_key").notNull(),
  status: text3("status").$type().notNull(),
  source: text3("source").$type().notNull(),
  conclusion: text3("conclusion"),
  reviewerFullName: text3("reviewer_full_name"),
  results: jsonb("results").$type().notNull().default([]),
  healthForm: jsonb("health_form").$type(),
  updatedAt: tstz("updated_at").notNull()
});
var selfAssessmentResponses = pgTable("self_assessment_responses", {
  id: uuid("id").primaryKey(),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  formName: text3("form_name").notNull(),
  questions: jsonb("questions").$type().notNull(),
  score: doublePrecision("score"),
  createdAt: tstz("created_at").notNull()
});
var careFacilities = pgTable("care_facilities", {
  id: text3("id").primaryKey(),
  name: text3("name").notNull(),
  country: text3("country").$type().notNull(),
  /** Patients can be referred here (physical referrals, migration 0023). */
  referable: boolean("referable").notNull().default(false),
  address: text3("address")
});
var careFacilityClinicians = pgTable(
  "care_facility_clinicians",
  {
    careFacilityId: text3("care_facility_id").notNull().references(() => careFacilities.id),
    clinicianId: uuid("clinician_id").notNull().references(() => clinicians.id)
  },
  (t) => [primaryKey({ columns: [t.careFacilityId, t.clinicianId] })]
);
var internalReferrals = pgTable("internal_referrals", {
  id: uuid("id").primaryKey(),
  kind: text3("kind").$type().notNull(),
  originMeetingId: uuid("origin_meeting_id").notNull().references(() => meetings.id),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  bookerClinicianId: uuid("booker_clinician_id").notNull().references(() => clinicians.id),
  receivingClinicianId: uuid("receiving_clinician_id").notNull().references(() => clinicians.id),
  careTypeId: text3("care_type_id").$type().notNull(),
  careFacilityId: text3("care_facility_id").references(() => careFacilities.id),
  bookedMeetingId: uuid("booked_meeting_id").notNull().references(() => meetings.id),
  message: text3("message").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow()
});
var meetingCareFacilities = pgTable("meeting_care_facilities", {
  meetingId: uuid("meeting_id").primaryKey().references(() => meetings.id),
  careFacilityId: text3("care_facility_id").notNull().references(() => careFacilities.id)
});
var immunizationSeries = pgTable("immunization_series", {
  id: uuid("id").primaryKey(),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  programId: text3("program_id").notNull(),
  /** The programme when the series started (the wire's Program). */
  program: jsonb("program").$type().notNull(),
  createdBy: uuid("created_by").references(() => clinicians.id),
  createdAt: tstz("created_at").notNull().defaultNow()
});
var immunizations = pgTable("immunizations", {
  id: uuid("id").primaryKey(),
  seriesId: uuid("series_id").notNull().references(() => immunizationSeries.id),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  status: text3("status").$type().notNull().default("completed"),
  doseNumber: integer("dose_number").notNull(),
  occurredAt: tstz("occurred_at").notNull(),
  vaccineId: text3("vaccine_id").notNull(),
  /** The vaccine when the dose was registered (the wire's Vaccine). */
  vaccine: jsonb("vaccine").$type().notNull(),
  doseQuantityValue: doublePrecision("dose_quantity_value").notNull(),
  doseQuantityUnit: text3("dose_quantity_unit").notNull(),
  lotNumber: text3("lot_number").notNull(),
  bodySiteId: text3("body_site_id").notNull(),
  bodySiteCode: text3("body_site_code").notNull(),
  meetingId: uuid("meeting_id").references(() => meetings.id),
  careFacilityId: text3("care_facility_id").references(() => careFacilities.id),
  reporterId: uuid("reporter_id").notNull().references(() => clinicians.id),
  note: text3("note"),
  enteredInErrorBy: uuid("entered_in_error_by").references(() => clinicians.id),
  createdAt: tstz("created_at").notNull().defaultNow(),
  lastUpdatedAt: tstz("last_updated_at").notNull().defaultNow()
});
var medicationListItems = pgTable("medication_list_items", {
  id: uuid("id").primaryKey(),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  nplId: text3("npl_id").notNull(),
  atcCode: text3("atc_code").notNull(),
  drug: jsonb("drug").$type().notNull(),
  dosage: jsonb("dosage").$type().notNull(),
  reasons: jsonb("reasons").$type().notNull(),
  status: text3("status").$type().notNull(),
  statusAt: tstz("status_at").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
  createdBy: uuid("created_by").references(() => clinicians.id),
  modifiedAt: tstz("modified_at").notNull(),
  modifiedBy: uuid("modified_by").references(() => clinicians.id),
  modifiedByName: text3("modified_by_name").notNull()
});
var conversations = pgTable("conversations", {
  id: uuid("id").primaryKey(),
  meetingId: uuid("meeting_id").notNull().unique().references(() => meetings.id),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  clinicianId: uuid("clinician_id").notNull().references(() => clinicians.id),
  state: text3("state").$type().notNull().default("active"),
  createdAt: tstz("created_at").notNull().defaultNow()
});
var conversationMessages = pgTable("conversation_messages", {
  id: uuid("id").primaryKey(),
  conversationId: uuid("conversation_id").notNull().references(() => conversations.id),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  senderRole: text3("sender_role").$type().notNull(),
  senderClinicianId: uuid("sender_clinician_id").references(() => clinicians.id),
  subject: text3("subject"),
  body: text3("body").notNull(),
  hasButton: boolean("has_button").notNull().default(false),
  buttonType: text3("button_type"),
  sentAt: tstz("sent_at").notNull().defaultNow(),
  readAt: tstz("read_at")
});
var messageAttachments = pgTable("message_attachments", {
  id: uuid("id").primaryKey(),
  meetingId: uuid("meeting_id").notNull().references(() => meetings.id),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  uploadedBy: uuid("uploaded_by").notNull().references(() => clinicians.id),
  messageId: uuid("message_id").references(() => conversationMessages.id),
  fileName: text3("file_name").notNull(),
  contentType: text3("content_type").notNull(),
  size: integer("size").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow()
});
var medicalDocuments = pgTable("medical_documents", {
  id: uuid("id").primaryKey(),
  meetingId: uuid("meeting_id").notNull().references(() => meetings.id),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  clinicianId: uuid("clinician_id").notNull().references(() => clinicians.id),
  templateId: text3("template_id").notNull(),
  title: text3("title").notNull(),
  fieldValues: jsonb("field_values").$type().notNull(),
  pdf: bytea("pdf").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow()
});
var b2bTickets = pgTable("b2b_tickets", {
  id: uuid("id").primaryKey(),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  partnerName: text3("partner_name").notNull(),
  type: text3("type").$type().notNull(),
  validFrom: date2("valid_from", { mode: "string" }).notNull(),
  validTo: date2("valid_to", { mode: "string" }).notNull(),
  numberOfAppointments: integer("number_of_appointments").notNull(),
  remainedAppointments: integer("remained_appointments").notNull(),
  issuedAt: tstz("issued_at").notNull().defaultNow(),
  revokedAt: tstz("revoked_at"),
  deletedAt: tstz("deleted_at")
});
var b2bTicketUses = pgTable("b2b_ticket_uses", {
  meetingId: uuid("meeting_id").primaryKey().references(() => meetings.id),
  ticketId: uuid("ticket_id").notNull().references(() => b2bTickets.id),
  patientId: uuid("patient_id").notNull().references(() => patients.id),
  usedAt: tstz("used_at").notNull().defaultNow()
});

// packages/server/src/platform/notified-cache.ts
var NotifiedCache = class {
  constructor(options2) {
    this.options = options2;
  }
  options;
  entries = /* @__PURE__ */ new Map();
  enabled = true;
  /** Subscribes to the channel whose payload is the key of an entry to drop, or '*' for all. */
  async subscribe(database, channel) {
    await database.listen(channel, {
      onMessage: (key2) => key2 === "*" ? this.entries.clear() : this.delete(key2),
      onGap: () => this.suspend(),
      onResume: () => this.resume()
    });
    return this;
  }
  get(key2, now) {
    if (!this.enabled) return void 0;
    const entry = this.entries.get(key2);
    if (!entry) return void 0;
    if (now - entry.cachedAt > this.options.ttlMs) {
      this.entries.delete(key2);
      return void 0;
    }
    return entry.value;
  }
  set(key2, value, now) {
    if (!this.enabled) return;
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value);
    this.entries.set(key2, { value, cachedAt: now });
  }
  delete(key2) {
    this.entries.delete(key2);
  }
  /** Notifications may be missed from now on: forget everything and stop caching. */
  suspend() {
    this.enabled = false;
    this.entries.clear();
  }
  resume() {
    this.enabled = true;
  }
};

// packages/server/src/platform/tokens.ts
import { createHash, randomBytes } from "node:crypto";
function newToken() {
  return randomBytes(32).toString("base64url");
}
function hashToken(token) {
  return createHash("sha256").update(token).digest("base64url");
}

// packages/server/src/platform/auth/sessions.ts
var SESSION_COOKIE = "konsult_session";
var CSRF_COOKIE = "csrf_token";
var TOUCH_INTERVAL_MS = 6e4;
var ENDED_CHANNEL = "konsult_session_ended";
function toMe(clinician, pool) {
  return {
    id: clinician.id,
    username: clinician.username,
    name: clinician.name,
    profession: clinician.profession,
    careType: clinician.careType,
    pool: {
      id: pool.id,
      name: pool.name,
      country: pool.country,
      prorenata: pool.prorenata,
      isExternal: pool.isExternal,
      partnership: pool.partnership,
      partnershipKind: pool.partnershipKind,
      usesExternalEmr: pool.usesExternalEmr
    },
    specialties: clinician.specialties,
    slotLengthOverride: clinician.slotLengthOverride,
    countrySpecific: pool.country === "FR" ? { FR: { isIndependent: clinician.frIsIndependent } } : {},
    locale: clinician.locale ?? DEFAULT_LOCALE[pool.country],
    signingEnabled: isSigningEnabled(pool.country),
    strikingEnabled: isStrikingEnabled(pool.country)
  };
}
function sessionQuery(db) {
  return db.select({
    csrfToken: sessions.csrfToken,
    lastSeenAt: sessions.lastSeenAt,
    expiresAt: sessions.expiresAt,
    clinician: {
      id: clinicians.id,
      username: clinicians.username,
      name: clinicians.name,
      profession: clinicians.profession,
      careType: clinicians.careType,
      poolId: clinicians.poolId,
      specialties: clinicians.specialties,
      slotLengthOverride: clinicians.slotLengthOverride,
      frIsIndependent: clinicians.frIsIndependent,
      locale: clinicians.locale
    },
    pool: pools
  }).from(sessions).innerJoin(clinicians, eq(clinicians.id, sessions.clinicianId)).innerJoin(pools, eq(pools.id, clinicians.poolId)).where(and(eq(sessions.id, sql.placeholder("id")), isNull(sessions.endedAt))).prepare("session_by_id");
}
var Sessions = class _Sessions {
  constructor(db, policy, cache) {
    this.db = db;
    this.policy = policy;
    this.cache = cache;
    this.byId = sessionQuery(db);
  }
  db;
  policy;
  cache;
  byId;
  static async open(database, policy) {
    const cache = await new NotifiedCache({ ttlMs: 3e4, maxEntries: 1e4 }).subscribe(
      database,
      ENDED_CHANNEL
    );
    const store = new _Sessions(database.db, policy, cache);
    await store.purgeOld(/* @__PURE__ */ new Date());
    return store;
  }
  async create(clinicianId, now, client) {
    const token = newToken();
    const csrfToken = newToken();
    await this.db.insert(sessions).values({
      id: hashToken(token),
      clinicianId,
      csrfToken,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.policy.absoluteHours * 36e5),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null
    });
    return { token, csrfToken };
  }
  /** The clinician behind a session cookie, or null when the session is unknown, ended, idle or too old. */
  async resolve(token, now) {
    const id6 = hashToken(token);
    const at = now.getTime();
    let entry = this.cache.get(id6, at);
    if (!entry) {
      const [row] = await this.byId.execute({ id: id6 });
      if (!row) return null;
      entry = {
        principal: { ...toMe(row.clinician, row.pool), sessionId: id6, csrfToken: row.csrfToken },
        lastSeenAt: row.lastSeenAt.getTime(),
        expiresAt: row.expiresAt.getTime()
      };
      this.cache.set(id6, entry, at);
    }
    if (at >= entry.expiresAt || at >= entry.lastSeenAt + this.policy.idleMinutes * 6e4) {
      await this.end(id6, now);
      return null;
    }
    if (at - entry.lastSeenAt > TOUCH_INTERVAL_MS) {
      entry.lastSeenAt = at;
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id6));
    }
    return entry.principal;
  }
  async end(sessionId, now) {
    this.cache.delete(sessionId);
    await this.db.update(sessions).set({ endedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
    await this.db.execute(sql`SELECT pg_notify(${ENDED_CHANNEL}, ${sessionId})`);
  }
  async endByToken(token, now) {
    await this.end(hashToken(token), now);
  }
  /** Expired and ended sessions older than a day carry no value; run at start-up. */
  async purgeOld(now) {
    await this.db.delete(sessions).where(sql`coalesce(${sessions.endedAt}, ${sessions.expiresAt}) < ${new Date(now.getTime() - 864e5)}`);
  }
};

// packages/server/src/platform/auth/guard.ts
var STATE_CHANGING = /* @__PURE__ */ new Set(["POST", "PUT", "PATCH", "DELETE"]);
function installGuard(app, sessions2) {
  app.decorateRequest("principal", null);
  app.addHook("onRequest", async (request2) => {
    if (!request2.url.startsWith("/api/")) return;
    const stateChanging = STATE_CHANGING.has(request2.method);
    if (stateChanging && isCrossSite(request2)) throw forbidden("Cross-site requests are refused.");
    if (request2.routeOptions.config.public) return;
    const token = request2.cookies[SESSION_COOKIE];
    request2.principal = token ? await sessions2.resolve(token, /* @__PURE__ */ new Date()) : null;
    if (!request2.principal) throw unauthorized();
    if (stateChanging && !sameToken(request2.headers["x-csrf-token"], request2.principal.csrfToken)) {
      throw forbidden("Missing or wrong x-csrf-token header.");
    }
  });
}
function isCrossSite(request2) {
  if (request2.headers["sec-fetch-site"] === "cross-site") return true;
  const origin2 = request2.headers.origin;
  if (!origin2) return false;
  try {
    return new URL(origin2).host !== request2.headers.host;
  } catch {
    return true;
  }
}
function sameToken(header, expected) {
  if (typeof header !== "string") return false;
  const a = Buffer.from(header);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// packages/server/src/platform/principal.ts
function requirePrincipal(principal) {
  if (!principal) throw new Error("requirePrincipal on a public route");
  return principal;
}
function requireAccess(access) {
  if (!access) throw new Error("requireAccess on a route without x-patient-data");
  return access;
}

// packages/server/src/platform/access-hook.ts
function installAccessHook(app, access) {
  app.decorateRequest("access", null);
  app.addHook("preValidation", async (request2) => {
    const marker = request2.routeOptions.schema?.["x-patient-data"];
    if (!marker) return;
    const principal = requirePrincipal(request2.principal);
    const source = { path: request2.params, query: request2.query, body: request2.body }[marker.in ?? "path"];
    const id6 = String(source?.[marker.param] ?? "");
    const require3 = {
      meeting: access.requireMeeting,
      patient: access.requirePatient,
      "medical-record-entry": access.requireEntry,
      conversation: access.requireConversation,
      "medical-document": access.requireMedicalDocument
    }[marker.resource];
    request2.access = await require3.call(access, request2, principal, id6, marker.action);
  });
}

// packages/server/src/platform/access.ts
import { and as and2, eq as eq2, sql as sql3 } from "drizzle-orm";

// packages/server/src/platform/db/database.ts
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
async function queryRows(db, query) {
  const result = await db.execute(query);
  return result.rows;
}
var preparedByDb = /* @__PURE__ */ new WeakMap();
function prepared(db, name, build3) {
  let byName2 = preparedByDb.get(db);
  if (!byName2) preparedByDb.set(db, byName2 = /* @__PURE__ */ new Map());
  if (!byName2.has(name)) byName2.set(name, build3(db, name));
  return byName2.get(name);
}

// packages/server/src/platform/db/channels.ts
var MEETING_CHANGED_CHANNEL = "konsult_meeting_changed";
var OUTBOX_CHANNEL = "konsult_outbox";
var VIDEO_ROOM_CHANNEL = "konsult_video_room";

// packages/server/src/platform/audit.ts
import { sql as sql2 } from "drizzle-orm";
async function audit(db, request2, event) {
  await writerFor(db).append(toRow(request2, event));
}
async function auditWithin(tx, request2, event) {
  await tx.insert(auditEvents).values(toRow(request2, event));
}
function toRow(request2, event) {
  return {
    action: event.action,
    outcome: event.outcome,
    patientId: event.patientId ?? null,
    resourceType: event.resourceType ?? null,
    resourceId: event.resourceId ?? null,
    actorClinicianId: event.actorClinicianId === void 0 ? request2.principal?.id ?? null : event.actorClinicianId,
    subject: event.subject ?? null,
    requestId: request2.id,
    ip: request2.ip
  };
}
var insertOne = (db) => prepared(
  db,
  "audit_insert",
  (d, name) => d.insert(auditEvents).values({
    action: sql2.placeholder("action"),
    outcome: sql2.placeholder("outcome"),
    patientId: sql2.placeholder("patientId"),
    resourceType: sql2.placeholder("resourceType"),
    resourceId: sql2.placeholder("resourceId"),
    actorClinicianId: sql2.placeholder("actorClinicianId"),
    subject: sql2.placeholder("subject"),
    requestId: sql2.placeholder("requestId"),
    ip: sql2.placeholder("ip")
  }).prepare(name)
);
async function insertMany(db, rows) {
  const json = JSON.stringify(
    rows.map((r) => ({
      action: r.action,
      outcome: r.outcome,
      patient_id: r.patientId,
      resource_type: r.resourceType,
      resource_id: r.resourceId,
      actor_clinician_id: r.actorClinicianId,
      subject: r.subject,
      request_id: r.requestId,
      ip: r.ip
    }))
  );
  await db.execute(sql2`
    INSERT INTO audit_events (action, outcome, patient_id, resource_type, resource_id, actor_clinician_id, subject, request_id, ip)
    SELECT action, outcome, patient_id, resource_type, resource_id, actor_clinician_id, subject, request_id, ip
    FROM json_populate_recordset(NULL::audit_events, ${json}::json)`);
}
var MAX_BATCH = 500;
var AuditWriter = class {
  constructor(db) {
    this.db = db;
  }
  db;
  queue = [];
  flushing = false;
  append(row) {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, settle: (error) => error === void 0 ? resolve() : reject(error) });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }
  async flush() {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        if (batch.length === 1) await insertOne(this.db).execute(batch[0].row);
        else
          await insertMany(
            this.db,
            batch.map((b) => b.row)
          );
        for (const b of batch) b.settle();
      } catch (error) {
        for (const b of batch) b.settle(error ?? new Error("audit insert failed"));
      }
    }
    this.flushing = false;
  }
};
var writers = /* @__PURE__ */ new WeakMap();
function writerFor(db) {
  let writer = writers.get(db);
  if (!writer) writers.set(db, writer = new AuditWriter(db));
  return writer;
}

// packages/server/src/platform/access.ts
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function isUuid(value) {
  return UUID.test(value);
}
var meetingPartiesQuery = (db) => prepared(
  db,
  "access_meeting_parties",
  (d, name) => d.select({ clinicianId: meetings.clinicianId, patientId: meetings.patientId }).from(meetings).where(eq2(meetings.id, sql3.placeholder("meetingId"))).prepare(name)
);
var entryPartiesQuery = (db) => prepared(
  db,
  "access_entry_parties",
  (d, name) => d.select({
    meetingId: medicalRecordEntries.meetingId,
    patientId: medicalRecordEntries.patientId,
    clinicianId: meetings.clinicianId
  }).from(medicalRecordEntries).innerJoin(meetings, eq2(meetings.id, medicalRecordEntries.meetingId)).where(eq2(medicalRecordEntries.id, sql3.placeholder("entryId"))).prepare(name)
);
var historyEntryPartiesQuery = (db) => prepared(
  db,
  "access_history_entry_parties",
  (d, name) => d.select({ meetingId: recordHistoryEntries.meetingId, patientId: recordHistoryEntries.patientId }).from(recordHistoryEntries).where(eq2(recordHistoryEntries.id, sql3.placeholder("entryId"))).prepare(name)
);
var conversationPartiesQuery = (db) => prepared(
  db,
  "access_conversation_parties",
  (d, name) => d.select({
    meetingId: conversations.meetingId,
    patientId: conversations.patientId,
    clinicianId: conversations.clinicianId
  }).from(conversations).where(eq2(conversations.id, sql3.placeholder("conversationId"))).prepare(name)
);
var documentPartiesQuery = (db) => prepared(
  db,
  "access_document_parties",
  (d, name) => d.select({ meetingId: medicalDocuments.meetingId, patientId: medicalDocuments.patientId }).from(medicalDocuments).where(eq2(medicalDocuments.id, sql3.placeholder("documentId"))).prepare(name)
);
var careRelationshipQuery = (db) => prepared(
  db,
  "access_care_relationship",
  (d, name) => d.select({ one: sql3`1` }).from(meetings).where(
    and2(
      eq2(meetings.patientId, sql3.placeholder("patientId")),
      eq2(meetings.clinicianId, sql3.placeholder("clinicianId"))
    )
  ).limit(1).prepare(name)
);
var AccessControl = class _AccessControl {
  constructor(db, parties) {
    this.db = db;
    this.parties = parties;
  }
  db;
  parties;
  static async open(database) {
    const parties = await new NotifiedCache({ ttlMs: 6e4, maxEntries: 5e4 }).subscribe(
      database,
      MEETING_CHANGED_CHANNEL
    );
    return new _AccessControl(database.db, parties);
  }
  /** Resolves a meeting the clinician may act on, or audits the denial and throws 404. */
  async requireMeeting(request2, principal, meetingId, action) {
    const parties = isUuid(meetingId) ? await this.meetingParties(meetingId) : void 0;
    if (parties?.clinicianId === principal.id) return { meetingId, patientId: parties.patientId };
    return deny(this.db, request2, {
      action,
      resourceType: "meeting",
      resourceId: meetingId,
      patientId: parties?.patientId ?? null
    });
  }
  /** A conversation is reached through its meeting: the clinician the meeting's conversation is with. */
  async requireConversation(request2, principal, conversationId, action) {
    const [row] = isUuid(conversationId) ? await conversationPartiesQuery(this.db).execute({ conversationId }) : [];
    if (row && row.clinicianId === principal.id) return { meetingId: row.meetingId, patientId: row.patientId };
    return deny(this.db, request2, {
      action,
      resourceType: "conversation",
      resourceId: conversationId,
      patientId: row?.patientId ?? null
    });
  }
  /** Checks the care relationship with a patient, or audits the denial and throws 404. */
  async requirePatient(request2, principal, patientId, action) {
    if (isUuid(patientId)) {
      const [row] = await careRelationshipQuery(this.db).execute({ patientId, clinicianId: principal.id });
      if (row) return { meetingId: null, patientId };
    }
    return deny(this.db, request2, {
      action,
      resourceType: "patient",
      resourceId: patientId,
      patientId: isUuid(patientId) ? patientId : null
    });
  }
  /** A finalised document is part of its patient's record: reached through a care relationship with the patient. */
  async requireMedicalDocument(request2, principal, documentId, action) {
    const [row] = isUuid(documentId) ? await documentPartiesQuery(this.db).execute({ documentId }) : [];
    const cares = row ? await careRelationshipQuery(this.db).execute({ patientId: row.patientId, clinicianId: principal.id }) : [];
    if (row && cares.length > 0) return { meetingId: row.meetingId, patientId: row.patientId };
    return deny(this.db, request2, {
      action,
      resourceType: "medical-document",
      resourceId: documentId,
      patientId: row?.patientId ?? null
    });
  }
  /**
   * A konsult note is reached through its meeting: the clinician the meeting is assigned to. An entry the records
   * system holds (record_history_entries, no meeting of ours to own it) is reached through a care relationship
   * with its patient, as the record history that lists it.
   */
  async requireEntry(request2, principal, entryId, action) {
    const [row] = isUuid(entryId) ? await entryPartiesQuery(this.db).execute({ entryId }) : [];
    if (row && row.clinicianId === principal.id)
      return { meetingId: row.meetingId, patientId: row.patientId, entryId, entrySource: "konsult" };
    const [history] = isUuid(entryId) && !row ? await historyEntryPartiesQuery(this.db).execute({ entryId }) : [];
    const cares = history ? await careRelationshipQuery(this.db).execute({ patientId: history.patientId, clinicianId: principal.id }) : [];
    if (history && cares.length > 0)
      return { meetingId: history.meetingId, patientId: history.patientId, entryId, entrySource: "records-system" };
    return deny(this.db, request2, {
      action,
      resourceType: "medical-record-entry",
      resourceId: entryId,
      patientId: row?.patientId ?? history?.patientId ?? null
    });
  }
  async meetingParties(meetingId) {
    const now = Date.now();
    const cached = this.parties.get(meetingId, now);
    if (cached) return cached;
    const [row] = await meetingPartiesQuery(this.db).execute({ meetingId });
    if (row) this.parties.set(meetingId, row, now);
    return row;
  }
};
async function deny(db, request2, target) {
  await audit(db, request2, {
    action: target.action,
    outcome: "denied",
    patientId: target.patientId,
    resourceType: target.resourceType,
    resourceId: target.resourceId
  });
  throw notFound();
}

// packages/server/src/auth/routes.ts
import { z as z22 } from "zod";

// packages/server/src/platform/auth/passwords.ts
import { randomBytes as randomBytes2, scrypt, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
var N = 2 ** 15;
var R = 8;
var P = 1;
var KEY_LENGTH = 32;
var MAX_MEM = 64 * 1024 * 1024;
function derive(password, salt, n, r, p) {
  return new Promise(
    (resolve, reject) => scrypt(
      password,
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: MAX_MEM },
      (error, key2) => error ? reject(error) : resolve(key2)
    )
  );
}
async function hashPassword(password) {
  const salt = randomBytes2(16);
  const key2 = await derive(password, salt, N, R, P);
  return ["scrypt", N, R, P, salt.toString("base64url"), key2.toString("base64url")].join("$");
}
async function verifyPassword(password, stored) {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual2(actual, expected);
}
var UNKNOWN_USER_HASH = hashPassword(randomBytes2(16).toString("hex"));

// packages/server/src/auth/repo.ts
import { and as and3, count, eq as eq3, gt, or } from "drizzle-orm";
async function findClinicianByUsername(db, username) {
  const [row] = await db.select({ clinician: clinicians, pool: pools }).from(clinicians).innerJoin(pools, eq3(pools.id, clinicians.poolId)).where(eq3(clinicians.username, username));
  return row ?? null;
}
async function countLoginFailures(db, username, ip, since) {
  const recent = and3(
    eq3(auditEvents.action, "auth.login"),
    eq3(auditEvents.outcome, "failure"),
    gt(auditEvents.at, since)
  );
  const [byUser] = await db.select({ n: count() }).from(auditEvents).where(and3(recent, eq3(auditEvents.subject, username)));
  const [byIp] = await db.select({ n: count() }).from(auditEvents).where(and3(recent, or(eq3(auditEvents.ip, ip))));
  return { byUser: byUser?.n ?? 0, byIp: byIp?.n ?? 0 };
}

// packages/server/src/auth/service.ts
var wrongCredentials = () => new AppError(401, "unauthorized", "Wrong username or password.");
async function login(db, sessions2, request2, body, policy) {
  const now = /* @__PURE__ */ new Date();
  const username = body.username.toLowerCase();
  const since = new Date(now.getTime() - policy.windowMinutes * 6e4);
  const failures = await countLoginFailures(db, username, request2.ip, since);
  if (failures.byUser >= policy.maxFailures || failures.byIp >= policy.maxFailures * 4) {
    await audit(db, request2, { action: "auth.login", outcome: "denied", subject: username, actorClinicianId: null });
    throw rateLimited();
  }
  const found = await findClinicianByUsername(db, username);
  const usable = found && (!found.clinician.isDemo || policy.demoMode) ? found : null;
  const valid = await verifyPassword(body.password, usable?.clinician.passwordHash ?? await UNKNOWN_USER_HASH);
  if (!usable || !valid) {
    await audit(db, request2, {
      action: "auth.login",
      outcome: "failure",
      subject: username,
      actorClinicianId: usable?.clinician.id ?? null
    });
    throw wrongCredentials();
  }
  const session = await sessions2.create(usable.clinician.id, now, {
    ip: request2.ip,
    userAgent: request2.headers["user-agent"]
  });
  await audit(db, request2, {
    action: "auth.login",
    outcome: "success",
    subject: username,
    actorClinicianId: usable.clinician.id
  });
  return { me: toMe(usable.clinician, usable.pool), ...session };
}

// packages/server/src/auth/routes.ts
var authRoutes = async (app, { db, sessions: sessions2, policy, secureCookies, features, messaging }) => {
  const cookieBase = { path: "/", sameSite: "lax", secure: secureCookies };
  const errors8 = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };
  app.post(
    "/api/auth/login",
    {
      config: { public: true },
      schema: { tags: ["auth"], summary: "Sign in", body: LoginBody, response: { 200: MeResponse, ...errors8 } }
    },
    async (request2, reply) => {
      const previous = request2.cookies[SESSION_COOKIE];
      if (previous) await sessions2.endByToken(previous, /* @__PURE__ */ new Date());
      const { me, token, csrfToken } = await login(db, sessions2, request2, request2.body, policy);
      reply.setCookie(SESSION_COOKIE, token, { ...cookieBase, httpOnly: true });
      reply.setCookie(CSRF_COOKIE, csrfToken, { ...cookieBase, httpOnly: false });
      return { clinician: me, features, messaging };
    }
  );
  app.post(
    "/api/auth/logout",
    { schema: { tags: ["auth"], summary: "Sign out and end the session", response: { 204: z22.null(), ...errors8 } } },
    async (request2, reply) => {
      const principal = requirePrincipal(request2.principal);
      await sessions2.end(principal.sessionId, /* @__PURE__ */ new Date());
      await audit(db, request2, { action: "auth.logout", outcome: "success" });
      reply.clearCookie(SESSION_COOKIE, cookieBase).clearCookie(CSRF_COOKIE, cookieBase);
      return reply.code(204).send(null);
    }
  );
  app.get(
    "/api/auth/me",
    { schema: { tags: ["auth"], summary: "The signed-in clinician", response: { 200: MeResponse, 401: ErrorBody } } },
    async (request2) => {
      const { sessionId: _sessionId, csrfToken: _csrfToken, ...me } = requirePrincipal(request2.principal);
      return { clinician: me, features, messaging };
    }
  );
};

// packages/server/src/meetings/routes.ts
import { z as z23 } from "zod";

// packages/server/src/meetings/repo.ts
import { aliasedTable, and as and4, asc, desc, eq as eq4, gte, inArray, lt, lte, notInArray, sql as sql4 } from "drizzle-orm";
async function listMeetingsForClinician(db, clinicianId, from, to) {
  return db.select({
    meeting: meetings,
    patientGivenName: patients.givenName,
    patientFamilyName: patients.familyName,
    childName: children.name
  }).from(meetings).innerJoin(patients, eq4(patients.id, meetings.patientId)).leftJoin(children, eq4(children.id, meetings.childId)).where(
    and4(
      eq4(meetings.clinicianId, clinicianId),
      gte(meetings.scheduledStartTime, from),
      lt(meetings.scheduledStartTime, to)
    )
  ).orderBy(asc(meetings.scheduledStartTime)).limit(500);
}
var caregiver = aliasedTable(clinicians, "caregiver");
var ownMeetingQuery = (db) => prepared(
  db,
  "meeting_own_with_patient",
  (d, name) => d.select({
    meeting: meetings,
    patient: patients,
    child: children,
    caregiverId: caregiver.id,
    caregiverName: caregiver.name,
    careFacilityId: careFacilities.id,
    careFacilityName: careFacilities.name
  }).from(meetings).innerJoin(patients, eq4(patients.id, meetings.patientId)).innerJoin(caregiver, eq4(caregiver.id, meetings.clinicianId)).leftJoin(children, eq4(children.id, meetings.childId)).leftJoin(meetingCareFacilities, eq4(meetingCareFacilities.meetingId, meetings.id)).leftJoin(careFacilities, eq4(careFacilities.id, meetingCareFacilities.careFacilityId)).where(
    and4(eq4(meetings.id, sql4.placeholder("meetingId")), eq4(meetings.clinicianId, sql4.placeholder("clinicianId")))
  ).prepare(name)
);
async function findOwnMeeting(db, meetingId, clinicianId) {
  const [row] = await ownMeetingQuery(db).execute({ meetingId, clinicianId });
  return row ?? null;
}
var GONE = ["CANCELLED", "REASSIGNED"];
var BEGUN = ["STARTED", "COMPLETED", "NO_SHOW"];
async function findLatestOwnMeetingId(db, clinicianId, patientId, now) {
  const begun = sql4`(${lte(meetings.scheduledStartTime, now)} or ${inArray(meetings.status, BEGUN)})`;
  const [row] = await db.select({ id: meetings.id }).from(meetings).where(
    and4(eq4(meetings.clinicianId, clinicianId), eq4(meetings.patientId, patientId), notInArray(meetings.status, GONE))
  ).orderBy(
    desc(begun),
    desc(sql4`case when ${begun} then ${meetings.scheduledStartTime} end`),
    asc(meetings.scheduledStartTime),
    asc(meetings.id)
  ).limit(1);
  return row?.id ?? null;
}
async function findMeetingMeansState(db, meetingId) {
  const [row] = await db.select({ status: meetings.status, meetingMeans: meetings.meetingMeans, isOneTimeUser: patients.gbIsOneTimeUser }).from(meetings).innerJoin(patients, eq4(patients.id, meetings.patientId)).where(eq4(meetings.id, meetingId));
  return row ?? null;
}
async function setMeetingMeans(db, meetingId, meetingMeans, now) {
  await db.update(meetings).set({ meetingMeans, updatedAt: now }).where(eq4(meetings.id, meetingId));
}

// packages/server/src/meetings/mapper.ts
var ms = (d) => d ? d.getTime() : null;
function toMeetingSummary(row) {
  const m = row.meeting;
  const start = m.scheduledStartTime.getTime();
  return {
    id: m.id,
    patientId: m.patientId,
    patientName: `${row.patientGivenName} ${row.patientFamilyName}`,
    childName: row.childName,
    activityType: m.activityType,
    interventionType: m.interventionType,
    scheduledStartTime: start,
    scheduledEndTime: start + m.slotLengthMinutes * 6e4,
    actualEndTime: ms(m.actualEndTime),
    status: m.status
  };
}
function toMeeting(row) {
  const { meeting: m, patient: p, child: c } = row;
  const start = m.scheduledStartTime.getTime();
  return {
    id: m.id,
    activityId: m.id,
    patientId: m.patientId,
    activityType: m.activityType,
    interventionType: m.interventionType,
    status: m.status,
    user: {
      id: p.id,
      name: `${p.givenName} ${p.familyName}`,
      idNumber: p.idNumber,
      givenName: p.givenName,
      familyName: p.familyName,
      maidenName: p.maidenName,
      gender: p.gender,
      avatar: null,
      email: p.email,
      phone: p.phone,
      address: p.address && p.zip && p.city ? {
        address: p.address,
        zip: p.zip,
        city: p.city,
        countyId: p.countyId,
        country: p.addressCountry ?? p.country
      } : null,
      ssn: p.country === "SE" || p.country === "NO" || p.country === "FR" ? p.idNumber : null,
      dob: p.dob,
      language: p.preferredLanguage,
      highCostCard: p.seHighCostCard,
      gb: p.country === "GB" ? {
        practiceId: p.gbPracticeId,
        practiceName: p.gbPracticeName,
        nhsNumber: p.gbNhsNumber,
        partnership: p.gbPartnership,
        phoneEmr: p.gbPhoneEmr,
        isOneTimeUser: p.gbIsOneTimeUser
      } : null,
      fr: p.country === "FR" ? { statusAme: p.frStatusAme ?? false, statusCmuc: p.frStatusCmuc ?? false } : null
    },
    child: c ? { id: c.id, name: c.name, gender: c.gender, gb: p.country === "GB" ? { nhsNumber: c.gbNhsNumber } : null } : null,
    accountableCaregiver: { id: row.caregiverId, name: row.caregiverName },
    internalReferral: m.internalReferral,
    careFacility: row.careFacilityId && row.careFacilityName ? { id: row.careFacilityId, name: row.careFacilityName } : null,
    bookedTime: m.bookedTime.getTime(),
    scheduledStartTime: start,
    startMillis: start,
    endMillis: start + m.slotLengthMinutes * 6e4,
    slotLength: m.slotLengthMinutes,
    actualStartTime: ms(m.actualStartTime),
    actualEndTime: ms(m.actualEndTime),
    videoCallStartTime: ms(m.videoCallStartTime),
    videoCallEndTime: ms(m.videoCallEndTime),
    isConfirmed: m.isConfirmed,
    gotPrescription: m.gotPrescription,
    prescriptionDenied: m.prescriptionDenied,
    prescriptionOnly: m.prescriptionOnly,
    symptoms: m.symptomsFormName && m.symptomsSurveyInformationId ? { formName: m.symptomsFormName, surveyInformationId: m.symptomsSurveyInformationId } : null,
    marketSpecifics: m.marketSpecifics,
    meetingMeans: m.meetingMeans ?? null
  };
}

// packages/server/src/meetings/service.ts
var DAY3 = 864e5;
var LIST_PAST_DAYS = 60;
var LIST_FUTURE_DAYS = 60;
async function listMyMeetings(db, request2, principal, now) {
  const rows = await listMeetingsForClinician(
    db,
    principal.id,
    new Date(now.getTime() - LIST_PAST_DAYS * DAY3),
    new Date(now.getTime() + LIST_FUTURE_DAYS * DAY3)
  );
  await audit(db, request2, { action: "meeting.list", outcome: "success", resourceType: "meeting" });
  return orderForHome(rows.map(toMeetingSummary), now.getTime(), principal.pool.country);
}
async function getMeeting(db, cache, request2, principal, access) {
  const meetingId = access.meetingId;
  const meeting = await loadMeeting(db, cache, meetingId, principal.id);
  if (!meeting) throw notFound();
  const { status, patientId } = meeting;
  if (status === "CANCELLED" || status === "REASSIGNED") {
    await audit(db, request2, {
      action: "meeting.read",
      outcome: "failure",
      patientId,
      resourceType: "meeting",
      resourceId: meetingId
    });
    throw status === "CANCELLED" ? new AppError(410, ERROR_KEYS.meetingCancelled, "This meeting has been cancelled.") : new AppError(410, ERROR_KEYS.meetingReassigned, "This meeting has been reassigned to another clinician.");
  }
  await audit(db, request2, {
    action: "meeting.read",
    outcome: "success",
    patientId,
    resourceType: "meeting",
    resourceId: meetingId
  });
  return meeting;
}
async function getLatestMeeting(db, cache, request2, principal, access, now) {
  const meetingId = await findLatestOwnMeetingId(db, principal.id, access.patientId, now);
  const meeting = meetingId ? await loadMeeting(db, cache, meetingId, principal.id) : null;
  await audit(db, request2, {
    action: "meeting.latest_read",
    outcome: "success",
    patientId: access.patientId,
    resourceType: meeting ? "meeting" : "patient",
    resourceId: meeting?.id ?? access.patientId
  });
  return { meeting };
}
function openMeetingCache(database) {
  return new NotifiedCache({ ttlMs: 6e4, maxEntries: 2e4 }).subscribe(database, MEETING_CHANGED_CHANNEL);
}
async function loadMeeting(db, cache, meetingId, clinicianId) {
  const now = Date.now();
  const cached = cache.get(meetingId, now);
  if (cached) return cached.accountableCaregiver.id === clinicianId ? cached : null;
  const row = await findOwnMeeting(db, meetingId, clinicianId);
  if (!row) return null;
  const meeting = toMeeting(row);
  cache.set(meetingId, meeting, now);
  return meeting;
}
async function updateMeetingMeans(db, cache, request2, access, body, now) {
  const meetingId = access.meetingId;
  const state = await findMeetingMeansState(db, meetingId);
  if (!state) throw notFound();
  if (!asksMeetingMeans(state.isOneTimeUser)) {
    throw conflict("not_one_time_user", "The meeting means is asked only for one-time web users.");
  }
  if (isEnded(state.status)) throw conflict("meeting_ended", "This meeting has ended.");
  await setMeetingMeans(db, meetingId, body.meetingMeans, now);
  cache.delete(meetingId);
  await audit(db, request2, {
    action: "meeting_means.update",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: meetingId
  });
  return { meetingMeans: body.meetingMeans };
}

// packages/server/src/meetings/routes.ts
var meetingRoutes = async (app, { db, cache }) => {
  app.get(
    "/api/meetings",
    {
      schema: {
        tags: ["meetings"],
        summary: "The signed-in clinician's meetings: today first, then upcoming, then ended",
        response: { 200: MeetingListResponse, 401: ErrorBody }
      }
    },
    async (request2) => ({
      meetings: await listMyMeetings(db, request2, requirePrincipal(request2.principal), /* @__PURE__ */ new Date())
    })
  );
  app.get(
    "/api/meeting/emrconfig",
    {
      schema: {
        tags: ["meetings", "patient-data"],
        summary: "Whether the meeting's notes live in an external EMR (seed 002 \xA77)",
        "x-patient-data": { resource: "meeting", param: "meetingId", in: "query", action: "meeting.emrconfig" },
        querystring: z23.object({ meetingId: z23.string().max(100) }),
        response: { 200: EmrConfigResponse, 401: ErrorBody, 404: ErrorBody }
      }
    },
    // The meeting is the clinician's own (checked before this runs), so its pool is theirs.
    async (request2) => ({
      usesExternalEmr: requirePrincipal(request2.principal).pool.usesExternalEmr,
      hasPostPhysicalEvaluation: false
    })
  );
  app.get(
    "/api/meeting/doctor/meeting/:id",
    {
      schema: {
        tags: ["meetings", "patient-data"],
        summary: "One meeting with its patient (seed 002 \xA73 Meeting)",
        "x-patient-data": { resource: "meeting", param: "id", action: "meeting.read" },
        params: z23.object({ id: z23.string().max(100) }),
        response: { 200: Meeting, 401: ErrorBody, 404: ErrorBody, 410: ErrorBody }
      }
    },
    async (request2) => getMeeting(db, cache, request2, requirePrincipal(request2.principal), requireAccess(request2.access))
  );
  app.get(
    "/api/meeting/doctor/patient/:patientId/latest-meeting",
    {
      schema: {
        tags: ["meetings", "patient-data"],
        summary: "The clinician's own meeting with the patient that messages and documents outside a meeting go into: the latest begun, else the soonest to come; null when none takes place",
        "x-patient-data": { resource: "patient", param: "patientId", action: "meeting.latest_read" },
        params: z23.object({ patientId: z23.string().max(100) }),
        response: { 200: LatestMeetingResponse, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2) => getLatestMeeting(
      db,
      cache,
      request2,
      requirePrincipal(request2.principal),
      requireAccess(request2.access),
      /* @__PURE__ */ new Date()
    )
  );
  app.put(
    "/api/meeting/doctor/meeting/:id/meeting-means",
    {
      schema: {
        tags: ["meetings", "patient-data"],
        summary: "How a one-time web user's meeting was held: phone, video or both (409 not_one_time_user for other patients, meeting_ended once it has ended)",
        "x-patient-data": { resource: "meeting", param: "id", action: "meeting_means.update" },
        params: z23.object({ id: z23.string().max(100) }),
        body: MeetingMeansBody,
        response: { 200: MeetingMeansBody, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody }
      }
    },
    async (request2) => updateMeetingMeans(db, cache, request2, requireAccess(request2.access), request2.body, /* @__PURE__ */ new Date())
  );
};

// packages/server/src/action-panel-events/routes.ts
import { z as z24 } from "zod";

// packages/server/src/action-panel-events/repo.ts
async function insertActionPanelEvent(db, row) {
  await db.insert(actionPanelEvents).values({
    meetingId: row.meetingId,
    patientId: row.patientId,
    clinicianId: row.clinicianId,
    action: row.action,
    event: row.event,
    occurredAt: new Date(row.occurredAt)
  });
}

// packages/server/src/action-panel-events/routes.ts
var actionPanelEventRoutes = async (app, { db }) => {
  const keep = async (request2, reply) => {
    const access = requireAccess(request2.access);
    await insertActionPanelEvent(db, {
      meetingId: access.meetingId ?? null,
      patientId: access.patientId,
      clinicianId: requirePrincipal(request2.principal).id,
      ...request2.body
    });
    await audit(db, request2, {
      action: "action_panel.event",
      outcome: "success",
      patientId: access.patientId,
      resourceType: access.meetingId ? "meeting" : "patient",
      resourceId: access.meetingId ?? access.patientId
    });
    return reply.code(204).send(null);
  };
  const response = { 204: z24.null(), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
  app.post(
    "/api/meeting/:id/action-panel-events",
    {
      schema: {
        tags: ["meetings", "patient-data"],
        summary: "An action panel opened or closed in the meeting (analytics)",
        "x-patient-data": { resource: "meeting", param: "id", action: "action_panel.event" },
        params: z24.object({ id: z24.string().max(100) }),
        body: ActionPanelEventBody,
        response
      }
    },
    keep
  );
  app.post(
    "/api/patient/:patientId/action-panel-events",
    {
      schema: {
        tags: ["patient-data"],
        summary: "An action panel opened or closed on the patient's profile, outside a meeting (analytics)",
        "x-patient-data": { resource: "patient", param: "patientId", action: "action_panel.event" },
        params: z24.object({ patientId: z24.string().max(100) }),
        body: ActionPanelEventBody,
        response
      }
    },
    keep
  );
};

// packages/server/src/messaging/routes.ts
import multipart from "@fastify/multipart";
import { z as z25 } from "zod";

// packages/server/src/patient-links/service.ts
import { randomUUID } from "node:crypto";
import { eq as eq6 } from "drizzle-orm";

// packages/server/src/patient-links/repo.ts
import { and as and5, eq as eq5, isNull as isNull2 } from "drizzle-orm";
async function replaceLink(db, link) {
  await db.transaction(async (tx) => {
    await revokeLinks(tx, link.meetingId, link.createdAt);
    await tx.insert(patientLinks).values(link);
  });
}
async function revokeLinks(db, meetingId, now) {
  const revoked = await db.update(patientLinks).set({ revokedAt: now }).where(and5(eq5(patientLinks.meetingId, meetingId), isNull2(patientLinks.revokedAt))).returning({ id: patientLinks.id });
  return revoked.length;
}
async function findLink(db, tokenHash) {
  const [row] = await db.select({
    link: patientLinks,
    patientId: meetings.patientId,
    clinicianId: meetings.clinicianId,
    meetingStatus: meetings.status,
    scheduledStartTime: meetings.scheduledStartTime,
    interventionType: meetings.interventionType,
    clinicianName: clinicians.name
  }).from(patientLinks).innerJoin(meetings, eq5(meetings.id, patientLinks.meetingId)).innerJoin(clinicians, eq5(clinicians.id, meetings.clinicianId)).where(eq5(patientLinks.tokenHash, tokenHash));
  return row ?? null;
}

// packages/server/src/patient-links/service.ts
var GRACE_MS = 2 * 60 * 6e4;
var linkInvalid = () => new AppError(404, "link_invalid", "This link is not valid or has expired. Ask your clinician for a new link.");
async function createPatientLink(db, request2, principal, access) {
  const meetingId = access.meetingId;
  const [meeting] = await db.select({ start: meetings.scheduledStartTime, minutes: meetings.slotLengthMinutes }).from(meetings).where(eq6(meetings.id, meetingId));
  const now = /* @__PURE__ */ new Date();
  const scheduledEnd = meeting.start.getTime() + meeting.minutes * 6e4;
  const expiresAt = new Date(Math.max(now.getTime(), scheduledEnd) + GRACE_MS);
  const token = newToken();
  await replaceLink(db, {
    id: randomUUID(),
    tokenHash: hashToken(token),
    meetingId,
    createdBy: principal.id,
    createdAt: now,
    expiresAt
  });
  await audit(db, request2, {
    action: "patient_link.create",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: meetingId
  });
  return { path: `/join/${token}`, expiresAt: expiresAt.getTime() };
}
async function revokePatientLinks(db, request2, access) {
  await revokeLinks(db, access.meetingId, /* @__PURE__ */ new Date());
  await audit(db, request2, {
    action: "patient_link.revoke",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: access.meetingId
  });
}
function isUsable(row, now) {
  return row !== null && !row.link.revokedAt && row.link.expiresAt.getTime() > now && row.meetingStatus !== "CANCELLED" && row.meetingStatus !== "REASSIGNED";
}
async function requirePatientLink(db, request2, token, action) {
  const row = await findLink(db, hashToken(token));
  const usable = isUsable(row, Date.now());
  await audit(db, request2, {
    action,
    outcome: usable ? "success" : "denied",
    actorClinicianId: null,
    subject: "patient link",
    patientId: row?.patientId ?? null,
    resourceType: "meeting",
    resourceId: row?.link.meetingId
  });
  if (!usable) throw linkInvalid();
  return { meetingId: row.link.meetingId, patientId: row.patientId, link: row };
}
async function openPatientLink(db, request2, token) {
  const { link: row } = await requirePatientLink(db, request2, token, "patient_link.open");
  return {
    clinicianName: row.clinicianName,
    scheduledStartTime: row.scheduledStartTime.getTime(),
    interventionType: row.interventionType,
    expiresAt: row.link.expiresAt.getTime()
  };
}

// packages/server/src/messaging/repo.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import { and as and6, asc as asc2, count as count2, eq as eq7, inArray as inArray2, isNotNull, isNull as isNull3 } from "drizzle-orm";
async function findConversationByMeeting(db, meetingId) {
  const [row] = await db.select().from(conversations).where(eq7(conversations.meetingId, meetingId));
  return row ?? null;
}
async function findConversation(db, id6) {
  const [row] = await db.select().from(conversations).where(eq7(conversations.id, id6));
  return row ?? null;
}
async function ensureConversation(db, parties) {
  await db.insert(conversations).values({ id: randomUUID2(), ...parties }).onConflictDoNothing({ target: conversations.meetingId });
  return await findConversationByMeeting(db, parties.meetingId);
}
async function insertMessage(db, message2) {
  const [row] = await db.insert(conversationMessages).values({
    id: randomUUID2(),
    conversationId: message2.conversation.id,
    patientId: message2.conversation.patientId,
    senderRole: message2.senderRole,
    senderClinicianId: message2.senderClinicianId,
    subject: message2.subject,
    body: message2.body,
    hasButton: message2.hasButton ?? false,
    buttonType: message2.buttonType ?? null
  }).returning();
  return row;
}
async function listMessages(db, conversationId) {
  return db.select().from(conversationMessages).where(eq7(conversationMessages.conversationId, conversationId)).orderBy(asc2(conversationMessages.sentAt), asc2(conversationMessages.id)).limit(1e3);
}
async function setMessageRead(db, conversationId, messageId, sentBy, readAt) {
  const rows = await db.update(conversationMessages).set({ readAt }).where(
    and6(
      eq7(conversationMessages.id, messageId),
      eq7(conversationMessages.conversationId, conversationId),
      eq7(conversationMessages.senderRole, sentBy)
    )
  ).returning({ id: conversationMessages.id });
  return rows.length > 0;
}
async function setAllRead(db, conversationId, sentBy, readAt) {
  await db.update(conversationMessages).set({ readAt }).where(and6(eq7(conversationMessages.conversationId, conversationId), eq7(conversationMessages.senderRole, sentBy)));
}
async function unreadFromPatient(db, clinicianId, conversationIds) {
  if (conversationIds.length === 0) return [];
  return db.select({
    conversationId: conversations.id,
    patientId: conversations.patientId,
    count: count2(conversationMessages.id)
  }).from(conversations).leftJoin(
    conversationMessages,
    and6(
      eq7(conversationMessages.conversationId, conversations.id),
      eq7(conversationMessages.senderRole, "PATIENT"),
      isNull3(conversationMessages.readAt)
    )
  ).where(and6(eq7(conversations.clinicianId, clinicianId), inArray2(conversations.id, conversationIds))).groupBy(conversations.id);
}
async function participantNames(db, conversation) {
  const [clinician] = await db.select({ id: clinicians.id, name: clinicians.name }).from(clinicians).where(eq7(clinicians.id, conversation.clinicianId));
  const [patient] = await db.select({ id: patients.id, givenName: patients.givenName, familyName: patients.familyName }).from(patients).where(eq7(patients.id, conversation.patientId));
  return {
    clinician,
    patient: { id: patient.id, name: `${patient.givenName} ${patient.familyName}` }
  };
}
async function sentByClinician(db, meetingId) {
  return db.select({
    id: conversationMessages.id,
    subject: conversationMessages.subject,
    body: conversationMessages.body,
    sentAt: conversationMessages.sentAt,
    senderName: clinicians.name
  }).from(conversationMessages).innerJoin(conversations, eq7(conversations.id, conversationMessages.conversationId)).innerJoin(clinicians, eq7(clinicians.id, conversationMessages.senderClinicianId)).where(and6(eq7(conversations.meetingId, meetingId), eq7(conversationMessages.senderRole, "CLINICIAN"))).orderBy(asc2(conversationMessages.sentAt)).limit(500);
}
async function insertAttachment(db, file) {
  const id6 = randomUUID2();
  await db.insert(messageAttachments).values({ id: id6, ...file, size: file.bytes.byteLength });
  return { id: id6, fileName: file.fileName, contentType: file.contentType, size: file.bytes.byteLength };
}
async function linkAttachments(db, ids, link) {
  if (ids.length === 0) return 0;
  const rows = await db.update(messageAttachments).set({ messageId: link.messageId }).where(
    and6(
      inArray2(messageAttachments.id, ids),
      eq7(messageAttachments.meetingId, link.meetingId),
      eq7(messageAttachments.uploadedBy, link.uploadedBy),
      isNull3(messageAttachments.messageId)
    )
  ).returning({ id: messageAttachments.id });
  return rows.length;
}
async function attachmentsOf(db, messageIds) {
  if (messageIds.length === 0)
    return /* @__PURE__ */ new Map();
  const rows = await db.select({
    id: messageAttachments.id,
    messageId: messageAttachments.messageId,
    fileName: messageAttachments.fileName,
    contentType: messageAttachments.contentType,
    size: messageAttachments.size
  }).from(messageAttachments).where(inArray2(messageAttachments.messageId, messageIds)).orderBy(asc2(messageAttachments.createdAt), asc2(messageAttachments.id));
  const byMessage = /* @__PURE__ */ new Map();
  for (const { messageId, ...file } of rows) byMessage.set(messageId, [...byMessage.get(messageId) ?? [], file]);
  return byMessage;
}
async function findAttachment(db, meetingId, id6, sentOnly) {
  const [row] = await db.select({
    fileName: messageAttachments.fileName,
    contentType: messageAttachments.contentType,
    bytes: messageAttachments.bytes,
    patientId: messageAttachments.patientId
  }).from(messageAttachments).where(
    and6(
      eq7(messageAttachments.id, id6),
      eq7(messageAttachments.meetingId, meetingId),
      sentOnly ? isNotNull(messageAttachments.messageId) : void 0
    )
  );
  return row ?? null;
}

// packages/server/src/messaging/service.ts
async function toMessages(db, conversation, rows) {
  const names = await participantNames(db, conversation);
  const files = await attachmentsOf(
    db,
    rows.map((row) => row.id)
  );
  return rows.map((row) => ({
    id: row.id,
    conversationId: row.conversationId,
    senderRole: row.senderRole,
    senderName: row.senderRole === "CLINICIAN" ? names.clinician.name : names.patient.name,
    subject: row.subject,
    message: row.body,
    sentAt: row.sentAt.getTime(),
    readAt: row.readAt?.getTime() ?? null,
    attachments: files.get(row.id) ?? []
  }));
}
var auditConversation = (db, request2, action, conversation, patientSide = false) => audit(db, request2, {
  action,
  outcome: "success",
  patientId: conversation.patientId,
  resourceType: "conversation",
  resourceId: conversation.id,
  ...patientSide ? { actorClinicianId: null, subject: "patient link" } : {}
});
async function sendPatientMessage(db, request2, principal, access, body, rules) {
  const attachmentIds = [...new Set(body.attachment_ids ?? [])];
  if (attachmentIds.length > rules.maxCount) {
    throw attachmentError("too_many", "body.attachment_ids", `At most ${rules.maxCount} attachments.`);
  }
  const conversation = await ensureConversation(db, {
    meetingId: access.meetingId,
    patientId: access.patientId,
    clinicianId: principal.id
  });
  const row = await db.transaction(
    (tx) => insertClinicianMessage(
      tx,
      conversation,
      principal.id,
      {
        subject: body.message_subject,
        body: body.message,
        hasButton: body.has_button,
        buttonType: body.button_type ?? null
      },
      attachmentIds
    )
  );
  await auditConversation(db, request2, "message.send", conversation);
  const [message2] = await toMessages(db, conversation, [row]);
  return { conversationId: conversation.id, message: message2 };
}
async function insertClinicianMessage(tx, conversation, clinicianId, text5, attachmentIds) {
  const message2 = await insertMessage(tx, {
    conversation,
    senderRole: "CLINICIAN",
    senderClinicianId: clinicianId,
    ...text5
  });
  const linked = await linkAttachments(tx, attachmentIds, {
    meetingId: conversation.meetingId,
    uploadedBy: clinicianId,
    messageId: message2.id
  });
  if (linked !== attachmentIds.length) {
    throw attachmentError("unknown", "body.attachment_ids", "An attachment is unknown or already sent.");
  }
  return message2;
}
async function sendClinicianFilesWithin(tx, request2, parties, text5, files) {
  const conversation = await ensureConversation(tx, parties);
  const attachments = [];
  for (const file of files) {
    attachments.push(
      await insertAttachment(tx, {
        meetingId: parties.meetingId,
        patientId: parties.patientId,
        uploadedBy: parties.clinicianId,
        ...file
      })
    );
  }
  const message2 = await insertClinicianMessage(
    tx,
    conversation,
    parties.clinicianId,
    text5,
    attachments.map((a) => a.id)
  );
  await auditWithin(tx, request2, {
    action: "message.send",
    outcome: "success",
    patientId: conversation.patientId,
    resourceType: "conversation",
    resourceId: conversation.id
  });
  return { conversationId: conversation.id, messageId: message2.id, attachments };
}
async function readConversation(db, request2, conversationId) {
  const conversation = await findConversation(db, conversationId);
  const messages = await toMessages(db, conversation, await listMessages(db, conversationId));
  await auditConversation(db, request2, "conversation.read", conversation);
  return { messages };
}
async function postClinicianMessage(db, request2, principal, conversationId, body) {
  const conversation = await findConversation(db, conversationId);
  const row = await insertMessage(db, {
    conversation,
    senderRole: "CLINICIAN",
    senderClinicianId: principal.id,
    subject: body.subject ?? null,
    body: body.message
  });
  await auditConversation(db, request2, "message.send", conversation);
  return (await toMessages(db, conversation, [row]))[0];
}
async function markPatientMessage(db, request2, access, conversationId, messageId, markUnread) {
  const marked = await setMessageRead(db, conversationId, messageId, "PATIENT", markUnread ? null : /* @__PURE__ */ new Date());
  if (!marked) throw notFound();
  await auditConversation(db, request2, markUnread ? "message.mark_unread" : "message.mark_read", {
    id: conversationId,
    patientId: access.patientId
  });
}
async function markNoneAsRead(db, request2, access, conversationId) {
  await setAllRead(db, conversationId, "PATIENT", null);
  await auditConversation(db, request2, "message.mark_none_read", { id: conversationId, patientId: access.patientId });
}
async function unreads(db, request2, principal, conversationIds) {
  const uuids = conversationIds.filter((id6) => /^[0-9a-f-]{36}$/i.test(id6));
  const rows = await unreadFromPatient(db, principal.id, uuids);
  for (const row of rows) {
    await auditConversation(db, request2, "conversation.unreads", { id: row.conversationId, patientId: row.patientId });
  }
  return { unreads: rows.map((row) => ({ conversationId: row.conversationId, count: Number(row.count) })) };
}
async function meetingConversations(db, request2, principal, access) {
  const conversation = await findConversationByMeeting(db, access.meetingId);
  if (!conversation) return { conversations: [] };
  const [row] = await unreadFromPatient(db, principal.id, [conversation.id]);
  await auditConversation(db, request2, "conversation.list", conversation);
  return {
    conversations: [
      {
        id: conversation.id,
        meetingId: conversation.meetingId,
        patientId: conversation.patientId,
        state: conversation.state,
        unreads: Number(row?.count ?? 0)
      }
    ]
  };
}
async function participants(db, request2, conversationId) {
  const conversation = await findConversation(db, conversationId);
  const names = await participantNames(db, conversation);
  await auditConversation(db, request2, "conversation.participants", conversation);
  return {
    participants: [
      { id: names.clinician.id, name: names.clinician.name, role: "CLINICIAN" },
      { id: names.patient.id, name: names.patient.name, role: "PATIENT" }
    ]
  };
}
async function patientConversation(db, request2, link) {
  const conversation = await findConversationByMeeting(db, link.meetingId);
  if (!conversation) return { messages: [] };
  const messages = await toMessages(db, conversation, await listMessages(db, conversation.id));
  await setAllRead(db, conversation.id, "CLINICIAN", /* @__PURE__ */ new Date()).catch(() => void 0);
  await auditConversation(db, request2, "conversation.read", conversation, true);
  return { messages };
}
async function postPatientMessage(db, request2, link, body) {
  const conversation = await ensureConversation(db, link);
  const row = await insertMessage(db, {
    conversation,
    senderRole: "PATIENT",
    senderClinicianId: null,
    subject: body.subject ?? null,
    body: body.message
  });
  await auditConversation(db, request2, "message.send", conversation, true);
  return (await toMessages(db, conversation, [row]))[0];
}
var attachmentError = (code, path, message2) => new AppError(400, ATTACHMENT_ERROR_KEY, message2, [{ path, code, message: message2 }]);
async function uploadAttachment(db, request2, principal, access, file, rules) {
  const nameIssue = attachmentNameIssue(file.fileName, rules);
  if (nameIssue) throw attachmentError(nameIssue, "file.filename", "The file name is not allowed.");
  if (file.bytes.byteLength === 0) throw attachmentError("empty_file", "file", "The file is empty.");
  const contentType = sniffAttachmentType(file.bytes.subarray(0, 16));
  if (!contentType || !extensionFitsType(file.fileName, contentType)) {
    throw attachmentError("content_mismatch", "file", "The file is not the PDF or image its name says.");
  }
  const stored = await insertAttachment(db, {
    meetingId: access.meetingId,
    patientId: access.patientId,
    uploadedBy: principal.id,
    fileName: file.fileName,
    contentType,
    bytes: file.bytes
  });
  await audit(db, request2, {
    action: "message.attachment_upload",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: access.meetingId
  });
  return stored;
}
async function readAttachment(db, request2, meetingId, attachmentId, side) {
  const file = /^[0-9a-f-]{36}$/i.test(attachmentId) ? await findAttachment(db, meetingId, attachmentId, side === "patient") : null;
  if (!file) throw notFound();
  await audit(db, request2, {
    action: "message.attachment_read",
    outcome: "success",
    patientId: file.patientId,
    resourceType: "meeting",
    resourceId: meetingId,
    ...side === "patient" ? { actorClinicianId: null, subject: "patient link" } : {}
  });
  return file;
}

// packages/server/src/messaging/routes.ts
var conversationParams = z25.object({ id: z25.string().max(100) });
var onConversation = (action) => ({ resource: "conversation", param: "id", action });
var BASE = "/api/async-messaging/conversation";
var messagingRoutes = async (app, { db, attachmentRules }) => {
  await app.register(multipart, { limits: { files: 1, fileSize: attachmentRules.maxBytes, fields: 0 } });
  app.post(
    "/api/meeting/:id/message-attachments",
    {
      schema: {
        tags: ["messaging", "patient-data"],
        summary: 'Upload one file (multipart "file") to attach to the next message: PDF, JPEG or PNG',
        "x-patient-data": { resource: "meeting", param: "id", action: "message.attachment_upload" },
        params: z25.object({ id: z25.string().max(100) }),
        response: { 201: MessageAttachment, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 413: ErrorBody }
      }
    },
    async (request2, reply) => {
      const part = request2.isMultipart() ? await request2.file() : void 0;
      if (!part) throw new AppError(400, "invalid_input", 'Send the file as multipart form data, field "file".');
      const bytes = new Uint8Array(await part.toBuffer());
      const stored = await uploadAttachment(
        db,
        request2,
        requirePrincipal(request2.principal),
        requireAccess(request2.access),
        { fileName: part.filename, bytes },
        attachmentRules
      );
      return reply.code(201).send(stored);
    }
  );
  app.get(
    "/api/meeting/:id/message-attachments/:attachmentId",
    {
      schema: {
        tags: ["messaging", "patient-data"],
        summary: "One of the meeting's message attachments, as a download",
        "x-patient-data": { resource: "meeting", param: "id", action: "message.attachment_read" },
        params: z25.object({ id: z25.string().max(100), attachmentId: z25.string().max(100) })
      }
    },
    async (request2, reply) => {
      const access = requireAccess(request2.access);
      const file = await readAttachment(db, request2, access.meetingId, request2.params.attachmentId, "clinician");
      return sendFile(reply, file);
    }
  );
  app.post(
    "/api/meeting/:id/patient-message",
    {
      schema: {
        tags: ["messaging", "patient-data"],
        summary: "Send a message to the meeting's patient, into the meeting's conversation",
        "x-patient-data": { resource: "meeting", param: "id", action: "message.send" },
        params: conversationParams,
        body: SendPatientMessageBody,
        response: { 201: SendPatientMessageResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2, reply) => reply.code(201).send(
      await sendPatientMessage(
        db,
        request2,
        requirePrincipal(request2.principal),
        requireAccess(request2.access),
        request2.body,
        attachmentRules
      )
    )
  );
  app.get(
    BASE,
    {
      schema: {
        tags: ["messaging", "patient-data"],
        summary: "The meeting's conversation with its unread count (include=unreads), if one was started",
        "x-patient-data": { resource: "meeting", param: "meetingId", in: "query", action: "conversation.list" },
        querystring: z25.object({ meetingId: z25.string().max(100), include: z25.literal("unreads").optional() }),
        response: { 200: ConversationListResponse, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2) => meetingConversations(db, request2, requirePrincipal(request2.principal), requireAccess(request2.access))
  );
  app.get(
    `${BASE}/:id/message`,
    {
      schema: {
        tags: ["messaging", "patient-data"],
        summary: "The conversation's messages, oldest first",
        "x-patient-data": onConversation("conversation.read"),
        params: conversationParams,
        response: { 200: ConversationMessagesResponse, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2) => readConversation(db, request2, request2.params.id)
  );
  app.post(
    `${BASE}/:id/message`,
    {
      schema: {
        tags: ["messaging", "patient-data"],
        summary: "Write into the conversation",
        "x-patient-data": onConversation("message.send"),
        params: conversationParams,
        body: PostConversationMessageBody,
        response: { 201: ConversationMessage, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2, reply) => reply.code(201).send(
      await postClinicianMessage(db, request2, requirePrincipal(request2.principal), request2.params.id, request2.body)
    )
  );
  app.post(
    `${BASE}/:id/message/:mid/read`,
    {
      schema: {
        tags: ["messaging", "patient-data"],
        summary: "Mark one of the patient's messages read (markUnread=true: unread again)",
        "x-patient-data": onConversation("message.mark_read"),
        params: z25.object({ id: z25.string().max(100), mid: z25.string().uuid() }),
        querystring: z25.object({ markUnread: z25.enum(["true", "false"]).optional() }),
        response: { 204: z25.null(), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2, reply) => {
      await markPatientMessage(
        db,
        request2,
        requireAccess(request2.access),
        request2.params.id,
        request2.params.mid,
        request2.query.markUnread === "true"
      );
      return reply.code(204).send(null);
    }
  );
  app.post(
    `${BASE}/:id/mark-none-as-read`,
    {
      schema: {
        tags: ["messaging", "patient-data"],
        summary: "Mark every message of the patient's in the conversation unread",
        "x-patient-data": onConversation("message.mark_none_read"),
        params: conversationParams,
        response: { 204: z25.null(), 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2, reply) => {
      await markNoneAsRead(db, request2, requireAccess(request2.access), request2.params.id);
      return reply.code(204).send(null);
    }
  );
  app.get(
    `${BASE}/:id/participant`,
    {
      schema: {
        tags: ["messaging", "patient-data"],
        summary: "Who takes part, with their roles",
        "x-patient-data": onConversation("conversation.participants"),
        params: conversationParams,
        querystring: z25.object({ include: z25.literal("roles").optional() }),
        response: { 200: ParticipantsResponse, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2) => participants(db, request2, request2.params.id)
  );
  app.post(
    "/api/async-messaging/conversations/unreads",
    {
      schema: {
        tags: ["messaging"],
        summary: "Unread counts of the clinician's own conversations among those named (others are left out)",
        body: UnreadsBody,
        response: { 200: UnreadsResponse, 400: ErrorBody, 401: ErrorBody }
      }
    },
    async (request2) => unreads(db, request2, requirePrincipal(request2.principal), request2.body.conversationIds)
  );
  app.get(
    "/api/join/:token/messages",
    {
      config: { public: true },
      schema: {
        tags: ["patient-link"],
        summary: "The meeting's messages for the patient; showing them marks the clinician's as read",
        params: z25.object({ token: z25.string().max(200) }),
        response: { 200: ConversationMessagesResponse, 404: ErrorBody }
      }
    },
    async (request2) => patientConversation(db, request2, await requirePatientLink(db, request2, request2.params.token, "message.read"))
  );
  app.post(
    "/api/join/:token/messages",
    {
      config: { public: true },
      schema: {
        tags: ["patient-link"],
        summary: "The patient answers the clinician",
        params: z25.object({ token: z25.string().max(200) }),
        body: PostConversationMessageBody,
        response: { 201: ConversationMessage, 400: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2, reply) => {
      const { meetingId, patientId, link } = await requirePatientLink(
        db,
        request2,
        request2.params.token,
        "message.send"
      );
      return reply.code(201).send(
        await postPatientMessage(db, request2, { meetingId, patientId, clinicianId: link.clinicianId }, request2.body)
      );
    }
  );
  app.get(
    "/api/join/:token/attachments/:attachmentId",
    {
      config: { public: true },
      schema: {
        tags: ["patient-link"],
        summary: "A file the clinician sent the patient, by the meeting link",
        params: z25.object({ token: z25.string().max(200), attachmentId: z25.string().max(100) })
      }
    },
    async (request2, reply) => {
      const { meetingId } = await requirePatientLink(db, request2, request2.params.token, "message.attachment_read");
      return sendFile(reply, await readAttachment(db, request2, meetingId, request2.params.attachmentId, "patient"));
    }
  );
};
function sendFile(reply, file) {
  return reply.header("content-type", file.contentType).header(
    "content-disposition",
    `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "")}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`
  ).header("cache-control", "private, no-store").send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

// packages/server/src/taken-actions/routes.ts
import { z as z26 } from "zod";

// packages/server/src/revisits/repo.ts
import { sql as sql5 } from "drizzle-orm";
async function revisitsBookedFrom(db, originMeetingId) {
  const rows = await db.select({ id: meetings.id, start: meetings.scheduledStartTime, bookedBy: meetings.bookedBy }).from(meetings).where(sql5`${meetings.bookedBy}->>'originMeetingId' = ${originMeetingId}`).orderBy(meetings.scheduledStartTime).limit(100);
  return rows.map((r) => ({ meetingId: r.id, startMillis: r.start.getTime(), message: r.bookedBy?.message ?? "" }));
}

// packages/server/src/platform/pdf.ts
import { createRequire } from "node:module";
import { dirname } from "node:path";
import pdfmake from "pdfmake";
var require2 = createRequire(import.meta.url);
var ROBOTO = require2("pdfmake/fonts/Roboto.js");
var FONT_DIR = dirname(ROBOTO.Roboto.normal);
async function renderPdf(definition) {
  pdfmake.addFonts({ Roboto: ROBOTO.Roboto });
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(FONT_DIR));
  pdfmake.setUrlAccessPolicy(() => false);
  return pdfmake.createPdf(definition).getBuffer();
}

// packages/server/src/medical-documents/pdf.ts
function renderDocumentPdf(document, footer) {
  const definition = {
    info: { title: document.title },
    defaultStyle: { font: "Roboto", fontSize: 11, lineHeight: 1.3 },
    pageMargins: [56, 56, 56, 56],
    content: [
      { text: document.title, fontSize: 18, bold: true, margin: [0, 0, 0, 16] },
      ...document.paragraphs.map((text5) => ({ text: text5, margin: [0, 0, 0, 10] })),
      { text: `${footer.clinician}`, margin: [0, 24, 0, 0], bold: true },
      { text: footer.date, fontSize: 9, color: "#495057" }
    ]
  };
  return renderPdf(definition);
}

// packages/server/src/medical-documents/repo.ts
import { randomUUID as randomUUID3 } from "node:crypto";
import { count as count3, desc as desc2, eq as eq8 } from "drizzle-orm";
async function templateUse(db, clinicianId) {
  const rows = await db.select({ templateId: medicalDocuments.templateId, used: count3() }).from(medicalDocuments).where(eq8(medicalDocuments.clinicianId, clinicianId)).groupBy(medicalDocuments.templateId);
  return new Map(rows.map((r) => [r.templateId, Number(r.used)]));
}
async function insertDocument(db, document) {
  const [row] = await db.insert(medicalDocuments).values({ id: randomUUID3(), ...document }).returning({ id: medicalDocuments.id, createdAt: medicalDocuments.createdAt });
  return row;
}
var summary = {
  id: medicalDocuments.id,
  meetingId: medicalDocuments.meetingId,
  title: medicalDocuments.title,
  templateId: medicalDocuments.templateId,
  createdAt: medicalDocuments.createdAt
};
async function documentsOfPatient(db, patientId) {
  return db.select(summary).from(medicalDocuments).where(eq8(medicalDocuments.patientId, patientId)).orderBy(desc2(medicalDocuments.createdAt)).limit(500);
}
async function documentsOfMeeting(db, meetingId) {
  return db.select(summary).from(medicalDocuments).where(eq8(medicalDocuments.meetingId, meetingId)).orderBy(medicalDocuments.createdAt).limit(500);
}
async function documentPdf(db, id6) {
  const [row] = await db.select({ pdf: medicalDocuments.pdf, title: medicalDocuments.title }).from(medicalDocuments).where(eq8(medicalDocuments.id, id6));
  return row ?? null;
}

// packages/server/src/medical-documents/service.ts
var templateName = (id6) => DOCUMENT_TEMPLATES.find((t) => t.id === id6)?.name ?? id6;
function offeredTemplate(principal, templateId) {
  const template = templatesForMarket(principal.pool.country).find((t) => t.id === templateId);
  if (!template) {
    throw new AppError(400, DOCUMENT_ERROR_KEY, "Unknown template.", [
      { path: "body.template_id", code: "unknown", message: "Not a template of your market." }
    ]);
  }
  return template;
}
async function listTemplates(db, principal) {
  const use = await templateUse(db, principal.id);
  const templates = templatesForMarket(principal.pool.country).map((t) => ({
    id: t.id,
    name: t.name,
    kind: t.kind,
    usedCount: use.get(t.id) ?? 0
  }));
  return { templates: templates.sort((a, b) => b.usedCount - a.usedCount) };
}
async function mostUsedTemplates(db, principal) {
  const { templates } = await listTemplates(db, principal);
  return { templates: templates.filter((t) => t.usedCount > 0).slice(0, 5) };
}
async function messageToPatientTemplate(db, request2, principal, access, templateId) {
  const template = templatesForMarket(principal.pool.country).find((t) => t.id === templateId);
  const row = await findOwnMeeting(db, access.meetingId, principal.id);
  if (!template || !row) throw notFound();
  const { subject, message: message2 } = messageToPatient(template, {
    preferredLanguage: row.patient.preferredLanguage,
    patientGivenName: row.patient.givenName,
    clinicianName: principal.name
  });
  await audit(db, request2, {
    action: "document.message_template",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: access.meetingId
  });
  return { subject, message: message2 };
}
function templateFields(principal, templateId) {
  const template = templatesForMarket(principal.pool.country).find((t) => t.id === templateId);
  if (!template) throw notFound();
  return { fields: template.fields };
}
async function composed(db, principal, access, body, now) {
  const template = offeredTemplate(principal, body.template_id);
  const issues = documentIssues(template, body.fields);
  if (issues.length > 0) {
    throw new AppError(
      400,
      DOCUMENT_ERROR_KEY,
      "The document is not complete.",
      issues.map((i) => ({ path: `body.fields.${i.field}`, code: i.code, message: i.code }))
    );
  }
  const row = await findOwnMeeting(db, access.meetingId, principal.id);
  if (!row) throw notFound();
  const country = principal.pool.country;
  const { patient } = row;
  const patientId = country === "SE" ? formatPersonnummer(patient.idNumber) : patient.idNumber;
  const date3 = dayKey(now.getTime(), MARKET_TIME_ZONE[country]);
  const clinicianTitle = professionTitle(principal.profession, country);
  const text5 = renderDocumentText(template, body.fields, {
    patientName: `${patient.givenName} ${patient.familyName}`,
    patientId,
    clinicianName: principal.name,
    clinicianTitle,
    date: date3
  });
  const pdf = await renderDocumentPdf(text5, { clinician: `${principal.name}, ${clinicianTitle}`, date: date3 });
  return { template, text: text5, pdf };
}
async function previewDocument(db, request2, principal, access, body) {
  const { pdf } = await composed(db, principal, access, body, /* @__PURE__ */ new Date());
  await audit(db, request2, {
    action: "document.preview",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: access.meetingId
  });
  return pdf;
}
async function saveDocument(db, request2, principal, access, body) {
  const { template, text: text5, pdf } = await composed(db, principal, access, body, /* @__PURE__ */ new Date());
  const parties = { meetingId: access.meetingId, patientId: access.patientId, clinicianId: principal.id };
  const letter = body.send_to_patient ? body.message_to_patient : void 0;
  const { saved, sent } = await db.transaction(async (tx) => {
    const saved2 = await insertDocument(tx, {
      ...parties,
      templateId: template.id,
      title: text5.title,
      fieldValues: body.fields,
      pdf
    });
    await auditWithin(tx, request2, {
      action: "document.save",
      outcome: "success",
      patientId: access.patientId,
      resourceType: "meeting",
      resourceId: access.meetingId
    });
    const sent2 = letter ? await sendClinicianFilesWithin(tx, request2, parties, { subject: letter.subject, body: letter.message }, [
      { fileName: documentFileName(template), contentType: "application/pdf", bytes: pdf }
    ]) : null;
    return { saved: saved2, sent: sent2 };
  });
  const file = sent?.attachments[0];
  return {
    id: saved.id,
    meetingId: access.meetingId,
    title: text5.title,
    templateName: template.name,
    createdAt: saved.createdAt.getTime(),
    sentMessage: sent && file ? {
      conversationId: sent.conversationId,
      messageId: sent.messageId,
      attachmentId: file.id,
      fileName: file.fileName
    } : null
  };
}
var toSaved = (row) => ({
  id: row.id,
  meetingId: row.meetingId,
  title: row.title,
  templateName: templateName(row.templateId),
  createdAt: row.createdAt.getTime()
});
async function patientDocuments2(db, request2, access, patientId) {
  if (patientId !== access.patientId) throw notFound();
  const rows = await documentsOfPatient(db, access.patientId);
  await audit(db, request2, {
    action: "document.list",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "patient",
    resourceId: access.patientId
  });
  return { documents: rows.map(toSaved) };
}
async function meetingDocuments(db, meetingId) {
  return (await documentsOfMeeting(db, meetingId)).map(toSaved);
}
async function readDocumentPdf(db, request2, access, documentId) {
  const row = await documentPdf(db, documentId);
  if (!row) throw notFound();
  await audit(db, request2, {
    action: "document.read",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "medical-document",
    resourceId: documentId
  });
  return row;
}

// packages/server/src/referrals/service.ts
import { randomUUID as randomUUID5 } from "node:crypto";

// packages/server/src/scheduling/calendar.ts
import { randomUUID as randomUUID4 } from "node:crypto";
import { and as and7, eq as eq9, gte as gte2, inArray as inArray3, lt as lt2, sql as sql6 } from "drizzle-orm";
var DAY4 = 24 * 60 * 6e4;
async function bookedMeetings(db, clinicianId, from, to) {
  const rows = await db.select({ id: meetings.id, start: meetings.scheduledStartTime, minutes: meetings.slotLengthMinutes }).from(meetings).where(
    and7(
      eq9(meetings.clinicianId, clinicianId),
      inArray3(meetings.status, ["SCHEDULED", "STARTED"]),
      gte2(meetings.scheduledStartTime, new Date(from)),
      lt2(meetings.scheduledStartTime, new Date(to))
    )
  );
  return rows.map((r) => ({
    meetingId: r.id,
    startMillis: r.start.getTime(),
    endMillis: r.start.getTime() + r.minutes * 6e4
  }));
}
async function slotsBetween(db, clinicianId, from, to, timeZone, now) {
  const first = Date.parse(`${from}T00:00:00Z`) - DAY4;
  const last = Date.parse(`${to}T00:00:00Z`) + 2 * DAY4;
  return clinicianSlots({ from, to, timeZone, now, booked: await bookedMeetings(db, clinicianId, first, last) });
}
async function bookSlot(db, booking, alsoInTransaction) {
  const { clinicianId, start, timeZone, now } = booking;
  return db.transaction(async (transaction) => {
    const tx = transaction;
    await tx.execute(sql6`SELECT pg_advisory_xact_lock(hashtext(${`calendar:${clinicianId}`}))`);
    const day2 = dayKey(start, timeZone);
    const slot = (await slotsBetween(tx, clinicianId, day2, day2, timeZone, now)).find((s) => s.startMillis === start);
    if (!slot || slot.isDropin || slot.startMillis <= now) {
      throw new AppError(400, REVISIT_ERROR_KEYS.notASlot, "That time is not a bookable slot.");
    }
    if (slot.meetingId)
      throw conflict(REVISIT_ERROR_KEYS.slotTaken, "That slot was booked a moment ago. Choose another.");
    const id6 = randomUUID4();
    await tx.insert(meetings).values({
      ...booking.meeting,
      id: id6,
      clinicianId,
      status: "SCHEDULED",
      bookedTime: new Date(now),
      scheduledStartTime: new Date(start)
    });
    await alsoInTransaction?.(tx, id6);
    return id6;
  });
}

// packages/server/src/referrals/repo.ts
import { and as and8, asc as asc3, eq as eq10, inArray as inArray4 } from "drizzle-orm";
var clinicianColumns = {
  id: clinicians.id,
  name: clinicians.name,
  profession: clinicians.profession,
  poolId: clinicians.poolId,
  isExternal: pools.isExternal,
  country: pools.country
};
async function poolClinicians(db, poolId) {
  return db.select(clinicianColumns).from(clinicians).innerJoin(pools, eq10(pools.id, clinicians.poolId)).where(eq10(clinicians.poolId, poolId)).orderBy(asc3(clinicians.profession), asc3(clinicians.name));
}
async function findClinician(db, id6) {
  const [row] = await db.select(clinicianColumns).from(clinicians).innerJoin(pools, eq10(pools.id, clinicians.poolId)).where(eq10(clinicians.id, id6));
  return row ?? null;
}
async function referableFacilities(db, country) {
  const facilities = await db.select({ id: careFacilities.id, name: careFacilities.name, address: careFacilities.address }).from(careFacilities).where(and8(eq10(careFacilities.country, country), eq10(careFacilities.referable, true))).orderBy(asc3(careFacilities.name));
  if (facilities.length === 0) return [];
  const staff = await db.select({
    careFacilityId: careFacilityClinicians.careFacilityId,
    id: clinicians.id,
    name: clinicians.name,
    profession: clinicians.profession
  }).from(careFacilityClinicians).innerJoin(clinicians, eq10(clinicians.id, careFacilityClinicians.clinicianId)).where(
    inArray4(
      careFacilityClinicians.careFacilityId,
      facilities.map((f) => f.id)
    )
  ).orderBy(asc3(clinicians.profession), asc3(clinicians.name));
  return facilities.map((facility) => ({
    ...facility,
    clinicians: staff.filter((s) => s.careFacilityId === facility.id).map(({ id: id6, name, profession }) => ({ id: id6, name, profession }))
  }));
}
async function referralsFrom(db, originMeetingId) {
  return db.select({
    id: internalReferrals.id,
    kind: internalReferrals.kind,
    careTypeId: internalReferrals.careTypeId,
    message: internalReferrals.message,
    meetingId: meetings.id,
    start: meetings.scheduledStartTime,
    minutes: meetings.slotLengthMinutes,
    clinicianName: clinicians.name,
    careFacilityName: careFacilities.name
  }).from(internalReferrals).innerJoin(meetings, eq10(meetings.id, internalReferrals.bookedMeetingId)).innerJoin(clinicians, eq10(clinicians.id, internalReferrals.receivingClinicianId)).leftJoin(careFacilities, eq10(careFacilities.id, internalReferrals.careFacilityId)).where(eq10(internalReferrals.originMeetingId, originMeetingId)).orderBy(asc3(meetings.scheduledStartTime)).limit(100);
}
async function insertReferral(tx, row) {
  await tx.insert(internalReferrals).values(row);
  if (row.careFacilityId) {
    await tx.insert(meetingCareFacilities).values({ meetingId: row.bookedMeetingId, careFacilityId: row.careFacilityId });
  }
}

// packages/server/src/referrals/service.ts
var timeZoneOf = (principal) => MARKET_TIME_ZONE[principal.pool.country];
var notAReceiver = () => new AppError(400, REFERRAL_ERROR_KEYS.notAReceiver, "That clinician cannot receive this referral.");
async function referralReceivers(db, principal) {
  const team = await poolClinicians(db, principal.pool.id);
  return {
    clinicians: team.filter((c) => canReceiveInternalReferral({ id: principal.id, poolId: principal.pool.id }, c)).map(({ id: id6, name, profession }) => ({ id: id6, name, profession }))
  };
}
async function referableCareFacilities(db, principal) {
  return { careFacilities: await referableFacilities(db, principal.pool.country) };
}
async function isReceiver(db, principal, clinicianId) {
  const candidate = await findClinician(db, clinicianId);
  if (!candidate) return false;
  if (canReceiveInternalReferral({ id: principal.id, poolId: principal.pool.id }, candidate)) return true;
  const facilities = await referableFacilities(db, principal.pool.country);
  return facilities.some((f) => f.clinicians.some((c) => c.id === clinicianId));
}
var outsideWindow = (window) => new AppError(400, REFERRAL_ERROR_KEYS.outsideWindow, `Referrals can be booked from ${window.from} to ${window.to}.`);
async function referralSlots(db, request2, principal, access, query, now) {
  if (!await findOwnMeeting(db, access.meetingId, principal.id)) throw notFound();
  if (!await isReceiver(db, principal, query.clinicianId)) throw notAReceiver();
  const timeZone = timeZoneOf(principal);
  const window = referralWindow(now, timeZone);
  const from = query.from ?? window.from;
  const to = query.to ?? window.to;
  if (from < window.from || to > window.to || from > to) throw outsideWindow(window);
  const slots = await slotsBetween(db, query.clinicianId, from, to, timeZone, now);
  await audit(db, request2, {
    action: "referral.slots",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: access.meetingId
  });
  return { from, to, slots };
}
var DIGITAL = /* @__PURE__ */ new Set(["VIDEO", "PHONE", "TEXT", "CHAT"]);
async function book(db, request2, principal, origin2, booking, now) {
  const timeZone = timeZoneOf(principal);
  const start = instantOfWallClock(
    {
      year: booking.start.startYear,
      month: booking.start.startMonth,
      day: booking.start.startDay,
      hour: booking.start.startHour,
      minute: booking.start.startMinute
    },
    timeZone
  );
  const window = referralWindow(now, timeZone);
  const day2 = dayKey(start, timeZone);
  if (day2 < window.from || day2 > window.to) throw outsideWindow(window);
  const activityType = booking.receiver.profession === "PSYCHOLOGIST" ? "MENTAL_HEALTH" : "DEFAULT";
  const interventionType = booking.careFacility ? "CLINIC" : DIGITAL.has(origin2.meeting.interventionType) ? origin2.meeting.interventionType : "VIDEO";
  const internalReferralId = randomUUID5();
  const meetingId = await bookSlot(
    db,
    {
      clinicianId: booking.receiver.id,
      start,
      timeZone,
      now,
      meeting: {
        patientId: origin2.meeting.patientId,
        childId: origin2.meeting.childId,
        activityType,
        interventionType,
        slotLengthMinutes: booking.minutes,
        // The patient confirms the time the colleague chose for them.
        isConfirmed: false,
        symptomsFormName: origin2.meeting.symptomsFormName,
        symptomsSurveyInformationId: origin2.meeting.symptomsSurveyInformationId,
        internalReferral: {
          bookerName: principal.name,
          bookerFacility: origin2.careFacilityName ?? principal.pool.name,
          bookerCareTypeName: professionTitle(principal.profession, principal.pool.country),
          message: booking.message
        }
      }
    },
    (tx, bookedMeetingId) => insertReferral(tx, {
      id: internalReferralId,
      kind: booking.kind,
      originMeetingId: origin2.meeting.id,
      patientId: origin2.meeting.patientId,
      bookerClinicianId: principal.id,
      receivingClinicianId: booking.receiver.id,
      careTypeId: booking.receiver.profession,
      careFacilityId: booking.careFacility?.id ?? null,
      bookedMeetingId,
      message: booking.message,
      createdAt: new Date(now)
    })
  );
  await audit(db, request2, {
    action: booking.kind === "PHYSICAL" ? "referral.physical" : "referral.internal",
    outcome: "success",
    patientId: origin2.meeting.patientId,
    resourceType: "meeting",
    resourceId: meetingId
  });
  return {
    internalReferralId,
    meetingId,
    startTimeInclusive: start,
    endTimeExclusive: start + booking.minutes * 6e4
  };
}
async function ownOrigin(db, principal, access) {
  const origin2 = await findOwnMeeting(db, access.meetingId, principal.id);
  if (!origin2) throw notFound();
  return origin2;
}
async function createInternalReferral(db, request2, principal, access, body, now) {
  const origin2 = await ownOrigin(db, principal, access);
  const receiver = await findClinician(db, body.receivingClinicianId);
  if (!receiver || !canReceiveInternalReferral({ id: principal.id, poolId: principal.pool.id }, receiver)) {
    throw notAReceiver();
  }
  if (receiver.profession !== body.careTypeId) {
    throw new AppError(400, REFERRAL_ERROR_KEYS.notAReceiver, "The care type is not the receiving clinician\u2019s.", [
      { path: "body.careTypeId", code: "mismatch", message: `The clinician is a ${receiver.profession}.` }
    ]);
  }
  return book(
    db,
    request2,
    principal,
    origin2,
    {
      kind: "INTERNAL",
      receiver,
      careFacility: null,
      start: body,
      minutes: INTERNAL_REFERRAL_MINUTES,
      message: body.message
    },
    now
  );
}
async function createPhysicalReferral(db, request2, principal, access, body, now) {
  const origin2 = await ownOrigin(db, principal, access);
  const facility = (await referableFacilities(db, principal.pool.country)).find((f) => f.id === body.careFacilityId);
  if (!facility) {
    throw new AppError(400, REFERRAL_ERROR_KEYS.notReferable, "Patients cannot be referred to that care facility.");
  }
  const receiver = facility.clinicians.find((c) => c.id === body.receivingClinicianId);
  if (!receiver) throw notAReceiver();
  return book(
    db,
    request2,
    principal,
    origin2,
    {
      kind: "PHYSICAL",
      receiver,
      careFacility: facility,
      start: body,
      minutes: body.durationMinutes,
      message: body.message
    },
    now
  );
}
async function meetingReferrals(db, meetingId) {
  const rows = await referralsFrom(db, meetingId);
  return rows.map((r) => ({
    internalReferralId: r.id,
    kind: r.kind,
    careTypeId: r.careTypeId,
    profession: r.careTypeId,
    clinicianName: r.clinicianName,
    startTimeInclusive: r.start.getTime(),
    endTimeExclusive: r.start.getTime() + r.minutes * 6e4,
    careFacilityName: r.careFacilityName,
    message: r.message,
    meetingId: r.meetingId
  }));
}
async function listReferrals(db, request2, access) {
  const internalReferrals2 = await meetingReferrals(db, access.meetingId);
  await audit(db, request2, {
    action: "referral.list",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: access.meetingId
  });
  return { internalReferrals: internalReferrals2 };
}

// packages/server/src/taken-actions/routes.ts
var takenActionRoutes = async (app, { db }) => {
  app.get(
    "/api/meeting/:id/taken-actions",
    {
      schema: {
        tags: ["meetings", "patient-data"],
        summary: "Everything taken in the meeting, by section, with the count the action bar shows",
        "x-patient-data": { resource: "meeting", param: "id", action: "taken_actions.read" },
        params: z26.object({ id: z26.string().max(100) }),
        response: { 200: TakenActionsResponse, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2) => {
      const access = requireAccess(request2.access);
      const [messages, revisits, documents, referrals] = await Promise.all([
        sentByClinician(db, access.meetingId),
        revisitsBookedFrom(db, access.meetingId),
        meetingDocuments(db, access.meetingId),
        meetingReferrals(db, access.meetingId)
      ]);
      await audit(db, request2, {
        action: "taken_actions.read",
        outcome: "success",
        patientId: access.patientId,
        resourceType: "meeting",
        resourceId: access.meetingId
      });
      const sections = [];
      if (messages.length > 0) {
        sections.push({
          kind: "sent-messages",
          items: messages.map((m) => ({
            id: m.id,
            subject: m.subject,
            message: m.body,
            sentAt: m.sentAt.getTime(),
            senderName: m.senderName
          }))
        });
      }
      if (revisits.length > 0) sections.push({ kind: "booked-revisits", items: revisits });
      if (documents.length > 0) {
        sections.push({
          kind: "documents",
          items: documents.map(({ id: id6, title, templateName: templateName2, createdAt }) => ({ id: id6, title, templateName: templateName2, createdAt }))
        });
      }
      if (referrals.length > 0) sections.push({ kind: "referrals", items: referrals });
      return { count: sections.reduce((n, s) => n + s.items.length, 0), sections };
    }
  );
};

// packages/server/src/revisits/routes.ts
import { z as z27 } from "zod";

// packages/server/src/revisits/service.ts
async function origin(db, principal, access) {
  const row = await findOwnMeeting(db, access.meetingId, principal.id);
  if (!row) throw notFound();
  const timeZone = MARKET_TIME_ZONE[principal.pool.country];
  const startMillis = row.meeting.scheduledStartTime.getTime();
  const window = revisitWindow(
    { startMillis, endMillis: startMillis + row.meeting.slotLengthMinutes * 6e4 },
    timeZone
  );
  return { row, timeZone, window };
}
var outsideWindow2 = (window) => new AppError(400, REVISIT_ERROR_KEYS.outsideWindow, `Revisits can be booked from ${window.from} to ${window.to}.`);
async function revisitSlots(db, request2, principal, access, query, now) {
  const { timeZone, window } = await origin(db, principal, access);
  const from = query.from ?? window.from;
  const to = query.to ?? window.to;
  if (from < window.from || to > window.to || from > to) throw outsideWindow2(window);
  const slots = await slotsBetween(db, principal.id, from, to, timeZone, now);
  await audit(db, request2, {
    action: "revisit.slots",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: access.meetingId
  });
  return { from, to, slots };
}
async function bookRevisit(db, tickets, request2, principal, access, body, now) {
  const { row, timeZone, window } = await origin(db, principal, access);
  const mismatches = [
    ["originMeetingId", body.originMeetingId !== row.meeting.id],
    ["patientId", body.patientId !== row.meeting.patientId],
    ["userId", body.userId !== row.meeting.patientId],
    ["childId", (body.childId ?? null) !== (row.meeting.childId ?? null)],
    ["clinicianId", body.clinicianId !== principal.id],
    ["clinicianProfession", body.clinicianProfession !== principal.profession]
  ].filter(([, wrong]) => wrong);
  if (mismatches.length > 0) {
    throw new AppError(
      400,
      REVISIT_ERROR_KEYS.payloadMismatch,
      "The booking does not describe this meeting and its clinician.",
      mismatches.map(([field2]) => ({
        path: `body.${field2}`,
        code: "mismatch",
        message: "Does not match the meeting."
      }))
    );
  }
  const start = instantOfWallClock(
    {
      year: body.startYear,
      month: body.startMonth,
      day: body.startDay,
      hour: body.startHour,
      minute: body.startMinute
    },
    timeZone
  );
  const day2 = dayKey(start, timeZone);
  if (day2 < window.from || day2 > window.to) throw outsideWindow2(window);
  const useTicket = await tickets.prepareAppointmentUse({
    originActivityId: row.meeting.id,
    userId: row.meeting.patientId,
    day: day2
  });
  let coveredByB2bTicket = false;
  const meetingId = await bookSlot(
    db,
    {
      clinicianId: principal.id,
      start,
      timeZone,
      now,
      meeting: {
        patientId: row.meeting.patientId,
        childId: row.meeting.childId,
        activityType: "REVISIT",
        interventionType: row.meeting.interventionType,
        slotLengthMinutes: body.durationMinutes,
        bookedBy: {
          clinicianId: principal.id,
          name: principal.name,
          message: body.message,
          originMeetingId: row.meeting.id
        }
      }
    },
    async (tx, id6) => {
      coveredByB2bTicket = await useTicket(tx, id6);
    }
  );
  await audit(db, request2, {
    action: "revisit.book",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: meetingId
  });
  return { meetingId, startMillis: start, coveredByB2bTicket };
}

// packages/server/src/revisits/routes.ts
var revisitRoutes = async (app, { db, tickets }) => {
  app.get(
    "/api/meeting/:id/revisit-slots",
    {
      schema: {
        tags: ["revisits", "patient-data"],
        summary: "The clinician's slots from the meeting's start \u2212 7 days to its end + 14 days (ISO dates)",
        "x-patient-data": { resource: "meeting", param: "id", action: "revisit.slots" },
        params: z27.object({ id: z27.string().max(100) }),
        querystring: RevisitSlotsQuery,
        response: { 200: RevisitSlotsResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2) => revisitSlots(
      db,
      request2,
      requirePrincipal(request2.principal),
      requireAccess(request2.access),
      request2.query,
      Date.now()
    )
  );
  app.post(
    "/api/meeting/:id/book-revisit",
    {
      schema: {
        tags: ["revisits", "patient-data"],
        summary: "Book a revisit with the same clinician and patient in a free slot of the window",
        "x-patient-data": { resource: "meeting", param: "id", action: "revisit.book" },
        params: z27.object({ id: z27.string().max(100) }),
        body: BookRevisitBody,
        response: { 201: BookRevisitResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody }
      }
    },
    async (request2, reply) => reply.code(201).send(
      await bookRevisit(
        db,
        tickets,
        request2,
        requirePrincipal(request2.principal),
        requireAccess(request2.access),
        request2.body,
        Date.now()
      )
    )
  );
};

// packages/server/src/integrations/b2b-tickets/b2b-ticket-system.ts
var B2bTicketError = class extends Error {
  constructor(errorCode) {
    super(`B2B ticket system answered ${errorCode}`);
    this.errorCode = errorCode;
    this.name = "B2bTicketError";
  }
  errorCode;
};

// packages/server/src/b2b/service.ts
var ACTION = "b2b.ticket_validity";
async function ticketValidity(db, tickets, request2, access, userId) {
  if (userId !== access.patientId) {
    return deny(db, request2, {
      action: ACTION,
      resourceType: "patient",
      resourceId: userId,
      patientId: isUuid(userId) ? userId : null
    });
  }
  const target = {
    action: ACTION,
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: access.meetingId
  };
  try {
    const ticket = await tickets.ticketValidity({ activityId: access.meetingId, userId });
    await audit(db, request2, { ...target, outcome: "success" });
    return { ticket };
  } catch (error) {
    if (!(error instanceof B2bTicketError)) throw error;
    if (error.errorCode === B2B_ERROR_KEYS.ticketDeleted) {
      await audit(db, request2, { ...target, outcome: "success" });
      throw new AppError(410, B2B_ERROR_KEYS.ticketDeleted, "The partner has deleted the patient's B2B ticket.");
    }
    await audit(db, request2, { ...target, outcome: "failure" });
    throw new AppError(
      502,
      B2B_ERROR_KEYS.ticketUnavailable,
      `The B2B ticket system did not answer (${error.errorCode}). Try again later.`
    );
  }
}

// packages/server/src/b2b/routes.ts
var b2bRoutes = async (app, { db, tickets }) => {
  app.get(
    "/api/b2b/ticket-validity",
    {
      schema: {
        tags: ["b2b", "patient-data"],
        summary: "The patient's B2B validity ticket (null when none); a deleted one is 410 TICKET_DELETED (seed 000 \xA78)",
        "x-patient-data": { resource: "meeting", param: "activityId", in: "query", action: "b2b.ticket_validity" },
        querystring: TicketValidityQuery,
        response: {
          200: TicketValidityResponse,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          410: ErrorBody,
          502: ErrorBody
        }
      }
    },
    async (request2) => ticketValidity(db, tickets, request2, requireAccess(request2.access), request2.query.userId)
  );
};

// packages/server/src/referrals/routes.ts
import { z as z28 } from "zod";
var meetingParams = z28.object({ meetingId: z28.string().max(100) });
var booked = { 201: ReferralBookedResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };
var referralRoutes = async (app, { db }) => {
  const refer = (make, request2, body) => make(db, request2, requirePrincipal(request2.principal), requireAccess(request2.access), body, Date.now());
  app.get(
    "/api/meeting/care-facilities/v2/referable",
    {
      schema: {
        tags: ["referrals"],
        summary: "The care facilities of the clinician's market patients can be referred to, with their clinicians",
        response: { 200: ReferableCareFacilitiesResponse, 401: ErrorBody }
      }
    },
    async (request2) => referableCareFacilities(db, requirePrincipal(request2.principal))
  );
  app.get(
    "/api/meeting/referral-receivers",
    {
      schema: {
        tags: ["referrals"],
        summary: "Who an internal referral can go to: the other clinicians of the clinician's pool",
        response: { 200: ReferralReceiversResponse, 401: ErrorBody }
      }
    },
    async (request2) => referralReceivers(db, requirePrincipal(request2.principal))
  );
  app.get(
    "/api/meeting/:meetingId/referral-slots",
    {
      schema: {
        tags: ["referrals", "patient-data"],
        summary: "A receiving clinician's slots from today to 14 days ahead (ISO dates)",
        "x-patient-data": { resource: "meeting", param: "meetingId", action: "referral.slots" },
        params: meetingParams,
        querystring: ReferralSlotsQuery,
        response: { 200: RevisitSlotsResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2) => referralSlots(
      db,
      request2,
      requirePrincipal(request2.principal),
      requireAccess(request2.access),
      request2.query,
      Date.now()
    )
  );
  app.get(
    "/api/meeting/doctor/internalreferral/:meetingId",
    {
      schema: {
        tags: ["referrals", "patient-data"],
        summary: "The internal and physical referrals made from the meeting",
        "x-patient-data": { resource: "meeting", param: "meetingId", action: "referral.list" },
        params: meetingParams,
        response: { 200: InternalReferralsResponse, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2) => listReferrals(db, request2, requireAccess(request2.access))
  );
  app.post(
    "/api/meeting/doctor/internalreferral/:meetingId",
    {
      schema: {
        tags: ["referrals", "patient-data"],
        summary: "Refer the patient to a colleague of the clinician's team, booked in the colleague's free slot",
        "x-patient-data": { resource: "meeting", param: "meetingId", action: "referral.internal" },
        params: meetingParams,
        body: InternalReferralBody,
        response: booked
      }
    },
    async (request2, reply) => reply.code(201).send(await refer(createInternalReferral, request2, request2.body))
  );
  app.post(
    "/api/meeting/doctor/physicalreferral/:meetingId",
    {
      schema: {
        tags: ["referrals", "patient-data"],
        summary: "Refer the patient to a visit at a referable care facility (lengths [20], standard 20)",
        "x-patient-data": { resource: "meeting", param: "meetingId", action: "referral.physical" },
        params: meetingParams,
        body: PhysicalReferralBody,
        response: booked
      }
    },
    async (request2, reply) => reply.code(201).send(await refer(createPhysicalReferral, request2, request2.body))
  );
};

// packages/server/src/medical-documents/routes.ts
import { z as z29 } from "zod";
var pdfHeaders = { "content-type": "application/pdf", "cache-control": "private, no-store" };
var medicalDocumentRoutes = async (app, { db }) => {
  app.get(
    "/api/medicaldocuments/templates/v2",
    {
      schema: {
        tags: ["documents"],
        summary: "The templates of the clinician's market, most used first",
        response: { 200: DocumentTemplatesResponse, 401: ErrorBody }
      }
    },
    async (request2) => listTemplates(db, requirePrincipal(request2.principal))
  );
  app.get(
    "/api/medicaldocuments/templates/most-used",
    {
      schema: {
        tags: ["documents"],
        summary: "The templates this clinician saved most, at most five, most used first (never used: not listed)",
        response: { 200: DocumentTemplatesResponse, 401: ErrorBody }
      }
    },
    async (request2) => mostUsedTemplates(db, requirePrincipal(request2.principal))
  );
  app.get(
    "/api/medicaldocuments/template-fields/:templateId",
    {
      schema: {
        tags: ["documents"],
        summary: "A template's fields",
        params: z29.object({ templateId: z29.string().max(100) }),
        response: { 200: DocumentTemplateFieldsResponse, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2) => templateFields(requirePrincipal(request2.principal), request2.params.templateId)
  );
  app.get(
    "/api/medicaldocuments/message-to-patient-template/:templateId",
    {
      schema: {
        tags: ["documents", "patient-data"],
        summary: "The message a document of the template goes to the meeting's patient with, filled in for them",
        "x-patient-data": {
          resource: "meeting",
          param: "meetingId",
          in: "query",
          action: "document.message_template"
        },
        params: z29.object({ templateId: z29.string().max(100) }),
        querystring: z29.object({ meetingId: z29.string().max(100) }),
        response: { 200: MessageToPatientTemplateResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2) => messageToPatientTemplate(
      db,
      request2,
      requirePrincipal(request2.principal),
      requireAccess(request2.access),
      request2.params.templateId
    )
  );
  app.post(
    "/api/medicaldocuments/preview",
    {
      schema: {
        tags: ["documents", "patient-data"],
        summary: "The document as a PDF, not kept",
        "x-patient-data": { resource: "meeting", param: "meeting_id", in: "body", action: "document.preview" },
        body: DocumentBody
      }
    },
    async (request2, reply) => {
      const pdf = await previewDocument(
        db,
        request2,
        requirePrincipal(request2.principal),
        requireAccess(request2.access),
        request2.body
      );
      return reply.headers({ ...pdfHeaders, "content-disposition": 'inline; filename="preview.pdf"' }).send(pdf);
    }
  );
  app.post(
    "/api/medicaldocuments/save",
    {
      schema: {
        tags: ["documents", "patient-data"],
        summary: "Make the document and keep it with the meeting and the patient; optionally send it to the patient",
        "x-patient-data": { resource: "meeting", param: "meeting_id", in: "body", action: "document.save" },
        body: SaveDocumentBody,
        response: { 201: SaveDocumentResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2, reply) => reply.code(201).send(
      await saveDocument(
        db,
        request2,
        requirePrincipal(request2.principal),
        requireAccess(request2.access),
        request2.body
      )
    )
  );
  app.get(
    "/api/medicaldocuments/finalised-documents/:meetingId",
    {
      schema: {
        tags: ["documents", "patient-data"],
        summary: "The finalised documents of the meeting's patient, newest first (patientId must be that patient)",
        "x-patient-data": { resource: "meeting", param: "meetingId", action: "document.list" },
        params: z29.object({ meetingId: z29.string().max(100) }),
        querystring: z29.object({ patientId: z29.string().max(100) }),
        response: { 200: SavedDocumentsResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2) => patientDocuments2(db, request2, requireAccess(request2.access), request2.query.patientId)
  );
  app.get(
    "/api/medicaldocuments/finalised-document/:documentId",
    {
      schema: {
        tags: ["documents", "patient-data"],
        summary: "A finalised document, as its PDF",
        "x-patient-data": { resource: "medical-document", param: "documentId", action: "document.read" },
        params: z29.object({ documentId: z29.string().max(100) })
      }
    },
    async (request2, reply) => {
      const file = await readDocumentPdf(db, request2, requireAccess(request2.access), request2.params.documentId);
      return reply.headers({
        ...pdfHeaders,
        "content-disposition": `inline; filename*=UTF-8''${encodeURIComponent(file.title)}.pdf`
      }).send(Buffer.from(file.pdf.buffer, file.pdf.byteOffset, file.pdf.byteLength));
    }
  );
};

// packages/server/src/medical-record/routes.ts
import { z as z30 } from "zod";

// packages/server/src/medical-record/service.ts
import { randomUUID as randomUUID6 } from "node:crypto";
import { eq as eq13 } from "drizzle-orm";

// packages/server/src/record-history/repo.ts
import { and as and9, eq as eq11, isNull as isNull4, sql as sql7 } from "drizzle-orm";
async function historyEntriesJson(db, query) {
  const [row] = await queryRows(
    db,
    sql7`
      SELECT string_agg(body, ',' ORDER BY at DESC, konsult DESC, id DESC) AS entries
      FROM (
        SELECT
          wire_prefix || CASE WHEN ${query.seesPrescriptions}::boolean THEN prescriptions::text ELSE '[]' END || '}' AS body,
          floor(extract(epoch FROM contact_at) * 1000)::bigint AS at,
          false AS konsult,
          id::text AS id
        FROM record_history_entries
        WHERE patient_id = ${query.patientId} AND (${query.includeStricken}::boolean OR stricken_at IS NULL)
        UNION ALL
        SELECT note.json, note.at, true, note.id
        FROM json_to_recordset(${JSON.stringify(query.notes.map((n) => ({ id: n.id, at: n.contactAt, json: n.json })))}::json)
          AS note (id text, at bigint, json text)
      ) AS merged`
  );
  return row?.entries ?? "";
}
async function listKonsultNotes(db, patientId, includeStricken) {
  return db.select({
    id: medicalRecordEntries.id,
    entryContentId: medicalRecordEntries.entryContentId,
    meetingId: medicalRecordEntries.meetingId,
    templateId: medicalRecordEntries.templateId,
    values: medicalRecordEntries.values,
    signedAt: medicalRecordEntries.signedAt,
    strickenAt: medicalRecordEntries.strickenAt,
    strickenReason: medicalRecordEntries.strickenReason,
    createdAt: medicalRecordEntries.createdAt,
    activityType: meetings.activityType,
    interventionType: meetings.interventionType,
    scheduledStartTime: meetings.scheduledStartTime,
    actualStartTime: meetings.actualStartTime,
    clinicianName: clinicians.name,
    profession: clinicians.profession,
    poolName: pools.name,
    country: pools.country
  }).from(medicalRecordEntries).innerJoin(meetings, eq11(meetings.id, medicalRecordEntries.meetingId)).innerJoin(clinicians, eq11(clinicians.id, medicalRecordEntries.clinicianId)).innerJoin(pools, eq11(pools.id, clinicians.poolId)).where(
    includeStricken ? eq11(medicalRecordEntries.patientId, patientId) : and9(eq11(medicalRecordEntries.patientId, patientId), isNull4(medicalRecordEntries.strickenAt))
  );
}
async function findHistoryEntry(db, entryId) {
  const [row] = await db.select().from(recordHistoryEntries).where(eq11(recordHistoryEntries.id, entryId));
  return row ?? null;
}
async function setHistoryEntryStricken(db, entryId, by, reason, now) {
  const [row] = await db.update(recordHistoryEntries).set({ strickenAt: now, strickenBy: by, strickenReason: reason }).where(and9(eq11(recordHistoryEntries.id, entryId), isNull4(recordHistoryEntries.strickenAt))).returning();
  return row ?? null;
}

// packages/server/src/record-history/mapper.ts
var CONTACT_TYPE_OF = {
  VIDEO: "video_consultation",
  TEXT: "text_consultation",
  PHONE: "phone_consultation",
  CLINIC: "clinic_visit",
  CHAT: "chat_consultation"
};
function contactTypeOf(interventionType) {
  return CONTACT_TYPE_OF[interventionType];
}
function noteRows(templateId, values, country) {
  const template = findFormTemplate(templateId);
  if (!template) {
    return Object.entries(values).filter(([, value]) => textOf(value) !== "").map(([name, value]) => ({
      formNodeName: name,
      label: noteFieldLabel(name, country) ?? name,
      value: textOf(value),
      selectedOptions: []
    }));
  }
  return visibleNodes(template, values).filter(({ node }) => isAnswered(node, values[node.name])).map(({ node }) => rowOf(node, values[node.name] ?? null, noteFieldLabel(node.name, country) ?? node.label));
}
function rowOf(node, value, label3) {
  const row = { formNodeName: node.name, label: label3 };
  if (node.kind === "single-choice" || node.kind === "multi-choice") {
    const chosen = (Array.isArray(value) ? value : [String(value)]).filter(
      (v) => node.options?.some((o) => o.value === v)
    );
    const labels = chosen.map((v) => node.options.find((o) => o.value === v).label);
    return { ...row, value: chosen.join(", "), selectedOptions: labels };
  }
  return { ...row, value: textOf(value), selectedOptions: [] };
}
function textOf(value) {
  if (value === null || value === void 0) return "";
  return Array.isArray(value) ? value.join(", ") : String(value).trim();
}
function fromKonsultNote(row) {
  return {
    id: row.id,
    documentId: row.entryContentId,
    meetingId: row.meetingId,
    source: "konsult",
    templateId: row.templateId,
    contactAt: (row.actualStartTime ?? row.scheduledStartTime).getTime(),
    contactType: contactTypeOf(row.interventionType),
    responsibleName: row.clinicianName,
    titleResponsibleName: professionTitle(row.profession, row.country),
    careFacilityName: row.poolName,
    title: activityTitle(row.activityType, row.country),
    rows: noteRows(row.templateId, row.values, row.country),
    signedAt: row.signedAt?.getTime() ?? null,
    strickenAt: row.strickenAt?.getTime() ?? null,
    strickenReason: row.strickenReason,
    createdAt: row.createdAt.getTime(),
    // Documents, prescriptions and referrals of konsult meetings come with the issues that make them.
    documents: [],
    prescriptions: [],
    ePrescriptions: [],
    referral: null
  };
}
function fromHistoryRow(row, viewer) {
  return {
    id: row.id,
    documentId: row.documentId,
    meetingId: row.meetingId,
    source: "records-system",
    templateId: row.templateId,
    contactAt: row.contactAt.getTime(),
    contactType: row.contactType,
    responsibleName: row.responsibleName,
    titleResponsibleName: row.titleResponsibleName,
    careFacilityName: row.careFacilityName,
    title: row.title,
    rows: row.rows,
    signedAt: row.signedAt?.getTime() ?? null,
    strickenAt: row.strickenAt?.getTime() ?? null,
    strickenReason: row.strickenReason,
    createdAt: row.createdAt.getTime(),
    documents: row.documents,
    prescriptions: viewer.seesPrescriptions ? row.prescriptions : [],
    ePrescriptions: row.ePrescriptions,
    referral: row.referral
  };
}

// packages/server/src/record-history/service.ts
async function getRecordEntriesJson(db, request2, principal, access, includeStricken) {
  const notes = (await listKonsultNotes(db, access.patientId, includeStricken)).map(fromKonsultNote);
  const entries = await historyEntriesJson(db, {
    patientId: access.patientId,
    includeStricken,
    seesPrescriptions: seesPrescriptions(principal),
    notes: notes.map((note) => ({ id: note.id, contactAt: note.contactAt, json: JSON.stringify(note) }))
  });
  await audit(db, request2, {
    action: "record_history.read",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "patient",
    resourceId: access.patientId
  });
  return `{"entries":[${entries}]}`;
}
function seesPrescriptions(principal) {
  return principal.pool.country === "SE";
}
async function strikeHistoryEntry(db, request2, principal, access, reason) {
  if (!principal.strikingEnabled) throw forbidden("Notes cannot be struck in your country.");
  const entry = await findHistoryEntry(db, access.entryId);
  if (!entry) throw notFound();
  const stricken = entry.strickenAt ? null : await setHistoryEntryStricken(db, entry.id, principal.id, reason, /* @__PURE__ */ new Date());
  if (!stricken) throw conflict("entry_stricken", "This note has been struck and can no longer be changed.");
  await audit(db, request2, {
    action: "record_entry.strike",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "record-history-entry",
    resourceId: entry.id
  });
  return fromHistoryRow(stricken, { seesPrescriptions: seesPrescriptions(principal) });
}

// packages/server/src/medical-record/repo.ts
import { and as and10, asc as asc4, eq as eq12, sql as sql8 } from "drizzle-orm";
async function findEntryByMeeting(db, meetingId) {
  const [row] = await db.select().from(medicalRecordEntries).where(eq12(medicalRecordEntries.meetingId, meetingId));
  return row ?? null;
}
async function findEntry(db, entryId) {
  const [row] = await db.select().from(medicalRecordEntries).where(eq12(medicalRecordEntries.id, entryId));
  return row ?? null;
}
async function insertEntry(db, row) {
  const [created] = await db.insert(medicalRecordEntries).values(row).onConflictDoNothing().returning();
  return created ?? null;
}
async function updateEntryValues(db, entryId, version, change2) {
  const [row] = await db.update(medicalRecordEntries).set({ values: change2.values, shareEntry: change2.shareEntry, version: version + 1, updatedAt: change2.now }).where(and10(eq12(medicalRecordEntries.id, entryId), eq12(medicalRecordEntries.version, version))).returning();
  return row ?? null;
}
async function setEntrySigned(db, entryId, signer, now) {
  const [row] = await db.update(medicalRecordEntries).set(
    signer ? { signedAt: now, signedBy: signer, updatedAt: now } : { signedAt: null, signedBy: null, updatedAt: now }
  ).where(eq12(medicalRecordEntries.id, entryId)).returning();
  return row;
}
async function setEntryStricken(db, entryId, by, reason, now) {
  const [row] = await db.update(medicalRecordEntries).set({ strickenAt: now, strickenBy: by, strickenReason: reason, updatedAt: now }).where(eq12(medicalRecordEntries.id, entryId)).returning();
  return row;
}
async function appendEntryEvent(db, event) {
  await db.insert(medicalRecordEntryEvents).values({ ...event, reason: event.reason ?? null });
}
async function listEntryEvents(db, entryId) {
  return db.select({
    action: medicalRecordEntryEvents.action,
    at: medicalRecordEntryEvents.at,
    clinicianId: medicalRecordEntryEvents.clinicianId,
    clinicianName: clinicians.name,
    reason: medicalRecordEntryEvents.reason
  }).from(medicalRecordEntryEvents).innerJoin(clinicians, eq12(clinicians.id, medicalRecordEntryEvents.clinicianId)).where(eq12(medicalRecordEntryEvents.entryId, entryId)).orderBy(asc4(medicalRecordEntryEvents.id));
}
async function findEvaluation(db, meetingId) {
  const [row] = await db.select().from(evaluations).where(eq12(evaluations.meetingId, meetingId));
  return row ?? null;
}
async function saveEvaluationValues(db, row, version) {
  if (version === 0) {
    const [created] = await db.insert(evaluations).values({ ...row, updatedAt: row.now, version: 1 }).onConflictDoNothing().returning();
    return created ?? null;
  }
  const [updated] = await db.update(evaluations).set({ values: row.values, updatedAt: row.now, updatedBy: row.updatedBy, version: sql8`${evaluations.version} + 1` }).where(and10(eq12(evaluations.meetingId, row.meetingId), eq12(evaluations.version, version))).returning();
  return updated ?? null;
}

// packages/server/src/medical-record/mapper.ts
function toEntry(row) {
  return {
    id: row.id,
    entryContentId: row.entryContentId,
    meetingId: row.meetingId,
    patientId: row.patientId,
    templateId: row.templateId,
    values: row.values,
    version: row.version,
    shareEntry: row.shareEntry,
    signedAt: row.signedAt?.getTime() ?? null,
    strickenAt: row.strickenAt?.getTime() ?? null,
    strickenReason: row.strickenReason,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime()
  };
}
function toEvaluation(row) {
  return {
    meetingId: row.meetingId,
    templateId: row.templateId,
    values: row.values,
    version: row.version,
    updatedAt: row.updatedAt.getTime()
  };
}

// packages/server/src/medical-record/templates.ts
function noteTemplate(principal, templateId) {
  return templateId ? formTemplateById(templateId) : medicalRecordTemplate(principal.pool.country);
}
function evaluationTemplateFor(principal, meeting, saved) {
  if (saved) return formTemplateById(saved.templateId);
  if (principal.pool.country === "NO") return null;
  return evaluationTemplate({
    country: principal.pool.country,
    profession: principal.profession,
    activityType: meeting.activityType,
    usesExternalEmr: principal.pool.usesExternalEmr,
    legacyPatientHelped: false
  });
}

// packages/server/src/medical-record/service.ts
var staleVersion = () => conflict("stale_version", "Someone saved this form after you opened it. Reload it or keep your version.");
var entryLocked = (row) => row.strickenAt ? conflict("entry_stricken", "This note has been struck and can no longer be changed.") : conflict("entry_signed", "This note is signed. Unsign it to change it.");
function assertValues(template, values) {
  const issues = valueIssues(template, values);
  if (issues.length) throw new AppError(400, "invalid_input", "Some values do not fit the form.", issues);
}
async function meetingOf(db, meetingId) {
  const [row] = await db.select({ activityType: meetings.activityType, status: meetings.status, patientId: meetings.patientId }).from(meetings).where(eq13(meetings.id, meetingId));
  if (!row) throw notFound();
  return row;
}
async function getEntry(db, request2, principal, access) {
  const row = await findEntryByMeeting(db, access.meetingId);
  await audit(db, request2, {
    action: "record_entry.read",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: access.meetingId
  });
  return { entry: row ? toEntry(row) : null, templateId: noteTemplate(principal, row?.templateId).id };
}
async function saveEntry(db, request2, principal, access, body) {
  const meetingId = access.meetingId;
  const now = /* @__PURE__ */ new Date();
  const existing = await findEntryByMeeting(db, meetingId);
  const template = noteTemplate(principal, existing?.templateId);
  assertValues(template, body.values);
  const values = body.values;
  let saved;
  if (!existing) {
    if (body.version !== 0) throw staleVersion();
    saved = await insertEntry(db, {
      id: randomUUID6(),
      entryContentId: randomUUID6(),
      meetingId,
      patientId: access.patientId,
      clinicianId: principal.id,
      templateId: template.id,
      values,
      version: 1,
      shareEntry: body.share_entry ?? false,
      createdAt: now,
      updatedAt: now
    });
    if (saved) await appendEntryEvent(db, { entryId: saved.id, action: "created", clinicianId: principal.id, at: now });
  } else {
    if (existing.signedAt || existing.strickenAt) throw entryLocked(existing);
    if (existing.version !== body.version) throw staleVersion();
    saved = await updateEntryValues(db, existing.id, body.version, {
      values,
      shareEntry: body.share_entry ?? existing.shareEntry,
      now
    });
    if (saved) await appendEntryEvent(db, { entryId: saved.id, action: "saved", clinicianId: principal.id, at: now });
  }
  if (!saved) throw staleVersion();
  await audit(db, request2, {
    action: "record_entry.save",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "medical-record-entry",
    resourceId: saved.id
  });
  return toEntry(saved);
}
async function unsignEntry(db, request2, principal, access, reason) {
  if (!principal.signingEnabled) throw forbidden("Notes are not signed in your country.");
  const entry = await findEntry(db, access.entryId);
  if (!entry) throw notFound();
  if (entry.strickenAt) throw entryLocked(entry);
  if (!entry.signedAt) throw conflict("entry_not_signed", "This note is not signed.");
  const now = /* @__PURE__ */ new Date();
  const row = await db.transaction(async (tx) => {
    const unsigned = await setEntrySigned(tx, entry.id, null, now);
    await appendEntryEvent(tx, { entryId: entry.id, action: "unsigned", clinicianId: principal.id, reason, at: now });
    return unsigned;
  });
  await audit(db, request2, {
    action: "record_entry.unsign",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "medical-record-entry",
    resourceId: entry.id
  });
  return toEntry(row);
}
async function strikeAnyEntry(db, request2, principal, access, reason) {
  return access.entrySource === "records-system" ? strikeHistoryEntry(db, request2, principal, access, reason) : strikeEntry(db, request2, principal, access, reason);
}
async function strikeEntry(db, request2, principal, access, reason) {
  if (!principal.strikingEnabled) throw forbidden("Notes cannot be struck in your country.");
  const entry = await findEntry(db, access.entryId);
  if (!entry) throw notFound();
  if (entry.strickenAt) throw entryLocked(entry);
  const now = /* @__PURE__ */ new Date();
  const row = await db.transaction(async (tx) => {
    const stricken = await setEntryStricken(tx, entry.id, principal.id, reason, now);
    await appendEntryEvent(tx, { entryId: entry.id, action: "stricken", clinicianId: principal.id, reason, at: now });
    await tx.update(meetings).set({ status: "COMPLETED", actualEndTime: now, updatedAt: now }).where(eq13(meetings.id, entry.meetingId));
    return stricken;
  });
  await audit(db, request2, {
    action: "record_entry.strike",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "medical-record-entry",
    resourceId: entry.id
  });
  return toEntry(row);
}
async function entryHistory(db, request2, access) {
  if (access.entrySource !== "konsult") throw notFound();
  const events = await listEntryEvents(db, access.entryId);
  await audit(db, request2, {
    action: "record_entry.history",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "medical-record-entry",
    resourceId: access.entryId
  });
  return { events: events.map((e) => ({ ...e, at: e.at.getTime() })) };
}
async function evaluationContext(_db, _meetingId) {
  return { hasPrescription: false, hasLabReferral: false, hasSpecialistReferral: false, hasSickNote: false };
}
async function getEvaluation(db, request2, principal, access) {
  const meetingId = access.meetingId;
  const [meeting, saved] = await Promise.all([meetingOf(db, meetingId), findEvaluation(db, meetingId)]);
  const template = evaluationTemplateFor(principal, meeting, saved);
  await audit(db, request2, {
    action: "evaluation.read",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: meetingId
  });
  return {
    evaluation: saved ? toEvaluation(saved) : null,
    templateId: template?.id ?? null,
    context: await evaluationContext(db, meetingId)
  };
}
async function saveEvaluation(db, request2, principal, access, body) {
  const meetingId = access.meetingId;
  const [meeting, saved] = await Promise.all([meetingOf(db, meetingId), findEvaluation(db, meetingId)]);
  const template = evaluationTemplateFor(principal, meeting, saved);
  if (!template) throw forbidden("Meetings in your country have no evaluation.");
  assertValues(template, body.values);
  if ((saved?.version ?? 0) !== body.version) throw staleVersion();
  const row = await saveEvaluationValues(
    db,
    {
      meetingId,
      patientId: access.patientId,
      templateId: template.id,
      values: body.values,
      updatedBy: principal.id,
      now: /* @__PURE__ */ new Date()
    },
    body.version
  );
  if (!row) throw staleVersion();
  await audit(db, request2, {
    action: "evaluation.save",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: meetingId
  });
  return toEvaluation(row);
}

// packages/server/src/medical-record/routes.ts
var errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
var byId2 = z30.object({ id: z30.string().max(100) });
var medicalRecordRoutes = async (app, { db }) => {
  const tags = ["medical-record", "patient-data"];
  app.get(
    "/api/medicalrecord/v2/entry/:id",
    {
      schema: {
        tags,
        summary: "The meeting's medical record entry (null before the first save) and its template id",
        "x-patient-data": { resource: "meeting", param: "id", action: "record_entry.read" },
        params: byId2,
        querystring: z30.object({ surveyInformationId: z30.string().max(200).optional() }),
        response: { 200: EntryResponse, ...errors }
      }
    },
    async (request2) => getEntry(db, request2, requirePrincipal(request2.principal), requireAccess(request2.access))
  );
  app.put(
    "/api/medicalrecord/v2/entry/:id",
    {
      schema: {
        tags,
        summary: "Save the note: `version` is the version edited (0 before the first save); 409 stale_version otherwise",
        "x-patient-data": { resource: "meeting", param: "id", action: "record_entry.save" },
        params: byId2,
        body: SaveEntryBody,
        response: { 200: z30.object({ entry: MedicalRecordEntry }), ...errors }
      }
    },
    async (request2) => ({
      entry: await saveEntry(
        db,
        request2,
        requirePrincipal(request2.principal),
        requireAccess(request2.access),
        request2.body
      )
    })
  );
  app.post(
    "/api/medicalrecord/entry/unsign/:id",
    {
      schema: {
        tags,
        summary: "Reopen a signed note, with a reason",
        "x-patient-data": { resource: "medical-record-entry", param: "id", action: "record_entry.unsign" },
        params: byId2,
        body: ReasonBody,
        response: { 200: z30.object({ entry: MedicalRecordEntry }), ...errors }
      }
    },
    async (request2) => ({
      entry: await unsignEntry(
        db,
        request2,
        requirePrincipal(request2.principal),
        requireAccess(request2.access),
        request2.body.reason
      )
    })
  );
  app.post(
    "/api/medicalrecord/entry/strike/:id",
    {
      schema: {
        tags,
        summary: "Strike a note where the country allows it: a konsult note (ends its meeting; answers the note) or an entry of the records system's history (answers the record entry)",
        "x-patient-data": { resource: "medical-record-entry", param: "id", action: "record_entry.strike" },
        params: byId2,
        body: ReasonBody,
        response: { 200: z30.object({ entry: z30.union([MedicalRecordEntry, RecordEntry]) }), ...errors }
      }
    },
    async (request2) => ({
      entry: await strikeAnyEntry(
        db,
        request2,
        requirePrincipal(request2.principal),
        requireAccess(request2.access),
        request2.body.reason
      )
    })
  );
  app.get(
    "/api/medicalrecord/entry/audit/:id",
    {
      schema: {
        tags,
        summary: "Who created, saved, signed, unsigned and struck the entry, and when",
        "x-patient-data": { resource: "medical-record-entry", param: "id", action: "record_entry.history" },
        params: byId2,
        response: { 200: EntryAuditResponse, ...errors }
      }
    },
    async (request2) => entryHistory(db, request2, requireAccess(request2.access))
  );
  app.get(
    "/api/medicalrecord/evaluation/:id",
    {
      schema: {
        tags,
        summary: "The meeting's evaluation, its template id (null where none applies) and what forces its answers",
        "x-patient-data": { resource: "meeting", param: "id", action: "evaluation.read" },
        params: byId2,
        response: { 200: EvaluationResponse, ...errors }
      }
    },
    async (request2) => getEvaluation(db, request2, requirePrincipal(request2.principal), requireAccess(request2.access))
  );
  app.put(
    "/api/medicalrecord/evaluation/:id",
    {
      schema: {
        tags,
        summary: "Save the evaluation (same versioning as the note)",
        "x-patient-data": { resource: "meeting", param: "id", action: "evaluation.save" },
        params: byId2,
        body: SaveEvaluationBody,
        response: { 200: z30.object({ evaluation: Evaluation }), ...errors }
      }
    },
    async (request2) => ({
      evaluation: await saveEvaluation(
        db,
        request2,
        requirePrincipal(request2.principal),
        requireAccess(request2.access),
        request2.body
      )
    })
  );
  app.get(
    "/api/medicalrecord/icd10",
    {
      schema: {
        tags: ["medical-record"],
        summary: "Search ICD-10 codes by code or words of the title",
        querystring: z30.object({
          query: z30.string().trim().min(1).max(100),
          limit: z30.coerce.number().int().min(1).max(50).default(20)
        }),
        response: { 200: IcdSearchResponse, 400: ErrorBody, 401: ErrorBody }
      }
    },
    async (request2) => ({ codes: searchIcd10(request2.query.query, request2.query.limit) })
  );
  app.get(
    "/api/medicalrecord/clinician/non-recommended-icd-codes",
    {
      schema: {
        tags: ["medical-record"],
        summary: "Codes guidelines advise against, each with its guideline",
        response: { 200: NonRecommendedIcdResponse, 401: ErrorBody }
      }
    },
    async () => ({ icdCodes: NON_RECOMMENDED_ICD_CODES.map(({ code, guidelineUrl }) => ({ code, guidelineUrl })) })
  );
};

// packages/server/src/record-history/routes.ts
import zlib from "node:zlib";
import { z as z31 } from "zod";
var recordHistoryRoutes = async (app, { db }) => {
  app.get(
    "/api/medicalrecord/v4/entries/:patientId",
    {
      schema: {
        tags: ["medical-record", "patient-data"],
        summary: "The patient's record history, newest first: konsult's notes (drafts included) and the records system's entries",
        "x-patient-data": { resource: "patient", param: "patientId", action: "record_history.read" },
        params: z31.object({ patientId: z31.string().max(100) }),
        querystring: z31.object({ includeStricken: z31.enum(["true", "false"]).default("false") }),
        response: { 200: RecordEntriesResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }
      },
      // 5,000 entries are ~6 MB of JSON: brotli quality 1 packs them to ~0.5 MB in ~11 ms where the default 4 takes
      // ~30 ms for ~0.3 MB, and gzip level 1 takes ~27 ms where 6 takes ~95 ms. The CPU is worth more than the bytes.
      compress: {
        brotliOptions: {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: 1
          }
        },
        zlibOptions: { level: 1 }
      }
    },
    // Sent as serialized by the service (see recordEntriesJson): a JSON string with a JSON content type is not
    // passed through the response schema's serializer again.
    async (request2, reply) => {
      const body = await getRecordEntriesJson(
        db,
        request2,
        requirePrincipal(request2.principal),
        requireAccess(request2.access),
        request2.query.includeStricken === "true"
      );
      return reply.type("application/json; charset=utf-8").send(body);
    }
  );
};

// packages/server/src/appointments/routes.ts
import { z as z32 } from "zod";

// packages/server/src/appointments/repo.ts
import { and as and11, asc as asc5, count as count4, eq as eq14, gt as gt2, ne } from "drizzle-orm";
function upcoming(patientId, now, excludeMeetingId) {
  return and11(
    eq14(meetings.patientId, patientId),
    eq14(meetings.status, "SCHEDULED"),
    gt2(meetings.scheduledStartTime, now),
    excludeMeetingId ? ne(meetings.id, excludeMeetingId) : void 0
  );
}
async function listUpcomingMeetings(db, query) {
  const where = upcoming(query.patientId, query.now, query.excludeMeetingId);
  const [rows, [total]] = await Promise.all([
    db.select({
      id: meetings.id,
      interventionType: meetings.interventionType,
      scheduledStartTime: meetings.scheduledStartTime,
      slotLengthMinutes: meetings.slotLengthMinutes,
      isConfirmed: meetings.isConfirmed,
      internalReferral: meetings.internalReferral,
      bookedBy: meetings.bookedBy,
      symptomsSurveyInformationId: meetings.symptomsSurveyInformationId,
      clinicianName: clinicians.name,
      profession: clinicians.profession,
      poolName: pools.name,
      country: pools.country
    }).from(meetings).innerJoin(clinicians, eq14(clinicians.id, meetings.clinicianId)).innerJoin(pools, eq14(pools.id, clinicians.poolId)).where(where).orderBy(asc5(meetings.scheduledStartTime), asc5(meetings.id)).limit(query.size).offset(query.page * query.size),
    db.select({ n: count4() }).from(meetings).where(where)
  ]);
  return { rows, total: total?.n ?? 0 };
}

// packages/server/src/appointments/mapper.ts
var MINUTE = 6e4;
function toAppointment(row) {
  const referral = row.internalReferral;
  const start = row.scheduledStartTime.getTime();
  return {
    meetingId: row.id,
    interventionType: row.interventionType,
    careFacilityName: row.poolName,
    clinician: { name: row.clinicianName, clinicianTitle: professionTitle(row.profession, row.country) },
    bookedByPatient: referral === null && row.bookedBy === null,
    bookerClinician: referral?.bookerName ?? row.bookedBy?.name ?? null,
    // The referral does not record how the referring meeting was held.
    bookerInterventionType: null,
    confirmed: row.isConfirmed,
    bookerMessage: referral?.message ?? (row.bookedBy?.message || null),
    startTime: start,
    endTime: start + row.slotLengthMinutes * MINUTE,
    dropin: false,
    isInternalReferral: referral !== null,
    symptomId: row.symptomsSurveyInformationId
  };
}

// packages/server/src/appointments/service.ts
async function getUpcomingAppointments(db, request2, access, query) {
  const { rows, total } = await listUpcomingMeetings(db, {
    patientId: access.patientId,
    now: query.now,
    excludeMeetingId: isUuid(query.currentMeetingId) ? query.currentMeetingId : null,
    size: query.size,
    page: query.page
  });
  await audit(db, request2, {
    action: "upcoming_appointments.read",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "patient",
    resourceId: access.patientId
  });
  return { content: rows.map(toAppointment), totalElements: total, page: query.page, size: query.size };
}

// packages/server/src/appointments/routes.ts
var MAX_PAGE_SIZE = 100;
var appointmentRoutes = async (app, { db }) => {
  app.get(
    "/api/meeting/clinician/upcoming-appointments/v2/:patientId/:meetingId",
    {
      schema: {
        tags: ["meetings", "patient-data"],
        summary: "The patient's scheduled meetings still to come with any clinician, soonest first, without {meetingId} (the meeting on screen; '-' for none)",
        "x-patient-data": { resource: "patient", param: "patientId", action: "upcoming_appointments.read" },
        params: z32.object({ patientId: z32.string().max(100), meetingId: z32.string().max(100) }),
        querystring: z32.object({
          size: z32.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
          page: z32.coerce.number().int().min(0).max(1e4).default(0)
        }),
        response: { 200: UpcomingAppointmentsResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2) => getUpcomingAppointments(db, request2, requireAccess(request2.access), {
      currentMeetingId: request2.params.meetingId,
      size: request2.query.size,
      page: request2.query.page,
      now: /* @__PURE__ */ new Date()
    })
  );
};

// packages/server/src/patient-details/routes.ts
import { z as z33 } from "zod";

// packages/server/src/patient-details/mapper.ts
function toWarning(row) {
  return {
    warningId: row.id,
    type: row.type,
    reason: row.reason,
    note: row.note,
    clinicianName: row.clinicianName,
    createdAt: row.createdAt.getTime()
  };
}
function toContactPerson(row) {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    relationship: row.relationship
  };
}
function toObservation(row) {
  return {
    propertyName: row.propertyName,
    values: row.values,
    createdAt: row.createdAt.getTime(),
    sourceDetails: { name: row.sourceName },
    responseSetId: row.responseSetId
  };
}
function toInsuranceClaim(row) {
  return {
    insuranceNumber: row.insuranceNumber,
    company: row.company,
    isRevoked: row.isRevoked,
    validFrom: row.validFrom,
    validTo: row.validTo,
    triageNote: row.triageNote,
    attachments: row.attachments,
    remainedAppointments: row.remainedAppointments,
    numberOfAppointments: row.numberOfAppointments
  };
}

// packages/server/src/patient-details/repo.ts
import { asc as asc6, desc as desc3, eq as eq15, sql as sql9 } from "drizzle-orm";
async function listWarnings(db, patientId) {
  return db.select().from(patientWarnings).where(eq15(patientWarnings.patientId, patientId)).orderBy(desc3(patientWarnings.createdAt), asc6(patientWarnings.id));
}
async function findContactPerson(db, patientId) {
  const [row] = await db.select().from(frContactPersons).where(eq15(frContactPersons.patientId, patientId));
  return row ?? null;
}
async function listObservations(db, patientId, latestOnly) {
  const o = healthObservations;
  const newest = sql9`${o.createdAt} = (
    SELECT max(l.created_at) FROM health_observations l WHERE l.patient_id = ${o.patientId} AND l.property_name = ${o.propertyName}
  )`;
  return db.select().from(o).where(latestOnly ? sql9`${o.patientId} = ${patientId} AND ${newest}` : eq15(o.patientId, patientId)).orderBy(desc3(o.createdAt), asc6(o.propertyName), asc6(o.id)).limit(2e3);
}
async function latestHealthCheckScore(db, patientId) {
  const [row] = await db.select().from(healthCheckScores).where(eq15(healthCheckScores.patientId, patientId)).orderBy(desc3(healthCheckScores.createdAt)).limit(1);
  return row ?? null;
}
async function findInsuranceClaim(db, meetingId) {
  const [row] = await db.select().from(insuranceClaims).where(eq15(insuranceClaims.meetingId, meetingId));
  return row ?? null;
}
async function findListing(db, patientId) {
  const [row] = await db.select().from(seListings).where(eq15(seListings.patientId, patientId));
  return row ?? null;
}
async function findMeetingParties(db, meetingId) {
  const [row] = await db.select({
    clinicianId: meetings.clinicianId,
    patientId: meetings.patientId,
    childRelationshipVerified: children.relationshipVerified
  }).from(meetings).leftJoin(children, eq15(children.id, meetings.childId)).where(eq15(meetings.id, meetingId));
  return row ?? null;
}

// packages/server/src/patient-details/service.ts
var read = (db, request2, action, access, resourceId) => audit(db, request2, {
  action,
  outcome: "success",
  patientId: access.patientId,
  resourceType: resourceId ? "meeting" : "patient",
  resourceId: resourceId ?? access.patientId
});
async function getWarnings(db, request2, access) {
  const rows = await listWarnings(db, access.patientId);
  await read(db, request2, "patient_warnings.read", access);
  return { warnings: rows.map(toWarning) };
}
async function getProrenataWarnings(db, recordsSystem, request2, access) {
  const codes = await recordsSystem.accessWarnings(access.patientId);
  await read(db, request2, "prorenata_warnings.read", access);
  return { codes };
}
async function getContactPerson(db, request2, access, patientId) {
  const meetingId = access.meetingId;
  if (patientId !== access.patientId) {
    return deny(db, request2, {
      action: "contact_person.read",
      resourceType: "patient",
      resourceId: patientId,
      patientId
    });
  }
  const row = await findContactPerson(db, patientId);
  await read(db, request2, "contact_person.read", access, meetingId);
  if (!row) throw notFound();
  return toContactPerson(row);
}
async function getObservations(db, request2, access, history) {
  const rows = await listObservations(db, access.patientId, !history);
  await read(db, request2, "health_observations.read", access);
  return { observations: rows.map(toObservation) };
}
async function getOverview(db, request2, principal, access, meetingId) {
  const patientId = access.patientId;
  const meeting = meetingId ? await findMeetingParties(db, meetingId) : null;
  if (meetingId && (meeting?.clinicianId !== principal.id || meeting.patientId !== patientId)) {
    return deny(db, request2, {
      action: "patient_overview.read",
      resourceType: "meeting",
      resourceId: meetingId,
      patientId: meeting?.patientId ?? patientId
    });
  }
  const [score, claim, listing] = await Promise.all([
    latestHealthCheckScore(db, patientId),
    meetingId ? findInsuranceClaim(db, meetingId) : null,
    findListing(db, patientId)
  ]);
  await read(db, request2, "patient_overview.read", access, meetingId);
  return {
    healthCheckScore: score && {
      totalScore: score.totalScore,
      physicalScore: score.physicalScore,
      mentalScore: score.mentalScore,
      maxScore: score.maxScore
    },
    insuranceClaim: claim && toInsuranceClaim(claim),
    listing: listing && {
      isListed: listing.isListed,
      isBvcListed: listing.isBvcListed,
      healthCenter: listing.healthCenter
    },
    childRelationshipVerified: meeting?.childRelationshipVerified ?? null
  };
}

// packages/server/src/patient-details/routes.ts
var errors2 = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
var id = z33.string().max(100);
var flag2 = z33.enum(["true", "false"]);
var patientDetailsRoutes = async (app, { db, recordsSystem }) => {
  const tags = ["record-pane", "patient-data"];
  app.get(
    "/api/medicalrecord/patient/warnings/:patientId",
    {
      schema: {
        tags,
        summary: "The patient's warnings, newest first (the panel shows WARNING first, then newest)",
        "x-patient-data": { resource: "patient", param: "patientId", action: "patient_warnings.read" },
        params: z33.object({ patientId: id }),
        response: { 200: PatientWarningsResponse, ...errors2 }
      }
    },
    async (request2) => getWarnings(db, request2, requireAccess(request2.access))
  );
  app.get(
    "/api/medicalrecord/patient/prorenatawarnings/:patientId",
    {
      schema: {
        tags,
        summary: "Why the records system may keep the patient's record from this pool: its codes, none when all is well",
        "x-patient-data": { resource: "patient", param: "patientId", action: "prorenata_warnings.read" },
        params: z33.object({ patientId: id }),
        response: { 200: ProrenataWarningsResponse, ...errors2 }
      }
    },
    async (request2) => getProrenataWarnings(db, recordsSystem, request2, requireAccess(request2.access))
  );
  app.get(
    "/api/fr-patient-details/contact-person/:meetingId/patient/:patientId",
    {
      schema: {
        tags,
        summary: "France: the contact person of the meeting's patient; 404 when there is none",
        "x-patient-data": { resource: "meeting", param: "meetingId", action: "contact_person.read" },
        params: z33.object({ meetingId: id, patientId: z33.guid() }),
        response: { 200: ContactPerson, ...errors2 }
      }
    },
    async (request2) => getContactPerson(db, request2, requireAccess(request2.access), request2.params.patientId)
  );
  app.get(
    "/api/facts/patients/:patientId/observations",
    {
      schema: {
        tags,
        summary: "Health properties the patient reported (height, weight, allergies), newest first; history=false keeps the latest of each",
        "x-patient-data": { resource: "patient", param: "patientId", action: "health_observations.read" },
        params: z33.object({ patientId: id }),
        querystring: z33.object({ history: flag2.optional(), localisedValues: flag2.optional() }),
        response: { 200: HealthObservationsResponse, ...errors2 }
      }
    },
    // Values are stored as the patient reported them, in their language: localisedValues changes nothing here.
    async (request2) => getObservations(db, request2, requireAccess(request2.access), request2.query.history !== "false")
  );
  app.get(
    "/api/patient/:patientId/overview",
    {
      schema: {
        tags,
        summary: "Health-check score, the meeting's insurance claim, Swedish listing and the child's verified relationship; meetingId is optional (meetingless view)",
        "x-patient-data": { resource: "patient", param: "patientId", action: "patient_overview.read" },
        params: z33.object({ patientId: id }),
        querystring: z33.object({ meetingId: z33.guid().optional() }),
        response: { 200: PatientOverview, ...errors2 }
      }
    },
    async (request2) => getOverview(
      db,
      request2,
      requirePrincipal(request2.principal),
      requireAccess(request2.access),
      request2.query.meetingId
    )
  );
};

// packages/server/src/symptoms/routes.ts
import { z as z34 } from "zod";

// packages/server/src/symptoms/repo.ts
import { and as and12, desc as desc4, eq as eq16 } from "drizzle-orm";
async function findSurveyResponse(db, meetingId) {
  const [row] = await db.select().from(surveyResponses).where(eq16(surveyResponses.meetingId, meetingId));
  return row ?? null;
}
async function findSymptomImage(db, imageId) {
  const [row] = await db.select({
    meetingId: symptomImages.meetingId,
    patientId: symptomImages.patientId,
    contentType: symptomImages.contentType,
    bytes: symptomImages.bytes
  }).from(symptomImages).where(eq16(symptomImages.id, imageId));
  return row ?? null;
}
async function listPatientDocuments(db, patientId, surveyInformationId) {
  return db.select({ id: patientDocuments.id, createdAt: patientDocuments.createdAt }).from(patientDocuments).where(
    and12(
      eq16(patientDocuments.patientId, patientId),
      surveyInformationId === void 0 ? void 0 : eq16(patientDocuments.surveyInformationId, surveyInformationId)
    )
  ).orderBy(desc4(patientDocuments.createdAt), desc4(patientDocuments.id)).limit(500);
}
async function findPatientDocument(db, documentId) {
  const [row] = await db.select({
    patientId: patientDocuments.patientId,
    contentType: patientDocuments.contentType,
    bytes: patientDocuments.bytes
  }).from(patientDocuments).where(eq16(patientDocuments.id, documentId));
  return row ?? null;
}
async function findMeetingParties2(db, meetingId) {
  const [row] = await db.select({ clinicianId: meetings.clinicianId, patientId: meetings.patientId }).from(meetings).where(eq16(meetings.id, meetingId));
  return row ?? null;
}

// packages/server/src/symptoms/service.ts
var success = (db, request2, action, access, resourceId) => audit(db, request2, { action, outcome: "success", patientId: access.patientId, resourceType: "meeting", resourceId });
async function getSurveyResponse(db, request2, access) {
  const meetingId = access.meetingId;
  const row = await findSurveyResponse(db, meetingId);
  await success(db, request2, "survey_response.read", access, meetingId);
  return {
    survey: row && {
      formName: row.formName,
      surveyInformationId: row.surveyInformationId,
      policyUrl: row.policyUrl,
      questions: row.questions
    }
  };
}
async function getSymptomImage(db, request2, access, imageId) {
  const row = await findSymptomImage(db, imageId);
  if (!row) throw notFound();
  if (row.meetingId !== access.meetingId) {
    return deny(db, request2, {
      action: "symptom_image.read",
      resourceType: "meeting",
      resourceId: row.meetingId,
      patientId: row.patientId
    });
  }
  await success(db, request2, "symptom_image.read", access, row.meetingId);
  return { contentType: row.contentType, bytes: row.bytes };
}
async function getPatientDocuments(db, request2, principal, access, meetingId, surveyInformationId) {
  const meeting = meetingId ? await findMeetingParties2(db, meetingId) : null;
  if (meetingId && (meeting?.clinicianId !== principal.id || meeting.patientId !== access.patientId)) {
    return deny(db, request2, {
      action: "patient_documents.read",
      resourceType: "meeting",
      resourceId: meetingId,
      patientId: meeting?.patientId ?? access.patientId
    });
  }
  const rows = await listPatientDocuments(db, access.patientId, surveyInformationId);
  await audit(db, request2, {
    action: "patient_documents.read",
    outcome: "success",
    patientId: access.patientId,
    resourceType: meetingId ? "meeting" : "patient",
    resourceId: meetingId ?? access.patientId
  });
  return { patientDocuments: rows.map((r) => ({ patientDocumentId: r.id, createdAt: r.createdAt.getTime() })) };
}
async function getPatientDocumentImage(db, request2, access, documentId) {
  const row = await findPatientDocument(db, documentId);
  if (!row) throw notFound();
  if (row.patientId !== access.patientId) {
    return deny(db, request2, {
      action: "patient_document.read",
      resourceType: "patient",
      resourceId: row.patientId,
      patientId: row.patientId
    });
  }
  await success(db, request2, "patient_document.read", access, access.meetingId);
  return { contentType: row.contentType, bytes: row.bytes };
}

// packages/server/src/symptoms/routes.ts
var errors3 = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
var id2 = z34.string().max(100);
var size = z34.coerce.number().int().min(1).max(4e3).optional();
function sendImage(reply, image) {
  return reply.header("cache-control", "private, max-age=3600").type(image.contentType).send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
}
var symptomRoutes = async (app, { db }) => {
  const tags = ["record-pane", "patient-data"];
  app.get(
    "/api/meeting/doctor/survey-responses/:meetingId",
    {
      schema: {
        tags,
        summary: "The symptoms survey the patient answered for the meeting (null when it has none)",
        "x-patient-data": { resource: "meeting", param: "meetingId", action: "survey_response.read" },
        params: z34.object({ meetingId: id2 }),
        response: { 200: SurveyResponseResponse, ...errors3 }
      }
    },
    async (request2) => getSurveyResponse(db, request2, requireAccess(request2.access))
  );
  app.get(
    "/api/meeting/doctor/symtoms/image/:imageId",
    {
      schema: {
        tags,
        summary: "A photo answering the meeting's symptoms survey (image/png or image/jpeg); 404 unless it is this meeting's",
        "x-patient-data": { resource: "meeting", param: "meetingId", in: "query", action: "symptom_image.read" },
        params: z34.object({ imageId: z34.guid() }),
        querystring: z34.object({ meetingId: id2, width: size, height: size }),
        response: errors3
      }
    },
    async (request2, reply) => sendImage(reply, await getSymptomImage(db, request2, requireAccess(request2.access), request2.params.imageId))
  );
  app.get(
    "/api/medicalrecord/patientdocuments",
    {
      schema: {
        tags,
        summary: "Documents the patient sent, newest first; only those sent with the survey when surveyInformationId is given. meetingId is optional (meetingless view); when given it must be the clinician's meeting with this patient",
        "x-patient-data": { resource: "patient", param: "patientId", in: "query", action: "patient_documents.read" },
        querystring: z34.object({
          patientId: id2,
          meetingId: z34.guid().optional(),
          surveyInformationId: z34.string().min(1).max(200).optional()
        }),
        response: { 200: PatientDocumentsResponse, ...errors3 }
      }
    },
    async (request2) => getPatientDocuments(
      db,
      request2,
      requirePrincipal(request2.principal),
      requireAccess(request2.access),
      request2.query.meetingId,
      request2.query.surveyInformationId
    )
  );
  app.get(
    "/api/medicalrecord/patientdocuments/:patientDocumentId/image",
    {
      schema: {
        tags,
        summary: "A document's image (image/png or image/jpeg); 404 unless it is the meeting's patient's",
        "x-patient-data": { resource: "meeting", param: "meetingId", in: "query", action: "patient_document.read" },
        params: z34.object({ patientDocumentId: z34.guid() }),
        querystring: z34.object({ meetingId: id2, width: size, height: size }),
        response: errors3
      }
    },
    async (request2, reply) => sendImage(
      reply,
      await getPatientDocumentImage(db, request2, requireAccess(request2.access), request2.params.patientDocumentId)
    )
  );
};

// packages/server/src/medication-list/routes.ts
import { z as z35 } from "zod";

// packages/server/src/integrations/sil/sil-catalogue.ts
var SilUnavailableError = class extends Error {
  constructor(message2) {
    super(message2);
    this.name = "SilUnavailableError";
  }
};

// packages/server/src/medication-list/mapper.ts
function dosageFromBody(body) {
  return {
    type: body.type,
    timeAmounts: body.time_amounts.map((row) => ({ time: row.time, amount: row.amount })),
    weeklyRepeats: body.weekly_repeats,
    customDosageText: body.custom_dosage_text,
    asNeededAmountIntervalMin: body.as_needed_amount_interval_min,
    asNeededAmountIntervalMax: body.as_needed_amount_interval_max,
    asNeededMaxAmount: body.as_needed_max_amount,
    additionalInstructions: body.additional_instructions,
    dosageDateStart: body.dosage_date_start,
    dosageDateEnd: body.dosage_date_end
  };
}
function storedDosage(dosage) {
  const text5 = (value) => value === null || value.trim() === "" ? null : value.trim();
  return {
    ...dosage,
    timeAmounts: [...dosage.timeAmounts].sort((a, b) => a.time.localeCompare(b.time)),
    customDosageText: dosage.type === "CUSTOM" ? text5(dosage.customDosageText) : null,
    additionalInstructions: text5(dosage.additionalInstructions)
  };
}
var snake = (path) => path.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
function dosageIssue(problem) {
  return { path: `dosage.${snake(problem.path)}`, code: problem.code, message: problem.message };
}
function toListItem(row) {
  return {
    id: row.id,
    silDrug: { drug: row.drug },
    dosage: row.dosage,
    reason: row.reasons,
    latestModifiedAt: row.modifiedAt.getTime(),
    latestModifiedBy: row.modifiedByName,
    status: { status: row.status, createdAt: row.statusAt.getTime() }
  };
}
var collator = new Intl.Collator("sv");
function toGroups(rows) {
  const active = rows.filter((r) => r.status === "ACTIVE").sort(
    (a, b) => collator.compare(a.drug.tradeName, b.drug.tradeName) || a.dosage.dosageDateStart - b.dosage.dosageDateStart || a.id.localeCompare(b.id)
  );
  const past = rows.filter((r) => r.status === "ENDED").sort((a, b) => b.statusAt.getTime() - a.statusAt.getTime() || a.id.localeCompare(b.id));
  return { active: active.map(toListItem), past: past.map(toListItem) };
}

// packages/server/src/medication-list/pdf.ts
var ZONE = MARKET_TIME_ZONE.SE;
var dateFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit"
});
var timeFormat = new Intl.DateTimeFormat("sv-SE", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" });
var day = (epochMs7) => dateFormat.format(epochMs7);
function itemRow(item) {
  const { drug } = item.silDrug;
  const unit = drug.dosages[0];
  const dosage = [{ text: describeDosage(item.dosage, unit, "sv") }];
  if (item.dosage.additionalInstructions) {
    dosage.push({ text: item.dosage.additionalInstructions, italics: true, fontSize: 8 });
  }
  return [
    {
      stack: [
        { text: drug.tradeName, bold: true },
        { text: drug.drugFormTextSv, fontSize: 8 }
      ]
    },
    { stack: dosage },
    { stack: item.reason.map((r) => ({ text: `${r.code} ${r.text}` })) },
    { text: day(item.dosage.dosageDateStart), noWrap: true },
    { text: item.dosage.dosageDateEnd === null ? "Tills vidare" : day(item.dosage.dosageDateEnd), noWrap: true }
  ];
}
function section3(title, empty, items) {
  const heading = { text: title, style: "section" };
  if (items.length === 0) return [heading, { text: empty, italics: true, margin: [0, 0, 0, 12] }];
  return [
    heading,
    {
      table: {
        headerRows: 1,
        widths: [110, "*", 120, "auto", "auto"],
        body: [
          ["L\xE4kemedel", "Dosering", "Orsak", "Start", "Slut"].map((text5) => ({ text: text5, style: "header" })),
          ...items.map(itemRow)
        ]
      },
      layout: "lightHorizontalLines",
      margin: [0, 0, 0, 12]
    }
  ];
}
function medicationListDocument(patient, active, now) {
  const regular = active.filter((item) => item.dosage.type !== "AS_NEEDED");
  const asNeeded = active.filter((item) => item.dosage.type === "AS_NEEDED");
  const name = `${patient.givenName} ${patient.familyName}`;
  return {
    info: { title: `L\xE4kemedelslista ${name}`, creator: "konsult" },
    pageSize: "A4",
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: "Roboto", fontSize: 9 },
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      section: { fontSize: 12, bold: true, margin: [0, 8, 0, 4] },
      header: { bold: true, fontSize: 8 }
    },
    footer: (page, pages) => ({
      text: `${name} \xB7 Sida ${page} av ${pages}`,
      alignment: "center",
      fontSize: 8,
      margin: [0, 16, 0, 0]
    }),
    content: [
      { text: "L\xE4kemedelslista", style: "title" },
      { text: [{ text: name, bold: true }, `   Personnummer ${formatPersonnummer(patient.idNumber)}`] },
      { text: `Utskriven ${day(now.getTime())} kl. ${timeFormat.format(now)}`, fontSize: 8, margin: [0, 2, 0, 8] },
      ...section3("St\xE5ende l\xE4kemedel", "Inga st\xE5ende l\xE4kemedel.", regular),
      ...section3("Vid behov", "Inga l\xE4kemedel vid behov.", asNeeded)
    ]
  };
}
async function renderMedicationListPdf(patient, active, now) {
  return renderPdf(medicationListDocument(patient, active, now));
}

// packages/server/src/medication-list/repo.ts
import { and as and13, asc as asc7, desc as desc5, eq as eq17 } from "drizzle-orm";
async function listItems(db, patientId) {
  return db.select().from(medicationListItems).where(eq17(medicationListItems.patientId, patientId)).orderBy(asc7(medicationListItems.status), desc5(medicationListItems.statusAt), asc7(medicationListItems.id)).limit(1e3);
}
async function findItem(db, id6) {
  const [row] = await db.select().from(medicationListItems).where(eq17(medicationListItems.id, id6));
  return row ?? null;
}
async function insertItem(db, row) {
  await db.insert(medicationListItems).values(row);
}
async function changeActiveItem(db, id6, patientId, change2) {
  const [row] = await db.update(medicationListItems).set(change2).where(
    and13(
      eq17(medicationListItems.id, id6),
      eq17(medicationListItems.patientId, patientId),
      eq17(medicationListItems.status, "ACTIVE")
    )
  ).returning();
  return row ?? null;
}
async function findPatientIdentity(db, patientId) {
  const [row] = await db.select({ givenName: patients.givenName, familyName: patients.familyName, idNumber: patients.idNumber }).from(patients).where(eq17(patients.id, patientId));
  return row ?? null;
}

// packages/server/src/medication-list/service.ts
var EDITING_PROFESSIONS = /* @__PURE__ */ new Set(["DOCTOR", "NURSE"]);
function mayReadMedicationList(clinician) {
  return clinician.pool.country === "SE";
}
function mayEditMedicationList(clinician) {
  return mayReadMedicationList(clinician) && EDITING_PROFESSIONS.has(clinician.profession);
}
async function refuse(ctx, action, resourceId) {
  await audit(ctx.db, ctx.request, {
    action,
    outcome: "denied",
    patientId: ctx.access.patientId,
    resourceType: action === "medication_list.update" || action === "medication_list.end" ? "medication" : "patient",
    resourceId
  });
  throw forbidden(
    mayReadMedicationList(ctx.principal) ? "Only doctors and nurses may change the medication list." : "The Swedish medication list is for clinicians in Sweden."
  );
}
async function requireReader(ctx, action) {
  if (!mayReadMedicationList(ctx.principal)) await refuse(ctx, action, ctx.access.patientId);
}
async function requireEditor(ctx, action, resourceId) {
  if (!mayEditMedicationList(ctx.principal)) await refuse(ctx, action, resourceId);
}
var success2 = (db, request2, action, patientId, resourceId) => audit(db, request2, {
  action,
  outcome: "success",
  patientId,
  resourceType: resourceId === patientId ? "patient" : "medication",
  resourceId
});
async function currentList(ctx) {
  const groups = toGroups(await listItems(ctx.db, ctx.access.patientId));
  return { ...groups, canEdit: mayEditMedicationList(ctx.principal) };
}
async function getMedicationList(ctx) {
  await requireReader(ctx, "medication_list.read");
  const list = await currentList(ctx);
  await success2(ctx.db, ctx.request, "medication_list.read", ctx.access.patientId, ctx.access.patientId);
  return list;
}
async function getMedicationListPdf(ctx, now) {
  await requireReader(ctx, "medication_list.pdf");
  const [patient, rows] = await Promise.all([
    findPatientIdentity(ctx.db, ctx.access.patientId),
    listItems(ctx.db, ctx.access.patientId)
  ]);
  if (!patient) throw notFound();
  const bytes = await renderMedicationListPdf(patient, toGroups(rows).active, now);
  await success2(ctx.db, ctx.request, "medication_list.pdf", ctx.access.patientId, ctx.access.patientId);
  return { bytes, fileName: `lakemedelslista-${now.toISOString().slice(0, 10)}.pdf` };
}
function invalid(issues) {
  return new AppError(400, ERROR_KEYS.invalidInput, "The request is not valid.", issues);
}
function checkedDosage(body) {
  const dosage = dosageFromBody(body);
  const problems = dosageProblems(dosage);
  if (problems.length > 0) throw invalid(problems.map(dosageIssue));
  return storedDosage(dosage);
}
async function addMedication(ctx, catalogue, body, now) {
  await requireEditor(ctx, "medication_list.add", ctx.access.patientId);
  const drug = await catalogue.drug(body.medication.npl_id);
  if (!drug) {
    throw invalid([
      { path: "medication.npl_id", code: "unknown_drug", message: "The drug catalogue has no such product." }
    ]);
  }
  const issues = [];
  if (drug.atcCode !== body.medication.atc_code) {
    issues.push({
      path: "medication.atc_code",
      code: "atc_mismatch",
      message: `The product's ATC code is ${drug.atcCode}.`
    });
  }
  const dosage = dosageFromBody(body.dosage);
  issues.push(...dosageProblems(dosage).map(dosageIssue));
  if (issues.length > 0) throw invalid(issues);
  const id6 = crypto.randomUUID();
  await ctx.db.transaction(async (tx) => {
    await insertItem(tx, {
      id: id6,
      patientId: ctx.access.patientId,
      nplId: drug.nplId,
      atcCode: drug.atcCode,
      drug,
      dosage: storedDosage(dosage),
      reasons: body.reason.map((r) => ({ code: r.code.trim(), text: r.text.trim() })),
      status: "ACTIVE",
      statusAt: now,
      createdAt: now,
      createdBy: ctx.principal.id,
      modifiedAt: now,
      modifiedBy: ctx.principal.id,
      modifiedByName: ctx.principal.name
    });
    await auditWithin(tx, ctx.request, {
      action: "medication_list.add",
      outcome: "success",
      patientId: ctx.access.patientId,
      resourceType: "medication",
      resourceId: id6
    });
  });
  return currentList(ctx);
}
async function requireItem(ctx, action, id6) {
  const item = isUuid(id6) ? await findItem(ctx.db, id6) : null;
  if (item?.patientId === ctx.access.patientId) return item;
  await audit(ctx.db, ctx.request, {
    action,
    outcome: "denied",
    patientId: item?.patientId ?? ctx.access.patientId,
    resourceType: "medication",
    resourceId: id6
  });
  throw notFound();
}
async function refuseEnded(ctx, action, id6) {
  await audit(ctx.db, ctx.request, {
    action,
    outcome: "failure",
    patientId: ctx.access.patientId,
    resourceType: "medication",
    resourceId: id6
  });
  throw conflict(ERROR_KEYS.conflict, "This medication has ended; past medication cannot change.");
}
async function change(ctx, action, id6, values) {
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await changeActiveItem(tx, id6, ctx.access.patientId, values);
    if (!row) return null;
    await auditWithin(tx, ctx.request, {
      action,
      outcome: "success",
      patientId: ctx.access.patientId,
      resourceType: "medication",
      resourceId: id6
    });
    return toListItem(row);
  });
  return changed ?? refuseEnded(ctx, action, id6);
}
async function updateMedication(ctx, id6, dosageBody, now) {
  await requireEditor(ctx, "medication_list.update", id6);
  const item = await requireItem(ctx, "medication_list.update", id6);
  if (item.status !== "ACTIVE") return refuseEnded(ctx, "medication_list.update", id6);
  const dosage = checkedDosage(dosageBody);
  return change(ctx, "medication_list.update", id6, {
    dosage,
    modifiedAt: now,
    modifiedBy: ctx.principal.id,
    modifiedByName: ctx.principal.name
  });
}
async function endMedication(ctx, id6, now) {
  await requireEditor(ctx, "medication_list.end", id6);
  const item = await requireItem(ctx, "medication_list.end", id6);
  if (item.status !== "ACTIVE") return refuseEnded(ctx, "medication_list.end", id6);
  return change(ctx, "medication_list.end", id6, {
    status: "ENDED",
    statusAt: now,
    modifiedAt: now,
    modifiedBy: ctx.principal.id,
    modifiedByName: ctx.principal.name
  });
}

// packages/server/src/medication-list/routes.ts
var errors4 = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
var id3 = z35.string().max(100);
var nplId = z35.string().min(1).max(20);
function sendPdf(reply, pdf) {
  return reply.header("content-disposition", `inline; filename="${pdf.fileName}"`).header("cache-control", "no-store").type("application/pdf").send(pdf.bytes);
}
async function fromCatalogue(ask) {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof SilUnavailableError) {
      throw new AppError(502, "sil_unavailable", "The drug catalogue is not answering. Try again in a moment.");
    }
    throw error;
  }
}
var medicationListRoutes = async (app, { db, catalogue }) => {
  const base2 = PRESCRIPTIONS_BASE;
  const catalogueTags = ["medication-list"];
  const tags = ["medication-list", "patient-data"];
  const context = (request2) => ({
    db,
    request: request2,
    principal: requirePrincipal(request2.principal),
    access: requireAccess(request2.access)
  });
  app.post(
    `${base2}/sil/drugs/search`,
    {
      schema: {
        tags: catalogueTags,
        summary: "Drugs by trade-name prefix, ATC code prefix or words of name and form; at most 50, best first",
        body: SilDrugSearchBody,
        response: { 200: SilDrugSearchResponse, ...errors4, 502: ErrorBody }
      }
    },
    async (request2) => ({ results: await fromCatalogue(() => catalogue.searchDrugs(request2.body.query)) })
  );
  app.get(
    `${base2}/sil/drug/:nplId`,
    {
      schema: {
        tags: catalogueTags,
        summary: "One drug by its NPL id; 404 when the catalogue does not know it",
        params: z35.object({ nplId }),
        response: { 200: SilDrug, ...errors4, 502: ErrorBody }
      }
    },
    async (request2) => {
      const drug = await fromCatalogue(() => catalogue.drug(request2.params.nplId));
      if (!drug) throw notFound();
      return drug;
    }
  );
  app.get(
    `${base2}/sil/reason/:nplId`,
    {
      schema: {
        tags: catalogueTags,
        summary: "The drug's usual indications (ICD-10 code and title) by its ATC group; 404 for an unknown drug",
        params: z35.object({ nplId }),
        response: { 200: SilReasonsResponse, ...errors4, 502: ErrorBody }
      }
    },
    async (request2) => {
      const reasons = await fromCatalogue(() => catalogue.reasonsForDrug(request2.params.nplId));
      if (!reasons) throw notFound();
      return { reasons };
    }
  );
  app.post(
    `${base2}/sil/reason/search`,
    {
      schema: {
        tags: catalogueTags,
        summary: "Indications by ICD-10 code prefix or title words; at most 50",
        body: SilReasonSearchBody,
        response: { 200: SilReasonsResponse, ...errors4, 502: ErrorBody }
      }
    },
    async (request2) => ({ reasons: await fromCatalogue(() => catalogue.searchReasons(request2.body.query)) })
  );
  app.get(
    `${base2}/medication-list/swe/patient/:patientId`,
    {
      schema: {
        tags,
        summary: "The patient's medication list: active (by trade name) and past (newest ended first); canEdit says whether add, edit and end are offered",
        "x-patient-data": { resource: "patient", param: "patientId", action: "medication_list.read" },
        params: z35.object({ patientId: id3 }),
        response: { 200: MedicationListResponse, ...errors4 }
      }
    },
    async (request2) => getMedicationList(context(request2))
  );
  app.get(
    `${base2}/medication-list/swe/patient/:patientId/pdf`,
    {
      schema: {
        tags,
        summary: "The active medication list as a PDF to print (application/pdf, shown inline)",
        "x-patient-data": { resource: "patient", param: "patientId", action: "medication_list.pdf" },
        params: z35.object({ patientId: id3 }),
        response: errors4
      }
    },
    async (request2, reply) => sendPdf(reply, await getMedicationListPdf(context(request2), /* @__PURE__ */ new Date()))
  );
  app.post(
    `${base2}/medication-list/swe/new`,
    {
      schema: {
        tags,
        summary: "Adds a medication (snake_case body, dates epoch ms); answers the patient's list after the change. 400 lists dosage problems, an unknown drug or an ATC code that is not the drug's",
        "x-patient-data": { resource: "patient", param: "patient_id", in: "body", action: "medication_list.add" },
        body: NewMedicationBody,
        response: { 200: NewMedicationResponse, ...errors4, 502: ErrorBody }
      }
    },
    async (request2) => ({
      medications: await fromCatalogue(() => addMedication(context(request2), catalogue, request2.body, /* @__PURE__ */ new Date()))
    })
  );
  app.patch(
    `${base2}/medication-list/swe/:id`,
    {
      schema: {
        tags,
        summary: "Changes an active medication's dosage (snake_case body {dosage}); 409 once it has ended",
        "x-patient-data": { resource: "patient", param: "patientId", in: "query", action: "medication_list.update" },
        params: z35.object({ id: id3 }),
        querystring: z35.object({ patientId: id3 }),
        body: UpdateMedicationBody,
        response: { 200: MedicationListItem, ...errors4 }
      }
    },
    async (request2) => updateMedication(context(request2), request2.params.id, request2.body.dosage, /* @__PURE__ */ new Date())
  );
  app.post(
    `${base2}/medication-list/swe/:id/end`,
    {
      schema: {
        tags,
        summary: "Ends an active medication now: it moves to the past list, its status time is the end; 409 when ended",
        "x-patient-data": { resource: "patient", param: "patientId", in: "query", action: "medication_list.end" },
        params: z35.object({ id: id3 }),
        querystring: z35.object({ patientId: id3 }),
        response: { 200: MedicationListItem, ...errors4 }
      }
    },
    async (request2) => endMedication(context(request2), request2.params.id, /* @__PURE__ */ new Date())
  );
};

// packages/server/src/integrations/sil/atc-reasons.ts
var ATC_REASONS = {
  A02: ["K21.9", "K21.0", "K30", "K29.7", "R12"],
  A02BX: ["R12", "K21.9"],
  A03: ["K58.9", "R10.4", "N23"],
  A03F: ["R11", "K30"],
  A04: ["R11", "T75.3"],
  A06: ["K59.0"],
  A07D: ["A09.9", "K59.1", "K58.0"],
  A07E: ["K51.9", "K50.9"],
  A08: ["E66.9"],
  A10: ["E11.9"],
  A10A: ["E10.9", "E11.9"],
  A10BJ: ["E11.9", "E66.9"],
  A11: ["E55.9"],
  A12A: ["M81.9", "E55.9"],
  A12B: ["E87.6"],
  B01A: ["I48.9", "G45.9", "I25.9"],
  B01AB: ["I48.9"],
  B01AC: ["I25.9", "G45.9", "I20.9"],
  B03A: ["D50.9"],
  B03B: ["D51.9", "D64.9"],
  C01A: ["I48.9", "I50.9"],
  C01B: ["I48.9", "R00.2"],
  C01CA: ["T78.4", "T63.4", "T78.3"],
  C01D: ["I20.9", "I25.9"],
  C01E: ["I20.9"],
  C02: ["I10"],
  C02AC: ["F90.0"],
  C02CA: ["I10", "N40"],
  C03: ["I10", "I50.9", "R60.9"],
  C03D: ["I50.9", "I10"],
  C05: ["K64.9", "K60.2"],
  C07: ["I10", "I20.9", "I48.9", "R00.2"],
  C07AA05: ["G43.9", "R00.2", "I10"],
  C08: ["I10", "I20.9"],
  C09: ["I10", "I50.9"],
  C10: ["E78.0", "E78.5", "I25.9"],
  D01: ["B35.3", "B35.4", "B37.2", "B35.1"],
  D02: ["L84", "L30.9"],
  D05: ["L40.0"],
  D06AX: ["L01.0", "L08.9"],
  D06BB: ["B00.1"],
  D06BX: ["L71.9"],
  D07: ["L20.9", "L30.9", "L25.9", "L29.9"],
  D07C: ["L30.9", "L08.9"],
  D10: ["L70.0"],
  D11AH: ["L20.9"],
  D11AX: ["L71.9"],
  G01: ["B37.3", "N76.0"],
  G02B: ["Z30.0", "Z30.4"],
  G03A: ["Z30.0", "Z30.4"],
  G03AD: ["Z30.0"],
  G03C: ["N95.1"],
  G03D: ["N92.0", "N91.2", "N95.1"],
  G03F: ["N95.1"],
  G04BD: ["R32", "N39.3"],
  G04C: ["N40", "R33"],
  H01: ["R35"],
  H02: ["M35.3", "J45.9", "L50.9", "T78.3"],
  H03A: ["E03.9"],
  H03B: ["E05.9"],
  J01: ["J02.0", "J03.0", "J01.9", "J18.9", "N30.0", "L03.9"],
  J01A: ["L70.0", "A69.2", "J18.9", "L71.9"],
  J01CA08: ["N30.0"],
  J01CE: ["J02.0", "J03.0", "J01.9", "H66.0", "L01.0"],
  J01CF: ["L03.9", "L01.0", "L02.9"],
  J01E: ["N30.0", "N39.0"],
  J01F: ["J18.9", "J20.9", "A56.0"],
  J01M: ["N10", "N41.0", "N39.0"],
  J01X: ["N30.0"],
  J02: ["B37.3", "B37.0"],
  J05AB: ["B02.9", "B00.1", "A60.0"],
  J05AH: ["J10.1", "J11.1"],
  L04: ["M06.9", "L40.0", "K50.9"],
  L04AX03: ["M06.9", "L40.0"],
  M01: ["M54.5", "M25.5", "M19.9", "R52.0", "N94.6"],
  M02: ["M25.5", "M79.1", "M62.6"],
  M03: ["R25.2", "M62.6"],
  M04: ["M10.9"],
  M05: ["M81.9"],
  N01: ["R52.0", "K64.9"],
  N02A: ["R52.0", "R52.2", "M54.5"],
  N02B: ["R52.9", "R51", "R50.9", "M25.5"],
  N02C: ["G43.9", "G43.0", "G43.1"],
  N03: ["G40.9", "R52.2"],
  N03AX16: ["F41.1", "R52.2"],
  N03AX12: ["R52.2", "G40.9"],
  N05A: ["F32.2"],
  N05AN: ["F33.1"],
  N05B: ["F41.1", "F41.0", "F43.0", "F41.9"],
  N05BB: ["F41.9", "L29.9", "G47.0"],
  N05C: ["G47.0", "F51.0"],
  N05CD: ["R56.0", "G40.9"],
  N06A: ["F32.1", "F32.9", "F33.1", "F41.1", "F41.0"],
  N06AA: ["F32.1", "R52.2", "G43.9"],
  N06B: ["F90.0"],
  N06D: ["R41.3"],
  N07BA: ["F17.2", "Z72.0"],
  N07BB: ["F10.2"],
  N07BC: ["F10.2"],
  P01AB: ["N76.0", "A09.0"],
  P01B: ["M06.9"],
  P02: ["B80"],
  R01A: ["J30.1", "J30.4", "J31.0", "J32.9"],
  R01AA: ["J00", "J01.9"],
  R03: ["J45.9", "J44.9", "J45.0"],
  R03AL: ["J44.9"],
  R03BB: ["J44.9"],
  R03DX: ["J44.9"],
  R05: ["R05", "J20.9"],
  R06: ["J30.1", "L50.9", "T78.4", "L29.9"],
  R06AD: ["L29.9", "G47.0", "R11"],
  R06AE05: ["T75.3", "R11"],
  S01A: ["H10.0", "H10.9"],
  S01B: ["H10.9"],
  S01G: ["H10.1"],
  S01X: ["H04.1"]
};
function reasonsForAtc(atcCode) {
  for (let length = atcCode.length; length > 0; length--) {
    const codes = ATC_REASONS[atcCode.slice(0, length)];
    if (codes) {
      return codes.flatMap((code) => {
        const found = findIcd10(code);
        return found ? [{ code: found.code, text: found.title }] : [];
      });
    }
  }
  return [];
}

// packages/server/src/integrations/sil/catalogue-data.ts
var DOSAGE_UNITS = {
  t: ["tablett", "tabletter"],
  k: ["kapsel", "kapslar"],
  ml: ["ml", "ml"],
  dos: ["dos", "doser"],
  p: ["pl\xE5ster", "pl\xE5ster"],
  dr: ["droppe", "droppar"],
  sup: ["suppositorium", "suppositorier"],
  vt: ["vaginaltablett", "vaginaltabletter"],
  vag: ["vagitorium", "vagitorier"],
  pase: ["dosp\xE5se", "dosp\xE5sar"],
  bt: ["brustablett", "brustabletter"],
  tt: ["tuggtablett", "tuggtabletter"],
  inh: ["inhalation", "inhalationer"],
  spr: ["spraydos", "spraydoser"],
  e: ["enhet", "enheter"],
  spruta: ["spruta", "sprutor"],
  penna: ["penna", "pennor"],
  appl: ["applicering", "appliceringar"],
  tg: ["tuggummi", "tuggummin"],
  tub: ["tub", "tuber"],
  ring: ["vaginalinl\xE4gg", "vaginalinl\xE4gg"],
  sug: ["sugtablett", "sugtabletter"]
};
var AZ = "AstraZeneca AB";
var ACC = "Accord Healthcare AB";
var AL = "Aspen Nordic";
var BAY = "Bayer AB";
var BI = "Boehringer Ingelheim International GmbH";
var GSK = "GlaxoSmithKline AB";
var HAL = "Haleon Sweden AB";
var KENV = "Kenvue Sweden AB";
var KARO = "Karo Pharma AB";
var KRKA = "KRKA Sverige AB";
var LEO = "LEO Pharma AB";
var LILLY = "Eli Lilly Sweden AB";
var LUND = "H. Lundbeck A/S";
var MSD = "Merck Sharp & Dohme B.V.";
var NOVA = "Novartis Sverige AB";
var NOVO = "Novo Nordisk A/S";
var ORG = "Organon Sweden AB";
var ORI = "Orifarm Generics AB";
var ORION = "Orion Pharma AB";
var PF = "Pfizer AB";
var SAN = "Sanofi AB";
var SDZ = "Sandoz A/S";
var TEVA = "Teva Sweden AB";
var TAK = "Takeda Pharma AB";
var VIA = "Viatris AB";
var GAL = "Galderma Nordic AB";
var MUN = "Mundipharma AB";
var OPL = "Opella Healthcare Sweden AB";
var EVO = "Evolan Pharma AB";
var JAN = "Janssen-Cilag AB";
var FER = "Ferring L\xE4kemedel AB";
var UCB = "UCB Nordic A/S";
var GRU = "Gr\xFCnenthal Sweden AB";
var REC = "Recordati AB";
var AMG = "Amgen AB";
var BMS = "Bristol-Myers Squibb/Pfizer EEIG";
var ASTE = "Astellas Pharma a/s";
var CATALOGUE_ROWS = [
  // A02 acid-related disorders
  ["Omeprazol Teva", "A02BC01", TEVA, "Enterokapsel, h\xE5rd", "10 mg|20 mg|40 mg", "k", 0],
  ["Omeprazol Krka", "A02BC01", KRKA, "Enterokapsel, h\xE5rd", "20 mg", "k", 0],
  ["Losec MUPS", "A02BC01", "Cheplapharm Arzneimittel GmbH", "Enterotablett", "10 mg|20 mg", "t", 1],
  ["Nexium", "A02BC05", GRU, "Enterotablett", "20 mg|40 mg", "t", 1],
  ["Esomeprazol Krka", "A02BC05", KRKA, "Enterokapsel, h\xE5rd", "20 mg|40 mg", "k", 0],
  ["Esomeprazol Sandoz", "A02BC05", SDZ, "Enterotablett", "20 mg", "t", 0],
  ["Pantoprazol Orifarm", "A02BC02", ORI, "Enterotablett", "20 mg|40 mg", "t", 0],
  ["Pantoloc", "A02BC02", TAK, "Enterotablett", "40 mg", "t", 1],
  ["Lanzo", "A02BC03", PF, "Muns\xF6nderfallande tablett", "15 mg|30 mg", "t", 1],
  ["Novaluzid", "A02AD01", KARO, "Tuggtablett", "", "tt", 1],
  ["Gaviscon Mint", "A02BX13", "Reckitt Benckiser Healthcare", "Oral suspension", "", "ml", 1],
  ["Link", "A02BX13", "Reckitt Benckiser Healthcare", "Tuggtablett", "", "tt", 0],
  // A03, A04 spasm and nausea
  ["Buscopan", "A03BB01", OPL, "Dragerad tablett", "10 mg", "t", 1],
  ["Primperan", "A03FA01", SAN, "Tablett", "10 mg", "t", 1],
  ["Metoklopramid Ebb", "A03FA01", "Ebb Medical AB", "Tablett", "10 mg", "t", 0],
  ["Ondansetron Fresenius Kabi", "A04AA01", "Fresenius Kabi AB", "Filmdragerad tablett", "4 mg|8 mg", "t", 0],
  ["Zofran", "A04AA01", SDZ, "Muns\xF6nderfallande tablett", "4 mg|8 mg", "t", 1],
  ["Postafen", "R06AE05", "Karo Pharma AB", "Tablett", "25 mg", "t", 1],
  // A06, A07 bowel
  ["Movicol", "A06AD65", "Norgine AB", "Pulver till oral l\xF6sning i dosp\xE5se", "13,8 g", "pase", 1],
  ["Laxido Apelsin", "A06AD65", "Galen Limited", "Pulver till oral l\xF6sning i dosp\xE5se", "13,7 g", "pase", 0],
  ["Forlax", "A06AD15", "Ipsen AB", "Pulver till oral l\xF6sning i dosp\xE5se", "10 g", "pase", 1],
  ["Duphalac", "A06AD11", VIA, "Oral l\xF6sning", "670 mg/ml", "ml", 1],
  ["Laktulos Fresenius Kabi", "A06AD11", "Fresenius Kabi AB", "Oral l\xF6sning", "670 mg/ml", "ml", 0],
  ["Dulcolax", "A06AB02", OPL, "Enterotablett", "5 mg", "t", 1],
  ["Dulcolax", "A06AB02", OPL, "Suppositorium", "10 mg", "sup", 1],
  ["Laxoberal", "A06AB08", OPL, "Orala droppar, l\xF6sning", "7,5 mg/ml", "dr", 1],
  ["Cilaxoral", "A06AB08", "Meda AB", "Orala droppar, l\xF6sning", "7,5 mg/ml", "dr", 0],
  ["Inolaxol", "A06AC03", VIA, "Granulat i dosp\xE5se", "", "pase", 0],
  ["Microlax", "A06AG11", KENV, "Rektall\xF6sning", "", "tub", 1],
  ["Imodium", "A07DA03", KENV, "Kapsel, h\xE5rd", "2 mg", "k", 1],
  ["Dimor", "A07DA03", "Meda AB", "Tablett", "2 mg", "t", 0],
  ["Loperamid Mylan", "A07DA03", VIA, "Kapsel, h\xE5rd", "2 mg", "k", 0],
  ["Pentasa", "A07EC02", FER, "Depottablett", "500 mg|1 g", "t", 1],
  ["Asacol", "A07EC02", "Tillotts Pharma AB", "Enterotablett", "400 mg|800 mg", "t", 1],
  ["Salazopyrin EN", "A07EC01", PF, "Enterotablett", "500 mg", "t", 1],
  ["Entocort", "A07EA06", "Tillotts Pharma AB", "Depotkapsel, h\xE5rd", "3 mg", "k", 1],
  // A08, A10 obesity and diabetes
  ["Xenical", "A08AB01", "Cheplapharm Arzneimittel GmbH", "Kapsel, h\xE5rd", "120 mg", "k", 1],
  ["Metformin Sandoz", "A10BA02", SDZ, "Filmdragerad tablett", "500 mg|850 mg|1000 mg", "t", 0],
  ["Metformin Teva", "A10BA02", TEVA, "Filmdragerad tablett", "500 mg|1000 mg", "t", 0],
  ["Glucophage", "A10BA02", "Merck Sant\xE9 s.a.s.", "Filmdragerad tablett", "500 mg|850 mg|1000 mg", "t", 1],
  ["Jardiance", "A10BK03", BI, "Filmdragerad tablett", "10 mg|25 mg", "t", 1],
  ["Forxiga", "A10BK01", AZ, "Filmdragerad tablett", "5 mg|10 mg", "t", 1],
  ["Januvia", "A10BH01", MSD, "Filmdragerad tablett", "50 mg|100 mg", "t", 1],
  ["Sitagliptin Krka", "A10BH01", KRKA, "Filmdragerad tablett", "100 mg", "t", 0],
  ["Janumet", "A10BD07", MSD, "Filmdragerad tablett", "50 mg/1000 mg", "t", 1],
  ["Synjardy", "A10BD20", BI, "Filmdragerad tablett", "5 mg/1000 mg", "t", 1],
  ["Xigduo", "A10BD15", AZ, "Filmdragerad tablett", "5 mg/1000 mg", "t", 1],
  ["Trajenta", "A10BH05", BI, "Filmdragerad tablett", "5 mg", "t", 1],
  ["Glimepirid Sandoz", "A10BB12", SDZ, "Tablett", "1 mg|2 mg|4 mg", "t", 0],
  ["Amaryl", "A10BB12", SAN, "Tablett", "2 mg", "t", 1],
  ["Pioglitazone Accord", "A10BG03", ACC, "Tablett", "15 mg|30 mg", "t", 0],
  ["Rybelsus", "A10BJ06", NOVO, "Tablett", "3 mg|7 mg|14 mg", "t", 1],
  ["Ozempic", "A10BJ06", NOVO, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "0,25 mg|0,5 mg|1 mg", "dos", 1],
  ["Wegovy", "A10BJ06", NOVO, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "2,4 mg", "dos", 1],
  ["Victoza", "A10BJ02", NOVO, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "6 mg/ml", "dos", 1],
  ["Trulicity", "A10BJ05", LILLY, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "1,5 mg|3 mg", "dos", 1],
  ["Lantus", "A10AE04", SAN, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "100 enheter/ml", "e", 1],
  ["Abasaglar", "A10AE04", LILLY, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "100 enheter/ml", "e", 0],
  ["Toujeo", "A10AE04", SAN, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "300 enheter/ml", "e", 1],
  ["Tresiba", "A10AE06", NOVO, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "100 enheter/ml", "e", 1],
  ["Levemir", "A10AE05", NOVO, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "100 enheter/ml", "e", 1],
  ["NovoRapid", "A10AB05", NOVO, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "100 enheter/ml", "e", 1],
  ["Fiasp", "A10AB05", NOVO, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "100 enheter/ml", "e", 0],
  ["Humalog", "A10AB04", LILLY, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "100 enheter/ml", "e", 1],
  ["Insulatard", "A10AC01", NOVO, "Injektionsv\xE4tska, suspension i f\xF6rfylld injektionspenna", "100 IE/ml", "e", 0],
  ["NovoMix 30", "A10AD05", NOVO, "Injektionsv\xE4tska, suspension i f\xF6rfylld injektionspenna", "100 enheter/ml", "e", 1],
  // A11, A12, B03 vitamins, minerals, iron
  ["Calcichew-D3", "A12AX", TAK, "Tuggtablett", "500 mg/400 IE", "tt", 1],
  ["Calcichew-D3 Citron", "A12AX", TAK, "Tuggtablett", "500 mg/800 IE", "tt", 0],
  ["Kalcipos-D", "A12AX", VIA, "Tuggtablett", "500 mg/800 IE", "tt", 1],
  ["Divisun", "A11CC05", ORION, "Tablett", "800 IE|2000 IE", "t", 1],
  ["Detremin", "A11CC05", EVO, "Orala droppar, l\xF6sning", "20 000 IE/ml", "dr", 0],
  ["Kaleorid", "A12BA01", KARO, "Depottablett", "750 mg|1 g", "t", 1],
  ["Behepan", "B03BA01", PF, "Tablett", "1 mg", "t", 1],
  ["Betolvex", "B03BA01", "Teofarma S.r.l.", "Filmdragerad tablett", "1 mg", "t", 0],
  ["Folacin", "B03BB01", "Recipharm AB", "Tablett", "1 mg|5 mg", "t", 1],
  ["Duroferon", "B03AA07", GSK, "Depottablett", "100 mg Fe2+", "t", 1],
  ["Niferex", "B03AA01", VIA, "Enterokapsel, h\xE5rd", "100 mg Fe2+", "k", 0],
  ["Ferinject", "B03AC", "Vifor France", "Injektions-/infusionsv\xE4tska, l\xF6sning", "50 mg j\xE4rn/ml", "ml", 1],
  // B01 antithrombotic agents
  ["Trombyl", "B01AC06", PF, "Tablett", "75 mg|160 mg", "t", 1],
  ["Eliquis", "B01AF02", BMS, "Filmdragerad tablett", "2,5 mg|5 mg", "t", 1],
  ["Apixaban Krka", "B01AF02", KRKA, "Filmdragerad tablett", "2,5 mg|5 mg", "t", 0],
  ["Xarelto", "B01AF01", BAY, "Filmdragerad tablett", "10 mg|15 mg|20 mg", "t", 1],
  ["Lixiana", "B01AF03", "Daiichi Sankyo Europe GmbH", "Filmdragerad tablett", "30 mg|60 mg", "t", 1],
  ["Pradaxa", "B01AE07", BI, "Kapsel, h\xE5rd", "110 mg|150 mg", "k", 1],
  ["Waran", "B01AA03", TAK, "Tablett", "2,5 mg", "t", 1],
  ["Warfarin Orion", "B01AA03", ORION, "Tablett", "3 mg", "t", 0],
  ["Brilique", "B01AC24", AZ, "Filmdragerad tablett", "60 mg|90 mg", "t", 1],
  ["Clopidogrel Krka", "B01AC04", KRKA, "Filmdragerad tablett", "75 mg", "t", 0],
  ["Plavix", "B01AC04", SAN, "Filmdragerad tablett", "75 mg", "t", 1],
  ["Fragmin", "B01AB04", PF, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld spruta", "5 000 IE|10 000 IE", "spruta", 1],
  ["Klexane", "B01AB05", SAN, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld spruta", "40 mg/0,4 ml", "spruta", 1],
  ["Innohep", "B01AB10", LEO, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld spruta", "10 000 anti-Xa IE/ml", "ml", 0],
  // C01 cardiac therapy
  ["Digoxin BioPhausia", "C01AA05", "BioPhausia AB", "Tablett", "0,13 mg|0,25 mg", "t", 0],
  ["Cordarone", "C01BD01", SAN, "Tablett", "200 mg", "t", 1],
  ["Multaq", "C01BD07", SAN, "Filmdragerad tablett", "400 mg", "t", 1],
  ["Nitrolingual", "C01DA02", "G. Pohl-Boskamp GmbH", "Sublingualspray", "0,4 mg/dos", "spr", 1],
  ["Glytrin", "C01DA02", "Ayanda Group AS", "Sublingualspray", "0,4 mg/dos", "spr", 0],
  ["Imdur", "C01DA14", "Topsin Pharma", "Depottablett", "30 mg|60 mg", "t", 1],
  ["Isosorbidmononitrat Sandoz", "C01DA14", SDZ, "Depottablett", "60 mg", "t", 0],
  ["Ranexa", "C01EB18", "Menarini International", "Depottablett", "375 mg|500 mg", "t", 1],
  ["EpiPen", "C01CA24", VIA, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "300 mikrogram", "penna", 1],
  ["EpiPen Jr", "C01CA24", VIA, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "150 mikrogram", "penna", 0],
  [
    "Jext",
    "C01CA24",
    "ALK Nordic A/S",
    "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna",
    "300 mikrogram",
    "penna",
    1
  ],
  // C02, C03 antihypertensives and diuretics
  ["Doxazosin Sandoz", "C02CA04", SDZ, "Tablett", "2 mg|4 mg", "t", 0],
  ["Carduran Retard", "C02CA04", VIA, "Depottablett", "4 mg|8 mg", "t", 1],
  ["Intuniv", "C02AC02", TAK, "Depottablett", "1 mg|2 mg|3 mg|4 mg", "t", 1],
  ["Furix", "C03CA01", TAK, "Tablett", "20 mg|40 mg", "t", 1],
  ["Furosemid Accord", "C03CA01", ACC, "Tablett", "40 mg", "t", 0],
  ["Impugan", "C03CA01", TEVA, "Tablett", "40 mg", "t", 0],
  ["Burinex", "C03CA02", KARO, "Tablett", "1 mg", "t", 1],
  ["Spironolakton Teva", "C03DA01", TEVA, "Filmdragerad tablett", "25 mg|50 mg", "t", 0],
  ["Aldactone", "C03DA01", PF, "Filmdragerad tablett", "25 mg|50 mg", "t", 1],
  ["Inspra", "C03DA04", PF, "Filmdragerad tablett", "25 mg|50 mg", "t", 1],
  ["Salures", "C03AA01", FER, "Tablett", "2,5 mg", "t", 1],
  ["Hydroklortiazid Evolan", "C03AA03", EVO, "Tablett", "12,5 mg|25 mg", "t", 0],
  // C05 vasoprotectives
  ["Xyloproct", "C05AA01", AL, "Rektalsalva", "", "appl", 1],
  ["Scheriproct", "C05AA04", KARO, "Suppositorium", "", "sup", 1],
  // C07 beta blockers
  ["Seloken ZOC", "C07AB02", REC, "Depottablett", "25 mg|50 mg|100 mg|200 mg", "t", 1],
  ["Metoprolol Sandoz", "C07AB02", SDZ, "Depottablett", "50 mg|100 mg", "t", 0],
  ["Metomylan", "C07AB02", VIA, "Depottablett", "25 mg|50 mg|100 mg", "t", 0],
  ["Bisoprolol Sandoz", "C07AB07", SDZ, "Filmdragerad tablett", "2,5 mg|5 mg|10 mg", "t", 0],
  ["Emconcor", "C07AB07", "Merck AB", "Filmdragerad tablett", "5 mg|10 mg", "t", 1],
  ["Atenolol Mylan", "C07AB03", VIA, "Tablett", "50 mg|100 mg", "t", 0],
  ["Propranolol Accord", "C07AA05", ACC, "Tablett", "10 mg|40 mg", "t", 0],
  ["Sotalol Mylan", "C07AA07", VIA, "Tablett", "80 mg", "t", 0],
  ["Trandate", "C07AG01", AL, "Tablett", "100 mg|200 mg", "t", 1],
  ["Carvedilol Sandoz", "C07AG02", SDZ, "Tablett", "6,25 mg|25 mg", "t", 0],
  // C08 calcium channel blockers
  ["Amlodipin Sandoz", "C08CA01", SDZ, "Tablett", "5 mg|10 mg", "t", 0],
  ["Amlodipin Krka", "C08CA01", KRKA, "Tablett", "5 mg|10 mg", "t", 0],
  ["Norvasc", "C08CA01", VIA, "Tablett", "5 mg|10 mg", "t", 1],
  ["Felodipin Sandoz", "C08CA02", SDZ, "Depottablett", "2,5 mg|5 mg|10 mg", "t", 0],
  ["Plendil", "C08CA02", REC, "Depottablett", "5 mg|10 mg", "t", 1],
  ["Zanidip", "C08CA13", REC, "Filmdragerad tablett", "10 mg|20 mg", "t", 1],
  ["Isoptin Retard", "C08DA01", VIA, "Depottablett", "240 mg", "t", 1],
  ["Cardizem Retard", "C08DB01", "Bausch Health Ireland", "Depottablett", "120 mg", "t", 0],
  // C09 renin-angiotensin system
  ["Enalapril Sandoz", "C09AA02", SDZ, "Tablett", "5 mg|10 mg|20 mg", "t", 0],
  ["Renitec", "C09AA02", ORG, "Tablett", "10 mg|20 mg", "t", 1],
  ["Ramipril Sandoz", "C09AA05", SDZ, "Tablett", "2,5 mg|5 mg|10 mg", "t", 0],
  ["Triatec", "C09AA05", SAN, "Tablett", "5 mg|10 mg", "t", 1],
  ["Zestril", "C09AA03", AZ, "Tablett", "10 mg|20 mg", "t", 1],
  ["Losartan Krka", "C09CA01", KRKA, "Filmdragerad tablett", "12,5 mg|50 mg|100 mg", "t", 0],
  ["Cozaar", "C09CA01", ORG, "Filmdragerad tablett", "50 mg", "t", 1],
  ["Losartan/Hydroklortiazid Krka", "C09DA01", KRKA, "Filmdragerad tablett", "50 mg/12,5 mg|100 mg/25 mg", "t", 0],
  ["Candesartan Krka", "C09CA06", KRKA, "Tablett", "4 mg|8 mg|16 mg|32 mg", "t", 0],
  ["Atacand", "C09CA06", "Cheplapharm Arzneimittel GmbH", "Tablett", "8 mg|16 mg", "t", 1],
  ["Atacand Plus", "C09DA06", "Cheplapharm Arzneimittel GmbH", "Tablett", "16 mg/12,5 mg", "t", 1],
  ["Valsartan Krka", "C09CA03", KRKA, "Filmdragerad tablett", "80 mg|160 mg", "t", 0],
  ["Diovan", "C09CA03", NOVA, "Filmdragerad tablett", "80 mg|160 mg", "t", 1],
  ["Irbesartan Teva", "C09CA04", TEVA, "Tablett", "150 mg|300 mg", "t", 0],
  ["Aprovel", "C09CA04", SAN, "Tablett", "150 mg|300 mg", "t", 1],
  ["Micardis", "C09CA07", BI, "Tablett", "40 mg|80 mg", "t", 1],
  ["Entresto", "C09DX04", NOVA, "Filmdragerad tablett", "24 mg/26 mg|49 mg/51 mg|97 mg/103 mg", "t", 1],
  ["Exforge", "C09DB01", NOVA, "Filmdragerad tablett", "5 mg/80 mg", "t", 0],
  // C10 lipid-modifying agents
  ["Simvastatin Actavis", "C10AA01", TEVA, "Filmdragerad tablett", "20 mg|40 mg", "t", 0],
  ["Zocord", "C10AA01", ORG, "Filmdragerad tablett", "20 mg|40 mg", "t", 1],
  ["Atorvastatin Krka", "C10AA05", KRKA, "Filmdragerad tablett", "10 mg|20 mg|40 mg|80 mg", "t", 0],
  ["Atorvastatin Sandoz", "C10AA05", SDZ, "Filmdragerad tablett", "20 mg|40 mg", "t", 0],
  ["Lipitor", "C10AA05", VIA, "Filmdragerad tablett", "10 mg|20 mg|40 mg|80 mg", "t", 1],
  ["Rosuvastatin Sandoz", "C10AA07", SDZ, "Filmdragerad tablett", "5 mg|10 mg|20 mg", "t", 0],
  ["Crestor", "C10AA07", GRU, "Filmdragerad tablett", "10 mg|20 mg", "t", 1],
  ["Pravastatin Teva", "C10AA03", TEVA, "Tablett", "20 mg|40 mg", "t", 0],
  ["Ezetimib Sandoz", "C10AX09", SDZ, "Tablett", "10 mg", "t", 0],
  ["Ezetrol", "C10AX09", ORG, "Tablett", "10 mg", "t", 1],
  ["Inegy", "C10BA02", ORG, "Tablett", "10 mg/20 mg|10 mg/40 mg", "t", 1],
  ["Repatha", "C10AX13", AMG, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "140 mg", "penna", 1],
  ["Praluent", "C10AX14", SAN, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "75 mg|150 mg", "penna", 1],
  // D dermatologicals
  ["Canesten", "D01AC01", BAY, "Kr\xE4m", "1 %", "appl", 1],
  ["Daktarin", "D01AC02", KENV, "Kr\xE4m", "2 %", "appl", 1],
  ["Pevaryl", "D01AC03", KARO, "Kr\xE4m", "1 %", "appl", 1],
  ["Lamisil", "D01AE15", KARO, "Kr\xE4m", "1 %", "appl", 1],
  ["Terbinafin Actavis", "D01BA02", TEVA, "Tablett", "250 mg", "t", 0],
  ["Fucidin", "D06AX01", LEO, "Kr\xE4m", "2 %", "appl", 1],
  ["Fucidin", "D06AX01", LEO, "Salva", "2 %", "appl", 0],
  ["Fucidin-Hydrocortison", "D07CA01", LEO, "Kr\xE4m", "", "appl", 1],
  ["Zovirax", "D06BB03", GSK, "Kr\xE4m", "5 %", "appl", 1],
  ["Rozex", "D06BX01", GAL, "Gel", "0,75 %", "appl", 1],
  ["Mildison Lipid", "D07AA02", KARO, "Kr\xE4m", "1 %", "appl", 1],
  ["Hydrokortison Orifarm", "D07AA02", ORI, "Kr\xE4m", "1 %", "appl", 0],
  ["Locoid", "D07AB02", "Cheplapharm Arzneimittel GmbH", "Kr\xE4m", "0,1 %", "appl", 1],
  ["Locoid Crelo", "D07AB02", "Cheplapharm Arzneimittel GmbH", "Kutan emulsion", "0,1 %", "appl", 0],
  ["Emovat", "D07AB01", GSK, "Kr\xE4m", "0,05 %", "appl", 1],
  ["Betnovat", "D07AC01", GSK, "Kr\xE4m", "0,1 %", "appl", 1],
  ["Betnovat", "D07AC01", GSK, "Kutan emulsion", "0,1 %", "appl", 0],
  ["Elocon", "D07AC13", ORG, "Kr\xE4m", "0,1 %", "appl", 1],
  ["Dermovat", "D07AD01", GSK, "Kr\xE4m", "0,05 %", "appl", 1],
  ["Daivobet", "D05AX52", LEO, "Gel", "50 mikrogram/g + 0,5 mg/g", "appl", 1],
  ["Enstilar", "D05AX52", LEO, "Kutant skum", "50 mikrogram/g + 0,5 mg/g", "appl", 1],
  ["Protopic", "D11AH01", LEO, "Salva", "0,03 %|0,1 %", "appl", 1],
  ["Elidel", "D11AH02", VIA, "Kr\xE4m", "1 %", "appl", 1],
  ["Soolantra", "D11AX22", GAL, "Kr\xE4m", "10 mg/g", "appl", 1],
  ["Differin", "D10AD03", GAL, "Gel", "0,1 %", "appl", 1],
  ["Epiduo", "D10AD53", GAL, "Gel", "0,1 %/2,5 %", "appl", 1],
  ["Basiron AC", "D10AE01", GAL, "Gel", "5 %", "appl", 0],
  ["Finacea", "D10AX03", LEO, "Gel", "15 %", "appl", 1],
  ["Isotretinoin Orifarm", "D10BA01", ORI, "Kapsel, mjuk", "10 mg|20 mg", "k", 0],
  ["Canoderm", "D02AE01", "ACO Hud Nordic AB", "Kr\xE4m", "5 %", "appl", 1],
  ["Miniderm", "D02AE01", "ACO Hud Nordic AB", "Kr\xE4m", "20 %", "appl", 0],
  // G genito-urinary system and sex hormones
  ["Canesten", "G01AF02", BAY, "Vaginaltablett", "500 mg", "vt", 0],
  ["Pevaryl Depot", "G01AF05", KARO, "Vagitorium", "150 mg", "vag", 1],
  ["Dalacin", "G01AA10", PF, "Vaginalkr\xE4m", "2 %", "appl", 1],
  ["Zidoval", "G01AF01", VIA, "Vaginalgel", "0,75 %", "appl", 0],
  ["NuvaRing", "G02BB01", ORG, "Vaginalinl\xE4gg", "0,120 mg/0,015 mg per 24 timmar", "ring", 1],
  ["Vagifem", "G03CA03", NOVO, "Vaginaltablett", "10 mikrogram", "vt", 1],
  ["Estrogel", "G03CA03", "Besins Healthcare", "Gel", "0,6 mg/g", "dos", 1],
  ["Femanest", "G03CA03", "Theramex Ireland Limited", "Tablett", "1 mg|2 mg", "t", 0],
  ["Blissel", "G03CA04", "Gedeon Richter Plc.", "Vaginalgel", "50 mikrogram/g", "dos", 1],
  ["Activelle", "G03FA01", NOVO, "Filmdragerad tablett", "1 mg/0,5 mg", "t", 1],
  ["Utrogestan", "G03DA04", "Besins Healthcare", "Kapsel, mjuk", "100 mg|200 mg", "k", 1],
  ["Provera", "G03DA02", PF, "Tablett", "5 mg|10 mg", "t", 1],
  ["Primolut-Nor", "G03DC02", BAY, "Tablett", "5 mg", "t", 1],
  ["Cerazette", "G03AC09", ORG, "Filmdragerad tablett", "75 mikrogram", "t", 1],
  ["Desogestrel Orifarm", "G03AC09", ORI, "Filmdragerad tablett", "75 mikrogram", "t", 0],
  ["Neovletta", "G03AA07", BAY, "Dragerad tablett", "0,15 mg/0,03 mg", "t", 1],
  ["Yasmin", "G03AA12", BAY, "Filmdragerad tablett", "3 mg/0,03 mg", "t", 1],
  ["Qlaira", "G03AB08", BAY, "Filmdragerad tablett", "", "t", 1],
  ["Zoely", "G03AA14", "Theramex Ireland Limited", "Filmdragerad tablett", "2,5 mg/1,5 mg", "t", 1],
  ["Evra", "G03AA13", "Gedeon Richter Plc.", "Depotpl\xE5ster", "203 mikrogram/33,9 mikrogram per 24 timmar", "p", 1],
  ["Norlevo", "G03AD01", "HRA Pharma", "Tablett", "1,5 mg", "t", 1],
  ["ellaOne", "G03AD02", "HRA Pharma", "Tablett", "30 mg", "t", 1],
  ["Vesicare", "G04BD08", ASTE, "Filmdragerad tablett", "5 mg|10 mg", "t", 1],
  ["Betmiga", "G04BD12", ASTE, "Depottablett", "25 mg|50 mg", "t", 1],
  ["Detrusitol SR", "G04BD07", VIA, "Depotkapsel, h\xE5rd", "4 mg", "k", 1],
  ["Toviaz", "G04BD11", PF, "Depottablett", "4 mg|8 mg", "t", 0],
  ["Tamsulosin Sandoz", "G04CA02", SDZ, "Depotkapsel, h\xE5rd", "0,4 mg", "k", 0],
  ["Omnic", "G04CA02", ASTE, "Depottablett", "0,4 mg", "t", 1],
  ["Xatral", "G04CA01", SAN, "Depottablett", "10 mg", "t", 1],
  ["Finasterid Actavis", "G04CB01", TEVA, "Filmdragerad tablett", "5 mg", "t", 0],
  ["Proscar", "G04CB01", ORG, "Filmdragerad tablett", "5 mg", "t", 1],
  ["Avodart", "G04CB02", GSK, "Kapsel, mjuk", "0,5 mg", "k", 1],
  ["Viagra", "G04BE03", VIA, "Filmdragerad tablett", "25 mg|50 mg|100 mg", "t", 1],
  ["Sildenafil Teva", "G04BE03", TEVA, "Filmdragerad tablett", "50 mg|100 mg", "t", 0],
  ["Cialis", "G04BE08", LILLY, "Filmdragerad tablett", "5 mg|10 mg|20 mg", "t", 1],
  ["Tadalafil Krka", "G04BE08", KRKA, "Filmdragerad tablett", "5 mg|20 mg", "t", 0],
  // H systemic hormones
  ["Levaxin", "H03AA01", TAK, "Tablett", "25 mikrogram|50 mikrogram|75 mikrogram|100 mikrogram|125 mikrogram", "t", 1],
  ["Euthyrox", "H03AA01", "Merck AB", "Tablett", "50 mikrogram|100 mikrogram", "t", 1],
  ["Thacapzol", "H03BB02", "Recipharm AB", "Tablett", "5 mg", "t", 1],
  ["Prednisolon Alternova", "H02AB06", "Alternova A/S", "Tablett", "5 mg|10 mg", "t", 0],
  ["Prednisolon Pfizer", "H02AB06", PF, "Tablett", "2,5 mg|5 mg|10 mg", "t", 1],
  ["Betapred", "H02AB01", "Alfasigma S.p.A.", "Tablett", "0,5 mg", "t", 1],
  ["Medrol", "H02AB04", PF, "Tablett", "4 mg|16 mg", "t", 1],
  ["Depo-Medrol", "H02AB04", PF, "Injektionsv\xE4tska, suspension", "40 mg/ml", "ml", 1],
  ["Florinef", "H02AA02", "Bristol-Myers Squibb AB", "Tablett", "0,1 mg", "t", 0],
  ["Hydrokortison Nordic Prime", "H02AB09", "Nordic Prime ApS", "Tablett", "10 mg", "t", 0],
  ["Minirin", "H01BA02", FER, "Tablett", "0,1 mg|0,2 mg", "t", 1],
  ["Minirin Melt", "H01BA02", FER, "Frystorkad tablett", "60 mikrogram|120 mikrogram", "t", 0],
  // J anti-infectives for systemic use
  ["K\xE5vepenin", "J01CE02", VIA, "Filmdragerad tablett", "500 mg|1 g", "t", 1],
  ["K\xE5vepenin", "J01CE02", VIA, "Granulat till oral suspension", "50 mg/ml", "ml", 0],
  ["Tikacillin", "J01CE02", SDZ, "Filmdragerad tablett", "800 mg|1 g", "t", 0],
  ["Amimox", "J01CA04", VIA, "Tablett", "500 mg|750 mg", "t", 1],
  ["Amoxicillin Sandoz", "J01CA04", SDZ, "Tablett", "750 mg", "t", 0],
  ["Spektramox", "J01CR02", SDZ, "Filmdragerad tablett", "500 mg/125 mg", "t", 1],
  ["Heracillin", "J01CF05", VIA, "Tablett", "500 mg|750 mg|1 g", "t", 1],
  ["Flukloxacillin Orifarm", "J01CF05", ORI, "Kapsel, h\xE5rd", "500 mg", "k", 0],
  ["Selexid", "J01CA08", KARO, "Filmdragerad tablett", "200 mg", "t", 1],
  ["Pivmecillinam Orifarm", "J01CA08", ORI, "Filmdragerad tablett", "200 mg", "t", 0],
  ["Furadantin", "J01XE01", "Recordati AB", "Tablett", "50 mg", "t", 1],
  ["Trimetoprim Meda", "J01EA01", "Meda AB", "Tablett", "100 mg|160 mg", "t", 0],
  ["Doxyferm", "J01AA02", VIA, "Tablett", "100 mg", "t", 1],
  ["Doxycyklin Actavis", "J01AA02", TEVA, "Tablett", "100 mg", "t", 0],
  ["Tetralysal", "J01AA04", GAL, "Kapsel, h\xE5rd", "300 mg", "k", 1],
  ["Lymecycline Actavis", "J01AA04", TEVA, "Kapsel, h\xE5rd", "300 mg", "k", 0],
  ["Ciprofloxacin Krka", "J01MA02", KRKA, "Filmdragerad tablett", "250 mg|500 mg", "t", 0],
  ["Ciproxin", "J01MA02", BAY, "Filmdragerad tablett", "500 mg", "t", 1],
  ["Azithromax", "J01FA10", PF, "Filmdragerad tablett", "250 mg|500 mg", "t", 1],
  ["Azitromycin Sandoz", "J01FA10", SDZ, "Filmdragerad tablett", "500 mg", "t", 0],
  ["Ery-Max", "J01FA01", VIA, "Enterokapsel, h\xE5rd", "250 mg", "k", 1],
  ["Klaritromycin Krka", "J01FA09", KRKA, "Filmdragerad tablett", "250 mg|500 mg", "t", 0],
  ["Dalacin", "J01FF01", PF, "Kapsel, h\xE5rd", "150 mg|300 mg", "k", 1],
  ["Eusaprim", "J01EE01", AL, "Tablett", "400 mg/80 mg", "t", 1],
  ["Cefadroxil Mylan", "J01DB05", VIA, "Kapsel, h\xE5rd", "500 mg", "k", 0],
  ["Cefalexin Sandoz", "J01DB01", SDZ, "Filmdragerad tablett", "500 mg", "t", 0],
  ["Diflucan", "J02AC01", PF, "Kapsel, h\xE5rd", "50 mg|150 mg", "k", 1],
  ["Flukonazol Sandoz", "J02AC01", SDZ, "Kapsel, h\xE5rd", "150 mg", "k", 0],
  ["Valtrex", "J05AB11", GSK, "Filmdragerad tablett", "500 mg", "t", 1],
  ["Valaciclovir Mylan", "J05AB11", VIA, "Filmdragerad tablett", "500 mg|1000 mg", "t", 0],
  ["Aciclovir Mylan", "J05AB01", VIA, "Tablett", "200 mg|400 mg|800 mg", "t", 0],
  ["Tamiflu", "J05AH02", "Roche AB", "Kapsel, h\xE5rd", "30 mg|75 mg", "k", 1],
  // L antineoplastic and immunomodulating agents
  ["Metotrexat Accord", "L04AX03", ACC, "Tablett", "2,5 mg|10 mg", "t", 0],
  [
    "Metoject",
    "L04AX03",
    "Medac GmbH",
    "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna",
    "15 mg|20 mg",
    "penna",
    1
  ],
  ["Imurel", "L04AX01", AL, "Filmdragerad tablett", "25 mg|50 mg", "t", 1],
  ["Tamoxifen Sandoz", "L02BA01", SDZ, "Tablett", "20 mg", "t", 0],
  ["Arimidex", "L02BG03", AZ, "Filmdragerad tablett", "1 mg", "t", 1],
  ["Anastrozol Accord", "L02BG03", ACC, "Filmdragerad tablett", "1 mg", "t", 0],
  ["Letrozol Accord", "L02BG04", ACC, "Filmdragerad tablett", "2,5 mg", "t", 0],
  ["Femar", "L02BG04", NOVA, "Filmdragerad tablett", "2,5 mg", "t", 1],
  [
    "Humira",
    "L04AB04",
    "AbbVie Deutschland GmbH",
    "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna",
    "40 mg",
    "penna",
    1
  ],
  ["Hyrimoz", "L04AB04", SDZ, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "40 mg", "penna", 0],
  ["Enbrel", "L04AB01", PF, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "50 mg", "penna", 1],
  [
    "Benepali",
    "L04AB01",
    "Samsung Bioepis NL B.V.",
    "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna",
    "50 mg",
    "penna",
    0
  ],
  ["Sandimmun Neoral", "L04AD01", NOVA, "Kapsel, mjuk", "25 mg|100 mg", "k", 1],
  ["Prograf", "L04AD02", ASTE, "Kapsel, h\xE5rd", "0,5 mg|1 mg|5 mg", "k", 1],
  ["CellCept", "L04AA06", "Roche Registration GmbH", "Filmdragerad tablett", "500 mg", "t", 1],
  // M musculo-skeletal system
  ["Ipren", "M01AE01", KENV, "Filmdragerad tablett", "200 mg|400 mg", "t", 1],
  ["Ibumetin", "M01AE01", TAK, "Filmdragerad tablett", "400 mg|600 mg", "t", 1],
  ["Brufen", "M01AE01", VIA, "Filmdragerad tablett", "400 mg|600 mg", "t", 1],
  ["Brufen Retard", "M01AE01", VIA, "Depottablett", "800 mg", "t", 0],
  ["Ibuprofen Orifarm", "M01AE01", ORI, "Filmdragerad tablett", "400 mg", "t", 0],
  ["Naproxen Mylan", "M01AE02", VIA, "Tablett", "250 mg|500 mg", "t", 0],
  ["Pronaxen", "M01AE02", ORION, "Tablett", "250 mg|500 mg", "t", 1],
  ["Eeze", "M01AE02", ORION, "Filmdragerad tablett", "250 mg", "t", 0],
  ["Voltaren", "M01AB05", NOVA, "Enterotablett", "25 mg|50 mg", "t", 1],
  ["Voltaren T", "M01AB05", HAL, "Tablett", "25 mg", "t", 0],
  ["Diklofenak Orifarm", "M01AB05", ORI, "Enterotablett", "50 mg", "t", 0],
  ["Voltaren Gel", "M02AA15", HAL, "Gel", "11,6 mg/g", "appl", 1],
  ["Arcoxia", "M01AH05", ORG, "Filmdragerad tablett", "60 mg|90 mg|120 mg", "t", 1],
  ["Etoricoxib Krka", "M01AH05", KRKA, "Filmdragerad tablett", "60 mg|90 mg", "t", 0],
  ["Celebra", "M01AH01", VIA, "Kapsel, h\xE5rd", "100 mg|200 mg", "k", 1],
  ["Celecoxib Krka", "M01AH01", KRKA, "Kapsel, h\xE5rd", "200 mg", "k", 0],
  ["Fosamax", "M05BA04", ORG, "Tablett", "70 mg", "t", 1],
  ["Alendronat Sandoz", "M05BA04", SDZ, "Tablett", "70 mg", "t", 0],
  ["Prolia", "M05BX04", AMG, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld spruta", "60 mg", "spruta", 1],
  ["Zyloric", "M04AA01", AL, "Tablett", "100 mg|300 mg", "t", 1],
  ["Allopurinol Accord", "M04AA01", ACC, "Tablett", "100 mg|300 mg", "t", 0],
  ["Adenuric", "M04AA03", "Menarini International", "Filmdragerad tablett", "80 mg|120 mg", "t", 1],
  ["Lioresal", "M03BX01", NOVA, "Tablett", "10 mg|25 mg", "t", 1],
  ["Baklofen Teva", "M03BX01", TEVA, "Tablett", "10 mg", "t", 0],
  // N01, N02 anaesthetics and analgesics
  ["EMLA", "N01BB20", AL, "Kr\xE4m", "25 mg/g + 25 mg/g", "appl", 1],
  ["Xylocain", "N01BB02", AL, "Gel", "2 %", "appl", 1],
  ["Alvedon", "N02BE01", HAL, "Filmdragerad tablett", "500 mg|1 g", "t", 1],
  ["Alvedon 665 mg", "N02BE01", HAL, "Tablett med modifierad fris\xE4ttning", "665 mg", "t", 1],
  ["Alvedon", "N02BE01", HAL, "Brustablett", "500 mg", "bt", 0],
  ["Alvedon", "N02BE01", HAL, "Suppositorium", "125 mg|250 mg|500 mg", "sup", 0],
  ["Alvedon", "N02BE01", HAL, "Oral suspension", "24 mg/ml", "ml", 0],
  ["Panodil", "N02BE01", HAL, "Filmdragerad tablett", "500 mg", "t", 1],
  ["Panodil Zapp", "N02BE01", HAL, "Filmdragerad tablett", "500 mg", "t", 0],
  ["Paracetamol Orifarm", "N02BE01", ORI, "Tablett", "500 mg", "t", 0],
  ["Citodon", "N02AJ06", VIA, "Tablett", "500 mg/30 mg", "t", 1],
  ["Treo", "N02BA51", VIA, "Brustablett", "500 mg/50 mg", "bt", 1],
  ["Tramadol Actavis", "N02AX02", TEVA, "Kapsel, h\xE5rd", "50 mg", "k", 0],
  ["Tradolan Retard", "N02AX02", "G.L. Pharma GmbH", "Depottablett", "100 mg|150 mg", "t", 0],
  ["Nobligan", "N02AX02", GRU, "Kapsel, h\xE5rd", "50 mg", "k", 1],
  ["Palexia Depot", "N02AX06", GRU, "Depottablett", "50 mg|100 mg", "t", 1],
  ["OxyContin", "N02AA05", MUN, "Depottablett", "5 mg|10 mg|20 mg", "t", 1],
  ["OxyNorm", "N02AA05", MUN, "Kapsel, h\xE5rd", "5 mg|10 mg", "k", 1],
  ["Oxikodon Teva", "N02AA05", TEVA, "Depottablett", "10 mg", "t", 0],
  ["Targiniq", "N02AA55", MUN, "Depottablett", "10 mg/5 mg", "t", 1],
  ["Morfin Meda", "N02AA01", "Meda AB", "Tablett", "10 mg", "t", 0],
  ["Dolcontin", "N02AA01", MUN, "Depottablett", "10 mg|30 mg", "t", 1],
  ["Norspan", "N02AE01", MUN, "Depotpl\xE5ster", "5 mikrogram/timme|10 mikrogram/timme", "p", 1],
  ["Fentanyl Sandoz", "N02AB03", SDZ, "Depotpl\xE5ster", "12 mikrogram/timme|25 mikrogram/timme", "p", 0],
  ["Imigran", "N02CC01", GSK, "Filmdragerad tablett", "50 mg|100 mg", "t", 1],
  ["Imigran", "N02CC01", GSK, "N\xE4sspray, l\xF6sning", "20 mg", "dos", 0],
  ["Sumatriptan Sandoz", "N02CC01", SDZ, "Filmdragerad tablett", "50 mg|100 mg", "t", 0],
  ["Relpax", "N02CC06", VIA, "Filmdragerad tablett", "40 mg", "t", 1],
  ["Zomig", "N02CC03", GRU, "Muns\xF6nderfallande tablett", "2,5 mg|5 mg", "t", 1],
  ["Maxalt", "N02CC04", ORG, "Muns\xF6nderfallande tablett", "10 mg", "t", 1],
  ["Rizatriptan Teva", "N02CC04", TEVA, "Muns\xF6nderfallande tablett", "10 mg", "t", 0],
  ["Aimovig", "N02CD01", NOVA, "Injektionsv\xE4tska, l\xF6sning i f\xF6rfylld injektionspenna", "70 mg|140 mg", "penna", 1],
  // N03, N04 antiepileptics and anti-Parkinson drugs
  ["Lamotrigin Orifarm", "N03AX09", ORI, "Tablett", "25 mg|50 mg|100 mg|200 mg", "t", 0],
  ["Lamictal", "N03AX09", GSK, "Tablett", "25 mg|50 mg|100 mg", "t", 1],
  ["Keppra", "N03AX14", UCB, "Filmdragerad tablett", "250 mg|500 mg|1000 mg", "t", 1],
  ["Levetiracetam Accord", "N03AX14", ACC, "Filmdragerad tablett", "500 mg|1000 mg", "t", 0],
  ["Tegretol", "N03AF01", NOVA, "Tablett", "200 mg", "t", 1],
  ["Tegretol Retard", "N03AF01", NOVA, "Depottablett", "200 mg|400 mg", "t", 0],
  ["Trileptal", "N03AF02", NOVA, "Filmdragerad tablett", "300 mg|600 mg", "t", 1],
  ["Ergenyl Chrono", "N03AG01", SAN, "Depottablett", "300 mg|500 mg", "t", 1],
  ["Lyrica", "N03AX16", "Upjohn EESV", "Kapsel, h\xE5rd", "25 mg|75 mg|150 mg", "k", 1],
  ["Pregabalin Sandoz", "N03AX16", SDZ, "Kapsel, h\xE5rd", "75 mg|150 mg", "k", 0],
  ["Neurontin", "N03AX12", VIA, "Kapsel, h\xE5rd", "300 mg|400 mg", "k", 1],
  ["Gabapentin 1A Farma", "N03AX12", "1A Farma A/S", "Kapsel, h\xE5rd", "300 mg", "k", 0],
  ["Topimax", "N03AX11", JAN, "Tablett", "25 mg|50 mg", "t", 1],
  ["Vimpat", "N03AX18", UCB, "Filmdragerad tablett", "50 mg|100 mg", "t", 1],
  ["Madopark", "N04BA02", "Roche AB", "Tablett", "100 mg/25 mg", "t", 1],
  ["Madopark Depot", "N04BA02", "Roche AB", "Depotkapsel, h\xE5rd", "100 mg/25 mg", "k", 0],
  ["Sinemet", "N04BA02", ORG, "Tablett", "100 mg/25 mg", "t", 1],
  ["Stalevo", "N04BA03", "Orion Corporation", "Filmdragerad tablett", "100 mg/25 mg/200 mg", "t", 1],
  ["Sifrol", "N04BC05", BI, "Tablett", "0,088 mg|0,18 mg|0,7 mg", "t", 1],
  ["Pramipexol Krka", "N04BC05", KRKA, "Tablett", "0,18 mg", "t", 0],
  ["Azilect", "N04BD02", "Teva B.V.", "Tablett", "1 mg", "t", 1],
  // N05 psycholeptics
  ["Sobril", "N05BA04", TEVA, "Tablett", "5 mg|10 mg|25 mg", "t", 1],
  ["Oxascand", "N05BA04", TEVA, "Tablett", "5 mg|10 mg", "t", 0],
  ["Stesolid", "N05BA01", TEVA, "Tablett", "2 mg|5 mg|10 mg", "t", 1],
  ["Stesolid", "N05BA01", TEVA, "Rektall\xF6sning", "5 mg|10 mg", "tub", 0],
  ["Xanor", "N05BA12", VIA, "Tablett", "0,25 mg|0,5 mg|1 mg", "t", 1],
  ["Xanor Depot", "N05BA12", VIA, "Depottablett", "0,5 mg|1 mg", "t", 0],
  ["Atarax", "N05BB01", UCB, "Filmdragerad tablett", "10 mg|25 mg", "t", 1],
  ["Hydroxyzin Orifarm", "N05BB01", ORI, "Filmdragerad tablett", "25 mg", "t", 0],
  ["Imovane", "N05CF01", SAN, "Filmdragerad tablett", "5 mg|7,5 mg", "t", 1],
  ["Zopiklon Mylan", "N05CF01", VIA, "Filmdragerad tablett", "5 mg|7,5 mg", "t", 0],
  ["Stilnoct", "N05CF02", SAN, "Filmdragerad tablett", "5 mg|10 mg", "t", 1],
  ["Zolpidem Mylan", "N05CF02", VIA, "Filmdragerad tablett", "10 mg", "t", 0],
  ["Circadin", "N05CH01", "RAD Neurim Pharmaceuticals EEC SARL", "Depottablett", "2 mg", "t", 1],
  ["Melatonin Orifarm", "N05CH01", ORI, "Tablett", "3 mg", "t", 0],
  ["Propavan", "N05CM06", KARO, "Tablett", "25 mg", "t", 1],
  ["Heminevrin", "N05CM02", "Cheplapharm Arzneimittel GmbH", "Kapsel, mjuk", "300 mg", "k", 1],
  ["Buccolam", "N05CD08", "Neuraxpharm Pharmaceuticals", "Munh\xE5lel\xF6sning", "5 mg|10 mg", "spruta", 1],
  ["Olanzapin Krka", "N05AH03", KRKA, "Filmdragerad tablett", "5 mg|10 mg", "t", 0],
  ["Zyprexa", "N05AH03", "Cheplapharm Arzneimittel GmbH", "Filmdragerad tablett", "5 mg|10 mg", "t", 1],
  ["Quetiapin Krka", "N05AH04", KRKA, "Filmdragerad tablett", "25 mg|100 mg|200 mg", "t", 0],
  ["Quetiapin Accord", "N05AH04", ACC, "Depottablett", "50 mg|200 mg|300 mg", "t", 0],
  ["Seroquel Depot", "N05AH04", "Luye Pharma AG", "Depottablett", "50 mg|200 mg", "t", 1],
  ["Risperidon Krka", "N05AX08", KRKA, "Filmdragerad tablett", "0,5 mg|1 mg|2 mg", "t", 0],
  ["Risperdal", "N05AX08", JAN, "Filmdragerad tablett", "1 mg|2 mg", "t", 1],
  ["Abilify", "N05AX12", "Otsuka Pharmaceutical Netherlands B.V.", "Tablett", "5 mg|10 mg|15 mg", "t", 1],
  ["Aripiprazol Krka", "N05AX12", KRKA, "Tablett", "10 mg", "t", 0],
  ["Haldol", "N05AD01", JAN, "Tablett", "1 mg|5 mg", "t", 1],
  ["Lithionit", "N05AN01", "Teofarma S.r.l.", "Depottablett", "42 mg Li+", "t", 1],
  ["Leponex", "N05AH02", VIA, "Tablett", "25 mg|100 mg", "t", 1],
  ["Truxal", "N05AF03", LUND, "Filmdragerad tablett", "15 mg|25 mg", "t", 1],
  ["Nozinan", "N05AA02", SAN, "Filmdragerad tablett", "25 mg", "t", 0],
  // N06 psychoanaleptics
  ["Sertralin Accord", "N06AB06", ACC, "Filmdragerad tablett", "25 mg|50 mg|100 mg", "t", 0],
  ["Sertralin Teva", "N06AB06", TEVA, "Filmdragerad tablett", "50 mg|100 mg", "t", 0],
  ["Zoloft", "N06AB06", VIA, "Filmdragerad tablett", "50 mg|100 mg", "t", 1],
  [
    "Citalopram Bluefish",
    "N06AB04",
    "Bluefish Pharmaceuticals AB",
    "Filmdragerad tablett",
    "10 mg|20 mg|40 mg",
    "t",
    0
  ],
  ["Cipramil", "N06AB04", LUND, "Filmdragerad tablett", "10 mg|20 mg", "t", 1],
  ["Escitalopram Krka", "N06AB10", KRKA, "Filmdragerad tablett", "5 mg|10 mg|20 mg", "t", 0],
  ["Cipralex", "N06AB10", LUND, "Filmdragerad tablett", "10 mg|20 mg", "t", 1],
  ["Fluoxetin Actavis", "N06AB03", TEVA, "Kapsel, h\xE5rd", "20 mg", "k", 0],
  ["Fontex", "N06AB03", LILLY, "Kapsel, h\xE5rd", "20 mg", "k", 1],
  ["Paroxetin Mylan", "N06AB05", VIA, "Filmdragerad tablett", "20 mg", "t", 0],
  ["Seroxat", "N06AB05", GSK, "Filmdragerad tablett", "20 mg", "t", 1],
  ["Mirtazapin Krka", "N06AX11", KRKA, "Muns\xF6nderfallande tablett", "15 mg|30 mg|45 mg", "t", 0],
  ["Remeron", "N06AX11", ORG, "Filmdragerad tablett", "30 mg", "t", 1],
  ["Venlafaxin Krka", "N06AX16", KRKA, "Depotkapsel, h\xE5rd", "37,5 mg|75 mg|150 mg", "k", 0],
  ["Efexor Depot", "N06AX16", VIA, "Depotkapsel, h\xE5rd", "75 mg|150 mg", "k", 1],
  ["Duloxetin Krka", "N06AX21", KRKA, "Enterokapsel, h\xE5rd", "30 mg|60 mg", "k", 0],
  ["Cymbalta", "N06AX21", LILLY, "Enterokapsel, h\xE5rd", "30 mg|60 mg", "k", 1],
  ["Voxra", "N06AX12", "Bausch Health Ireland", "Tablett med modifierad fris\xE4ttning", "150 mg|300 mg", "t", 1],
  ["Brintellix", "N06AX26", LUND, "Filmdragerad tablett", "5 mg|10 mg|20 mg", "t", 1],
  ["Saroten", "N06AA09", LUND, "Filmdragerad tablett", "10 mg|25 mg", "t", 1],
  ["Anafranil", "N06AA04", NOVA, "Filmdragerad tablett", "25 mg", "t", 0],
  ["Ritalin", "N06BA04", NOVA, "Tablett", "10 mg", "t", 1],
  ["Concerta", "N06BA04", JAN, "Depottablett", "18 mg|36 mg|54 mg", "t", 1],
  [
    "Medikinet",
    "N06BA04",
    "Medice Arzneimittel P\xFCtter GmbH",
    "Kapsel med modifierad fris\xE4ttning, h\xE5rd",
    "10 mg|20 mg|30 mg",
    "k",
    1
  ],
  ["Elvanse", "N06BA12", TAK, "Kapsel, h\xE5rd", "30 mg|50 mg|70 mg", "k", 1],
  ["Strattera", "N06BA09", LILLY, "Kapsel, h\xE5rd", "40 mg|60 mg", "k", 1],
  ["Aricept", "N06DA02", "Eisai AB", "Filmdragerad tablett", "5 mg|10 mg", "t", 1],
  ["Donepezil Krka", "N06DA02", KRKA, "Filmdragerad tablett", "5 mg|10 mg", "t", 0],
  ["Exelon", "N06DA03", NOVA, "Depotpl\xE5ster", "4,6 mg/24 timmar|9,5 mg/24 timmar", "p", 1],
  ["Ebixa", "N06DX01", LUND, "Filmdragerad tablett", "10 mg|20 mg", "t", 1],
  ["Memantine Accord", "N06DX01", ACC, "Filmdragerad tablett", "10 mg|20 mg", "t", 0],
  // N07 other nervous system drugs
  ["Antabus", "N07BB01", TEVA, "Brustablett", "200 mg|400 mg", "bt", 1],
  ["Campral", "N07BB03", "Merck Sant\xE9 s.a.s.", "Enterotablett", "333 mg", "t", 1],
  ["Naltrexone Accord", "N07BB04", ACC, "Filmdragerad tablett", "50 mg", "t", 0],
  ["Nicorette", "N07BA01", KENV, "Medicinskt tuggummi", "2 mg|4 mg", "tg", 1],
  ["Nicorette Invisipatch", "N07BA01", KENV, "Depotpl\xE5ster", "15 mg/16 timmar|25 mg/16 timmar", "p", 1],
  ["Nicorette Quickmist", "N07BA01", KENV, "Munh\xE5lespray, l\xF6sning", "1 mg/spray", "spr", 0],
  ["Nicotinell", "N07BA01", HAL, "Medicinskt tuggummi", "2 mg|4 mg", "tg", 1],
  ["Nicotinell Mint", "N07BA01", HAL, "Sugtablett", "1 mg|2 mg", "sug", 0],
  ["Suboxone", "N07BC51", "Indivior Europe Limited", "Resoriblett, sublingual", "2 mg/0,5 mg|8 mg/2 mg", "t", 1],
  // P antiparasitic products
  ["Plaquenil", "P01BA02", SAN, "Filmdragerad tablett", "200 mg", "t", 1],
  ["Metronidazol Actavis", "P01AB01", TEVA, "Tablett", "400 mg|500 mg", "t", 0],
  ["Flagyl", "P01AB01", SAN, "Tablett", "400 mg", "t", 1],
  ["Vermox", "P02CA01", JAN, "Tuggtablett", "100 mg", "tt", 1],
  ["Malarone", "P01BB51", GSK, "Filmdragerad tablett", "250 mg/100 mg", "t", 1],
  // R respiratory system
  ["Nasonex", "R01AD09", ORG, "N\xE4sspray, suspension", "50 mikrogram/dos", "spr", 1],
  ["Mometason Sandoz", "R01AD09", SDZ, "N\xE4sspray, suspension", "50 mikrogram/dos", "spr", 0],
  ["Flutide Nasal", "R01AD08", GSK, "N\xE4sspray, suspension", "50 mikrogram/dos", "spr", 1],
  ["Avamys", "R01AD12", GSK, "N\xE4sspray, suspension", "27,5 mikrogram/spray", "spr", 1],
  ["Rhinocort Aqua", "R01AD05", KENV, "N\xE4sspray, suspension", "64 mikrogram/dos", "spr", 1],
  ["Nasacort", "R01AD11", SAN, "N\xE4sspray, suspension", "55 mikrogram/dos", "spr", 0],
  ["Dymista", "R01AD58", VIA, "N\xE4sspray, suspension", "137 mikrogram/50 mikrogram per spray", "spr", 1],
  ["Nezeril", "R01AA05", KENV, "N\xE4sspray, l\xF6sning", "0,5 mg/ml", "spr", 1],
  ["Otrivin", "R01AA07", HAL, "N\xE4sspray, l\xF6sning", "1 mg/ml", "spr", 1],
  ["Livostin", "R01AC02", KENV, "N\xE4sspray, suspension", "0,5 mg/ml", "spr", 0],
  ["Lomudal", "R01AC01", SAN, "N\xE4sspray, l\xF6sning", "20 mg/ml", "spr", 0],
  ["Bricanyl Turbuhaler", "R03AC03", AZ, "Inhalationspulver", "0,5 mg/dos", "inh", 1],
  ["Ventoline Evohaler", "R03AC02", GSK, "Inhalationsspray, suspension", "0,1 mg/dos", "inh", 1],
  ["Airomir", "R03AC02", TEVA, "Inhalationsspray, suspension", "0,1 mg/dos", "inh", 1],
  ["Buventol Easyhaler", "R03AC02", ORION, "Inhalationspulver", "100 mikrogram/dos|200 mikrogram/dos", "inh", 0],
  ["Oxis Turbuhaler", "R03AC13", AZ, "Inhalationspulver", "4,5 mikrogram/dos|9 mikrogram/dos", "inh", 1],
  [
    "Symbicort Turbuhaler",
    "R03AK07",
    AZ,
    "Inhalationspulver",
    "80 mikrogram/4,5 mikrogram/inhalation|160 mikrogram/4,5 mikrogram/inhalation|320 mikrogram/9 mikrogram/inhalation",
    "inh",
    1
  ],
  ["Bufomix Easyhaler", "R03AK07", ORION, "Inhalationspulver", "160 mikrogram/4,5 mikrogram/inhalation", "inh", 0],
  [
    "Seretide Diskus",
    "R03AK06",
    GSK,
    "Inhalationspulver",
    "50 mikrogram/250 mikrogram/dos|50 mikrogram/500 mikrogram/dos",
    "inh",
    1
  ],
  ["Flutiform", "R03AK11", MUN, "Inhalationsspray, suspension", "125 mikrogram/5 mikrogram", "inh", 1],
  ["Relvar Ellipta", "R03AK10", GSK, "Inhalationspulver", "92 mikrogram/22 mikrogram", "inh", 1],
  [
    "Pulmicort Turbuhaler",
    "R03BA02",
    AZ,
    "Inhalationspulver",
    "100 mikrogram/dos|200 mikrogram/dos|400 mikrogram/dos",
    "inh",
    1
  ],
  ["Giona Easyhaler", "R03BA02", ORION, "Inhalationspulver", "200 mikrogram/dos", "inh", 0],
  [
    "Flixotide Evohaler",
    "R03BA05",
    GSK,
    "Inhalationsspray, suspension",
    "50 mikrogram/dos|125 mikrogram/dos",
    "inh",
    1
  ],
  ["Spiriva Respimat", "R03BB04", BI, "Inhalationsv\xE4tska, l\xF6sning", "2,5 mikrogram", "inh", 1],
  ["Spiriva HandiHaler", "R03BB04", BI, "Inhalationspulver, h\xE5rd kapsel", "18 mikrogram", "inh", 0],
  ["Incruse Ellipta", "R03BB07", GSK, "Inhalationspulver", "55 mikrogram", "inh", 1],
  ["Anoro Ellipta", "R03AL03", GSK, "Inhalationspulver", "55 mikrogram/22 mikrogram", "inh", 1],
  ["Spiolto Respimat", "R03AL06", BI, "Inhalationsv\xE4tska, l\xF6sning", "2,5 mikrogram/2,5 mikrogram", "inh", 1],
  ["Ultibro Breezhaler", "R03AL04", NOVA, "Inhalationspulver, h\xE5rd kapsel", "85 mikrogram/43 mikrogram", "inh", 0],
  ["Trelegy Ellipta", "R03AL08", GSK, "Inhalationspulver", "92 mikrogram/55 mikrogram/22 mikrogram", "inh", 1],
  [
    "Trimbow",
    "R03AL09",
    "Chiesi Farmaceutici S.p.A.",
    "Inhalationsspray, l\xF6sning",
    "87 mikrogram/5 mikrogram/9 mikrogram",
    "inh",
    1
  ],
  ["Singulair", "R03DC03", ORG, "Filmdragerad tablett", "10 mg", "t", 1],
  ["Singulair", "R03DC03", ORG, "Tuggtablett", "4 mg|5 mg", "tt", 0],
  ["Montelukast Krka", "R03DC03", KRKA, "Filmdragerad tablett", "10 mg", "t", 0],
  ["Daxas", "R03DX07", AZ, "Filmdragerad tablett", "500 mikrogram", "t", 1],
  ["Mucomyst", "R05CB01", VIA, "Brustablett", "200 mg", "bt", 1],
  ["Bisolvon", "R05CB02", OPL, "Tablett", "8 mg", "t", 0],
  ["Cocillana-Etyfin", "R05DA20", VIA, "Oral l\xF6sning", "", "ml", 1],
  ["Aerius", "R06AX27", ORG, "Filmdragerad tablett", "5 mg", "t", 1],
  ["Desloratadin Sandoz", "R06AX27", SDZ, "Filmdragerad tablett", "5 mg", "t", 0],
  ["Clarityn", "R06AX13", BAY, "Tablett", "10 mg", "t", 1],
  ["Loratadin Orifarm", "R06AX13", ORI, "Tablett", "10 mg", "t", 0],
  ["Zyrtec", "R06AE07", UCB, "Filmdragerad tablett", "10 mg", "t", 1],
  ["Cetirizin Sandoz", "R06AE07", SDZ, "Filmdragerad tablett", "10 mg", "t", 0],
  ["Kestine", "R06AX22", "Almirall S.A.", "Frystorkad tablett", "10 mg|20 mg", "t", 1],
  ["Telfast", "R06AX26", SAN, "Filmdragerad tablett", "120 mg|180 mg", "t", 1],
  ["Tavegyl", "R06AA04", "Cheplapharm Arzneimittel GmbH", "Tablett", "1 mg", "t", 0],
  ["Lergigan", "R06AD02", "Recip AB", "Tablett", "10 mg|25 mg", "t", 1],
  ["Theralen", "R06AD01", SAN, "Tablett", "5 mg", "t", 1],
  ["Theralen", "R06AD01", SAN, "Orala droppar, l\xF6sning", "40 mg/ml", "dr", 0],
  // S sensory organs
  ["Xalatan", "S01EE01", VIA, "\xD6gondroppar, l\xF6sning", "50 mikrogram/ml", "dr", 1],
  ["Monoprost", "S01EE01", "Laboratoires Th\xE9a", "\xD6gondroppar, l\xF6sning i endosbeh\xE5llare", "50 mikrogram/ml", "dr", 0],
  ["Lumigan", "S01EE03", "AbbVie AB", "\xD6gondroppar, l\xF6sning", "0,1 mg/ml", "dr", 1],
  ["Travatan", "S01EE04", NOVA, "\xD6gondroppar, l\xF6sning", "40 mikrogram/ml", "dr", 1],
  ["Azopt", "S01EC04", NOVA, "\xD6gondroppar, suspension", "10 mg/ml", "dr", 0],
  ["Cosopt", "S01ED51", "Santen Oy", "\xD6gondroppar, l\xF6sning", "20 mg/ml + 5 mg/ml", "dr", 1],
  ["Timosan", "S01ED01", "Santen Oy", "\xD6gondroppar, l\xF6sning", "2,5 mg/ml|5 mg/ml", "dr", 0],
  ["Alphagan", "S01EA05", "AbbVie AB", "\xD6gondroppar, l\xF6sning", "2 mg/ml", "dr", 0],
  ["Fucithalmic", "S01AA13", "Amdipharm Limited", "\xD6gondroppar, suspension", "1 %", "dr", 1],
  ["Kloramfenikol Santen", "S01AA01", "Santen Oy", "\xD6gondroppar, l\xF6sning", "5 mg/ml", "dr", 0],
  ["Opatanol", "S01GX09", NOVA, "\xD6gondroppar, l\xF6sning", "1 mg/ml", "dr", 1],
  ["Lecrolyn", "S01GX01", "Santen Oy", "\xD6gondroppar, l\xF6sning", "40 mg/ml", "dr", 0],
  ["Zaditen", "S01GX08", "Laboratoires Th\xE9a", "\xD6gondroppar, l\xF6sning", "0,25 mg/ml", "dr", 1],
  ["Livostin", "S01GX02", KENV, "\xD6gondroppar, suspension", "0,5 mg/ml", "dr", 0],
  ["Isopto-Maxidex", "S01BA01", NOVA, "\xD6gondroppar, suspension", "0,1 %", "dr", 1],
  ["Viscotears", "S01XA20", "Bausch & Lomb Nordic AB", "\xD6gongel", "2 mg/g", "dr", 1],
  ["Oftagel", "S01XA20", "Santen Oy", "\xD6gongel", "2,5 mg/g", "dr", 0]
];

// packages/server/src/integrations/sil/catalogue.ts
var FASS_SEARCH = "https://www.fass.se/LIF/search?query=";
function fnv1a(text5) {
  let hash = 2166136261;
  for (let i = 0; i < text5.length; i++) {
    hash ^= text5.charCodeAt(i);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash;
}
var FIRST_DAY = Date.UTC(1975, 0, 1);
var DAY_SPAN = Math.floor((Date.UTC(2024, 11, 31) - FIRST_DAY) / 864e5);
function inventedNplId(tradeName, formText, bump = 0) {
  const day2 = new Date(FIRST_DAY + fnv1a(`${tradeName}|${formText}`) % DAY_SPAN * 864e5);
  const serial = (fnv1a(`${formText}#${tradeName}`) + bump) % 1e6;
  const date3 = day2.toISOString().slice(0, 10).replaceAll("-", "");
  return `${date3}${String(serial).padStart(6, "0")}`;
}
function toDrugs(row) {
  const [tradeName, atcCode, holder, form, strengths, unit, link] = row;
  const [dosageUnit, dosageUnitPlural] = DOSAGE_UNITS[unit];
  return (strengths === "" ? [""] : strengths.split("|")).map((strength) => ({
    tradeName,
    atcCode,
    marketingAuthHolder: holder,
    drugFormTextSv: strength === "" ? form : `${form} ${strength}`,
    links: { dosageLink: link ? `${FASS_SEARCH}${encodeURIComponent(tradeName)}` : null },
    dosages: [{ dosageUnit, dosageUnitPlural }]
  }));
}
function build2(rows) {
  const taken = /* @__PURE__ */ new Set();
  const drugs = [];
  for (const drug of rows.flatMap(toDrugs)) {
    let bump = 0;
    let nplId2 = inventedNplId(drug.tradeName, drug.drugFormTextSv);
    while (taken.has(nplId2)) nplId2 = inventedNplId(drug.tradeName, drug.drugFormTextSv, ++bump);
    taken.add(nplId2);
    drugs.push({ ...drug, nplId: nplId2 });
  }
  return drugs;
}
var CATALOGUE = build2(CATALOGUE_ROWS);
var BY_NPL_ID = new Map(CATALOGUE.map((drug) => [drug.nplId, drug]));
function catalogueDrug(nplId2) {
  return BY_NPL_ID.get(nplId2) ?? null;
}
var fold = (text5) => text5.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
var words2 = (text5) => fold(text5).split(/[^\p{L}\p{N},]+/u).filter(Boolean);
var INDEX2 = CATALOGUE.map((drug) => ({
  drug,
  name: fold(drug.tradeName),
  words: [...words2(drug.tradeName), ...words2(drug.drugFormTextSv)]
}));
var ATC_QUERY = /^[A-Z](\d{1,2}([A-Z]{1,2}(\d{1,2})?)?)?$/;
var collator2 = new Intl.Collator("sv");
var byName = (a, b) => collator2.compare(a.tradeName, b.tradeName) || collator2.compare(a.drugFormTextSv, b.drugFormTextSv);
function searchCatalogue(query, limit = 50) {
  const q = fold(query.trim());
  if (q === "" || limit <= 0) return [];
  const atc = q.replace(/\s+/g, "").toUpperCase();
  const isAtc = ATC_QUERY.test(atc) && /\d/.test(atc);
  const queryWords = words2(q);
  const byPrefix = [];
  const byAtc = [];
  const byWords = [];
  for (const entry of INDEX2) {
    if (entry.name.startsWith(q)) byPrefix.push(entry.drug);
    else if (isAtc && entry.drug.atcCode.startsWith(atc)) byAtc.push(entry.drug);
    else if (queryWords.length > 0 && queryWords.every((w) => entry.words.some((word) => word.startsWith(w))))
      byWords.push(entry.drug);
  }
  return [...byPrefix.sort(byName), ...byAtc.sort(byName), ...byWords.sort(byName)].slice(0, limit);
}

// packages/server/src/integrations/sil/embedded.ts
var SEARCH_LIMIT = 50;
var EmbeddedSilCatalogue = class {
  async searchDrugs(query) {
    return searchCatalogue(query, SEARCH_LIMIT);
  }
  async drug(nplId2) {
    return catalogueDrug(nplId2);
  }
  async reasonsForDrug(nplId2) {
    const drug = catalogueDrug(nplId2);
    return drug ? reasonsForAtc(drug.atcCode) : null;
  }
  async searchReasons(query) {
    return searchIcd10(query, SEARCH_LIMIT).map((icd) => ({ code: icd.code, text: icd.title }));
  }
};

// packages/server/src/integrations/sil/http.ts
import "zod";
var HttpSilCatalogue = class {
  constructor(options2) {
    this.options = options2;
    this.base = options2.url.replace(/\/+$/, "");
    this.timeoutMs = options2.timeoutMs ?? 5e3;
  }
  options;
  base;
  timeoutMs;
  async searchDrugs(query) {
    const answer = await this.call("POST", "/sil/drugs/search", SilDrugSearchResponse, { query });
    return answer?.results ?? [];
  }
  async drug(nplId2) {
    return this.call("GET", `/sil/drug/${encodeURIComponent(nplId2)}`, SilDrug);
  }
  async reasonsForDrug(nplId2) {
    const answer = await this.call("GET", `/sil/reason/${encodeURIComponent(nplId2)}`, SilReasonsResponse);
    return answer?.reasons ?? null;
  }
  async searchReasons(query) {
    const answer = await this.call("POST", "/sil/reason/search", SilReasonsResponse, { query });
    return answer?.reasons ?? [];
  }
  /** The parsed answer, or null for a 404. */
  async call(method, path, schema, body) {
    const headers2 = { accept: "application/json" };
    if (body !== void 0) headers2["content-type"] = "application/json";
    if (this.options.token) headers2.authorization = `Bearer ${this.options.token}`;
    let response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: headers2,
        body: body === void 0 ? void 0 : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs)
      });
    } catch (error) {
      throw new SilUnavailableError(`SIL did not answer: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 404) {
      await response.arrayBuffer().catch(() => void 0);
      return null;
    }
    if (!response.ok) {
      await response.arrayBuffer().catch(() => void 0);
      throw new SilUnavailableError(`SIL answered ${response.status}`);
    }
    const parsed = schema.safeParse(await response.json().catch(() => void 0));
    if (!parsed.success) throw new SilUnavailableError("SIL answered in an unexpected shape");
    return parsed.data;
  }
};

// packages/server/src/integrations/sil/create-sil-catalogue.ts
function createSilCatalogue(config) {
  return config.silUrl ? new HttpSilCatalogue({ url: config.silUrl, token: config.silToken }) : new EmbeddedSilCatalogue();
}

// packages/server/src/vaccination/routes.ts
import { z as z36 } from "zod";

// packages/server/src/vaccination/service.ts
import { randomUUID as randomUUID7 } from "node:crypto";

// packages/server/src/vaccination/mapper.ts
function toProgram(stored) {
  return stored.seriesDoses === void 0 ? { id: stored.id, lokaliseKeySuffix: stored.lokaliseKeySuffix } : { id: stored.id, lokaliseKeySuffix: stored.lokaliseKeySuffix, seriesDoses: stored.seriesDoses };
}
function toImmunization(row) {
  return {
    id: row.id,
    status: row.status,
    doseNumber: row.doseNumber,
    occurredAt: row.occurredAt.getTime(),
    vaccine: row.vaccine,
    doseQuantityValue: row.doseQuantityValue,
    doseQuantityUnit: row.doseQuantityUnit,
    lotNumber: row.lotNumber,
    bodySite: { id: row.bodySiteId, code: row.bodySiteCode },
    reporterId: row.reporterId,
    lastUpdatedAt: row.lastUpdatedAt.getTime(),
    note: row.note
  };
}
function toSeriesList(series, doses) {
  const bySeries = /* @__PURE__ */ new Map();
  for (const dose of doses) {
    const list = bySeries.get(dose.seriesId) ?? [];
    list.push(toImmunization(dose));
    bySeries.set(dose.seriesId, list);
  }
  return series.map((s) => ({ id: s.id, program: toProgram(s.program), immunizations: bySeries.get(s.id) ?? [] }));
}

// packages/server/src/vaccination/repo.ts
import { and as and14, asc as asc8, desc as desc6, eq as eq18, inArray as inArray5, sql as sql10 } from "drizzle-orm";
async function listSeries(db, patientId) {
  const series = await db.select().from(immunizationSeries).where(eq18(immunizationSeries.patientId, patientId)).orderBy(desc6(immunizationSeries.createdAt), asc8(immunizationSeries.id)).limit(500);
  const doses = series.length ? await db.select().from(immunizations).where(
    inArray5(
      immunizations.seriesId,
      series.map((s) => s.id)
    )
  ).orderBy(asc8(immunizations.doseNumber), asc8(immunizations.occurredAt), asc8(immunizations.createdAt)) : [];
  return { series, doses };
}
async function findSeries(db, seriesId) {
  const [row] = await db.select().from(immunizationSeries).where(eq18(immunizationSeries.id, seriesId));
  return row ?? null;
}
async function seriesDoses(db, seriesId) {
  return db.select().from(immunizations).where(eq18(immunizations.seriesId, seriesId));
}
async function insertSeries(db, row) {
  await db.insert(immunizationSeries).values(row);
}
async function insertImmunization(db, row) {
  const [inserted] = await db.insert(immunizations).values(row).returning();
  return inserted;
}
async function findImmunizationAccess(db, immunizationId, clinicianId) {
  const [row] = await db.select({
    patientId: immunizations.patientId,
    // Spelled out: drizzle may leave a column unqualified, and inside the subquery that would name meetings'.
    cares: sql10`EXISTS (SELECT 1 FROM meetings m WHERE m.patient_id = immunizations.patient_id AND m.clinician_id = ${clinicianId})`
  }).from(immunizations).where(eq18(immunizations.id, immunizationId));
  return row ?? null;
}
async function enterInError(db, id6, note, clinicianId, at) {
  const [row] = await db.update(immunizations).set({ status: "entered-in-error", note, enteredInErrorBy: clinicianId, lastUpdatedAt: at }).where(and14(eq18(immunizations.id, id6), eq18(immunizations.status, "completed"))).returning();
  return row ?? null;
}
async function findMeetingCareFacility(db, meetingId) {
  const [row] = await db.select({ id: careFacilities.id, name: careFacilities.name }).from(meetingCareFacilities).innerJoin(careFacilities, eq18(careFacilities.id, meetingCareFacilities.careFacilityId)).where(eq18(meetingCareFacilities.meetingId, meetingId));
  return row ?? null;
}
async function findClinicianName(db, clinicianId) {
  const [row] = await db.select({ id: clinicians.id, name: clinicians.name }).from(clinicians).where(eq18(clinicians.id, clinicianId));
  return row ?? null;
}
function isCompletedDoseConflict(error) {
  const text5 = (e) => e instanceof Error ? `${e.message} ${"cause" in e ? text5(e.cause) : ""}` : String(e ?? "");
  return text5(error).includes("immunizations_completed_dose_key");
}

// packages/server/src/vaccination/service.ts
var ACTIONS = {
  readSeries: "immunization_series.read",
  createSeries: "immunization_series.create",
  register: "immunization.create",
  remove: "immunization.enter_in_error",
  readCareFacility: "vaccination_care_facility.read"
};
async function listBodySites(catalogue) {
  return catalogue.bodySites();
}
async function listPrograms(catalogue, vaccineId) {
  const programs = await catalogue.programs();
  if (vaccineId === void 0) return programs;
  const uses = await Promise.all(
    programs.map(async (p) => (await catalogue.programVaccineIds(p.id)).includes(vaccineId))
  );
  return programs.filter((_, i) => uses[i]);
}
async function listVaccines(catalogue, programId) {
  const vaccines = await catalogue.vaccines();
  if (programId === void 0) return vaccines;
  const ids = new Set(await catalogue.programVaccineIds(programId));
  return vaccines.filter((v) => ids.has(v.id));
}
async function listLotNumbers(catalogue, vaccineId) {
  const [vaccines, lots] = await Promise.all([catalogue.vaccines(), catalogue.lotNumbersByVaccine()]);
  return suggestedLotNumbers(vaccineId, vaccines, lots);
}
async function getReporter(db, reporterId) {
  const row = isUuid(reporterId) ? await findClinicianName(db, reporterId) : null;
  if (!row) throw notFound();
  return row;
}
async function getImmunizationSeries(db, request2, access) {
  const { series, doses } = await listSeries(db, access.patientId);
  await audit(db, request2, {
    action: ACTIONS.readSeries,
    outcome: "success",
    patientId: access.patientId,
    resourceType: "patient",
    resourceId: access.patientId
  });
  return { immunizationSeries: toSeriesList(series, doses) };
}
async function getMeetingCareFacility(db, request2, access) {
  const meetingId = access.meetingId;
  const careFacility = await findMeetingCareFacility(db, meetingId);
  await audit(db, request2, {
    action: ACTIONS.readCareFacility,
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: meetingId
  });
  return { careFacility };
}
async function refuse2(db, request2, event, error) {
  await audit(db, request2, { ...event, outcome: error.status === 403 ? "denied" : "failure" });
  throw error;
}
var invalid2 = (issues) => new AppError(400, ERROR_KEYS.invalidInput, "The request is not valid.", issues);
function requireRegistering(principal) {
  return mayRegisterVaccinations({ profession: principal.profession, country: principal.pool.country }) ? null : forbidden("Only doctors and nurses in Sweden register and remove vaccinations.");
}
async function createSeries(db, catalogue, request2, principal, access, body) {
  const event = {
    action: ACTIONS.createSeries,
    outcome: "success",
    patientId: access.patientId,
    resourceType: "patient",
    resourceId: access.patientId
  };
  const notAllowed = requireRegistering(principal);
  if (notAllowed) return refuse2(db, request2, event, notAllowed);
  const program = (await catalogue.programs()).find((p) => p.id === body.program_id);
  if (!program) {
    return refuse2(
      db,
      request2,
      event,
      invalid2([{ path: "body.program_id", code: "unknown", message: "No such vaccination programme." }])
    );
  }
  const seriesId = randomUUID7();
  await insertSeries(db, {
    id: seriesId,
    patientId: access.patientId,
    programId: program.id,
    program,
    createdBy: principal.id
  });
  await audit(db, request2, { ...event, resourceType: "immunization-series", resourceId: seriesId });
  return { seriesId };
}
var BODY_FIELD = {
  vaccineId: "vaccine_id",
  occurredAt: "occurred_at",
  lotNumber: "lot_number",
  bodySiteId: "body_site_id",
  programId: "series_id",
  doseNumber: "dose_number",
  doseQuantity: "dose_quantity_value"
};
var ISSUE_MESSAGE = {
  required: "Required.",
  unknown: "Not in the vaccination catalogue for this programme.",
  date_invalid: "Not a valid date.",
  date_in_future: "The vaccination date is in the future.",
  lot_number_too_short: "The lot number needs at least 3 characters.",
  lot_number_too_long: "The lot number has at most 128 characters.",
  dose_number_out_of_range: "The dose number starts at 1.",
  dose_number_above_series: "The dose number is above the programme's number of doses.",
  dose_number_completed: "This dose number is already completed in the series."
};
function toErrorIssue(issue) {
  return { path: `body.${BODY_FIELD[issue.field]}`, code: issue.code, message: ISSUE_MESSAGE[issue.code] };
}
async function registerImmunization(db, catalogue, request2, principal, access, body, now) {
  const meetingId = access.meetingId;
  const event = {
    action: ACTIONS.register,
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: meetingId
  };
  const notAllowed = requireRegistering(principal);
  if (notAllowed) return refuse2(db, request2, event, notAllowed);
  const facility = await findMeetingCareFacility(db, meetingId);
  if (!facility) {
    return refuse2(
      db,
      request2,
      event,
      conflict(
        VACCINATION_ERROR_KEYS.noCareFacility,
        "This meeting has no care facility: register vaccinations at a clinic."
      )
    );
  }
  const found = isUuid(body.series_id) ? await findSeries(db, body.series_id) : null;
  const series = found && found.patientId === access.patientId ? found : null;
  const issues = [];
  if (!series)
    issues.push({ path: "body.series_id", code: "unknown", message: "Not a series of this meeting's patient." });
  if (body.care_facility_id !== facility.id)
    issues.push({
      path: "body.care_facility_id",
      code: "not_meeting_facility",
      message: "Not the meeting's care facility."
    });
  if (body.performer_id !== principal.id)
    issues.push({ path: "body.performer_id", code: "not_signed_in_clinician", message: "The performer is you." });
  const [vaccines, bodySites, programVaccineIds, doses] = await Promise.all([
    catalogue.vaccines(),
    catalogue.bodySites(),
    series ? catalogue.programVaccineIds(series.programId) : [],
    series ? seriesDoses(db, series.id) : []
  ]);
  const programVaccines = new Set(programVaccineIds);
  const ruleIssues = registrationIssues(
    {
      vaccineId: body.vaccine_id,
      occurredAt: body.occurred_at,
      lotNumber: body.lot_number,
      bodySiteId: body.body_site_id,
      programId: series?.programId ?? null,
      doseNumber: body.dose_number,
      doseQuantity: { value: body.dose_quantity_value, unit: body.dose_quantity_unit }
    },
    {
      vaccines: vaccines.filter((v) => programVaccines.has(v.id)),
      programs: series ? [series.program] : [],
      bodySites,
      series: { immunizations: doses.map(toImmunization) }
    },
    now.getTime()
  );
  const judged = series ? ruleIssues : ruleIssues.filter((i) => i.field !== "programId" && i.field !== "vaccineId");
  issues.push(...judged.map(toErrorIssue));
  if (issues.length > 0 || !series) return refuse2(db, request2, event, invalid2(issues));
  const vaccine2 = vaccines.find((v) => v.id === body.vaccine_id);
  const site = bodySites.find((s) => s.id === body.body_site_id);
  let row;
  try {
    row = await insertImmunization(db, {
      id: randomUUID7(),
      seriesId: series.id,
      patientId: access.patientId,
      status: "completed",
      doseNumber: body.dose_number,
      occurredAt: new Date(body.occurred_at),
      vaccineId: vaccine2.id,
      vaccine: vaccine2,
      doseQuantityValue: body.dose_quantity_value,
      doseQuantityUnit: body.dose_quantity_unit,
      lotNumber: normaliseLotNumber(body.lot_number),
      bodySiteId: site.id,
      bodySiteCode: site.code,
      meetingId,
      careFacilityId: facility.id,
      reporterId: principal.id,
      createdAt: now,
      lastUpdatedAt: now
    });
  } catch (error) {
    if (!isCompletedDoseConflict(error)) throw error;
    return refuse2(db, request2, event, invalid2([toErrorIssue({ field: "doseNumber", code: "dose_number_completed" })]));
  }
  await audit(db, request2, { ...event, resourceType: "immunization", resourceId: row.id });
  return toImmunization(row);
}
async function removeImmunization(db, request2, principal, immunizationId, body, now) {
  const found = isUuid(immunizationId) ? await findImmunizationAccess(db, immunizationId, principal.id) : null;
  const event = {
    action: ACTIONS.remove,
    outcome: "success",
    patientId: found?.patientId ?? null,
    resourceType: "immunization",
    resourceId: immunizationId
  };
  if (!found || !found.cares) {
    await audit(db, request2, { ...event, outcome: "denied" });
    throw notFound();
  }
  const notAllowed = requireRegistering(principal);
  if (notAllowed) return refuse2(db, request2, event, notAllowed);
  const row = await enterInError(db, immunizationId, body.note, principal.id, now);
  if (!row) {
    return refuse2(
      db,
      request2,
      event,
      conflict(VACCINATION_ERROR_KEYS.alreadyEnteredInError, "This vaccination was already removed.")
    );
  }
  await audit(db, request2, event);
  return toImmunization(row);
}

// packages/server/src/vaccination/routes.ts
var errors5 = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
var writeErrors = { ...errors5, 403: ErrorBody, 409: ErrorBody };
var id4 = z36.string().max(100);
var base = `${VACCINATION_BASE}/clinician`;
var vaccinationRoutes = async (app, { db, catalogue }) => {
  const tags = ["vaccination"];
  const patientData = ["vaccination", "patient-data"];
  app.get(
    `${base}/body-sites`,
    {
      schema: {
        tags,
        summary: "Where a dose may go (SNOMED CT body structures)",
        response: { 200: BodySitesResponse, ...errors5 }
      }
    },
    async () => ({ bodySites: await listBodySites(catalogue) })
  );
  app.get(
    `${base}/programs`,
    {
      schema: {
        tags,
        summary: "The vaccination programmes, or those a vaccine is given in",
        querystring: ProgramsQuery,
        response: { 200: ProgramsResponse, ...errors5 }
      }
    },
    async (request2) => ({ programs: await listPrograms(catalogue, request2.query.vaccineId) })
  );
  app.get(
    `${base}/vaccines`,
    {
      schema: {
        tags,
        summary: "The vaccines, or those of a programme",
        querystring: VaccinesQuery,
        response: { 200: VaccinesResponse, ...errors5 }
      }
    },
    async (request2) => ({ vaccines: await listVaccines(catalogue, request2.query.programId) })
  );
  app.get(
    `${base}/lot-numbers`,
    {
      schema: {
        tags,
        summary: "Suggested lot numbers: the vaccine's own, then those of vaccines against the same diseases",
        querystring: LotNumbersQuery,
        response: { 200: LotNumbersResponse, ...errors5 }
      }
    },
    async (request2) => ({ lotNumbers: await listLotNumbers(catalogue, request2.query.vaccineId) })
  );
  app.get(
    `${base}/reporters/:reporterId`,
    {
      schema: {
        tags,
        summary: "The name of the clinician who registered an immunization (its reporterId)",
        params: z36.object({ reporterId: id4 }),
        response: { 200: Reporter, ...errors5 }
      }
    },
    async (request2) => getReporter(db, request2.params.reporterId)
  );
  app.get(
    `${base}/immunization-series`,
    {
      schema: {
        tags: patientData,
        summary: "The patient's immunization series with every dose, removed ones included",
        "x-patient-data": { resource: "patient", param: "patientId", in: "query", action: "immunization_series.read" },
        querystring: ImmunizationSeriesQuery,
        response: { 200: ImmunizationSeriesResponse, ...errors5 }
      }
    },
    async (request2) => getImmunizationSeries(db, request2, requireAccess(request2.access))
  );
  app.get(
    `${base}/care-facility`,
    {
      schema: {
        tags: patientData,
        summary: "The meeting's care facility; null for a digital meeting (registering needs one)",
        "x-patient-data": {
          resource: "meeting",
          param: "meetingId",
          in: "query",
          action: "vaccination_care_facility.read"
        },
        querystring: z36.object({ meetingId: id4 }),
        response: { 200: MeetingCareFacilityResponse, ...errors5 }
      }
    },
    async (request2) => getMeetingCareFacility(db, request2, requireAccess(request2.access))
  );
  app.post(
    `${base}/immunization-series`,
    {
      schema: {
        tags: patientData,
        summary: "Starts a series of a programme for the patient (only when no series is continued)",
        "x-patient-data": {
          resource: "patient",
          param: "patient_id",
          in: "body",
          action: "immunization_series.create"
        },
        body: NewImmunizationSeriesBody,
        response: { 201: NewImmunizationSeriesResponse, ...writeErrors }
      }
    },
    async (request2, reply) => {
      const created = await createSeries(
        db,
        catalogue,
        request2,
        requirePrincipal(request2.principal),
        requireAccess(request2.access),
        request2.body
      );
      return reply.code(201).send(created);
    }
  );
  app.post(
    `${base}/immunization`,
    {
      schema: {
        tags: patientData,
        summary: "Registers a dose given at the meeting's care facility by the signed-in clinician",
        "x-patient-data": { resource: "meeting", param: "meeting_id", in: "body", action: "immunization.create" },
        body: NewImmunizationBody,
        response: { 201: NewImmunizationResponse, ...writeErrors }
      }
    },
    async (request2, reply) => {
      const immunization = await registerImmunization(
        db,
        catalogue,
        request2,
        requirePrincipal(request2.principal),
        requireAccess(request2.access),
        request2.body,
        /* @__PURE__ */ new Date()
      );
      return reply.code(201).send({ immunization });
    }
  );
  app.put(
    `${base}/immunization/:immunizationId`,
    {
      schema: {
        // Not tagged patient-data: its patient is the immunization's, checked in the service (404 + audited denial).
        tags,
        summary: "Removes a vaccination: enters it in error with the reason (note)",
        params: z36.object({ immunizationId: id4 }),
        body: EnterImmunizationInErrorBody,
        response: { 200: EnterImmunizationInErrorResponse, ...writeErrors }
      }
    },
    async (request2) => ({
      immunization: await removeImmunization(
        db,
        request2,
        requirePrincipal(request2.principal),
        request2.params.immunizationId,
        request2.body,
        /* @__PURE__ */ new Date()
      )
    })
  );
};

// packages/server/src/integrations/vaccination-catalogue/catalogue-data.ts
var disease = (code) => ({ code, system: SNOMED_CT });
var TARGET_DISEASES = {
  tickBorneEncephalitis: disease("712986001"),
  hepatitisA: disease("40468003"),
  hepatitisB: disease("66071002"),
  influenza: disease("6142004"),
  covid19: disease("840539006"),
  diphtheria: disease("397430003"),
  tetanus: disease("76902006"),
  pertussis: disease("27836007"),
  poliomyelitis: disease("398102009"),
  measles: disease("14189004"),
  mumps: disease("36989005"),
  rubella: disease("36653000"),
  pneumococcal: disease("16814004"),
  herpesZoster: disease("4740000"),
  humanPapillomavirus: disease("240532009"),
  respiratorySyncytialVirus: disease("55735004")
};
var D = TARGET_DISEASES;
var ml = (value) => ({ value, unit: "ml" });
var VACCINES = [
  vaccine("fsme-immun", "FSME-Immun", "Pfizer", [ml(0.5)], [D.tickBorneEncephalitis]),
  vaccine("fsme-immun-junior", "FSME-Immun Junior", "Pfizer", [ml(0.25)], [D.tickBorneEncephalitis]),
  vaccine("encepur", "Encepur", "Bavarian Nordic", [ml(0.5)], [D.tickBorneEncephalitis]),
  vaccine("encepur-barn", "Encepur Barn", "Bavarian Nordic", [ml(0.25)], [D.tickBorneEncephalitis]),
  vaccine("twinrix-vuxen", "Twinrix Vuxen", "GlaxoSmithKline", [ml(1)], [D.hepatitisA, D.hepatitisB]),
  vaccine("twinrix-paediatric", "Twinrix Paediatric", "GlaxoSmithKline", [ml(0.5)], [D.hepatitisA, D.hepatitisB]),
  vaccine("havrix-1440", "Havrix 1440", "GlaxoSmithKline", [ml(1)], [D.hepatitisA]),
  vaccine("havrix-720", "Havrix 720", "GlaxoSmithKline", [ml(0.5)], [D.hepatitisA]),
  // One product, two strengths: 20 µg in 1 ml from 16 years, 10 µg in 0.5 ml for children.
  vaccine("engerix-b", "Engerix-B", "GlaxoSmithKline", [ml(1), ml(0.5)], [D.hepatitisB]),
  vaccine("vaxigrip-tetra", "Vaxigrip Tetra", "Sanofi", [ml(0.5)], [D.influenza]),
  vaccine("influvac-tetra", "Influvac Tetra", "Viatris", [ml(0.5)], [D.influenza]),
  vaccine("fluenz", "Fluenz", "AstraZeneca", [ml(0.2)], [D.influenza]),
  vaccine("comirnaty", "Comirnaty", "BioNTech", [ml(0.3)], [D.covid19]),
  vaccine("spikevax", "Spikevax", "Moderna", [ml(0.5), ml(0.25)], [D.covid19]),
  vaccine("boostrix", "Boostrix", "GlaxoSmithKline", [ml(0.5)], [D.diphtheria, D.tetanus, D.pertussis]),
  vaccine(
    "boostrix-polio",
    "Boostrix Polio",
    "GlaxoSmithKline",
    [ml(0.5)],
    [D.diphtheria, D.tetanus, D.pertussis, D.poliomyelitis]
  ),
  vaccine("ditebooster", "diTeBooster", "AJ Vaccines", [ml(0.5)], [D.diphtheria, D.tetanus]),
  vaccine("m-m-rvaxpro", "M-M-RvaxPro", "MSD", [ml(0.5)], [D.measles, D.mumps, D.rubella]),
  vaccine("priorix", "Priorix", "GlaxoSmithKline", [ml(0.5)], [D.measles, D.mumps, D.rubella]),
  vaccine("prevenar-20", "Prevenar 20", "Pfizer", [ml(0.5)], [D.pneumococcal]),
  vaccine("pneumovax", "Pneumovax", "MSD", [ml(0.5)], [D.pneumococcal]),
  vaccine("shingrix", "Shingrix", "GlaxoSmithKline", [ml(0.5)], [D.herpesZoster]),
  vaccine("gardasil-9", "Gardasil 9", "MSD", [ml(0.5)], [D.humanPapillomavirus]),
  vaccine("arexvy", "Arexvy", "GlaxoSmithKline", [ml(0.5)], [D.respiratorySyncytialVirus]),
  vaccine("abrysvo", "Abrysvo", "Pfizer", [ml(0.5)], [D.respiratorySyncytialVirus])
];
function vaccine(id6, name, manufacturerName, doseQuantities, targetDiseases) {
  return { id: id6, name, manufacturerName, doseQuantities, targetDiseases };
}
var TBE_VACCINES = ["fsme-immun", "fsme-immun-junior", "encepur", "encepur-barn"];
var PROGRAMS = [
  // Grundvaccination: dose 2 one to three months after dose 1, dose 3 five to twelve months after dose 2.
  { id: "tbe-primary", lokaliseKeySuffix: "tbe-primary", seriesDoses: 3, vaccineIds: TBE_VACCINES },
  { id: "tbe-booster", lokaliseKeySuffix: "tbe-booster", vaccineIds: TBE_VACCINES },
  {
    id: "hepatitis-a-b",
    lokaliseKeySuffix: "hepatitis-a-b",
    seriesDoses: 3,
    vaccineIds: ["twinrix-vuxen", "twinrix-paediatric"]
  },
  { id: "hepatitis-a", lokaliseKeySuffix: "hepatitis-a", seriesDoses: 2, vaccineIds: ["havrix-1440", "havrix-720"] },
  { id: "hepatitis-b", lokaliseKeySuffix: "hepatitis-b", seriesDoses: 3, vaccineIds: ["engerix-b"] },
  {
    id: "influenza-seasonal",
    lokaliseKeySuffix: "influenza-seasonal",
    vaccineIds: ["vaxigrip-tetra", "influvac-tetra", "fluenz"]
  },
  { id: "covid-19", lokaliseKeySuffix: "covid-19", vaccineIds: ["comirnaty", "spikevax"] },
  {
    id: "diphtheria-tetanus-booster",
    lokaliseKeySuffix: "diphtheria-tetanus-booster",
    seriesDoses: 1,
    vaccineIds: ["boostrix", "boostrix-polio", "ditebooster"]
  },
  { id: "mmr", lokaliseKeySuffix: "mmr", seriesDoses: 2, vaccineIds: ["m-m-rvaxpro", "priorix"] },
  { id: "pneumococcal", lokaliseKeySuffix: "pneumococcal", seriesDoses: 1, vaccineIds: ["prevenar-20", "pneumovax"] },
  { id: "herpes-zoster", lokaliseKeySuffix: "herpes-zoster", seriesDoses: 2, vaccineIds: ["shingrix"] },
  { id: "hpv", lokaliseKeySuffix: "hpv", seriesDoses: 3, vaccineIds: ["gardasil-9"] },
  { id: "rsv", lokaliseKeySuffix: "rsv", seriesDoses: 1, vaccineIds: ["arexvy", "abrysvo"] }
];
var BODY_SITES = [
  { id: "left-upper-arm", code: "368208006" },
  { id: "right-upper-arm", code: "368209003" },
  { id: "left-thigh", code: "61396006" },
  { id: "right-thigh", code: "11207009" },
  { id: "nose", code: "279549004" }
];
var LOT_NUMBERS = {
  "fsme-immun": ["FR4893", "JF2153", "KX8071"],
  "fsme-immun-junior": ["JR1184", "JR2207"],
  encepur: ["263411", "271905"],
  "encepur-barn": ["264870B"],
  "twinrix-vuxen": ["AHABB468AC", "AHABB512AB"],
  "twinrix-paediatric": ["AHABC093AA"],
  "havrix-1440": ["AHAVB721AB", "AHAVB806AA"],
  "havrix-720": ["AHAVA337AC"],
  "engerix-b": ["AHBVC891BB", "AHBVD014AA"],
  "vaxigrip-tetra": ["X3G361V", "X3H024V"],
  "influvac-tetra": ["R85L12", "R85M07"],
  fluenz: ["NP2291"],
  comirnaty: ["HF9802", "LP4416"],
  spikevax: ["3003321", "3004187"],
  boostrix: ["AC37B297AC", "AC37B318AB"],
  "boostrix-polio": ["AC38B082AA"],
  ditebooster: ["D0T-2411"],
  "m-m-rvaxpro": ["U014612", "U027755"],
  priorix: ["A69CF611A"],
  "prevenar-20": ["LL7382", "LR0915"],
  pneumovax: ["W013386"],
  shingrix: ["7K24B", "9N63C"],
  "gardasil-9": ["T023141", "T031178"],
  arexvy: ["AREX041A", "AREX057B"],
  abrysvo: ["LG1140", "LG2263"]
};

// packages/server/src/integrations/vaccination-catalogue/embedded.ts
var EmbeddedVaccinationCatalogue = class {
  lots = new Map(Object.entries(LOT_NUMBERS));
  programs_ = PROGRAMS.map(
    ({ id: id6, lokaliseKeySuffix, seriesDoses: seriesDoses2 }) => seriesDoses2 === void 0 ? { id: id6, lokaliseKeySuffix } : { id: id6, lokaliseKeySuffix, seriesDoses: seriesDoses2 }
  );
  async vaccines() {
    return [...VACCINES];
  }
  async programs() {
    return [...this.programs_];
  }
  async bodySites() {
    return [...BODY_SITES];
  }
  async programVaccineIds(programId) {
    return [...PROGRAMS.find((p) => p.id === programId)?.vaccineIds ?? []];
  }
  async lotNumbersByVaccine() {
    return this.lots;
  }
};

// packages/server/src/lab-tests/routes.ts
import { z as z37 } from "zod";

// packages/server/src/lab-tests/mapper.ts
function toLabTestMeta(row) {
  return {
    id: row.id,
    type: { localizationKey: row.typeKey },
    status: row.status,
    updatedAt: row.updatedAt.getTime(),
    encounterId: row.encounterId,
    source: row.source
  };
}
function toLabTest(row) {
  return {
    ...toLabTestMeta(row),
    conclusion: row.conclusion,
    reviewerFullName: row.reviewerFullName,
    results: row.results,
    healthForm: row.healthForm
  };
}
var quantity = (value, unit) => value === null ? null : { value, unit };
function toMeasurements(row) {
  const bmi = row.heightCm !== null && row.weightKg !== null ? bodyMassIndex(row.weightKg, row.heightCm / 100) : null;
  return {
    encounterId: row.id,
    measuredAt: row.occurredAt.getTime(),
    bloodPressure: row.systolicMmhg !== null && row.diastolicMmhg !== null ? { systolic: row.systolicMmhg, diastolic: row.diastolicMmhg, unit: "mmHg" } : null,
    pulse: quantity(row.pulseBpm, "/min"),
    height: quantity(row.heightCm, "cm"),
    weight: quantity(row.weightKg, "kg"),
    waist: quantity(row.waistCm, "cm"),
    bmi: quantity(bmi, "kg/m\xB2")
  };
}

// packages/server/src/lab-tests/repo.ts
import { and as and15, desc as desc7, eq as eq19, inArray as inArray6 } from "drizzle-orm";
async function listCompletedLabTests(db, patientId, sources) {
  return db.select({
    id: labTests.id,
    typeKey: labTests.typeKey,
    status: labTests.status,
    updatedAt: labTests.updatedAt,
    encounterId: labTests.encounterId,
    source: labTests.source
  }).from(labTests).where(
    and15(eq19(labTests.patientId, patientId), eq19(labTests.status, "COMPLETE"), inArray6(labTests.source, [...sources]))
  ).orderBy(desc7(labTests.updatedAt), desc7(labTests.id)).limit(500);
}
async function findLabTest(db, labTestId) {
  const [row] = await db.select().from(labTests).where(eq19(labTests.id, labTestId));
  return row ?? null;
}
async function findLabEncounter(db, encounterId) {
  const [row] = await db.select().from(labEncounters).where(eq19(labEncounters.id, encounterId));
  return row ?? null;
}

// packages/server/src/lab-tests/service.ts
var read2 = (db, request2, action, access, resourceType, id6) => audit(db, request2, { action, outcome: "success", patientId: access.patientId, resourceType, resourceId: id6 });
async function getLabTests(db, request2, access, source) {
  const rows = await listCompletedLabTests(db, access.patientId, labTestSources(source));
  await read2(db, request2, "lab_tests.read", access, "patient", access.patientId);
  return { labTestsMetaData: rows.map(toLabTestMeta) };
}
async function getLabTest(db, request2, access, labTestId) {
  const row = isUuid(labTestId) ? await findLabTest(db, labTestId) : null;
  if (!row || row.status !== "COMPLETE") throw notFound();
  if (row.patientId !== access.patientId) {
    return deny(db, request2, {
      action: "lab_test.read",
      resourceType: "patient",
      resourceId: row.patientId,
      patientId: row.patientId
    });
  }
  await read2(db, request2, "lab_test.read", access, "lab-test", row.id);
  return toLabTest(row);
}
async function getMeasurements(db, request2, access, encounterId) {
  const row = isUuid(encounterId) ? await findLabEncounter(db, encounterId) : null;
  if (!row) throw notFound();
  if (row.patientId !== access.patientId) {
    return deny(db, request2, {
      action: "lab_measurements.read",
      resourceType: "patient",
      resourceId: row.patientId,
      patientId: row.patientId
    });
  }
  await read2(db, request2, "lab_measurements.read", access, "lab-encounter", row.id);
  return toMeasurements(row);
}

// packages/server/src/lab-tests/routes.ts
var errors6 = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
var id5 = z37.string().max(100);
var labTestRoutes = async (app, { db }) => {
  const tags = ["record-pane", "patient-data"];
  app.get(
    "/api/lab-test/clinician/lab-tests",
    {
      schema: {
        tags,
        summary: "The patient's completed lab tests from the named sources (comma-separated VACCINA, DMS_SE; all when absent), newest first",
        "x-patient-data": { resource: "patient", param: "patientId", in: "query", action: "lab_tests.read" },
        querystring: z37.object({ patientId: id5, source: LabTestSourceParam.optional() }),
        response: { 200: LabTestsMetaResponse, ...errors6 }
      }
    },
    async (request2) => getLabTests(db, request2, requireAccess(request2.access), request2.query.source)
  );
  app.get(
    "/api/lab-test/clinician/lab-tests/:labTestId",
    {
      schema: {
        tags,
        summary: "A completed lab test of the patient: the doctor's comment, results and health form; 404 unless it is this patient's and complete",
        "x-patient-data": { resource: "patient", param: "patientId", in: "query", action: "lab_test.read" },
        params: z37.object({ labTestId: id5 }),
        querystring: z37.object({ patientId: id5 }),
        response: { 200: LabTest, ...errors6 }
      }
    },
    async (request2) => getLabTest(db, request2, requireAccess(request2.access), request2.params.labTestId)
  );
  app.get(
    "/api/lab-test/clinician/measurements",
    {
      schema: {
        tags,
        summary: "The body measurements of one of the patient's lab visits (blood pressure, pulse, height, weight, waist, BMI); 404 unless it is this patient's",
        "x-patient-data": { resource: "patient", param: "patientId", in: "query", action: "lab_measurements.read" },
        querystring: z37.object({ patientId: id5, encounterId: id5 }),
        response: { 200: LabMeasurements, ...errors6 }
      }
    },
    async (request2) => getMeasurements(db, request2, requireAccess(request2.access), request2.query.encounterId)
  );
};

// packages/server/src/self-assessments/routes.ts
import { z as z38 } from "zod";

// packages/server/src/self-assessments/repo.ts
import { desc as desc8, eq as eq20 } from "drizzle-orm";
async function listSelfAssessments(db, patientId) {
  return db.select().from(selfAssessmentResponses).where(eq20(selfAssessmentResponses.patientId, patientId)).orderBy(desc8(selfAssessmentResponses.createdAt), desc8(selfAssessmentResponses.id)).limit(1e3);
}

// packages/server/src/self-assessments/service.ts
async function getSelfAssessments(db, request2, access) {
  const rows = await listSelfAssessments(db, access.patientId);
  await audit(db, request2, {
    action: "self_assessments.read",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "patient",
    resourceId: access.patientId
  });
  return {
    surveyResponses: rows.map((row) => ({
      id: row.id,
      formName: row.formName,
      questions: row.questions,
      createdAt: row.createdAt.getTime(),
      score: row.score
    }))
  };
}

// packages/server/src/self-assessments/routes.ts
var errors7 = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
var selfAssessmentRoutes = async (app, { db }) => {
  app.get(
    "/api/facts/patients/:patientId/self-assessments",
    {
      schema: {
        tags: ["record-pane", "patient-data"],
        summary: "Surveys the patient answered (PHQ-9, GAD-7, health declarations, \u2026), newest first, every type including ones the client does not know",
        "x-patient-data": { resource: "patient", param: "patientId", action: "self_assessments.read" },
        params: z38.object({ patientId: z38.string().max(100) }),
        response: { 200: SelfAssessmentsResponse, ...errors7 }
      }
    },
    async (request2) => getSelfAssessments(db, request2, requireAccess(request2.access))
  );
};

// packages/server/src/finishing/routes.ts
import { z as z39 } from "zod";

// packages/server/src/finishing/service.ts
import { eq as eq21 } from "drizzle-orm";

// packages/server/src/integrations/records-system/records-system.ts
var RecordsSystemError = class extends Error {
  constructor(key2) {
    super(`records system refused: ${key2}`);
    this.key = key2;
    this.name = "RecordsSystemError";
  }
  key;
};

// packages/server/src/finishing/service.ts
async function finishMeeting(db, recordsSystem, request2, principal, access, body) {
  const meetingId = access.meetingId;
  const [meeting] = await db.select({
    status: meetings.status,
    activityType: meetings.activityType,
    meetingMeans: meetings.meetingMeans,
    isOneTimeUser: patients.gbIsOneTimeUser
  }).from(meetings).innerJoin(patients, eq21(patients.id, meetings.patientId)).where(eq21(meetings.id, meetingId));
  if (!meeting || meeting.status === "CANCELLED" || meeting.status === "REASSIGNED") {
    throw conflict("finish_meeting_error", "This meeting can no longer be finished.");
  }
  const now = /* @__PURE__ */ new Date();
  const entry = await findEntryByMeeting(db, meetingId);
  if (body.status === "NO_SHOW") {
    if (body.sign) throw new AppError(400, "invalid_input", "A no-show is not signed.");
    await endMeeting(db, meetingId, "NO_SHOW", now);
    await audit(db, request2, {
      action: "meeting.finish",
      outcome: "success",
      patientId: access.patientId,
      resourceType: "meeting",
      resourceId: meetingId
    });
    return { status: "NO_SHOW", entry: entry ? toEntry(entry) : null };
  }
  if (entry?.strickenAt) throw conflict("entry_stricken", "This note has been struck.");
  const missing = await missingForFinish(db, principal, meetingId, meeting, entry?.values ?? {}, entry?.templateId);
  if (missing.length > 0) {
    throw new AppError(
      409,
      "missing_fields",
      "Required fields are missing.",
      missing.map((m) => ({ path: m.name, code: "required", message: m.section }))
    );
  }
  if (body.sign && !principal.signingEnabled) throw forbidden("Notes are not signed in your country.");
  if (body.sign && !entry) throw new AppError(409, "entry_content_id_mismatch", "There is no note to sign.");
  const signNow = body.sign && entry && !entry.signedAt;
  if (signNow) {
    try {
      await recordsSystem.sign({
        entryId: entry.id,
        entryContentId: entry.entryContentId,
        meetingId,
        patientId: access.patientId,
        clinicianId: principal.id
      });
    } catch (error) {
      if (!(error instanceof RecordsSystemError)) throw error;
      await audit(db, request2, {
        action: "record_entry.sign",
        outcome: "failure",
        patientId: access.patientId,
        resourceType: "medical-record-entry",
        resourceId: entry.id
      });
      throw new AppError(502, error.key, "The records system did not accept the signature.");
    }
  }
  const finalEntry = await db.transaction(async (tx) => {
    await endMeeting(tx, meetingId, "COMPLETED", now);
    if (!signNow) return entry;
    await appendEntryEvent(tx, { entryId: entry.id, action: "signed", clinicianId: principal.id, at: now });
    return setEntrySigned(tx, entry.id, principal.id, now);
  });
  await audit(db, request2, {
    action: signNow ? "meeting.finish_signed" : "meeting.finish",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: meetingId
  });
  return { status: "COMPLETED", entry: finalEntry ? toEntry(finalEntry) : null };
}
async function endMeeting(db, meetingId, status, now) {
  const [current] = await db.select({ actualEndTime: meetings.actualEndTime }).from(meetings).where(eq21(meetings.id, meetingId));
  await db.update(meetings).set({ status, actualEndTime: current?.actualEndTime ?? now, updatedAt: now }).where(eq21(meetings.id, meetingId));
}
async function missingForFinish(db, principal, meetingId, meeting, noteValues, noteTemplateId) {
  const note = missingFields(noteTemplate(principal, noteTemplateId), noteValues);
  const means = missingMeetingMeans(meeting);
  const saved = await findEvaluation(db, meetingId);
  const template = evaluationTemplateFor(principal, meeting, saved);
  if (!template) return [...note, ...means];
  const { values } = applyEvaluationContext(template, saved?.values ?? {}, await evaluationContext(db, meetingId));
  return [...note, ...missingFields(template, values), ...means];
}

// packages/server/src/finishing/routes.ts
var finishingRoutes = async (app, { db, recordsSystem }) => {
  app.post(
    "/api/meeting/doctor/meeting/:id/finish",
    {
      schema: {
        tags: ["meetings", "patient-data"],
        summary: "Finish the meeting: COMPLETED (409 missing_fields when required fields are empty; with sign, the note is signed through the records system, 502 with its key on refusal) or NO_SHOW",
        "x-patient-data": { resource: "meeting", param: "id", action: "meeting.finish" },
        params: z39.object({ id: z39.string().max(100) }),
        body: FinishMeetingBody,
        response: {
          200: FinishMeetingResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          502: ErrorBody
        }
      }
    },
    async (request2) => finishMeeting(
      db,
      recordsSystem,
      request2,
      requirePrincipal(request2.principal),
      requireAccess(request2.access),
      request2.body
    )
  );
};

// packages/server/src/patient-links/routes.ts
import { z as z40 } from "zod";
var byId3 = z40.object({ id: z40.string().max(100) });
var patientLinkRoutes = async (app, { db }) => {
  app.post(
    "/api/meeting/:id/patient-link",
    {
      schema: {
        tags: ["patient-links", "patient-data"],
        summary: "A new one-time link for the meeting's patient; earlier links of the meeting stop working",
        "x-patient-data": { resource: "meeting", param: "id", action: "patient_link.create" },
        params: byId3,
        response: { 201: PatientLinkResponse, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2, reply) => reply.code(201).send(await createPatientLink(db, request2, requirePrincipal(request2.principal), requireAccess(request2.access)))
  );
  app.delete(
    "/api/meeting/:id/patient-link",
    {
      schema: {
        tags: ["patient-links", "patient-data"],
        summary: "Revoke the meeting's patient links",
        "x-patient-data": { resource: "meeting", param: "id", action: "patient_link.revoke" },
        params: byId3,
        response: { 204: z40.null(), 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2, reply) => {
      await revokePatientLinks(db, request2, requireAccess(request2.access));
      return reply.code(204).send(null);
    }
  );
  app.get(
    "/api/join/:token",
    {
      // The patient has no session: the token is the credential.
      config: { public: true },
      schema: {
        tags: ["patient-links"],
        summary: "What the patient's join page shows; 404 link_invalid for an unknown, expired or revoked link",
        params: z40.object({ token: z40.string().max(200) }),
        response: { 200: JoinInfoResponse, 404: ErrorBody }
      }
    },
    async (request2) => openPatientLink(db, request2, request2.params.token)
  );
};

// packages/server/src/identity-verification/routes.ts
import { z as z41 } from "zod";

// packages/server/src/identity-verification/service.ts
import { randomUUID as randomUUID8 } from "node:crypto";
import { desc as desc10, eq as eq23 } from "drizzle-orm";

// packages/server/src/identity-verification/repo.ts
import { desc as desc9, eq as eq22 } from "drizzle-orm";
async function findLatestVerification(db, userId) {
  const [row] = await db.select({ event: verificationEvents, clinicianName: clinicians.name }).from(verificationEvents).innerJoin(clinicians, eq22(clinicians.id, verificationEvents.verifyingClinicianId)).where(eq22(verificationEvents.userId, userId)).orderBy(desc9(verificationEvents.checkTime), desc9(verificationEvents.id)).limit(1);
  return row ?? null;
}

// packages/server/src/identity-verification/service.ts
async function verifyIdentity(db, tickets, request2, principal, access, body) {
  if (!isIdentityVerificationOffered(principal.pool.country)) {
    throw forbidden("Identity verification is for UK clinicians.");
  }
  const meetingId = access.meetingId;
  const [meeting] = await db.select({ status: meetings.status, childId: meetings.childId }).from(meetings).where(eq23(meetings.id, meetingId));
  if (!meeting || ["COMPLETED", "CANCELLED", "REASSIGNED", "NO_SHOW"].includes(meeting.status)) {
    throw conflict("meeting_ended", "This meeting has ended.");
  }
  const [previous] = await db.select({ outcome: verificationEvents.outcome }).from(verificationEvents).where(eq23(verificationEvents.userId, access.patientId)).orderBy(desc10(verificationEvents.checkTime)).limit(1);
  const now = /* @__PURE__ */ new Date();
  const rejectionReason = body.outcome === "Reject" ? body.rejection_reason : null;
  const event = {
    id: randomUUID8(),
    meetingId,
    userId: access.patientId,
    patientId: meeting.childId ?? access.patientId,
    meetingType: meeting.childId ? "Child" : "Adult",
    previousStatus: previous?.outcome ?? "Unverified",
    checkTime: now,
    verifyingClinicianId: principal.id,
    outcome: body.outcome,
    rejectionReason,
    kbvFreeTextAnswer: body.kbv_free_text_answer || null
  };
  await db.transaction(async (tx) => {
    await tx.insert(verificationEvents).values(event);
    if (rejectionReason) {
      await tx.update(meetings).set({ status: "CANCELLED", cancelReason: `identity:${rejectionReason}`, actualEndTime: now, updatedAt: now }).where(eq23(meetings.id, meetingId));
      await tickets.returnAppointment(tx, { activityId: meetingId });
    }
  });
  await audit(db, request2, {
    action: body.outcome === "Accept" ? "identity.accept" : "identity.reject",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: meetingId
  });
  return {
    user_id: event.userId,
    patient_id: event.patientId,
    meeting_type: event.meetingType,
    previous_status: event.previousStatus,
    check_time: now.getTime(),
    verifying_clinician_id: principal.id,
    outcome: event.outcome,
    rejection_reason: rejectionReason,
    kbv_free_text_answer: event.kbvFreeTextAnswer
  };
}
async function getLatestVerification(db, request2, principal, access) {
  if (!isIdentityVerificationOffered(principal.pool.country)) {
    throw forbidden("Identity verification is for UK clinicians.");
  }
  const row = await findLatestVerification(db, access.patientId);
  await audit(db, request2, {
    action: "identity_verification.read",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "patient",
    resourceId: access.patientId
  });
  if (!row) return { latest: null };
  const { event } = row;
  return {
    latest: {
      method: "clinician_check",
      outcome: event.outcome,
      rejectionReason: event.rejectionReason,
      checkTime: event.checkTime.getTime(),
      meetingId: event.meetingId,
      meetingType: event.meetingType,
      verifyingClinician: { id: event.verifyingClinicianId, name: row.clinicianName },
      kbvState: event.kbvFreeTextAnswer ? "answered" : "not_asked"
    }
  };
}

// packages/server/src/identity-verification/routes.ts
var identityVerificationRoutes = async (app, { db, tickets }) => {
  app.post(
    "/api/uk-identity/meeting/:id/verification",
    {
      schema: {
        tags: ["identity", "patient-data"],
        summary: "Accept or reject the patient's identity (UK); a rejection cancels the meeting",
        "x-patient-data": { resource: "meeting", param: "id", action: "identity.verify" },
        params: z41.object({ id: z41.string().max(100) }),
        body: VerifyIdentityBody,
        response: {
          200: VerificationEvent,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody
        }
      }
    },
    async (request2) => verifyIdentity(
      db,
      tickets,
      request2,
      requirePrincipal(request2.principal),
      requireAccess(request2.access),
      request2.body
    )
  );
  app.get(
    "/api/user/:id/identity-verification/method/latest",
    {
      schema: {
        tags: ["identity", "patient-data"],
        summary: "The patient's latest identity verification (UK): method, outcome, check time, clinician, KBV answered or not; latest is null when never checked",
        "x-patient-data": { resource: "patient", param: "id", action: "identity_verification.read" },
        params: z41.object({ id: z41.string().max(100) }),
        response: { 200: LatestIdentityVerificationResponse, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2) => getLatestVerification(db, request2, requirePrincipal(request2.principal), requireAccess(request2.access))
  );
};

// packages/server/src/video/routes.ts
import { z as z42 } from "zod";

// packages/server/src/video/timeline.ts
import { and as and16, asc as asc9, eq as eq24, isNotNull as isNotNull2, isNull as isNull5, or as or2 } from "drizzle-orm";
async function recordTimelineEvent(db, request2, principal, access, body) {
  const meetingId = access.meetingId;
  const at = new Date(body.timestamp);
  await db.transaction(async (tx) => {
    await tx.insert(videoTimelineEvents).values({
      meetingId,
      timestamp: at,
      event: body.event,
      type: body.type,
      userType: body.user_type,
      source: body.source,
      eventDetails: body.event_details ?? null,
      clinicianId: principal.id
    });
    if (body.event === "clinician-connected") {
      await tx.update(meetings).set({ videoCallStartTime: at, videoCallEndTime: null, updatedAt: /* @__PURE__ */ new Date() }).where(
        and16(
          eq24(meetings.id, meetingId),
          or2(isNull5(meetings.videoCallStartTime), isNotNull2(meetings.videoCallEndTime))
        )
      );
    } else if (body.event === "call-ended") {
      await tx.update(meetings).set({ videoCallEndTime: at, updatedAt: /* @__PURE__ */ new Date() }).where(and16(eq24(meetings.id, meetingId), isNotNull2(meetings.videoCallStartTime)));
    }
  });
  await audit(db, request2, {
    action: "video.timeline",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: meetingId
  });
}
async function readTimeline(db, request2, access) {
  const rows = await db.select({
    timestamp: videoTimelineEvents.timestamp,
    event: videoTimelineEvents.event,
    eventDetails: videoTimelineEvents.eventDetails
  }).from(videoTimelineEvents).where(eq24(videoTimelineEvents.meetingId, access.meetingId)).orderBy(asc9(videoTimelineEvents.id)).limit(1e3);
  await audit(db, request2, {
    action: "video.timeline_read",
    outcome: "success",
    patientId: access.patientId,
    resourceType: "meeting",
    resourceId: access.meetingId
  });
  return {
    events: rows.map((r) => ({ timestamp: r.timestamp.getTime(), event: r.event, event_details: r.eventDetails }))
  };
}

// packages/server/src/video/tickets.ts
import { and as and17, eq as eq25, gt as gt3 } from "drizzle-orm";
var TICKET_LIFETIME_MS = 4 * 60 * 6e4;
async function issueTicket(db, meetingId, role, provider, now) {
  const token = newToken();
  await db.insert(videoTickets).values({
    tokenHash: hashToken(token),
    meetingId,
    role,
    provider,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TICKET_LIFETIME_MS)
  });
  return token;
}
async function redeemTicket(db, token, now) {
  const [row] = await db.select({ meetingId: videoTickets.meetingId, role: videoTickets.role, provider: videoTickets.provider }).from(videoTickets).where(and17(eq25(videoTickets.tokenHash, hashToken(token)), gt3(videoTickets.expiresAt, now)));
  return row ?? null;
}

// packages/server/src/video/janus-proxy.ts
import WebSocket from "ws";

// packages/server/src/integrations/janus/janus-gate.ts
var PARTICIPANT_REQUESTS = /* @__PURE__ */ new Set([
  "join",
  "joinandconfigure",
  "configure",
  "publish",
  "unpublish",
  "start",
  "pause",
  "switch",
  "update",
  "subscribe",
  "unsubscribe",
  "leave"
]);
var STRIPPED_FIELDS = ["admin_key", "secret", "pin", "token", "record", "filename", "rec_dir"];
var JanusGate = class {
  constructor(room, apiSecret) {
    this.room = room;
    this.apiSecret = apiSecret;
  }
  room;
  apiSecret;
  sessions = /* @__PURE__ */ new Set();
  handles = /* @__PURE__ */ new Set();
  /** Transactions whose success answer carries a new session (create) or handle (attach) id. */
  pending = /* @__PURE__ */ new Map();
  /** A message from the browser: forwarded (rewritten) to Janus, or refused with a reply to the browser. */
  inbound(raw) {
    const message2 = parse(raw);
    if (!message2) return refuse3(void 0, "not a Janus request");
    const refusal = this.check(message2);
    if (refusal) return refuse3(message2.transaction, refusal);
    if (message2.janus === "create") this.pending.set(message2.transaction, "session");
    if (message2.janus === "attach") this.pending.set(message2.transaction, "handle");
    return { forward: JSON.stringify({ ...message2, apisecret: this.apiSecret }) };
  }
  /** A message from Janus, passed on unchanged; success answers teach the gate this connection's ids. */
  outbound(raw) {
    const message2 = parse(raw);
    const kind = message2 && this.pending.get(message2.transaction);
    if (message2 && kind) {
      this.pending.delete(message2.transaction);
      const id6 = message2.data?.id;
      if (message2.janus === "success" && typeof id6 === "number")
        (kind === "session" ? this.sessions : this.handles).add(id6);
    }
    return raw;
  }
  check(message2) {
    const session = message2.session_id;
    const handle = message2.handle_id;
    const ownSession = typeof session === "number" && this.sessions.has(session);
    const ownHandle = typeof handle === "number" && this.handles.has(handle);
    switch (message2.janus) {
      case "create":
      case "info":
      case "ping":
        return null;
      case "keepalive":
      case "destroy":
        return ownSession ? null : "unknown session";
      case "attach":
        if (!ownSession) return "unknown session";
        return message2.plugin === "janus.plugin.videoroom" ? null : "only the VideoRoom plugin is available";
      case "trickle":
      case "detach":
      case "hangup":
        return ownSession && ownHandle ? null : "unknown handle";
      case "message":
        if (!ownSession || !ownHandle) return "unknown handle";
        return this.checkBody(message2);
      default:
        return `"${message2.janus}" is not allowed`;
    }
  }
  checkBody(message2) {
    const body = message2.body;
    if (!body || typeof body !== "object") return "a message needs a body";
    const request2 = body.request;
    if (typeof request2 !== "string" || !PARTICIPANT_REQUESTS.has(request2)) return `"${String(request2)}" is not allowed`;
    const cleaned = { ...body, room: this.room };
    for (const field2 of STRIPPED_FIELDS) delete cleaned[field2];
    message2.body = cleaned;
    return null;
  }
};
function parse(raw) {
  try {
    const value = JSON.parse(raw);
    if (!value || typeof value !== "object") return null;
    const { janus, transaction } = value;
    return typeof janus === "string" && typeof transaction === "string" ? value : null;
  } catch {
    return null;
  }
}
function refuse3(transaction, reason) {
  return { reply: JSON.stringify({ janus: "error", transaction, error: { code: 403, reason } }) };
}

// packages/server/src/video/janus-proxy.ts
var JANUS_PROXY_PATH = "/api/video-meeting/janus";
function proxyToJanus(browser, janus, room) {
  const gate = new JanusGate(room, janus.apiSecret);
  const upstream = new WebSocket(janus.url, "janus-protocol");
  const waiting = [];
  let closed = false;
  const closeBoth = (code, reason) => {
    if (closed) return;
    closed = true;
    upstream.close();
    browser.close(code, reason);
  };
  browser.on("message", (raw) => {
    const verdict = gate.inbound(raw.toString());
    if ("reply" in verdict) return browser.send(verdict.reply);
    if (upstream.readyState === WebSocket.OPEN) upstream.send(verdict.forward);
    else waiting.push(verdict.forward);
  });
  browser.on("close", () => closeBoth(1e3, "closed"));
  upstream.on("open", () => {
    for (const message2 of waiting.splice(0)) upstream.send(message2);
  });
  upstream.on("message", (raw) => browser.send(gate.outbound(raw.toString())));
  upstream.on("error", () => closeBoth(1011, "video provider unavailable"));
  upstream.on("close", () => closeBoth(1011, "video provider closed"));
}

// packages/server/src/video/providers.ts
import { eq as eq26 } from "drizzle-orm";
async function preferredVideoProvider(db, clinicianId) {
  const [row] = await db.select({ provider: clinicians.preferredVideoProvider }).from(clinicians).where(eq26(clinicians.id, clinicianId));
  return row?.provider ?? null;
}
async function setPreferredVideoProvider(db, request2, clinicianId, provider) {
  await db.update(clinicians).set({ preferredVideoProvider: provider }).where(eq26(clinicians.id, clinicianId));
  await audit(db, request2, {
    action: "clinician.video_provider",
    outcome: "success",
    resourceType: "clinician",
    resourceId: clinicianId
  });
}
async function useVideoProvider(db, meetingId, provider) {
  await db.update(meetings).set({ videoProvider: provider }).where(eq26(meetings.id, meetingId));
}
async function meetingVideoProvider(db, meetingId) {
  const [row] = await db.select({ provider: meetings.videoProvider }).from(meetings).where(eq26(meetings.id, meetingId));
  return row?.provider ?? "p2p";
}

// packages/server/src/video/routes.ts
var videoRoutes = async (app, { db, rooms, janus, iceServers }) => {
  const session = async (meetingId, role, provider) => {
    if (provider === "p2p") {
      const token2 = await issueTicket(db, meetingId, role, provider, /* @__PURE__ */ new Date());
      return { provider, room: meetingId, region: "embedded", token: token2, iceServers };
    }
    const { room } = await janus.ensureRoom(meetingId).catch((error) => {
      app.log.error({ err: error }, "the Janus video provider is unavailable");
      throw new AppError(503, "video_provider_unavailable", "The Janus video provider is not available right now.");
    });
    const token = await issueTicket(db, meetingId, role, provider, /* @__PURE__ */ new Date());
    return {
      provider,
      apiKey: "janus.plugin.videoroom",
      sessionId: String(room),
      token,
      proxyUrl: JANUS_PROXY_PATH,
      iceServers
    };
  };
  app.get(
    "/api/video-meeting/session/:id",
    {
      schema: {
        tags: ["video", "patient-data"],
        summary: "The clinician's video session for a meeting, on the clinician's preferred provider (peer-to-peer until they choose); the patient joins the same provider",
        "x-patient-data": { resource: "meeting", param: "id", action: "video.session" },
        params: z42.object({ id: z42.string().max(100) }),
        response: { 200: VideoSession, 401: ErrorBody, 404: ErrorBody, 503: ErrorBody }
      }
    },
    async (request2) => {
      const meetingId = requireAccess(request2.access).meetingId;
      const provider = await preferredVideoProvider(db, requirePrincipal(request2.principal).id) ?? "p2p";
      const answer = await session(meetingId, "clinician", provider);
      await useVideoProvider(db, meetingId, provider);
      return answer;
    }
  );
  app.get(
    "/api/clinician/video-provider",
    {
      schema: {
        tags: ["video"],
        summary: "The signed-in clinician's preferred video provider (null: not chosen yet)",
        response: { 200: VideoProviderPreference, 401: ErrorBody }
      }
    },
    async (request2) => ({
      preferredVideoProvider: await preferredVideoProvider(db, requirePrincipal(request2.principal).id)
    })
  );
  app.put(
    "/api/clinician/video-provider",
    {
      schema: {
        tags: ["video"],
        summary: "Chooses the video provider for the next calls (seed 000 \xA74 preferred-provider prompt)",
        body: VideoProviderBody,
        response: { 200: VideoProviderPreference, 400: ErrorBody, 401: ErrorBody }
      }
    },
    async (request2) => {
      const { preferredVideoProvider: chosen } = request2.body;
      await setPreferredVideoProvider(db, request2, requirePrincipal(request2.principal).id, chosen);
      return { preferredVideoProvider: chosen };
    }
  );
  app.get(
    "/api/join/:token/video-session",
    {
      config: { public: true },
      schema: {
        tags: ["video"],
        summary: "The patient's video session, by their one-time link",
        params: z42.object({ token: z42.string().max(200) }),
        response: { 200: VideoSession, 404: ErrorBody, 503: ErrorBody }
      }
    },
    async (request2) => {
      const { meetingId } = await requirePatientLink(db, request2, request2.params.token, "video.session");
      return session(meetingId, "patient", await meetingVideoProvider(db, meetingId));
    }
  );
  app.post(
    "/api/video-meeting/room/timeline",
    {
      schema: {
        tags: ["video", "patient-data"],
        summary: "A call event from the clinician's client (seed 000 \xA77); sets the meeting's call times",
        "x-patient-data": { resource: "meeting", param: "meeting_id", in: "body", action: "video.timeline" },
        body: TimelineEventBody,
        response: { 204: z42.null(), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2, reply) => {
      await recordTimelineEvent(
        db,
        request2,
        requirePrincipal(request2.principal),
        requireAccess(request2.access),
        request2.body
      );
      return reply.code(204).send(null);
    }
  );
  app.get(
    "/api/video-meeting/room/timeline/:id",
    {
      schema: {
        tags: ["video", "patient-data"],
        summary: "The meeting's call events, oldest first",
        "x-patient-data": { resource: "meeting", param: "id", action: "video.timeline_read" },
        params: z42.object({ id: z42.string().max(100) }),
        response: { 200: TimelineResponse, 401: ErrorBody, 404: ErrorBody }
      }
    },
    async (request2) => readTimeline(db, request2, requireAccess(request2.access))
  );
  app.get(
    "/api/video-meeting/signal",
    {
      // The ticket, not a cookie, admits the socket: a cross-site page cannot borrow a session.
      config: { public: true },
      websocket: true,
      schema: { hide: true, querystring: z42.object({ ticket: z42.string().max(200) }) }
    },
    admitByTicket(db, (socket, ticket) => rooms.join(ticket.meetingId, ticket.role, ticket.provider, socket))
  );
  app.get(
    JANUS_PROXY_PATH,
    {
      // As for signalling: the ticket admits the socket, and the gate decides what it may ask Janus.
      config: { public: true },
      websocket: true,
      schema: { hide: true, querystring: z42.object({ ticket: z42.string().max(200) }) }
    },
    admitByTicket(db, async (socket, ticket) => {
      if (ticket.provider !== "janus") return socket.close(4401, "not a Janus ticket");
      const target = await janus.ensureRoom(ticket.meetingId).catch(() => null);
      if (!target) return socket.close(1013, "video provider unavailable");
      proxyToJanus(socket, target.running, target.room);
    })
  );
};
function admitByTicket(db, admit) {
  return async (socket, request2) => {
    const early = [];
    const hold = (data, isBinary) => early.push([data, isBinary]);
    socket.on("message", hold);
    const ticket = await redeemTicket(db, request2.query.ticket, /* @__PURE__ */ new Date());
    socket.off("message", hold);
    if (!ticket) return socket.close(4401, "invalid ticket");
    await admit(socket, ticket);
    for (const [data, isBinary] of early) socket.emit("message", data, isBinary);
  };
}

// packages/server/src/video/rooms.ts
import { randomUUID as randomUUID9 } from "node:crypto";
import { and as and18, eq as eq27, lt as lt3, sql as sql11 } from "drizzle-orm";
var NOTIFY_LIMIT_BYTES = 7e3;
var other = (role) => role === "clinician" ? "patient" : "clinician";
var key = (meetingId, role) => `${meetingId}:${role}`;
var SignallingRooms = class _SignallingRooms {
  constructor(db) {
    this.db = db;
  }
  db;
  local = /* @__PURE__ */ new Map();
  /** Events are published one after another, so a candidate never overtakes the offer before it. */
  outbox = Promise.resolve();
  /** Events are handled in the order they arrive, also when one waits for the relay table. */
  inbox = Promise.resolve();
  stopped = false;
  /** The server is shutting down: its sockets close without touching the database any more. */
  stop() {
    this.stopped = true;
  }
  static async open(database) {
    const rooms = new _SignallingRooms(database.db);
    await database.listen(VIDEO_ROOM_CHANNEL, {
      onMessage: (payload) => {
        rooms.inbox = rooms.inbox.then(() => rooms.receive(payload)).catch(report);
      }
    });
    return rooms;
  }
  async join(meetingId, role, provider, socket) {
    const connection = randomUUID9();
    let left = false;
    let ready = () => void 0;
    const registered = new Promise((resolve) => ready = resolve);
    socket.on("message", (raw) => {
      const message2 = parse2(raw);
      if (!message2) return;
      registered.then(() => {
        if (message2.type === "signal") {
          return this.publish({ kind: "signal", meetingId, to: other(role), data: message2.data });
        }
        left = true;
        socket.close(1e3, "left");
        return this.leave(meetingId, role, connection, message2.reason);
      }).catch(report);
    });
    socket.on("close", () => {
      registered.then(() => left ? void 0 : this.leave(meetingId, role, connection, "disconnected")).catch(report);
    });
    const previous = this.local.get(key(meetingId, role));
    this.local.set(key(meetingId, role), { socket, connection });
    await this.db.insert(videoRoomMembers).values({ meetingId, role, connectionId: connection, provider }).onConflictDoUpdate({
      target: [videoRoomMembers.meetingId, videoRoomMembers.role],
      set: { connectionId: connection, provider, joinedAt: /* @__PURE__ */ new Date() }
    });
    if (previous) previous.socket.close(4e3, "replaced by a new connection");
    const [peer] = await this.db.select({ provider: videoRoomMembers.provider }).from(videoRoomMembers).where(and18(eq27(videoRoomMembers.meetingId, meetingId), eq27(videoRoomMembers.role, other(role))));
    send(socket, { type: "welcome", role, peerPresent: peer !== void 0, peerProvider: peer?.provider ?? null });
    await this.publish({ kind: "joined", meetingId, role, provider, connection });
    ready();
  }
  async leave(meetingId, role, connection, reason) {
    if (this.stopped) return;
    const here = this.local.get(key(meetingId, role));
    if (here?.connection === connection) this.local.delete(key(meetingId, role));
    const gone = await this.db.delete(videoRoomMembers).where(
      and18(
        eq27(videoRoomMembers.meetingId, meetingId),
        eq27(videoRoomMembers.role, role),
        eq27(videoRoomMembers.connectionId, connection)
      )
    ).returning({ role: videoRoomMembers.role });
    if (gone.length > 0) await this.publish({ kind: "left", meetingId, role, reason });
  }
  publish(event) {
    const next = this.outbox.then(() => this.notify(event));
    this.outbox = next.catch(report);
    return this.outbox;
  }
  async notify(event) {
    let payload = JSON.stringify(event);
    if (event.kind === "signal" && Buffer.byteLength(payload) > NOTIFY_LIMIT_BYTES) {
      const [row] = await this.db.insert(videoSignalRelay).values({ payload: event.data }).returning();
      payload = JSON.stringify({ kind: "relay", meetingId: event.meetingId, to: event.to, id: row.id });
      await this.db.delete(videoSignalRelay).where(lt3(videoSignalRelay.createdAt, sql11`now() - interval '5 minutes'`));
    }
    await this.db.execute(sql11`select pg_notify(${VIDEO_ROOM_CHANNEL}, ${payload})`);
  }
  async receive(payload) {
    const event = JSON.parse(payload);
    switch (event.kind) {
      case "joined": {
        const same = this.local.get(key(event.meetingId, event.role));
        if (same && same.connection !== event.connection) {
          this.local.delete(key(event.meetingId, event.role));
          same.socket.close(4e3, "replaced by a new connection");
        }
        const peer = this.local.get(key(event.meetingId, other(event.role)));
        if (peer) send(peer.socket, { type: "peer-joined", provider: event.provider });
        return;
      }
      case "left": {
        const peer = this.local.get(key(event.meetingId, other(event.role)));
        if (peer) send(peer.socket, { type: "peer-left", reason: event.reason });
        return;
      }
      case "signal": {
        const target = this.local.get(key(event.meetingId, event.to));
        if (target) send(target.socket, { type: "signal", data: event.data });
        return;
      }
      case "relay": {
        const target = this.local.get(key(event.meetingId, event.to));
        if (!target) return;
        const [row] = await this.db.delete(videoSignalRelay).where(eq27(videoSignalRelay.id, event.id)).returning({ payload: videoSignalRelay.payload });
        if (row) send(target.socket, { type: "signal", data: row.payload });
        return;
      }
    }
  }
};
function report(error) {
  console.error("video signalling failed", error);
}
function send(socket, message2) {
  socket.send(JSON.stringify(message2));
}
function parse2(raw) {
  try {
    const result = ClientSignal.safeParse(JSON.parse(raw.toString()));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

// packages/server/src/integrations/janus/janus-process.ts
import { spawn } from "node:child_process";
import { randomBytes as randomBytes3 } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
var LIB = "/usr/lib/x86_64-linux-gnu/janus";
var START_TIMEOUT_MS = 15e3;
var SharedJanus = class {
  constructor(running) {
    this.running = running;
  }
  running;
  installed() {
    return true;
  }
  ensure() {
    return Promise.resolve(this.running);
  }
  stop() {
    return Promise.resolve();
  }
};
var JanusProcess = class {
  constructor(options2) {
    this.options = options2;
  }
  options;
  child = null;
  starting = null;
  folder = null;
  /** Whether the binary is installed at all (the clear error a clinician and an operator see otherwise). */
  installed() {
    const { binary } = this.options;
    if (binary.includes("/")) return existsSync(binary);
    return (process.env.PATH ?? "").split(":").some((dir) => existsSync(join(dir, binary)));
  }
  ensure() {
    this.starting ??= this.start().catch((error) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }
  async stop() {
    const child = this.child;
    this.child = null;
    this.starting = null;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.stdin?.end();
      await Promise.race([exited, delay(3e3).then(() => killGroup(child, "SIGKILL"))]);
    }
    if (this.folder) await rm(this.folder, { recursive: true, force: true });
    this.folder = null;
  }
  async start() {
    if (!this.installed()) {
      throw new Error(`Janus is not installed: install Debian's package with "apt-get install janus"`);
    }
    if (!this.options.iceEnforceList && !hasNonLoopbackAddress()) {
      throw new Error(
        'Janus needs a network interface other than loopback for ICE: add one (see README, "Janus on one machine") and name it in JANUS_ICE_INTERFACES'
      );
    }
    const port = await freePort();
    const running = {
      url: `ws://127.0.0.1:${port}`,
      apiSecret: secret(),
      roomAdminKey: secret()
    };
    this.folder ??= await mkdtemp(join(tmpdir(), "konsult-janus-"));
    await writeConfiguration(this.folder, port, running, this.options);
    const args = ["-F", this.folder, "-C", join(this.folder, "janus.jcfg"), "-o"];
    const child = spawn(
      "sh",
      [
        "-c",
        'exec 3<&0; janus_bin="$1"; shift; "$janus_bin" "$@" </dev/null & j=$!; (cat <&3 >/dev/null; kill $j 2>/dev/null) & wait $j',
        "sh",
        this.options.binary,
        ...args
      ],
      {
        stdio: ["pipe", "pipe", "pipe"],
        detached: true
      }
    );
    this.child = child;
    const output = [];
    const keep = (chunk) => {
      output.push(chunk.toString());
      if (output.length > 100) output.shift();
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const failed = new Promise((_, reject) => {
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`Janus exited (${code}) while starting:
${output.join("")}`)));
    });
    failed.catch(() => void 0);
    const ready = Promise.race([waitForPort(port, START_TIMEOUT_MS), failed]).catch(async (error) => {
      killGroup(child, "SIGKILL");
      throw error instanceof Error ? error : new Error(String(error));
    });
    child.once("exit", (code, signal) => {
      child.stdin?.end();
      if (this.child !== child) return;
      this.options.log(`Janus exited (${code ?? signal}); it is started again on the next call`);
      this.child = null;
      this.starting = null;
    });
    await ready;
    return running;
  }
};
async function writeConfiguration(folder, port, running, options2) {
  const allBut = (keep, names) => names.filter((name) => name !== keep).map((name) => `libjanus_${name}.so`).join(",");
  const files = {
    "janus.jcfg": `general: {
  configs_folder = "${folder}"
  plugins_folder = "${LIB}/plugins"
  transports_folder = "${LIB}/transports"
  events_folder = "${LIB}/events"
  loggers_folder = "${LIB}/loggers"
  debug_level = 3
  api_secret = "${running.apiSecret}"
  session_timeout = 60
  server_name = "konsult"
}
media: {
  rtp_port_range = "${options2.rtpPortRange}"
}
nat: {
  ice_ignore_list = "vmnet"${options2.iceEnforceList ? `
  ice_enforce_list = "${options2.iceEnforceList}"` : ""}
}
plugins: {
  disable = "${allBut("videoroom", PLUGINS)}"
}
transports: {
  disable = "${allBut("websockets", TRANSPORTS)}"
}
events: {
  broadcast = false
}
loggers: {
  disable = "libjanus_jsonlog.so"
}
`,
    "janus.transport.websockets.jcfg": `general: {
  json = "compact"
  ws = true
  ws_port = ${port}
  ws_ip = "127.0.0.1"
  wss = false
}
admin: {
  admin_ws = false
  admin_wss = false
}
`,
    "janus.plugin.videoroom.jcfg": `general: {
  admin_key = "${running.roomAdminKey}"
  lock_rtp_forward = true
}
`
  };
  await Promise.all(Object.entries(files).map(([name, text5]) => writeFile(join(folder, name), text5, { mode: 384 })));
}
var PLUGINS = [
  "audiobridge",
  "duktape",
  "echotest",
  "lua",
  "nosip",
  "recordplay",
  "sip",
  "streaming",
  "textroom",
  "videocall",
  "videoroom",
  "voicemail"
];
var TRANSPORTS = ["http", "mqtt", "nanomsg", "pfunix", "rabbitmq", "websockets"];
function killGroup(child, signal) {
  if (child.pid === void 0) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
  }
}
function secret() {
  return randomBytes3(24).toString("base64url");
}
function delay(ms2) {
  return new Promise((resolve) => setTimeout(resolve, ms2));
}
function hasNonLoopbackAddress() {
  return Object.values(networkInterfaces()).some(
    (addresses) => addresses?.some((address) => !address.internal && address.family === "IPv4")
  );
}
async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await delay(50);
  }
  throw new Error(`Janus did not open port ${port} within ${timeoutMs} ms`);
}
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(
        () => typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))
      );
    });
  });
}

// packages/server/src/integrations/janus/janus-rooms.ts
import { createHash as createHash2, randomUUID as randomUUID10 } from "node:crypto";
import WebSocket2 from "ws";
var ROOM_EXISTS = 427;
var REQUEST_TIMEOUT_MS = 5e3;
function roomNumber(meetingId) {
  return parseInt(createHash2("sha256").update(meetingId).digest("hex").slice(0, 12), 16);
}
var JanusRooms = class {
  constructor(janus) {
    this.janus = janus;
  }
  janus;
  created = /* @__PURE__ */ new WeakMap();
  installed() {
    return this.janus.installed();
  }
  /** Starts Janus if needed and makes sure the meeting's room exists; answers Janus's address and secret. */
  async ensureRoom(meetingId) {
    const running = await this.janus.ensure();
    const room = roomNumber(meetingId);
    const known = this.created.get(running) ?? /* @__PURE__ */ new Set();
    this.created.set(running, known);
    if (!known.has(room)) {
      await createRoom(running, room);
      known.add(room);
    }
    return { running, room };
  }
};
async function createRoom(running, room) {
  const socket = new WebSocket2(running.url, "janus-protocol");
  try {
    await new Promise((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    const ask = request(socket, running.apiSecret);
    const session = (await ask({ janus: "create" })).data.id;
    const handle = (await ask({ janus: "attach", session_id: session, plugin: "janus.plugin.videoroom" })).data.id;
    const answer = await ask({
      janus: "message",
      session_id: session,
      handle_id: handle,
      body: {
        request: "create",
        room,
        admin_key: running.roomAdminKey,
        description: "konsult consultation",
        is_private: true,
        publishers: 2,
        audiocodec: "opus",
        videocodec: "vp8",
        notify_joining: true,
        permanent: false
      }
    });
    const data = answer.plugindata?.data;
    if (data?.error_code && data.error_code !== ROOM_EXISTS) throw new Error(`Janus room ${room}: ${data.error}`);
    await ask({ janus: "destroy", session_id: session }).catch(() => void 0);
  } finally {
    socket.close();
  }
}
function request(socket, apiSecret) {
  return (message2) => new Promise((resolve, reject) => {
    const transaction = randomUUID10();
    const timer = setTimeout(() => {
      socket.off("message", onMessage);
      reject(new Error(`Janus did not answer "${String(message2.janus)}"`));
    }, REQUEST_TIMEOUT_MS);
    const onMessage = (raw) => {
      const answer = JSON.parse(raw.toString());
      if (answer.transaction !== transaction || answer.janus === "ack") return;
      clearTimeout(timer);
      socket.off("message", onMessage);
      if (answer.janus === "error") reject(new Error(`Janus: ${JSON.stringify(answer.error)}`));
      else resolve(answer);
    };
    socket.on("message", onMessage);
    socket.send(JSON.stringify({ ...message2, transaction, apisecret: apiSecret }));
  });
}

// packages/server/src/integrations/records-system/embedded.ts
import { asc as asc10, eq as eq28 } from "drizzle-orm";
var EmbeddedRecordsSystem = class {
  constructor(fault = null, db = null) {
    this.fault = fault;
    this.db = db;
  }
  fault;
  db;
  async accessWarnings(patientId) {
    const stored = this.db ? await this.db.select({ code: recordsSystemAccessWarnings.code }).from(recordsSystemAccessWarnings).where(eq28(recordsSystemAccessWarnings.patientId, patientId)).orderBy(asc10(recordsSystemAccessWarnings.code)) : [];
    const codes = stored.map((row) => row.code);
    const house = "prn_no_access_to_house_error";
    return this.fault === house && !codes.includes(house) ? [house, ...codes] : codes;
  }
  async sign(_request) {
    if (this.fault) throw new RecordsSystemError(this.fault);
  }
};

// packages/server/src/integrations/sms/embedded.ts
var EmbeddedSmsGateway = class {
  constructor(fault = false) {
    this.fault = fault;
  }
  fault;
  async send(_message) {
    if (this.fault) throw new Error("SMS gateway fault injected (SMS_GATEWAY_FAULT)");
  }
};

// packages/server/src/platform/outbox/outbox.ts
import { randomUUID as randomUUID11 } from "node:crypto";
import { eq as eq29 } from "drizzle-orm";
async function enqueue(tx, message2) {
  const columns = { id: outbox.id, status: outbox.status, createdAt: outbox.createdAt };
  const [row] = await tx.insert(outbox).values({
    id: randomUUID11(),
    topic: message2.topic,
    payload: message2.payload,
    idempotencyKey: message2.idempotencyKey,
    patientId: message2.patientId ?? null,
    meetingId: message2.meetingId ?? null
  }).onConflictDoNothing({ target: outbox.idempotencyKey }).returning(columns);
  if (row) return row;
  const [existing] = await tx.select(columns).from(outbox).where(eq29(outbox.idempotencyKey, message2.idempotencyKey));
  return existing;
}
var PermanentDeliveryError = class extends Error {
  constructor(message2) {
    super(message2);
    this.name = "PermanentDeliveryError";
  }
};

// packages/server/src/platform/outbox/http-delivery.ts
async function requireDelivered(response, system) {
  await response.arrayBuffer().catch(() => void 0);
  if (response.ok) return;
  const message2 = `${system} answered ${response.status}`;
  const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
  throw retryable ? new Error(message2) : new PermanentDeliveryError(message2);
}

// packages/server/src/integrations/sms/http.ts
var HttpSmsGateway = class {
  constructor(options2) {
    this.options = options2;
    this.timeoutMs = options2.timeoutMs ?? 1e4;
  }
  options;
  timeoutMs;
  async send({ to, body, idempotencyKey }) {
    const headers2 = {
      "content-type": "application/json",
      accept: "application/json",
      "idempotency-key": idempotencyKey
    };
    if (this.options.token) headers2.authorization = `Bearer ${this.options.token}`;
    const response = await fetch(this.options.url, {
      method: "POST",
      headers: headers2,
      body: JSON.stringify({ to, body }),
      signal: AbortSignal.timeout(this.timeoutMs)
    });
    await requireDelivered(response, "SMS gateway");
  }
};

// packages/server/src/integrations/sms/create-sms-gateway.ts
function createSmsGateway(config) {
  if (config.smsGatewayFault || !config.smsGatewayUrl) return new EmbeddedSmsGateway(config.smsGatewayFault);
  return new HttpSmsGateway({ url: config.smsGatewayUrl, token: config.smsGatewayToken });
}

// packages/server/src/integrations/call-notifications/embedded.ts
var EmbeddedCallNotifier = class {
  async send(_notification) {
  }
};

// packages/server/src/integrations/b2b-tickets/embedded.ts
import { and as and19, desc as desc11, eq as eq30, gt as gt4, sql as sql12 } from "drizzle-orm";
var EmbeddedB2bTicketSystem = class {
  constructor(db) {
    this.db = db;
  }
  db;
  async ticketValidity({ userId }) {
    const row = await currentTicket(this.db, userId, false);
    if (!row) return null;
    if (row.deletedAt) throw new B2bTicketError(B2B_ERROR_KEYS.ticketDeleted);
    return toTicket(row);
  }
  prepareAppointmentUse({ userId, day: day2 }) {
    return Promise.resolve(async (tx, activityId) => {
      const row = await currentTicket(tx, userId, true);
      if (!row || row.deletedAt || !b2bTicketCovers({ ticket: toTicket(row) }, day2)) return false;
      const taken = await tx.update(b2bTickets).set({ remainedAppointments: sql12`${b2bTickets.remainedAppointments} - 1` }).where(and19(eq30(b2bTickets.id, row.id), gt4(b2bTickets.remainedAppointments, 0))).returning({ id: b2bTickets.id });
      if (taken.length === 0) return false;
      await tx.insert(b2bTicketUses).values({ meetingId: activityId, ticketId: row.id, patientId: userId });
      return true;
    });
  }
  async returnAppointment(tx, { activityId }) {
    const [use] = await tx.delete(b2bTicketUses).where(eq30(b2bTicketUses.meetingId, activityId)).returning();
    if (!use) return false;
    await tx.update(b2bTickets).set({ remainedAppointments: sql12`${b2bTickets.remainedAppointments} + 1` }).where(eq30(b2bTickets.id, use.ticketId));
    return true;
  }
};
async function currentTicket(db, patientId, forUpdate) {
  const query = db.select().from(b2bTickets).where(eq30(b2bTickets.patientId, patientId)).orderBy(desc11(b2bTickets.issuedAt), desc11(b2bTickets.id)).limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}
function toTicket(row) {
  return {
    partnerName: row.partnerName,
    type: row.type,
    validFrom: row.validFrom,
    validTo: row.validTo,
    numberOfAppointments: row.numberOfAppointments,
    remainedAppointments: row.remainedAppointments,
    isRevoked: row.revokedAt !== null
  };
}

// packages/server/src/integrations/b2b-tickets/http.ts
import { and as and20, eq as eq31 } from "drizzle-orm";
var B2B_TICKET_TOPICS = { use: "b2b_ticket.use", return: "b2b_ticket.return" };
var HttpB2bTicketSystem = class {
  constructor(options2) {
    this.options = options2;
  }
  options;
  async ticketValidity({ activityId, userId }) {
    const query = new URLSearchParams({ activityId, userId });
    let response;
    try {
      response = await fetch(`${this.options.url}/ticket-validity?${query}`, {
        headers: headers(this.options, null),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 1e4)
      });
    } catch {
      throw new B2bTicketError(B2B_ERROR_KEYS.ticketUnavailable);
    }
    const body = await response.json().catch(() => null);
    if (errorCodeOf(body) === B2B_ERROR_KEYS.ticketDeleted) throw new B2bTicketError(B2B_ERROR_KEYS.ticketDeleted);
    const parsed = TicketValidityResponse.safeParse(body);
    if (!response.ok || !parsed.success) throw new B2bTicketError(B2B_ERROR_KEYS.ticketUnavailable);
    return parsed.data.ticket;
  }
  async prepareAppointmentUse({
    originActivityId,
    userId,
    day: day2
  }) {
    const ticket = await this.ticketValidity({ activityId: originActivityId, userId }).catch(() => null);
    const covered = ticket !== null && b2bTicketCovers({ ticket }, day2);
    return async (tx, activityId) => {
      if (!covered) return false;
      await enqueue(tx, {
        topic: B2B_TICKET_TOPICS.use,
        payload: { activityId, userId, day: day2 },
        idempotencyKey: `${B2B_TICKET_TOPICS.use}:${activityId}`,
        patientId: userId,
        meetingId: activityId
      });
      return true;
    };
  }
  async returnAppointment(tx, { activityId }) {
    const [used] = await tx.select({ patientId: outbox.patientId }).from(outbox).where(and20(eq31(outbox.topic, B2B_TICKET_TOPICS.use), eq31(outbox.meetingId, activityId)));
    if (!used) return false;
    await enqueue(tx, {
      topic: B2B_TICKET_TOPICS.return,
      payload: { activityId },
      idempotencyKey: `${B2B_TICKET_TOPICS.return}:${activityId}`,
      patientId: used.patientId,
      meetingId: activityId
    });
    return true;
  }
};
function b2bTicketHandlers(options2) {
  const post = async (path, body, idempotencyKey) => {
    const response = await fetch(`${options2.url}${path}`, {
      method: "POST",
      headers: { ...headers(options2, idempotencyKey), "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options2.timeoutMs ?? 1e4)
    });
    await requireDelivered(response, "B2B ticket system");
  };
  return {
    [B2B_TICKET_TOPICS.use]: {
      deliver: (payload, { idempotencyKey }) => post("/appointments", payload, idempotencyKey)
    },
    [B2B_TICKET_TOPICS.return]: {
      deliver: (payload, { idempotencyKey }) => post(`/appointments/${encodeURIComponent(String(payload.activityId))}/return`, {}, idempotencyKey)
    }
  };
}
function headers(options2, idempotencyKey) {
  const all = { accept: "application/json" };
  if (options2.token) all.authorization = `Bearer ${options2.token}`;
  if (idempotencyKey) all["idempotency-key"] = idempotencyKey;
  return all;
}
function errorCodeOf(body) {
  return typeof body === "object" && body !== null ? body.errorCode : void 0;
}

// packages/server/src/integrations/b2b-tickets/create-b2b-ticket-system.ts
function createB2bTicketSystem(config, db) {
  if (!config.b2bTicketsUrl) return { tickets: new EmbeddedB2bTicketSystem(db), handlers: {} };
  const options2 = { url: config.b2bTicketsUrl.replace(/\/+$/, ""), token: config.b2bTicketsToken };
  return { tickets: new HttpB2bTicketSystem(options2), handlers: b2bTicketHandlers(options2) };
}

// packages/server/src/platform/outbox/repo.ts
import { and as and21, asc as asc11, eq as eq32, inArray as inArray7, lte as lte2, sql as sql13 } from "drizzle-orm";
async function claimDue(db, topics, limit, leaseMs) {
  const due = db.select({ id: outbox.id }).from(outbox).where(and21(eq32(outbox.status, "pending"), lte2(outbox.availableAt, sql13`now()`), inArray7(outbox.topic, topics))).orderBy(asc11(outbox.availableAt)).limit(limit).for("update", { skipLocked: true });
  return db.update(outbox).set({
    attempts: sql13`${outbox.attempts} + 1`,
    availableAt: sql13`now() + ${leaseMs} * interval '1 millisecond'`
  }).where(inArray7(outbox.id, due)).returning({
    id: outbox.id,
    topic: outbox.topic,
    payload: outbox.payload,
    idempotencyKey: outbox.idempotencyKey,
    attempts: outbox.attempts
  });
}
async function markDelivered(db, id6, payload) {
  await db.update(outbox).set({
    status: "delivered",
    deliveredAt: sql13`now()`,
    lastError: null,
    ...payload ? { payload } : {}
  }).where(eq32(outbox.id, id6));
}
async function markRetry(db, id6, error, delayMs) {
  await db.update(outbox).set({ lastError: error, availableAt: sql13`now() + ${delayMs} * interval '1 millisecond'` }).where(eq32(outbox.id, id6));
}
async function markFailed(db, id6, error, payload) {
  await db.update(outbox).set({ status: "failed", lastError: error, ...payload ? { payload } : {} }).where(eq32(outbox.id, id6));
}
async function msUntilNextDue(db, topics) {
  const [row] = await queryRows(
    db,
    sql13`SELECT extract(epoch FROM (min(available_at) - now())) * 1000 AS ms
        FROM outbox WHERE status = 'pending' AND topic IN ${topics}`
  );
  return row?.ms === null || row?.ms === void 0 ? null : Math.max(0, Math.ceil(Number(row.ms)));
}

// packages/server/src/platform/outbox/worker.ts
function retryDelayMs(attempts, backoffMs, backoffMaxMs) {
  return Math.min(backoffMaxMs, backoffMs * 2 ** Math.max(0, attempts - 1));
}
var OutboxWorker = class {
  constructor(database, handlers, options2, log = { error: () => void 0 }) {
    this.database = database;
    this.handlers = handlers;
    this.log = log;
    this.topics = Object.keys(handlers);
    this.options = { backoffMaxMs: 60 * 6e4, batchSize: 10, leaseMs: 5 * 6e4, ...options2 };
  }
  database;
  handlers;
  log;
  stopped = true;
  running = null;
  again = false;
  timer = null;
  topics;
  options;
  async start() {
    if (!this.stopped) return;
    this.stopped = false;
    await this.database.listen(OUTBOX_CHANNEL, { onMessage: () => this.wake(), onResume: () => this.wake() });
    this.wake();
  }
  /** Finishes the deliveries under way and stops; nothing wakes it afterwards. */
  async stop() {
    this.stopped = true;
    this.clearTimer();
    await this.running;
  }
  /** Scan now (or right after the scan under way). */
  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.clearTimer();
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) this.wake();
    });
  }
  async drain() {
    let sleepMs = this.options.pollMs;
    try {
      do {
        this.again = false;
        while (!this.stopped && await this.runBatch() > 0) ;
      } while (this.again && !this.stopped);
      if (this.stopped) return;
      sleepMs = await msUntilNextDue(this.database.db, this.topics);
    } catch (error) {
      if (!this.stopped) this.log.error({ err: error }, "outbox scan failed");
    }
    if (this.stopped || this.again) return;
    const delay2 = Math.min(sleepMs ?? this.options.pollMs, this.options.pollMs);
    this.timer = setTimeout(() => this.wake(), delay2);
    this.timer.unref();
  }
  async runBatch() {
    const rows = await claimDue(this.database.db, this.topics, this.options.batchSize, this.options.leaseMs);
    await Promise.all(rows.map((row) => this.deliver(row)));
    return rows.length;
  }
  async deliver(row) {
    const handler = this.handlers[row.topic];
    const db = this.database.db;
    try {
      await handler.deliver(row.payload, { id: row.id, idempotencyKey: row.idempotencyKey, attempt: row.attempts });
    } catch (error) {
      const message2 = (error instanceof Error ? error.message : String(error)).slice(0, 1e3) || "delivery failed";
      if (error instanceof PermanentDeliveryError || row.attempts >= this.options.maxAttempts) {
        this.log.error(
          { outboxId: row.id, topic: row.topic, attempts: row.attempts, reason: message2 },
          "outbox gave up"
        );
        await markFailed(db, row.id, message2, handler.redact?.(row.payload) ?? null);
      } else {
        const { backoffMs, backoffMaxMs } = this.options;
        await markRetry(db, row.id, message2, retryDelayMs(row.attempts, backoffMs, backoffMaxMs));
      }
      return;
    }
    await markDelivered(db, row.id, handler.redact?.(row.payload) ?? null);
  }
  clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
};

// packages/server/src/notifications/routes.ts
import { z as z43 } from "zod";

// packages/server/src/notifications/call-notification-service.ts
import { randomUUID as randomUUID12 } from "node:crypto";

// packages/server/src/notifications/repo.ts
import { and as and22, desc as desc12, eq as eq33, gt as gt5, isNull as isNull6, sql as sql14 } from "drizzle-orm";
async function findMeetingRecipient(db, meetingId) {
  const [row] = await db.select({
    status: meetings.status,
    patientId: meetings.patientId,
    country: patients.country,
    isOneTimeUser: patients.gbIsOneTimeUser,
    phoneEmr: patients.gbPhoneEmr,
    phone: patients.phone,
    email: patients.email,
    clinicianName: clinicians.name
  }).from(meetings).innerJoin(patients, eq33(patients.id, meetings.patientId)).innerJoin(clinicians, eq33(clinicians.id, meetings.clinicianId)).where(eq33(meetings.id, meetingId));
  return row ?? null;
}
async function isLiveLinkOfMeeting(db, tokenHash, meetingId) {
  const [row] = await db.select({ id: patientLinks.id }).from(patientLinks).where(
    and22(
      eq33(patientLinks.tokenHash, tokenHash),
      eq33(patientLinks.meetingId, meetingId),
      isNull6(patientLinks.revokedAt),
      gt5(patientLinks.expiresAt, sql14`now()`)
    )
  );
  return row !== void 0;
}
async function lockMeeting(tx, meetingId) {
  await tx.select({ id: meetings.id }).from(meetings).where(eq33(meetings.id, meetingId)).for("update");
}
async function latestOfTopic(tx, meetingId, topic) {
  const [row] = await tx.select({ createdAt: outbox.createdAt, now: sql14`now()`.mapWith(outbox.createdAt) }).from(outbox).where(and22(eq33(outbox.meetingId, meetingId), eq33(outbox.topic, topic))).orderBy(desc12(outbox.createdAt)).limit(1);
  return row ?? null;
}
async function listOutboxOfClinician(db, clinicianId, limit) {
  return db.select({
    id: outbox.id,
    topic: outbox.topic,
    meetingId: outbox.meetingId,
    payload: outbox.payload,
    status: outbox.status,
    attempts: outbox.attempts,
    lastError: outbox.lastError,
    createdAt: outbox.createdAt,
    availableAt: outbox.availableAt,
    deliveredAt: outbox.deliveredAt
  }).from(outbox).innerJoin(meetings, eq33(meetings.id, outbox.meetingId)).where(eq33(meetings.clinicianId, clinicianId)).orderBy(desc12(outbox.createdAt), desc12(outbox.id)).limit(limit);
}

// packages/server/src/notifications/open-meeting.ts
async function openMeetingRecipient(db, meetingId) {
  const meeting = await findMeetingRecipient(db, meetingId);
  if (!meeting) throw notFound();
  if (isEnded(meeting.status)) throw conflict(NOTIFICATION_ERROR_KEYS.meetingEnded, "This meeting has ended.");
  return meeting;
}

// packages/server/src/notifications/topics.ts
var SMS_TOPIC = "sms";
var CALL_NOTIFICATION_TOPICS = {
  push: "call_notification.push",
  plain: "call_notification.plain"
};
function maskTokens(text5) {
  return text5.replace(/\/join\/[A-Za-z0-9_-]+/g, "/join/[token]");
}
function asMessage(payload) {
  return payload;
}
function notificationHandlers(sms, calls) {
  const call = (kind) => ({
    deliver: (payload, { idempotencyKey }) => calls.send({ kind, ...asMessage(payload), idempotencyKey })
  });
  return {
    [SMS_TOPIC]: {
      deliver: (payload, { idempotencyKey }) => {
        const { to, body } = asMessage(payload);
        return sms.send({ to, body, idempotencyKey });
      },
      redact: (payload) => ({ ...payload, body: maskTokens(asMessage(payload).body) })
    },
    [CALL_NOTIFICATION_TOPICS.push]: call("push"),
    [CALL_NOTIFICATION_TOPICS.plain]: call("plain")
  };
}

// packages/server/src/notifications/call-notification-service.ts
async function sendCallNotification(db, request2, access, kind) {
  const meetingId = access.meetingId;
  const meeting = await openMeetingRecipient(db, meetingId);
  if (kind === "push" && meeting.isOneTimeUser) {
    throw conflict(NOTIFICATION_ERROR_KEYS.pushNotAvailable, "The patient has no app to notify. Send the plain notification instead.");
  }
  const to = kind === "push" ? `app-user:${meeting.patientId}` : meeting.phoneEmr || meeting.phone || meeting.email;
  if (!to) throw new AppError(422, NOTIFICATION_ERROR_KEYS.patientPhoneMissing, "The patient has no phone number or e-mail to notify.");
  const topic = CALL_NOTIFICATION_TOPICS[kind];
  const payload = {
    to,
    body: `${meeting.clinicianName} is calling you now for your konsult appointment.`,
    meetingId,
    patientId: meeting.patientId
  };
  const row = await db.transaction(async (tx) => {
    const enqueued = await enqueue(tx, {
      topic,
      payload,
      idempotencyKey: `${topic}:${meetingId}:${randomUUID12()}`,
      patientId: meeting.patientId,
      meetingId
    });
    await auditWithin(tx, request2, {
      action: topic,
      outcome: "success",
      patientId: meeting.patientId,
      resourceType: "meeting",
      resourceId: meetingId
    });
    return enqueued;
  });
  return { id: row.id, status: row.status, sentAt: row.createdAt.getTime() };
}

// packages/server/src/notifications/dev-outbox.ts
var LIMIT = 200;
var text4 = (value) => typeof value === "string" ? value : null;
async function listDevOutbox(db, request2, principal) {
  const rows = await listOutboxOfClinician(db, principal.id, LIMIT);
  await audit(db, request2, { action: "dev.outbox.read", outcome: "success", resourceType: "outbox" });
  return rows.map((row) => {
    const body = text4(row.payload.body);
    return {
      id: row.id,
      topic: row.topic,
      meetingId: row.meetingId,
      recipient: text4(row.payload.to),
      body: body === null ? null : maskTokens(body),
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.getTime(),
      availableAt: row.availableAt.getTime(),
      deliveredAt: row.deliveredAt?.getTime() ?? null
    };
  });
}

// packages/server/src/notifications/sms-service.ts
import { randomUUID as randomUUID13 } from "node:crypto";
var SmsCooldownError = class extends AppError {
  constructor(retryAfterSeconds) {
    super(
      429,
      NOTIFICATION_ERROR_KEYS.smsCooldown,
      `An SMS was sent to the patient less than a minute ago. Send again in ${retryAfterSeconds} s.`
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
  retryAfterSeconds;
  toBody() {
    const body = super.toBody();
    return { error: { ...body.error, retryAfterSeconds: this.retryAfterSeconds } };
  }
};
var noOneTimeUrl = () => new AppError(
  422,
  NOTIFICATION_ERROR_KEYS.oneTimeUrlMissing,
  "There is no valid one-time link for this meeting. Make a new patient link and send that."
);
function smsText(url) {
  return `Your clinician is ready for your konsult appointment. The link is for you only; please do not share it. Join here: ${url}`;
}
async function sendSmsToPatient(db, request2, access, body) {
  const meetingId = access.meetingId;
  const meeting = await openMeetingRecipient(db, meetingId);
  if (meeting.country !== "GB" || !meeting.isOneTimeUser) {
    throw conflict(NOTIFICATION_ERROR_KEYS.notOneTimeUser, "An SMS with the link is only for UK patients who join by a one-time link.");
  }
  const link = parseOneTimeUrl(body.oneTimeUrl, ownOrigin2(request2));
  if (!link || !await isLiveLinkOfMeeting(db, hashToken(link.token), meetingId)) throw noOneTimeUrl();
  const to = meeting.phoneEmr || meeting.phone;
  if (!to) throw new AppError(422, NOTIFICATION_ERROR_KEYS.patientPhoneMissing, "The patient has no phone number to send an SMS to.");
  const payload = { to, body: smsText(link.url), meetingId, patientId: meeting.patientId };
  const row = await db.transaction(async (tx) => {
    await lockMeeting(tx, meetingId);
    const latest = await latestOfTopic(tx, meetingId, SMS_TOPIC);
    const left = latest ? remainingSeconds(latest.createdAt.getTime(), latest.now.getTime()) : 0;
    if (left > 0) throw new SmsCooldownError(left);
    const enqueued = await enqueue(tx, {
      topic: SMS_TOPIC,
      payload,
      idempotencyKey: `${SMS_TOPIC}:${meetingId}:${randomUUID13()}`,
      patientId: meeting.patientId,
      meetingId
    });
    await auditWithin(tx, request2, {
      action: "sms.send",
      outcome: "success",
      patientId: meeting.patientId,
      resourceType: "meeting",
      resourceId: meetingId
    });
    return enqueued;
  });
  return { id: row.id, status: row.status, sentAt: row.createdAt.getTime() };
}
function ownOrigin2(request2) {
  return `${request2.protocol}://${request2.host}`;
}
var JOIN_PATH = /^\/join\/([A-Za-z0-9_-]{1,200})$/;
function parseOneTimeUrl(raw, origin2) {
  let url;
  try {
    url = new URL(raw, origin2);
  } catch {
    return null;
  }
  const match = JOIN_PATH.exec(url.pathname);
  if (url.origin !== origin2 || !match || url.search || url.hash || url.username || url.password) return null;
  return { url: `${origin2}${url.pathname}`, token: match[1] };
}

// packages/server/src/notifications/routes.ts
var notificationRoutes = async (app, { db, demoMode }) => {
  app.post(
    "/api/meeting/doctor/send-sms/:id",
    {
      schema: {
        tags: ["notifications", "patient-data"],
        summary: "Texts the meeting's one-time link to the patient (UK one-time web users; seed 000 \xA74). Queued: 202. 409 not_one_time_user, 422 one_time_url_missing / patient_phone_missing, 429 sms_cooldown with retryAfterSeconds",
        "x-patient-data": { resource: "meeting", param: "id", action: "sms.send" },
        params: z43.object({ id: z43.string().max(100) }),
        body: SendSmsBody,
        response: {
          202: OutboxReceipt,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          422: ErrorBody,
          429: ErrorBody
        }
      }
    },
    async (request2, reply) => reply.code(202).send(await sendSmsToPatient(db, request2, requireAccess(request2.access), request2.body))
  );
  for (const kind of ["push", "plain"]) {
    app.post(
      kind === "push" ? "/api/video-meeting/doctor/video/sendcallnotification/push" : "/api/video-meeting/doctor/video/sendcallnotification",
      {
        schema: {
          tags: ["notifications", "patient-data"],
          summary: kind === "push" ? "Pushes 'your clinician is calling' to the patient's app (seed 002 \xA77); 409 push_not_available for a one-time web user" : "Tells the patient by phone or e-mail that the clinician is calling: the fallback when the push fails (seed 002 \xA77)",
          "x-patient-data": {
            resource: "meeting",
            param: "meeting_id",
            in: "body",
            action: `call_notification.${kind}`
          },
          body: CallNotificationBody,
          response: {
            202: OutboxReceipt,
            400: ErrorBody,
            401: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
            422: ErrorBody
          }
        }
      },
      async (request2, reply) => reply.code(202).send(await sendCallNotification(db, request2, requireAccess(request2.access), kind))
    );
  }
  if (demoMode) {
    app.get(
      "/api/dev/outbox",
      {
        schema: {
          tags: ["dev"],
          summary: "Demo mode only: the outbox of the signed-in clinician's meetings, newest first",
          response: { 200: DevOutboxResponse, 401: ErrorBody }
        }
      },
      async (request2) => ({ messages: await listDevOutbox(db, request2, requirePrincipal(request2.principal)) })
    );
  }
};

// packages/server/src/app.ts
async function buildApp({
  config,
  database,
  logger = true,
  recordsSystem,
  smsGateway,
  callNotifier,
  b2bTickets: b2bTickets2,
  warmJanus = false
}) {
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      serializers: {
        // A patient link's token is a credential: it never reaches the logs.
        req: (req) => ({
          id: req.id,
          method: req.method,
          url: maskLinkTokens(req.url)
        })
      },
      redact: {
        paths: ["req.headers.cookie", 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
        remove: true
      }
    },
    trustProxy: config.production,
    // Patient data never travels in a request id; ours is random and echoed for support.
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1048576
  }).withTypeProvider();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request2, reply) => {
    reply.header("x-request-id", request2.id);
  });
  await app.register(cookie);
  await app.register(websocket, { options: { maxPayload: 256 * 1024 } });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", "blob:"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.production ? [] : null
      }
    },
    hsts: config.production
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "konsult API",
        version: "0.1.0",
        description: "Routes marked x-patient-data are access-checked and audited."
      }
    },
    transform: jsonSchemaTransform
  });
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/docs")) route.config = { ...route.config, public: true };
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { deepLinking: true } });
  const sessions2 = await Sessions.open(database, {
    idleMinutes: config.sessionIdleMinutes,
    absoluteHours: config.sessionAbsoluteHours
  });
  installGuard(app, sessions2);
  installAccessHook(app, await AccessControl.open(database));
  app.setErrorHandler((error, request2, reply) => {
    if (error instanceof AppError) return reply.code(error.status).send(error.toBody());
    const locked = lockedEntryKey(error);
    if (locked) return reply.code(409).send(new AppError(409, locked, "This note can no longer be changed.").toBody());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split("/").filter(Boolean)].join("."),
        code: String(
          v.params?.issue && typeof v.params.issue === "object" && "code" in v.params.issue ? v.params.issue.code : v.keyword
        ),
        message: v.message ?? "Invalid value"
      }));
      return reply.code(400).send(new AppError(400, ERROR_KEYS.invalidInput, "The request is not valid.", issues).toBody());
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.code(413).send(new AppError(413, ERROR_KEYS.tooLarge, "The request is too large.").toBody());
    if (status === 415)
      return reply.code(415).send(new AppError(415, ERROR_KEYS.unsupportedMediaType, "Unsupported content type.").toBody());
    if (status >= 400 && status < 500)
      return reply.code(status).send(new AppError(status, ERROR_KEYS.invalidInput, "The request is not valid.").toBody());
    request2.log.error({ err: error }, "unhandled error");
    return reply.code(500).send(new AppError(500, ERROR_KEYS.unknown, `Something went wrong. Quote ${request2.id} to support.`).toBody());
  });
  app.get(
    "/api/health",
    {
      config: { public: true },
      schema: { tags: ["platform"], summary: "Liveness and database kind", response: { 200: HealthResponse } }
    },
    async () => ({ status: "ok", database: database.kind })
  );
  app.get("/api/openapi.json", { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  const policy = {
    idleMinutes: config.sessionIdleMinutes,
    absoluteHours: config.sessionAbsoluteHours,
    demoMode: config.demoMode,
    maxFailures: config.loginMaxFailures,
    windowMinutes: config.loginWindowMinutes
  };
  await app.register(authRoutes, {
    db: database.db,
    sessions: sessions2,
    policy,
    secureCookies: config.production,
    features: config.features,
    messaging: { attachments: config.messageAttachments }
  });
  await app.register(meetingRoutes, { db: database.db, cache: await openMeetingCache(database) });
  await app.register(actionPanelEventRoutes, { db: database.db });
  await app.register(messagingRoutes, { db: database.db, attachmentRules: config.messageAttachments });
  await app.register(takenActionRoutes, { db: database.db });
  const configuredTickets = createB2bTicketSystem(config, database.db);
  const tickets = b2bTickets2 ?? configuredTickets.tickets;
  await app.register(revisitRoutes, { db: database.db, tickets });
  await app.register(b2bRoutes, { db: database.db, tickets });
  await app.register(referralRoutes, { db: database.db });
  await app.register(medicalDocumentRoutes, { db: database.db });
  await app.register(medicalRecordRoutes, { db: database.db });
  await app.register(recordHistoryRoutes, { db: database.db });
  await app.register(appointmentRoutes, { db: database.db });
  const records = recordsSystem ?? new EmbeddedRecordsSystem(config.recordsSystemFault, database.db);
  await app.register(finishingRoutes, { db: database.db, recordsSystem: records });
  await app.register(patientDetailsRoutes, { db: database.db, recordsSystem: records });
  await app.register(symptomRoutes, { db: database.db });
  await app.register(medicationListRoutes, { db: database.db, catalogue: createSilCatalogue(config) });
  await app.register(vaccinationRoutes, { db: database.db, catalogue: new EmbeddedVaccinationCatalogue() });
  await app.register(labTestRoutes, { db: database.db });
  await app.register(selfAssessmentRoutes, { db: database.db });
  await app.register(patientLinkRoutes, { db: database.db });
  await app.register(identityVerificationRoutes, { db: database.db, tickets });
  await app.register(notificationRoutes, { db: database.db, demoMode: config.demoMode });
  const outboxWorker = new OutboxWorker(
    database,
    {
      ...notificationHandlers(smsGateway ?? createSmsGateway(config), callNotifier ?? new EmbeddedCallNotifier()),
      ...configuredTickets.handlers
    },
    { pollMs: config.outboxPollMs, maxAttempts: config.outboxMaxAttempts, backoffMs: config.outboxBackoffMs },
    app.log
  );
  app.addHook("onReady", () => outboxWorker.start());
  app.addHook("onClose", () => outboxWorker.stop());
  const janus = config.janus.shared ? new SharedJanus(config.janus.shared) : new JanusProcess({ ...config.janus, log: (message2) => app.log.warn(message2) });
  app.addHook("onClose", () => janus.stop());
  if (warmJanus) {
    app.addHook("onReady", async () => {
      if (!janus.installed()) {
        console.warn('Janus video provider unavailable: install it with "apt-get install janus" (peer-to-peer works)');
        return;
      }
      janus.ensure().catch((error) => app.log.error({ err: error }, "Janus did not start"));
    });
  }
  const rooms = await SignallingRooms.open(database);
  app.addHook("preClose", async () => rooms.stop());
  await app.register(videoRoutes, {
    db: database.db,
    rooms,
    janus: new JanusRooms(janus),
    iceServers: config.iceServers
  });
  await serveWeb(app, config.webDist);
  return app;
}
function lockedEntryKey(error) {
  const message2 = `${error.message} ${error.cause instanceof Error ? error.cause.message : ""}`;
  const match = /\b(entry_signed|entry_stricken):/.exec(message2);
  return match ? match[1] : null;
}
async function serveWeb(app, webDist) {
  const hasWeb = webDist !== null && existsSync2(join2(webDist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Wildcard lookup (not a route per file at start-up), so a rebuilt app is served without a restart.
      index: false,
      preCompressed: false,
      setHeaders(reply, path) {
        reply.header("cache-control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
      }
    });
  }
  const isAppPath = (url) => !url.startsWith("/api/") && !url.startsWith("/assets/");
  const appPage = (url) => url.startsWith("/join/") ? "join.html" : "index.html";
  if (hasWeb) {
    app.get(
      "/",
      { schema: { hide: true } },
      (_request, reply) => reply.header("cache-control", "no-cache").sendFile("index.html")
    );
  }
  app.setNotFoundHandler((request2, reply) => {
    if (!hasWeb || request2.method !== "GET" || !isAppPath(request2.url)) {
      return reply.code(404).send(notFound().toBody());
    }
    return reply.header("cache-control", "no-cache").sendFile(appPage(request2.url));
  });
}
export {
  buildApp
};
