import { TREATMENT_EXERCISE_BASE, TREATMENT_PROGRAMME_BASE } from '@konsult/domain';

const enc = encodeURIComponent;
const conversations = '/api/async-messaging/conversation';

/** The contract's paths (domain api/treatment-programmes.ts; docs/api.md "Treatment programmes"). */
export const treatmentProgrammePaths = {
  offers: (patientId: string, meetingId: string) =>
    `${TREATMENT_PROGRAMME_BASE}/Programme/?userId=${enc(patientId)}&meetingId=${enc(meetingId)}`,
  carePlans: () => `${TREATMENT_PROGRAMME_BASE}/CarePlan`,
  search: () => `${TREATMENT_PROGRAMME_BASE}/CarePlan/_search`,
  carePlan: (carePlanId: string) => `${TREATMENT_PROGRAMME_BASE}/CarePlan/${enc(carePlanId)}`,
  conversation: (carePlanId: string) => `${TREATMENT_PROGRAMME_BASE}/CarePlan/${enc(carePlanId)}/conversation`,
  note: (carePlanId: string) => `${TREATMENT_PROGRAMME_BASE}/CarePlan/${enc(carePlanId)}/note`,
  notes: (patientId: string) => `${TREATMENT_PROGRAMME_BASE}/clinicians/notes?userId=${enc(patientId)}`,
  module: (moduleId: string) => `${TREATMENT_PROGRAMME_BASE}/Module/${enc(moduleId)}`,
  activities: (exerciseId: string, from: number, to: number) =>
    `${TREATMENT_EXERCISE_BASE}/activity-diary/${enc(exerciseId)}/activities?fromTimestamp=${from}&toTimestamp=${to}`,
  situations: (exerciseId: string) => `${TREATMENT_EXERCISE_BASE}/situation-analysis/${enc(exerciseId)}/situations`,
  /** The programme's conversation is one of our two-way messaging's (seed 002 §7 async-messaging). */
  messages: (conversationId: string) => `${conversations}/${enc(conversationId)}/message`,
  read: (conversationId: string, messageId: string) =>
    `${conversations}/${enc(conversationId)}/message/${enc(messageId)}/read`,
  participants: (conversationId: string) => `${conversations}/${enc(conversationId)}/participant?include=roles`,
};

/** Everything of the feature sits under one root, so that starting a programme refreshes every view of it. */
export const treatmentProgrammeKeys = {
  all: ['treatment-programmes'] as const,
  carePlans: (patientId: string) => ['treatment-programmes', 'care-plans', patientId] as const,
  notes: (patientId: string) => ['treatment-programmes', 'notes', patientId] as const,
  offers: (patientId: string, meetingId: string) => ['treatment-programmes', 'offers', patientId, meetingId] as const,
  activities: (exerciseId: string, from: number, to: number) =>
    ['treatment-programmes', 'activities', exerciseId, from, to] as const,
  situations: (exerciseId: string) => ['treatment-programmes', 'situations', exerciseId] as const,
  messages: (conversationId: string) => ['treatment-programmes', 'messages', conversationId] as const,
  read: (conversationId: string, messageId: string) =>
    `${conversations}/${enc(conversationId)}/message/${enc(messageId)}/read`,
  participants: (conversationId: string) => ['treatment-programmes', 'participants', conversationId] as const,
};
