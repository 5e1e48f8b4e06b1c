import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyVideoError, VIDEO_ERROR_REASONS, type VideoErrorClass, type VideoErrorReason } from './video-errors';

/** A DOMException as the browser throws it, without needing one in Node's test environment. */
const domException = (name: string, message = 'failed') => Object.assign(new Error(message), { name, code: 0 });
const closeEvent = (code: number) => ({ type: 'close', code, wasClean: false, reason: '' });

const expectClass = (error: unknown, errorClass: VideoErrorClass, reason: VideoErrorReason) =>
  expect(classifyVideoError(error), JSON.stringify(error)).toMatchObject({ errorClass, reason });

describe('video client errors', () => {
  it('sorts the provider’s authentication errors, our 4401 close and 401/403/404 answers as auth', () => {
    expectClass(
      { name: 'OT_AUTHENTICATION_ERROR', code: 1004, message: 'Invalid token' },
      'auth',
      'authentication_failed',
    );
    expectClass({ name: 'OT_INVALID_SESSION_ID', code: 1005 }, 'auth', 'invalid_session');
    expectClass({ name: 'OT_PERMISSION_DENIED', code: 1520 }, 'auth', 'not_permitted');
    expectClass(closeEvent(4401), 'auth', 'authentication_failed');
    expectClass({ status: 401 }, 'auth', 'authentication_failed');
    expectClass({ status: 403 }, 'auth', 'not_permitted');
    expectClass({ status: 404 }, 'auth', 'link_invalid');
    expectClass('link_invalid', 'auth', 'link_invalid');
    expect(classifyVideoError('link_invalid').retryable).toBe(false);
  });

  it('sorts network, timeouts, ICE failures and dropped sockets as connection', () => {
    expectClass(new TypeError('Failed to fetch'), 'connection', 'network');
    expectClass(new TypeError('NetworkError when attempting to fetch resource.'), 'connection', 'network');
    expectClass(new TypeError('Load failed'), 'connection', 'network');
    expectClass({ name: 'OT_CONNECT_FAILED', code: 1006 }, 'connection', 'network');
    expectClass('network', 'connection', 'network');
    expectClass('connect failed', 'connection', 'network');
    expectClass(domException('TimeoutError'), 'connection', 'timeout');
    expectClass(new Error('Signalling timed out'), 'connection', 'timeout');
    expectClass('ICE failed', 'connection', 'ice_failed');
    expectClass(new Error('ICE failed, add a TURN server'), 'connection', 'ice_failed');
    expectClass(closeEvent(1006), 'connection', 'connection_lost');
    expectClass({ status: 503 }, 'connection', 'server_unavailable');
    expect(classifyVideoError(closeEvent(1006)).retryable).toBe(true);
  });

  it('sorts camera and microphone failures as lifecycle, by the browser’s names old and new', () => {
    expectClass(domException('NotAllowedError'), 'lifecycle', 'permission_denied');
    expectClass(domException('PermissionDeniedError'), 'lifecycle', 'permission_denied');
    expectClass(domException('NotFoundError'), 'lifecycle', 'no_device');
    expectClass(domException('DevicesNotFoundError'), 'lifecycle', 'no_device');
    expectClass(domException('NotReadableError'), 'lifecycle', 'device_busy');
    expectClass(domException('TrackStartError'), 'lifecycle', 'device_busy');
    expectClass(domException('OverconstrainedError'), 'lifecycle', 'constraints');
    expectClass({ name: 'OT_HARDWARE_UNAVAILABLE' }, 'lifecycle', 'device_busy');
    expectClass('hardware unavailable', 'lifecycle', 'device_busy');
    expectClass('no devices', 'lifecycle', 'no_device');
    expectClass({ name: 'OT_NO_DEVICES_FOUND' }, 'lifecycle', 'no_device');
  });

  it('keeps a DOMException’s legacy numeric code from passing for a close code', () => {
    // NotFoundError's legacy code is 8, TimeoutError's 23: neither is a WebSocket close code.
    expectClass(Object.assign(new Error('x'), { name: 'NotFoundError', code: 8 }), 'lifecycle', 'no_device');
  });

  it('calls anything else unknown, including a programming TypeError', () => {
    expectClass(new TypeError('Cannot read properties of undefined'), 'unknown', 'unknown');
    expectClass(new Error('boom'), 'unknown', 'unknown');
    expectClass(closeEvent(1000), 'unknown', 'unknown');
    expectClass({ status: 400 }, 'unknown', 'unknown');
    expectClass(null, 'unknown', 'unknown');
    expectClass(undefined, 'unknown', 'unknown');
  });

  it('takes each reason’s own name as a token', () => {
    for (const [errorClass, reasons] of Object.entries(VIDEO_ERROR_REASONS)) {
      for (const reason of reasons) expectClass(reason, errorClass as VideoErrorClass, reason);
    }
  });

  it('gives every input a class and a reason of that class, and never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const { errorClass, reason } = classifyVideoError(input);
        expect((VIDEO_ERROR_REASONS[errorClass] as readonly string[]).includes(reason)).toBe(true);
      }),
    );
  });
});
