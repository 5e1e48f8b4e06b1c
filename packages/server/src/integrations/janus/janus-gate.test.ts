import { describe, expect, it } from 'vitest';
import { JanusGate } from './janus-gate';

const ROOM = 4242;

function gate() {
  const g = new JanusGate(ROOM, 'the-secret');
  const forwarded = (message: unknown) => {
    const verdict = g.inbound(JSON.stringify(message));
    return 'forward' in verdict ? (JSON.parse(verdict.forward) as Record<string, unknown>) : null;
  };
  const refused = (message: unknown) => {
    const verdict = g.inbound(JSON.stringify(message));
    return 'reply' in verdict ? (JSON.parse(verdict.reply) as Record<string, unknown>) : null;
  };
  /** Walks the gate through create and attach, as Janus would answer them. */
  const withHandle = () => {
    forwarded({ janus: 'create', transaction: 'c' });
    g.outbound(JSON.stringify({ janus: 'success', transaction: 'c', data: { id: 11 } }));
    forwarded({ janus: 'attach', transaction: 'a', session_id: 11, plugin: 'janus.plugin.videoroom' });
    g.outbound(JSON.stringify({ janus: 'success', transaction: 'a', session_id: 11, data: { id: 22 } }));
    return { session_id: 11, handle_id: 22 };
  };
  return { g, forwarded, refused, withHandle };
}

describe('JanusGate', () => {
  it('adds the API secret the browser never sees', () => {
    expect(gate().forwarded({ janus: 'create', transaction: 't' })).toEqual({
      janus: 'create',
      transaction: 't',
      apisecret: 'the-secret',
    });
  });

  it("pins every VideoRoom request to the ticket's room and strips recording and secrets", () => {
    const { forwarded, withHandle } = gate();
    const ids = withHandle();
    const sent = forwarded({
      janus: 'message',
      transaction: 'm',
      ...ids,
      body: { request: 'configure', room: 1, record: true, filename: '/tmp/x', secret: 's', audio: true },
    });
    expect(sent?.body).toEqual({ request: 'configure', room: ROOM, audio: true });
  });

  it('refuses room management, other plugins, and unknown message types with a Janus-style 403', () => {
    const { refused, withHandle } = gate();
    const ids = withHandle();
    for (const request of ['create', 'destroy', 'edit', 'list', 'listparticipants', 'kick', 'rtp_forward']) {
      expect(refused({ janus: 'message', transaction: request, ...ids, body: { request } })).toEqual({
        janus: 'error',
        transaction: request,
        error: { code: 403, reason: `"${request}" is not allowed` },
      });
    }
    expect(
      refused({ janus: 'attach', transaction: 'x', session_id: 11, plugin: 'janus.plugin.streaming' }),
    ).toMatchObject({
      error: { code: 403 },
    });
    expect(refused({ janus: 'claim', transaction: 'y', session_id: 11 })).toMatchObject({ error: { code: 403 } });
    expect(refused('not json at all')).toMatchObject({ janus: 'error', error: { code: 403 } });
  });

  it('lets a connection use only the sessions and handles Janus gave it', () => {
    const { refused, forwarded, withHandle } = gate();
    withHandle();
    expect(refused({ janus: 'keepalive', transaction: 'k', session_id: 99 })).toMatchObject({ error: { code: 403 } });
    expect(refused({ janus: 'trickle', transaction: 't', session_id: 11, handle_id: 99, candidate: {} })).toMatchObject(
      { error: { code: 403 } },
    );
    expect(
      forwarded({ janus: 'trickle', transaction: 't2', session_id: 11, handle_id: 22, candidate: {} }),
    ).not.toBeNull();
    // A failed create teaches the gate nothing.
    const other = gate();
    other.forwarded({ janus: 'create', transaction: 'c' });
    other.g.outbound(JSON.stringify({ janus: 'error', transaction: 'c', error: { code: 500 } }));
    expect(other.refused({ janus: 'keepalive', transaction: 'k', session_id: 11 })).toMatchObject({
      error: { code: 403 },
    });
  });
});
