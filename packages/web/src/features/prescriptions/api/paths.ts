import { PRESCRIPTIONS_BASE } from '@konsult/domain';

const enc = encodeURIComponent;
const base = PRESCRIPTIONS_BASE;

/** Seed 002 §7's prescription module under our prescriptions base (/api/prescriptions). */
export const prescriptionPaths = {
  ehmStatus: () => `${base}/ehm/status`,
  eReceiptSession: (meetingId: string) => `${base}/ereceipt/session/${enc(meetingId)}`,
  roleLinks: () => `${base}/practitioners-role-links`,
  productSearch: () => `${base}/sil/products/search`,
  product: (nplId: string) => `${base}/sil/product/${enc(nplId)}`,
  janusmed: (nplId: string) => `${base}/sil/product/${enc(nplId)}/janusmed`,
  warnings: (patientId: string) => `${base}/prescription/warnings?patientId=${enc(patientId)}`,
  send: (patientId: string, meetingId: string) =>
    `${base}/prescription/new?patientId=${enc(patientId)}&meetingId=${enc(meetingId)}`,
  ofMeeting: (meetingId: string) => `${base}/prescriptions/meeting/${enc(meetingId)}`,
  status: (id: string) => `${base}/prescription/${enc(id)}/status`,
  cancel: () => `${base}/prescription/delete`,
  favourites: () => `${base}/favourites`,
  newFavourite: () => `${base}/favourite/new`,
  favourite: (id: string) => `${base}/favourite/${enc(id)}`,
  favouriteTags: (id: string) => `${base}/favourite/${enc(id)}/tags`,
  allTags: () => `${base}/favourites/tags`,
};
