/**
 * The development page of the reports the built-in insurer received (/dev/insurer-reports; issue 20): the
 * `devInsurerReports` block of ./en.ts. An operator's page, shown in demo mode only.
 */
export const devInsurerReportsMessages = {
  title: 'Insurer reports (development)',
  intro:
    'Consultation reports the built-in insurer (Vitality) received, newest first. Appointment times are the Europe/London clock times the report carries. Shown in demo mode only.',
  empty: 'The insurer has received no reports yet.',
  failed: 'Could not load the insurer reports.',
  debugLink: 'Insurer reports (received)',
  refresh: 'Refresh',
  report: 'Consultation {{id}}',
  unknownReport: 'Report in a shape this page does not know',
  payload: 'Full payload (JSON)',
  selfPay: 'self-pay',
  shapes: { v1: 'Older report (snake_case)', v2: 'Newer report (v2)' },
  fields: {
    receivedAt: 'Received',
    idempotencyKey: 'Idempotency key',
    shape: 'Report',
    memberEntityNumber: 'Member entity number',
    scheduled: 'Scheduled (Europe/London)',
    actualStart: 'Started (Europe/London)',
    actualEnd: 'Ended (Europe/London)',
    duration: 'Duration (min:s)',
    moduleCodes: 'Module codes',
    outcomes: 'Outcomes',
    nonClaimOutcomes: 'Non-claim outcomes',
  },
};
