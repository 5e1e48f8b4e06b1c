import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Meeting, P2PVideoSession, TimelineResponse } from '@konsult/domain';
import { patientLinks, videoTickets } from '../platform/db/schema';
import { hashToken } from '../platform/tokens';
import { TestClient } from '../test/client';
import { openMeeting, patientLinkToken, scheduledMeetingWithLink } from '../test/consultation-api';
import { useTestApp } from '../test/file-app';
import { openJsonSocket } from '../test/web-socket';
import { startOtherInstance } from '../test/test-app';
import { SignallingRooms } from './rooms';

/** Anna calls her patient through the built-in peer-to-peer provider; signalling is relayed by the server. */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
let call: { meetingId: string; patientToken: string };

beforeAll(async () => {
  call = await scheduledMeetingWithLink(anna);
});

type Message = { type: string; [key: string]: unknown };

/** A signalling socket that collects what it is sent. */
async function connect(ticket: string, baseUrl = t.baseUrl) {
  const { socket, received, closed } = await openJsonSocket<Message>(
    baseUrl,
    `/api/video-meeting/signal?ticket=${ticket}`,
  );
  const next = async (type: string) => {
    await expect.poll(() => received.find((m) => m.type === type), { timeout: 2000, interval: 10 }).toBeDefined();
    return received.splice(
      received.findIndex((m) => m.type === type),
      1,
    )[0]!;
  };
  return { socket, next, closed, send: (message: unknown) => socket.send(JSON.stringify(message)) };
}

describe('peer-to-peer video signalling', () => {
  it('relays between Anna and her patient, tells each when the other comes and goes, and lets a dropped side rejoin', async () => {
    const annaSession = await anna.get<P2PVideoSession>(`/api/video-meeting/session/${call.meetingId}`);
    expect(annaSession.status).toBe(200);
    expect(annaSession.body).toMatchObject({ provider: 'p2p', room: call.meetingId, token: expect.any(String) });
    const patientSession = await new TestClient(t.baseUrl).get<P2PVideoSession>(
      `/api/join/${call.patientToken}/video-session`,
    );
    expect(patientSession.status).toBe(200);

    const clinician = await connect(annaSession.body.token);
    expect(await clinician.next('welcome')).toMatchObject({ role: 'clinician', peerPresent: false });
    const patient = await connect(patientSession.body.token);
    expect(await patient.next('welcome')).toMatchObject({ role: 'patient', peerPresent: true });
    await clinician.next('peer-joined');

    clinician.send({ type: 'signal', data: { description: { type: 'offer', sdp: 'v=0' } } });
    expect(await patient.next('signal')).toEqual({
      type: 'signal',
      data: { description: { type: 'offer', sdp: 'v=0' } },
    });

    patient.send({ type: 'leave', reason: 'hung-up' });
    expect(await clinician.next('peer-left')).toEqual({ type: 'peer-left', reason: 'hung-up' });

    const again = await connect(patientSession.body.token);
    expect(await again.next('welcome')).toMatchObject({ peerPresent: true });
    await clinician.next('peer-joined');
    again.socket.terminate();
    expect(await clinician.next('peer-left')).toEqual({ type: 'peer-left', reason: 'disconnected' });
    clinician.socket.close();
  });

  it('keeps a patient in standby out of the room until they join; a decline from standby reaches Anna', async () => {
    const annaSession = await anna.get<P2PVideoSession>(`/api/video-meeting/session/${call.meetingId}`);
    const patientSession = await new TestClient(t.baseUrl).get<P2PVideoSession>(
      `/api/join/${call.patientToken}/video-session`,
    );
    const clinician = await connect(annaSession.body.token);
    expect(await clinician.next('welcome')).toMatchObject({ peerPresent: false });

    // The join page opens its socket while the camera preview shows: the room does not count the patient in.
    const waiting = await connect(`${patientSession.body.token}&standby=1`);
    const again = await connect(annaSession.body.token);
    expect(await again.next('welcome')).toMatchObject({ peerPresent: false });
    expect(await clinician.closed).toBe(4000);

    waiting.send({ type: 'join' });
    expect(await waiting.next('welcome')).toMatchObject({ role: 'patient', peerPresent: true });
    expect(await again.next('peer-joined')).toEqual({ type: 'peer-joined', provider: 'p2p' });
    waiting.send({ type: 'leave', reason: 'hung-up' });
    expect(await again.next('peer-left')).toEqual({ type: 'peer-left', reason: 'hung-up' });

    // Declining from standby: the patient comes and goes at once, with the reason.
    const declining = await connect(`${patientSession.body.token}&standby=1`);
    declining.send({ type: 'leave', reason: 'declined' });
    await again.next('peer-joined');
    expect(await again.next('peer-left')).toEqual({ type: 'peer-left', reason: 'declined' });
    again.socket.close();
  });

  it('admits no one without a valid ticket, and gives no session to another clinician or a stranger', async () => {
    const stranger = await connect('not-a-ticket');
    expect(await stranger.closed).toBe(4401);
    const dora = await t.signInNow('gb.gp');
    expect((await dora.get(`/api/video-meeting/session/${call.meetingId}`)).status).toBe(404);
    expect((await new TestClient(t.baseUrl).get('/api/join/made-up-token/video-session')).status).toBe(404);
  });
});

