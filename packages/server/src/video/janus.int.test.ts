import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { JanusVideoSession, VideoProviderPreference } from '@konsult/domain';
import { startOtherInstance, startTestApp } from '../test/test-app';
import { JanusProcess } from '../integrations/janus/janus-process';
import { TestClient } from '../test/client';
import { firstScheduledMeeting, patientLinkToken, scheduledMeetingWithLink } from '../test/consultation-api';
import { useTestApp } from '../test/file-app';
import { openJsonSocket } from '../test/web-socket';

/**
 * Anna chooses the Janus SFU; her session and her patient's point at our proxy, and the proxy lets each side speak
 * only the VideoRoom requests a call needs, in their own meeting's room. Needs Debian's `janus` (scripts/e2e.mjs and
 * .ci/run install it).
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
let call: { meetingId: string; patientToken: string };

beforeAll(async () => {
  call = await scheduledMeetingWithLink(anna);
});

type JanusAnswer = Record<string, unknown> & { janus: string; transaction?: string };

/** A Janus API conversation through our proxy. */
async function openProxy(ticket: string, baseUrl = t.baseUrl) {
  const path = `/api/video-meeting/janus?ticket=${ticket}`;
  const { socket, received, closed } = await openJsonSocket<JanusAnswer>(baseUrl, path);
  let n = 0;
  const ask = async (message: Record<string, unknown>): Promise<JanusAnswer> => {
    const transaction = `t${++n}`;
    socket.send(JSON.stringify({ ...message, transaction }));
    let answer: JanusAnswer | undefined;
    await expect
      .poll(() => (answer = received.find((m) => m.transaction === transaction && m.janus !== 'ack')), {
        timeout: 10_000,
        interval: 20,
      })
      .toBeDefined();
    return answer!;
  };
  return { socket, ask, closed, received };
}

async function attachVideoRoom(proxy: Awaited<ReturnType<typeof openProxy>>) {
  const created = await proxy.ask({ janus: 'create' });
  expect(created.janus).toBe('success');
  const session = (created.data as { id: number }).id;
  const attached = await proxy.ask({ janus: 'attach', session_id: session, plugin: 'janus.plugin.videoroom' });
  expect(attached.janus).toBe('success');
  return { session, handle: (attached.data as { id: number }).id };
}

