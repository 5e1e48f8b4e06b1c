import type { AccessLogQuery } from '@konsult/domain';

const base = (patientId: string) => `/api/access-log/${encodeURIComponent(patientId)}`;
const period = ({ from, to }: AccessLogQuery) => new URLSearchParams({ from, to }).toString();

export const accessLogPaths = {
  json: (patientId: string, range: AccessLogQuery) => `${base(patientId)}?${period(range)}`,
  /** The same extract as a PDF the patient can be given (an attachment: the browser downloads it). */
  pdf: (patientId: string, range: AccessLogQuery) => `${base(patientId)}/pdf?${period(range)}`,
};
