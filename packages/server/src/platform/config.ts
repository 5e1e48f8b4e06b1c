import { resolve } from 'node:path';
import {
  type AttachmentRules,
  DEFAULT_ATTACHMENT_RULES,
  CERTIFICATE_FAULTS,
  type CertificateFault,
  EHM_FAULTS,
  HOME_TEST_FAULTS,
  type HomeTestFault,
  type EhmFault,
  type Features,
  LAB_FAULTS,
  type LabFault,
  EPS_FAULTS,
  type EpsFault,
  INSURER_FAULTS,
  type InsurerFault,
  SIGNING_ERROR_KEYS,
  type SigningErrorKey,
} from '@konsult/domain';

/**
 * How far a restarted demo moves its meetings: by whole UTC days (`day`, what `npm start` does, so that a demo
 * restarted later the same day keeps its times), or to the millisecond (`exact`, DEMO_SHIFT=exact), so that a test
 * server started from a copy seeded minutes earlier finds "the meeting in five minutes" five minutes ahead.
 */
export type DemoShift = 'day' | 'exact';

export type Config = {
  port: number;
  host: string;
  /** null: the embedded PGlite database in dataDir. */
  databaseUrl: string | null;
  /**
   * The tables' owner, for migrations (MIGRATION_DATABASE_URL); the app then connects through databaseUrl as
   * konsult_app, which cannot change the audit trail. Null: the app migrates through databaseUrl itself.
   */
  migrationDatabaseUrl: string | null;
  dataDir: string;
  /** Demo accounts may sign in, and an empty database is seeded with demo data. */
  demoMode: boolean;
  /** How a restarted demo moves its meetings to today (DEMO_SHIFT: `day`, or `exact` for test servers). */
  demoShift: DemoShift;
  production: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe for the caller's address (TRUST_PROXY): none (false, the default),
   * a hop count, or the proxies' addresses and CIDR ranges. Sign-in throttling, audit and sessions use that address.
   */
  trustProxy: false | number | string[];
  logLevel: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Failed sign-ins per username (or per address, x4) in the window before 429. */
  loginMaxFailures: number;
  /** How long after a meeting ends its clinician may still open the patient's record (CARE_RELATIONSHIP_DAYS). */
  careRelationshipDays: number;
  /** How long an emergency access to a patient's record lasts (EMERGENCY_ACCESS_HOURS). */
  emergencyAccessHours: number;
  loginWindowMinutes: number;
  /** Directory of the built web app; absent in API-only tests. */
  webDist: string | null;
  /** Makes the embedded records system refuse every signing with this catalogue key (testing). */
  recordsSystemFault: SigningErrorKey | null;
  /** Feature flags handed to the web app with the signed-in clinician (GET /api/auth/me). */
  features: Features;
  /** Seed 000 §5: message attachments' count and extensions come from configuration (also sent to the web app). */
  messageAttachments: AttachmentRules;
  /** STUN/TURN servers handed to browsers (JSON, e.g. a coturn for production); none needed on one machine. */
  iceServers: { urls: string | string[] }[];
  /** An HTTP SMS gateway to POST patients' SMS to; null: the embedded one (the outbox row is the record). */
  smsGatewayUrl: string | null;
  /** Bearer token for the SMS gateway. */
  smsGatewayToken: string | null;
  /** Makes every SMS send fail, so retries and the failed state can be exercised (testing). */
  smsGatewayFault: boolean;
  /** A SIL drug catalogue service (issue 6); null: the catalogue shipped with the repo. Bearer token optional. */
  silUrl: string | null;
  silToken: string | null;
  /** The national prescription exchange's bridge (issue 17); null: the embedded one. Token optional. */
  ehmUrl: string | null;
  ehmToken: string | null;
  /** Makes the embedded exchange fail with this key (testing): ehm_unavailable, pin_refused or ehm_timeout. */
  ehmFault: EhmFault | null;
  /** The home-test lab portal (Labportalen; issue 18); null: the embedded one. Token optional. */
  homeTestUrl: string | null;
  homeTestToken: string | null;
  /** Makes the embedded lab portal fail (testing): home_test_lab_unavailable. */
  homeTestFault: HomeTestFault | null;
  /** The lab portal lab referrals are sent to (issue 18); null: the embedded lab on our database. Token optional. */
  labUrl: string | null;
  labToken: string | null;
  /**
   * The bearer token a lab portal posts results with (POST /api/lab/results); null: that route does not exist, and
   * results come only from the embedded lab (the demo's development route).
   */
  labResultsToken: string | null;
  /** Makes the embedded lab fail with this key (testing): lab_unavailable. */
  labFault: LabFault | null;
  /** The NHS EPS service UK EPS prescriptions are sent to (issue 19); null: the embedded EPS. Token optional. */
  epsUrl: string | null;
  epsToken: string | null;
  /** Makes the embedded EPS fail (testing): eps_unavailable, nominated_pharmacy_unknown, patient_not_traced. */
  epsFault: EpsFault | null;
  /** The prescribing organisation's ODS code, in every EPS prescription id (the demo's own: Y90001). */
  epsPrescriberOdsCode: string;
  /** The insurer partnership's (Vitality's) API root (issue 20); null: the embedded insurer. Token optional. */
  insurerUrl: string | null;
  insurerToken: string | null;
  /** Makes the embedded insurer fail (testing): insurer_unavailable. */
  insurerFault: InsurerFault | null;
  /** The certificate service sick notes are signed at (issue 18); null: the embedded one. Token optional. */
  certificateUrl: string | null;
  certificateToken: string | null;
  /** Makes the embedded certificate service fail with this key (testing). */
  certificateFault: CertificateFault | null;
  /** A B2B partner's ticket system over HTTP (seed 000 §3); null: the embedded one (b2b_tickets). Token optional. */
  b2bTicketsUrl: string | null;
  b2bTicketsToken: string | null;
  /** Outbox worker: longest sleep between scans, attempts before giving up, first retry delay (doubling). */
  outboxPollMs: number;
  outboxMaxAttempts: number;
  outboxBackoffMs: number;
  /**
   * The Janus SFU provider: the project starts this binary itself (Debian package `janus`), unless `shared`
   * names a Janus that all instances use (several instances must share one, or the two sides of a call
   * could land on different Janus servers).
   */
  janus: {
    /** `npm start` starts Janus with the server (JANUS_WARM, default on); off, it starts at its first call. */
    warm: boolean;
    binary: string;
    rtpPortRange: string;
    iceEnforceList: string;
    shared: { url: string; apiSecret: string; roomAdminKey: string } | null;
  };
};

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return n;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new Error(`Expected true or false, got "${value}"`);
}

