import {
  type BookRevisitBody,
  type BookRevisitResponse,
  type Meeting,
  type MeetingListResponse,
  type MeResponse,
  type PatientLinkResponse,
  type RevisitSlotsResponse,
  revisitStartFields,
} from '@konsult/domain';
import type { TestClient } from './client';

/** What the consultation screens ask the API for, as a clinician's browser does, for tests to set their scene with. */

type ListedMeeting = MeetingListResponse['meetings'][number];

/** The clinician's meeting list, as the home page shows it. */
export async function meetingsOf(client: TestClient): Promise<ListedMeeting[]> {
  return (await client.get<MeetingListResponse>('/api/meetings')).body.meetings;
}

/** The clinician's meetings that have not started yet. */
export async function scheduledMeetingsOf(client: TestClient): Promise<ListedMeeting[]> {
  return (await meetingsOf(client)).filter((m) => m.status === 'SCHEDULED');
}

/** The clinician's first meeting that has not started yet (the seed gives every clinician one). */
export async function firstScheduledMeeting(client: TestClient): Promise<ListedMeeting> {
  const [first] = await scheduledMeetingsOf(client);
  if (!first) throw new Error('the clinician has no scheduled meeting');
  return first;
}

/** One meeting, as the consultation page opens it. */
export async function openMeeting(client: TestClient, meetingId: string): Promise<Meeting> {
  return (await client.get<Meeting>(`/api/meeting/doctor/meeting/${meetingId}`)).body;
}

/** A new one-time link to the meeting for its patient: the token the patient's `/join/…` address carries. */
export async function patientLinkToken(client: TestClient, meetingId: string): Promise<string> {
  const link = await client.post<PatientLinkResponse>(`/api/meeting/${meetingId}/patient-link`);
  return link.body.path.replace('/join/', '');
}

/** The clinician's first scheduled meeting, and a one-time link to it for its patient: the scene of a call. */
export async function scheduledMeetingWithLink(
  client: TestClient,
): Promise<{ meetingId: string; patientToken: string }> {
  const meetingId = (await firstScheduledMeeting(client)).id;
  return { meetingId, patientToken: await patientLinkToken(client, meetingId) };
}

/** Who books: the clinician's id and profession, as the book-revisit panel sends them. */
type Booker = { id: string; profession: BookRevisitBody['clinicianProfession'] };

/**
 * What the book-revisit panel sends for a revisit of `origin` with the same clinician and patient (and child) at
 * `startMillis`, given in the clinician's zone: 20 minutes, a consultation, with `message`.
 */
export function revisitBody(
  origin: Meeting,
  booker: Booker,
  at: { startMillis: number; timeZone: string },
  message: string,
): BookRevisitBody {
  return {
    clinicianId: booker.id,
    userId: origin.patientId,
    childName: origin.child?.name ?? null,
    childId: origin.child?.id ?? null,
    message,
    ...revisitStartFields(at.startMillis, at.timeZone),
    durationMinutes: 20,
    purpose: 'consultation',
    originMeetingId: origin.id,
    patientId: origin.patientId,
    clinicianProfession: booker.profession,
  };
}

const DAY = 24 * 60 * 60_000;

/**
 * Books a revisit of the meeting as the panel does, in the clinician's first free slot at least three days ahead
 * (and after `after`). Answers the booking and the slot it took.
 */
export async function bookRevisitFrom(
  client: TestClient,
  meetingId: string,
  { timeZone, message, after = 0 }: { timeZone: string; message: string; after?: number },
) {
  const me = (await client.get<MeResponse>('/api/auth/me')).body.clinician;
  const origin = await openMeeting(client, meetingId);
  const { slots } = (await client.get<RevisitSlotsResponse>(`/api/meeting/${meetingId}/revisit-slots`)).body;
  const slot = slots.find((s) => s.isBookable && s.startMillis > Math.max(Date.now() + 3 * DAY, after))!;
  const body = revisitBody(origin, me, { startMillis: slot.startMillis, timeZone }, message);
  return { booked: await client.post<BookRevisitResponse>(`/api/meeting/${meetingId}/book-revisit`, body), slot };
}
