import WebSocket from 'ws';
import { JanusGate } from '../integrations/janus/janus-gate';
import type { RunningJanus } from '../integrations/janus/janus-process';

export const JANUS_PROXY_PATH = '/api/video-meeting/janus';

/** The part of the browser's socket the proxy uses (the `ws` socket of @fastify/websocket fits). */
export interface BrowserSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: Buffer | string) => void): void;
  on(event: 'close', listener: () => void): void;
}

/**
 * Relays one browser's Janus API conversation to the project's Janus, through the gate. Janus ends the sessions a
 * WebSocket created when that socket closes, so a browser that goes away leaves the room at once.
 */
export function proxyToJanus(browser: BrowserSocket, janus: RunningJanus, room: number): void {
  const gate = new JanusGate(room, janus.apiSecret);
  const upstream = new WebSocket(janus.url, 'janus-protocol');
  const waiting: string[] = [];
  let closed = false;

  const closeBoth = (code: number, reason: string) => {
    if (closed) return;
    closed = true;
    upstream.close();
    browser.close(code, reason);
  };

  browser.on('message', (raw) => {
    const verdict = gate.inbound(raw.toString());
    if ('reply' in verdict) return browser.send(verdict.reply);
    if (upstream.readyState === WebSocket.OPEN) upstream.send(verdict.forward);
    else waiting.push(verdict.forward);
  });
  browser.on('close', () => closeBoth(1000, 'closed'));

  upstream.on('open', () => {
    for (const message of waiting.splice(0)) upstream.send(message);
  });
  upstream.on('message', (raw) => browser.send(gate.outbound(raw.toString())));
  upstream.on('error', () => closeBoth(1011, 'video provider unavailable'));
  upstream.on('close', () => closeBoth(1011, 'video provider closed'));
}
