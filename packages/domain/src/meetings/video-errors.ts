/**
 * Seed 002 §8 "Video client errors": what went wrong with a video call, sorted into the seed's classes — auth (the
 * link or session is not accepted), connection (the network, the server or the media path), lifecycle (the
 * camera and microphone) — plus `unknown`, each with a finer reason that a message can be chosen by.
 *
 * The input is whatever the browser or a provider threw: a DOMException from getUserMedia, a fetch TypeError, a
 * provider error (`{ name: 'OT_AUTHENTICATION_ERROR', code: 1004 }`), a WebSocket CloseEvent, an HTTP status
 * (`{ status: 404 }`), or one of our own tokens ('link_invalid', 'ice_failed'). Pure: nothing here touches the
 * browser, so the shapes are read structurally.
 */

export const VIDEO_ERROR_REASONS = {
  auth: ['link_invalid', 'authentication_failed', 'invalid_session', 'not_permitted'],
  connection: ['network', 'timeout', 'ice_failed', 'connection_lost', 'server_unavailable'],
  lifecycle: ['permission_denied', 'no_device', 'device_busy', 'constraints', 'not_supported'],
  unknown: ['unknown'],
} as const;

export type VideoErrorClass = keyof typeof VIDEO_ERROR_REASONS;
export type VideoErrorReason = (typeof VIDEO_ERROR_REASONS)[VideoErrorClass][number];

export const VIDEO_ERROR_CLASSES = Object.keys(VIDEO_ERROR_REASONS) as VideoErrorClass[];

export interface VideoErrorClassification {
  errorClass: VideoErrorClass;
  reason: VideoErrorReason;
  /**
   * Trying again can help: after the patient allows the camera, frees it, or the network comes back. An auth
   * failure needs a new link or session instead.
   */
  retryable: boolean;
}

type Entry = readonly [VideoErrorClass, VideoErrorReason];

const AUTH_FAILED: Entry = ['auth', 'authentication_failed'];
const LINK_INVALID: Entry = ['auth', 'link_invalid'];
const NOT_PERMITTED: Entry = ['auth', 'not_permitted'];
const NETWORK: Entry = ['connection', 'network'];
const TIMEOUT: Entry = ['connection', 'timeout'];
const ICE_FAILED: Entry = ['connection', 'ice_failed'];
const LOST: Entry = ['connection', 'connection_lost'];
const SERVER: Entry = ['connection', 'server_unavailable'];
const PERMISSION: Entry = ['lifecycle', 'permission_denied'];
const NO_DEVICE: Entry = ['lifecycle', 'no_device'];
const BUSY: Entry = ['lifecycle', 'device_busy'];
const UNKNOWN: Entry = ['unknown', 'unknown'];

/**
 * Error names and codes, normalised (upper case, runs of other characters as `_`): provider codes (OpenTok's
 * `OT_*`), the DOMException names browsers give getUserMedia failures (old Chrome's in brackets: PermissionDenied,
 * DevicesNotFound, TrackStart, ConstraintNotSatisfied), and our own tokens.
 */
const BY_NAME: Record<string, Entry> = {
  OT_AUTHENTICATION_ERROR: AUTH_FAILED,
  OT_INVALID_SESSION_ID: ['auth', 'invalid_session'],
  OT_PERMISSION_DENIED: NOT_PERMITTED,
  LINK_INVALID: LINK_INVALID,
  AUTHENTICATION_FAILED: AUTH_FAILED,
  INVALID_SESSION: ['auth', 'invalid_session'],
  NOT_PERMITTED: NOT_PERMITTED,

  OT_CONNECT_FAILED: NETWORK,
  OT_NETWORK_ERROR: NETWORK,
  OT_NETWORK_DISCONNECTED: LOST,
  OT_NOT_CONNECTED: LOST,
  OT_SOCKET_CLOSE_TIMEOUT: TIMEOUT,
  OT_TIMEOUT: TIMEOUT,
  OT_ICE_WORKFLOW_FAILED: ICE_FAILED,
  NETWORK: NETWORK,
  NETWORK_ERROR: NETWORK,
  NETWORKERROR: NETWORK,
  CONNECT_FAILED: NETWORK,
  CONNECTION_FAILED: NETWORK,
  OFFLINE: NETWORK,
  TIMEOUT: TIMEOUT,
  TIMEOUTERROR: TIMEOUT,
  ICE_FAILED: ICE_FAILED,
  CONNECTION_LOST: LOST,
  LOST: LOST,
  SERVER_UNAVAILABLE: SERVER,

  OT_USER_MEDIA_ACCESS_DENIED: PERMISSION,
  OT_HARDWARE_UNAVAILABLE: BUSY,
  OT_NO_DEVICES_FOUND: NO_DEVICE,
  NOTALLOWEDERROR: PERMISSION,
  PERMISSIONDENIEDERROR: PERMISSION,
  SECURITYERROR: PERMISSION,
  PERMISSION_DENIED: PERMISSION,
  NOTFOUNDERROR: NO_DEVICE,
  DEVICESNOTFOUNDERROR: NO_DEVICE,
  NO_DEVICE: NO_DEVICE,
  NO_DEVICES: NO_DEVICE,
  NOTREADABLEERROR: BUSY,
  TRACKSTARTERROR: BUSY,
  HARDWARE_UNAVAILABLE: BUSY,
  DEVICE_BUSY: BUSY,
  OVERCONSTRAINEDERROR: ['lifecycle', 'constraints'],
  CONSTRAINTS: ['lifecycle', 'constraints'],
  CONSTRAINTNOTSATISFIEDERROR: ['lifecycle', 'constraints'],
  NOTSUPPORTEDERROR: ['lifecycle', 'not_supported'],
  NOT_SUPPORTED: ['lifecycle', 'not_supported'],
};