function demoShift(value: string | undefined): DemoShift {
  if (!value || value === 'day') return 'day';
  if (value === 'exact') return 'exact';
  throw new Error(`DEMO_SHIFT must be day or exact; got "${value}"`);
}

function trustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new Error('TRUST_PROXY=true would believe X-Forwarded-For from anyone: give a hop count or addresses');
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The setting's value when it is one of the list's (unset: null); anything else stops the server, naming the list. */
function oneOf<T extends string>(name: string, list: readonly T[], value: string | undefined): T | null {
  if (!value) return null;
  if (!(list as readonly string[]).includes(value)) {
    throw new Error(`${name} must be one of ${list.join(', ')}; got "${value}"`);
  }
  return value as T;
}

function epsOdsCode(value: string | undefined): string {
  const code = (value || 'Y90001').toUpperCase();
  if (!/^[0-9A-Z]{3,6}$/.test(code)) {
    throw new Error(`EPS_ODS_CODE must be an ODS code of 3 to 6 letters and digits; got "${value}"`);
  }
  return code;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set when JANUS_URL is`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL || null,
    dataDir: resolve(env.DATA_DIR || './data'),
    demoMode: bool(env.DEMO_MODE, !production),
    demoShift: demoShift(env.DEMO_SHIFT),
    production,
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'warn'),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 120),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5),
    careRelationshipDays: Math.max(0, int(env.CARE_RELATIONSHIP_DAYS, 30)),
    emergencyAccessHours: Math.min(24, Math.max(1, int(env.EMERGENCY_ACCESS_HOURS, 2))),
    loginWindowMinutes: int(env.LOGIN_WINDOW_MINUTES, 15),
    webDist:
      env.WEB_DIST === '' ? null : resolve(env.WEB_DIST || new URL('../../../web/dist', import.meta.url).pathname),
    recordsSystemFault: oneOf('RECORDS_SYSTEM_FAULT', SIGNING_ERROR_KEYS, env.RECORDS_SYSTEM_FAULT),
    messageAttachments: {
      maxCount: Math.max(0, int(env.MESSAGE_ATTACHMENTS_MAX, DEFAULT_ATTACHMENT_RULES.maxCount)),
      extensions: env.MESSAGE_ATTACHMENT_EXTENSIONS
        ? env.MESSAGE_ATTACHMENT_EXTENSIONS.split(',')
            .map((e) => e.trim().toLowerCase().replace(/^\./, ''))
            .filter(Boolean)
        : [...DEFAULT_ATTACHMENT_RULES.extensions],
      maxBytes: DEFAULT_ATTACHMENT_RULES.maxBytes,
    },
    features: {
      vaccinationList: bool(env.FEATURE_VACCINATION_LIST, true),
      homeTestOrders: bool(env.FEATURE_HOME_TEST_ORDERS, true),
      ukEpsSignposting: bool(env.FEATURE_UK_EPS, true),
      pollenGuidelines: bool(env.FEATURE_POLLEN_GUIDELINES, true),
      physicalLabQueue: bool(env.FEATURE_PHYSICAL_LAB_QUEUE, true),
    },
    iceServers: env.ICE_SERVERS ? (JSON.parse(env.ICE_SERVERS) as Config['iceServers']) : [],
    smsGatewayUrl: env.SMS_GATEWAY_URL || null,
    smsGatewayToken: env.SMS_GATEWAY_TOKEN || null,
    smsGatewayFault: bool(env.SMS_GATEWAY_FAULT, false),
    silUrl: env.SIL_URL || null,
    silToken: env.SIL_TOKEN || null,
    ehmUrl: env.EHM_URL || null,
    ehmToken: env.EHM_TOKEN || null,
    ehmFault: oneOf('EHM_FAULT', EHM_FAULTS, env.EHM_FAULT),
    homeTestUrl: env.HOMETEST_URL || null,
    homeTestToken: env.HOMETEST_TOKEN || null,
    homeTestFault: oneOf('HOMETEST_FAULT', HOME_TEST_FAULTS, env.HOMETEST_FAULT),
    labUrl: env.LAB_URL || null,
    labToken: env.LAB_TOKEN || null,
    labResultsToken: env.LAB_RESULTS_TOKEN || null,
    labFault: oneOf('LAB_FAULT', LAB_FAULTS, env.LAB_FAULT),
    epsUrl: env.EPS_URL || null,
    epsToken: env.EPS_TOKEN || null,
    epsFault: oneOf('EPS_FAULT', EPS_FAULTS, env.EPS_FAULT),
    epsPrescriberOdsCode: epsOdsCode(env.EPS_ODS_CODE),
    insurerUrl: env.INSURER_URL || null,
    insurerToken: env.INSURER_TOKEN || null,
    insurerFault: oneOf('INSURER_FAULT', INSURER_FAULTS, env.INSURER_FAULT),
    certificateUrl: env.CERTIFICATE_URL || null,
    certificateToken: env.CERTIFICATE_TOKEN || null,
    certificateFault: oneOf('CERTIFICATE_FAULT', CERTIFICATE_FAULTS, env.CERTIFICATE_FAULT),
    b2bTicketsUrl: env.B2B_TICKETS_URL || null,
    b2bTicketsToken: env.B2B_TICKETS_TOKEN || null,
    outboxPollMs: Math.max(10, int(env.OUTBOX_POLL_MS, 5000)),
    outboxMaxAttempts: Math.max(1, int(env.OUTBOX_MAX_ATTEMPTS, 8)),
    outboxBackoffMs: int(env.OUTBOX_BACKOFF_MS, 5000),
    janus: {
      warm: bool(env.JANUS_WARM, true),
      binary: env.JANUS_BIN || 'janus',
      rtpPortRange: env.JANUS_RTP_PORTS || '20000-40000',
      iceEnforceList: env.JANUS_ICE_INTERFACES || '',
      shared: env.JANUS_URL
        ? {
            url: env.JANUS_URL,
            apiSecret: required(env, 'JANUS_API_SECRET'),
            roomAdminKey: required(env, 'JANUS_ROOM_ADMIN_KEY'),
          }
        : null,
    },
  };
}
