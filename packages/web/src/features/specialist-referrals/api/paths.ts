import { SPECIALIST_REFERRAL_BASE } from '@konsult/domain';

/** GET …/specialistreferral/pdf?referral_id (seed 002 §9): the referral's letter, opened in a new tab. */
export function referralPdfUrl(referralId: string): string {
  return `${SPECIALIST_REFERRAL_BASE}/pdf?referral_id=${encodeURIComponent(referralId)}`;
}

/** A photo of the meeting's symptoms survey through the seed's image route, as a 200×100 thumbnail. */
export function photoThumbnailUrl(meetingId: string, imageId: string): string {
  const query = new URLSearchParams({ meetingId, width: '200', height: '100' });
  return `/api/meeting/doctor/symtoms/image/${encodeURIComponent(imageId)}?${query}`;
}