/** Free-text messages, last resort, in this order (a "connect failed: timed out" is a timeout). */
const BY_MESSAGE: readonly (readonly [RegExp, Entry])[] = [
  [/\bice\b.*\bfailed\b/i, ICE_FAILED],
  [/timed? ?out|timeout/i, TIMEOUT],
  [/hardware unavailable|could not start (video|audio) source|device in use/i, BUSY],
  [/no devices?\b|device not found|requested device not found/i, NO_DEVICE],
  [/permission denied|not allowed by the user/i, PERMISSION],
  // Chrome, Firefox and Safari word a failed fetch differently.
  [/failed to fetch|networkerror when attempting|load failed|network|connect(ion)? failed|offline/i, NETWORK],
];

/** Our signalling socket's close code for a ticket it does not accept (server/src/video). */
export const SIGNAL_CLOSE_UNAUTHORISED = 4401;

function byCloseCode(code: number): Entry | null {
  if (code === SIGNAL_CLOSE_UNAUTHORISED) return AUTH_FAILED;
  // 1006: closed abnormally (no close frame: the network or the server went away); 1001 going away; 1011-1014
  // the server failed, restarts, is overloaded or its gateway failed.
  if (code === 1006 || code === 1001 || (code >= 1011 && code <= 1014)) return LOST;
  return null;
}

function byStatus(status: number): Entry | null {
  if (status === 401) return AUTH_FAILED;
  if (status === 403) return NOT_PERMITTED;
  if (status === 404 || status === 410) return LINK_INVALID;
  if (status === 408 || status === 504) return TIMEOUT;
  if (status === 429 || status >= 500) return SERVER;
  if (status === 0) return NETWORK;
  return null;
}

const normalise = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

function field(error: object, key: string): unknown {
  return (error as Record<string, unknown>)[key];
}

function entryOf(error: unknown): Entry {
  if (typeof error === 'string') {
    return BY_NAME[normalise(error)] ?? BY_MESSAGE.find(([pattern]) => pattern.test(error))?.[1] ?? UNKNOWN;
  }
  if (typeof error === 'number') return byStatus(error) ?? UNKNOWN;
  if (typeof error !== 'object' || error === null) return UNKNOWN;

  const code = field(error, 'code');
  // A CloseEvent's code is a close code; a DOMException's numeric code is a legacy number that means nothing here.
  const isClose = field(error, 'type') === 'close' || typeof field(error, 'wasClean') === 'boolean';
  const closeCode = field(error, 'closeCode') ?? (isClose ? code : undefined);
  if (typeof closeCode === 'number') return byCloseCode(closeCode) ?? UNKNOWN;

  const status = field(error, 'status');
  if (typeof status === 'number') {
    const found = byStatus(status);
    if (found) return found;
  }

  for (const key of [field(error, 'name'), code]) {
    if (typeof key !== 'string') continue;
    const found = BY_NAME[normalise(key)];
    if (found) return found;
  }

  const name = field(error, 'name');
  const message = field(error, 'message');
  if (typeof message === 'string') {
    const found = BY_MESSAGE.find(([pattern]) => pattern.test(message))?.[1];
    // A TypeError is a network failure only when fetch says so; otherwise it is a bug, and unknown.
    if (found && (name !== 'TypeError' || found === NETWORK)) return found;
  }
  return UNKNOWN;
}

/** Sorts a video error into its class and reason (seed 002 §8). Never throws. */
export function classifyVideoError(error: unknown): VideoErrorClassification {
  const [errorClass, reason] = entryOf(error);
  return { errorClass, reason, retryable: errorClass !== 'auth' };
}