describe('signalling across server instances', () => {
  it('relays between sides on different instances, large offers included, and tells each when the other leaves', async () => {
    const other = await startOtherInstance(t);
    try {
      const annaSession = await anna.get<P2PVideoSession>(`/api/video-meeting/session/${call.meetingId}`);
      const patientSession = await new TestClient(other.baseUrl).get<P2PVideoSession>(
        `/api/join/${call.patientToken}/video-session`,
      );
      const clinician = await connect(annaSession.body.token);
      await clinician.next('welcome');
      const patient = await connect(patientSession.body.token, other.baseUrl);
      expect(await patient.next('welcome')).toMatchObject({ peerPresent: true, peerProvider: 'p2p' });
      expect(await clinician.next('peer-joined')).toEqual({ type: 'peer-joined', provider: 'p2p' });

      // An SDP offer with many codecs is larger than a NOTIFY payload may be.
      const offer = { description: { type: 'offer', sdp: `v=0\r\n${'a=rtpmap:96 VP8/90000\r\n'.repeat(600)}` } };
      expect(JSON.stringify(offer).length).toBeGreaterThan(8000);
      clinician.send({ type: 'signal', data: offer });
      clinician.send({ type: 'signal', data: { candidate: { candidate: 'candidate:1', sdpMid: '0' } } });
      expect(await patient.next('signal')).toEqual({ type: 'signal', data: offer });
      expect(await patient.next('signal')).toEqual({
        type: 'signal',
        data: { candidate: { candidate: 'candidate:1', sdpMid: '0' } },
      });

      // The patient's network moves them to the first instance: the old socket is replaced, nobody "left".
      const moved = await connect(patientSession.body.token);
      expect(await moved.next('welcome')).toMatchObject({ peerPresent: true });
      await clinician.next('peer-joined');
      expect(await patient.closed).toBe(4000);

      moved.send({ type: 'leave', reason: 'hung-up' });
      expect(await clinician.next('peer-left')).toEqual({ type: 'peer-left', reason: 'hung-up' });
      clinician.socket.close();
    } finally {
      await other.close();
    }
  });
});

describe('the call timeline', () => {
  it("Anna's client reports the call; the meeting gets its call start and end times", async () => {
    const started = Date.now() - 60_000;
    const event = (name: string, timestamp: number, details?: object) =>
      anna.post(`/api/video-meeting/room/timeline`, {
        meeting_id: call.meetingId,
        timestamp,
        event: name,
        type: 'VIDEO',
        user_type: 'CLINICIAN',
        source: 'CLIENT',
        ...(details ? { event_details: details } : {}),
      });
    expect((await event('clinician-connected', started)).status).toBe(204);
    expect((await event('heartbeat', started + 15_000, { seconds: 15 })).status).toBe(204);
    expect((await event('call-ended', started + 30_000, { reason: 'ended' })).status).toBe(204);

    const timeline = await anna.get<TimelineResponse>(`/api/video-meeting/room/timeline/${call.meetingId}`);
    expect(timeline.body.events.map((e) => e.event)).toEqual(['clinician-connected', 'heartbeat', 'call-ended']);
    const meeting = await anna.get<Meeting>(`/api/meeting/doctor/meeting/${call.meetingId}`);
    await expect.poll(async () => (await openMeeting(anna, call.meetingId)).videoCallEndTime).toBe(started + 30_000);
    expect(meeting.body.videoCallStartTime).toBe(started);

    const wrongType = await anna.post('/api/video-meeting/room/timeline', {
      meeting_id: call.meetingId,
      timestamp: 1,
      event: 'x',
      type: 'AUDIO',
      user_type: 'CLINICIAN',
      source: 'CLIENT',
    });
    expect(wrongType.status).toBe(400);
  });
});