describe('the Janus SFU provider', () => {
  it('is chosen by the clinician, and the patient follows the meeting onto it', async () => {
    expect((await anna.get<VideoProviderPreference>('/api/clinician/video-provider')).body).toEqual({
      preferredVideoProvider: null,
    });
    const bad = await anna.request('PUT', '/api/clinician/video-provider', { preferredVideoProvider: 'zoom' });
    expect(bad.status).toBe(400);
    const chosen = await anna.request<VideoProviderPreference>('PUT', '/api/clinician/video-provider', {
      preferredVideoProvider: 'janus',
    });
    expect(chosen.body).toEqual({ preferredVideoProvider: 'janus' });

    const session = await anna.get<JanusVideoSession>(`/api/video-meeting/session/${call.meetingId}`);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      provider: 'janus',
      apiKey: 'janus.plugin.videoroom',
      sessionId: expect.stringMatching(/^\d+$/),
      token: expect.any(String),
      proxyUrl: '/api/video-meeting/janus',
    });
    const patient = await new TestClient(t.baseUrl).get<JanusVideoSession>(
      `/api/join/${call.patientToken}/video-session`,
    );
    expect(patient.body).toMatchObject({ provider: 'janus', sessionId: session.body.sessionId });
  });

  it("lets a side join its meeting's room, whatever room it names, and refuses room management", async () => {
    const session = (await anna.get<JanusVideoSession>(`/api/video-meeting/session/${call.meetingId}`)).body;
    const proxy = await openProxy(session.token);
    const { session: janusSession, handle } = await attachVideoRoom(proxy);

    const joined = await proxy.ask({
      janus: 'message',
      session_id: janusSession,
      handle_id: handle,
      body: { request: 'join', ptype: 'publisher', room: 1234, display: 'clinician' },
    });
    const data = (joined.plugindata as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({ videoroom: 'joined', room: Number(session.sessionId) });

    for (const request of ['create', 'destroy', 'list', 'listparticipants', 'rtp_forward', 'kick']) {
      const refused = await proxy.ask({
        janus: 'message',
        session_id: janusSession,
        handle_id: handle,
        body: { request },
      });
      expect(refused).toMatchObject({ janus: 'error', error: { code: 403 } });
    }
    expect(
      await proxy.ask({ janus: 'attach', session_id: janusSession, plugin: 'janus.plugin.streaming' }),
    ).toMatchObject({ janus: 'error', error: { code: 403 } });
    proxy.socket.close();
  });

  it("keeps one connection away from another's Janus session", async () => {
    const session = (await anna.get<JanusVideoSession>(`/api/video-meeting/session/${call.meetingId}`)).body;
    const first = await openProxy(session.token);
    const { session: janusSession, handle } = await attachVideoRoom(first);
    const second = await openProxy(session.token);
    expect(await second.ask({ janus: 'keepalive', session_id: janusSession })).toMatchObject({
      janus: 'error',
      error: { code: 403 },
    });
    expect(
      await second.ask({
        janus: 'message',
        session_id: janusSession,
        handle_id: handle,
        body: { request: 'leave' },
      }),
    ).toMatchObject({ janus: 'error', error: { code: 403 } });
    first.socket.close();
    second.socket.close();
  });

  it('turns away a socket without a valid ticket, and another clinician cannot read the session', async () => {
    const stranger = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/api/video-meeting/janus?ticket=forged`);
    expect(await new Promise((resolve) => stranger.on('close', (code) => resolve(code)))).toBe(4401);

    const oliver = await t.signInNow('gb.gp');
    expect((await oliver.get(`/api/video-meeting/session/${call.meetingId}`)).status).toBe(404);
  });
});

describe('a Janus shared by several instances (JANUS_URL)', () => {
  it('puts the clinician on one instance and the patient on another in the same room', async () => {
    const janus = new JanusProcess({ binary: 'janus', rtpPortRange: '40001-40999', iceEnforceList: '', log: () => {} });
    const running = await janus.ensure();
    const shared = { janus: { warm: false, binary: 'janus', rtpPortRange: '', iceEnforceList: '', shared: running } };
    const first = await startTestApp(shared);
    const second = await startOtherInstance(first, shared);
    try {
      const clinician = new TestClient(first.baseUrl);
      await clinician.signIn('se.doctor');
      await clinician.request('PUT', '/api/clinician/video-provider', { preferredVideoProvider: 'janus' });
      const meeting = (await firstScheduledMeeting(clinician)).id;
      const token = await patientLinkToken(clinician, meeting);
      const own = (await clinician.get<JanusVideoSession>(`/api/video-meeting/session/${meeting}`)).body;
      const theirs = (await new TestClient(second.baseUrl).get<JanusVideoSession>(`/api/join/${token}/video-session`))
        .body;
      expect(theirs.sessionId).toBe(own.sessionId);

      const publish = async (baseUrl: string, ticket: string, display: string) => {
        const proxy = await openProxy(ticket, baseUrl);
        const ids = await attachVideoRoom(proxy);
        const joined = await proxy.ask({
          janus: 'message',
          ...{ session_id: ids.session, handle_id: ids.handle },
          body: { request: 'join', ptype: 'publisher', display },
        });
        return { proxy, joined: (joined.plugindata as { data: { id: number } }).data };
      };
      const a = await publish(first.baseUrl, own.token, 'clinician');
      const b = await publish(second.baseUrl, theirs.token, 'patient');
      expect(b.joined).toMatchObject({ videoroom: 'joined', room: Number(own.sessionId) });
      // The room tells the clinician, on the first instance, that the patient joined through the second.
      await expect
        .poll(() =>
          a.proxy.received.some(
            (m) =>
              (m.plugindata as { data?: { joining?: { display?: string } } } | undefined)?.data?.joining?.display ===
              'patient',
          ),
        )
        .toBe(true);
      a.proxy.socket.close();
      b.proxy.socket.close();
    } finally {
      await second.close();
      await first.close();
      await janus.stop();
    }
  });
});