describe('a patient socket in standby', () => {
  const patientTicket = async (token = call.patientToken) =>
    (await new TestClient(t.baseUrl).get<P2PVideoSession>(`/api/join/${token}/video-session`)).body.token;

  it('is told it waits, is kept alive by ping, and one newer socket of the same patient replaces it', async () => {
    const ticket = await patientTicket();
    const first = await connect(`${ticket}&standby=1`);
    await first.next('standby');
    first.send({ type: 'ping' });
    expect(await first.next('pong')).toEqual({ type: 'pong' });
    // Another page (or the same one, reopened) of the patient: the older standby socket goes, not both stay.
    const second = await connect(`${ticket}&standby=1`);
    await second.next('standby');
    expect(await first.closed).toBe(4000);
    // A ping is not a join: the clinician still does not see the patient.
    const annaSession = await anna.get<P2PVideoSession>(`/api/video-meeting/session/${call.meetingId}`);
    const clinician = await connect(annaSession.body.token);
    expect(await clinician.next('welcome')).toMatchObject({ peerPresent: false });
    second.send({ type: 'join' });
    expect(await second.next('welcome')).toMatchObject({ peerPresent: true });
    second.send({ type: 'ping' });
    expect(await second.next('pong')).toEqual({ type: 'pong' });
    await clinician.next('peer-joined');
    second.socket.close();
    clinician.socket.close();
  });

  it('is closed when its ticket expires, so that the page opens a socket again on Join', async () => {
    const ticket = await patientTicket();
    await t.database.db
      .update(videoTickets)
      .set({ expiresAt: new Date(Date.now() + 300) })
      .where(eq(videoTickets.tokenHash, hashToken(ticket)));
    const waiting = await connect(`${ticket}&standby=1`);
    await waiting.next('standby');
    expect(await waiting.closed).toBe(4408);
  });

  it('does not enter the room once the link it came through is replaced, revoked or expired', async () => {
    // Replaced: the patient's tickets go with the old link; a standby socket is refused when it joins.
    const before = await patientTicket();
    const waiting = await connect(`${before}&standby=1`);
    await waiting.next('standby');
    const replaced = await patientLinkToken(anna, call.meetingId);
    waiting.send({ type: 'join' });
    expect(await waiting.closed).toBe(4401);
    expect(await (await connect(before)).closed).toBe(4401);

    // Revoked: the same, for the tickets of the link that replaced it.
    const revokedTicket = await patientTicket(replaced);
    const revokedWaiting = await connect(`${revokedTicket}&standby=1`);
    await revokedWaiting.next('standby');
    expect((await anna.request('DELETE', `/api/meeting/${call.meetingId}/patient-link`)).status).toBe(204);
    revokedWaiting.send({ type: 'leave', reason: 'declined' });
    expect(await revokedWaiting.closed).toBe(4401);

    // Expired: the ticket outlives the link, but no longer admits anyone.
    call.patientToken = await patientLinkToken(anna, call.meetingId);
    const expiredTicket = await patientTicket();
    const expiredWaiting = await connect(`${expiredTicket}&standby=1`);
    await expiredWaiting.next('standby');
    await t.database.db
      .update(patientLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(patientLinks.tokenHash, hashToken(call.patientToken)));
    expiredWaiting.send({ type: 'join' });
    expect(await expiredWaiting.closed).toBe(4401);
    expect(await (await connect(expiredTicket)).closed).toBe(4401);

    // The clinician's own tickets are not the link's.
    const annaSession = await anna.get<P2PVideoSession>(`/api/video-meeting/session/${call.meetingId}`);
    expect(await (await connect(annaSession.body.token)).next('welcome')).toMatchObject({ role: 'clinician' });
    call.patientToken = await patientLinkToken(anna, call.meetingId);
  });

  it('passes on a decline sent as the socket closes, while its ticket is still being checked', async () => {
    const annaSession = await anna.get<P2PVideoSession>(`/api/video-meeting/session/${call.meetingId}`);
    const clinician = await connect(annaSession.body.token);
    await clinician.next('welcome');
    const declining = await connect(`${await patientTicket()}&standby=1`);
    declining.send({ type: 'leave', reason: 'declined' });
    declining.socket.close();
    expect(await clinician.next('peer-left')).toEqual({ type: 'peer-left', reason: 'declined' });
    clinician.socket.close();
  });

  it('is closed with 1011 when it cannot enter the room, so that the page reconnects', async () => {
    const ticket = await patientTicket();
    const waiting = await connect(`${ticket}&standby=1`);
    await waiting.next('standby');
    const failing = vi.spyOn(SignallingRooms.prototype, 'join').mockRejectedValueOnce(new Error('database gone'));
    try {
      waiting.send({ type: 'join' });
      expect(await waiting.closed).toBe(1011);
    } finally {
      failing.mockRestore();
    }
  });
});
