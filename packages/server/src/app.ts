import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ERROR_KEYS, HealthResponse } from '@konsult/domain';
import type { Config } from './platform/config';
import { isDatabaseUnavailable, type Database } from './platform/db/database';
import { AppError, notFound, RetryLaterError } from './platform/errors';
import { maskLinkTokens } from './platform/log-masking';
import { installGuard } from './platform/auth/guard';
import { installInputGuard } from './platform/input-guard';
import { SESSION_COOKIE, Sessions } from './platform/auth/sessions';
import { AppPage } from './platform/app-page';
import { installAccessHook } from './platform/access-hook';
import { AccessControl } from './platform/access';
import { ActionRegistry } from './actions/action-registry';
import type { ServerActionModule } from './actions/action-module';
import { ACTION_MODULES } from './actions/modules';
import { authRoutes } from './auth/routes';
import { meetingRoutes } from './meetings/routes';
import { actionPanelEventRoutes } from './action-panel-events/routes';
import { b2bRoutes } from './b2b/routes';
import { openMeetingCache } from './meetings/service';
import { medicalRecordRoutes } from './medical-record/routes';
import { recordHistoryRoutes } from './record-history/routes';
import { appointmentRoutes } from './upcoming-appointments/routes';
import { patientDetailsRoutes } from './patient-details/routes';
import { symptomRoutes } from './symptoms/routes';
import { medicationListRoutes } from './medication-list/routes';
import { createSilCatalogue } from './integrations/sil/create-sil-catalogue';
import { vaccinationRoutes } from './vaccinations/routes';
import { EmbeddedVaccinationCatalogue } from './integrations/vaccination-catalogue/embedded';
import { labTestRoutes } from './lab-tests/routes';
import { selfAssessmentRoutes } from './self-assessments/routes';
import { finishingRoutes } from './finishing/routes';
import { patientLinkRoutes } from './patient-links/routes';
import { identityVerificationRoutes } from './identity-verification/routes';
import { videoRoutes } from './video/routes';
import { emergencyAccessRoutes } from './emergency-access/routes';
import { patientSearchRoutes } from './patient-search/routes';
import { accessLogRoutes } from './access-log/routes';
import { SignallingRooms } from './video/rooms';
import { JanusProcess, SharedJanus } from './integrations/janus/janus-process';
import { JanusRooms } from './integrations/janus/janus-rooms';
import { recordsSystemDevRoutes } from './integrations/records-system/dev-routes';
import { EmbeddedRecordsSystem } from './integrations/records-system/embedded';
import type { RecordsSystem } from './integrations/records-system/records-system';
import { createSmsGateway } from './integrations/sms/create-sms-gateway';
import type { SmsGateway } from './integrations/sms/sms-gateway';
import { EmbeddedCallNotifier } from './integrations/call-notifications/embedded';
import { createB2bTicketSystem } from './integrations/b2b-tickets/create-b2b-ticket-system';
import type { B2bTicketSystem } from './integrations/b2b-tickets/b2b-ticket-system';
import type { CallNotifier } from './integrations/call-notifications/call-notifier';
import { OutboxWorker } from './platform/outbox/worker';
import { notificationRoutes } from './notifications/routes';
import { insurerRoutes } from './insurer/routes';
import { createInsurerSystem } from './integrations/insurer/create-insurer-system';
import { notificationHandlers } from './notifications/topics';

export type AppOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Defaults to the embedded records system (with config.recordsSystemFault). */
  recordsSystem?: RecordsSystem;
  /** Defaults to the configured gateway (SMS_GATEWAY_URL, else embedded; SMS_GATEWAY_FAULT). */
  smsGateway?: SmsGateway;
  /** Defaults to the embedded call notifier. */
  callNotifier?: CallNotifier;
  /** Defaults to the configured ticket system (B2B_TICKETS_URL, else the embedded one: the b2b_tickets table). */
  b2bTickets?: B2bTicketSystem;
  /** Start the Janus SFU when the app is ready rather than on the first Janus call. */
  warmJanus?: boolean;
  /** The built actions (actions/modules.ts); a test may add one of its own. */
  actionModules?: readonly ServerActionModule[];
};

/** The app uses camera and microphone (video calls) and fullscreen, itself only; nothing else a browser offers. */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'fullscreen=(self)',
  'display-capture=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/** TRUST_PROXY for Fastify: a hop count trusts that many proxies nearest to us (its types take that as a function). */
function trustedProxies(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the app: plugins, the guard, every route, and the one error handler. Listening is the caller's. */
export async function buildApp({
  config,
  database,
  logger = true,
  recordsSystem,
  smsGateway,
  callNotifier,
  b2bTickets,
  warmJanus = false,
  actionModules = ACTION_MODULES,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      serializers: {
        // A patient link's token is a credential: it never reaches the logs.
        req: (req: { method: string; url: string; id: string }) => ({
          id: req.id,
          method: req.method,
          url: maskLinkTokens(req.url),
        }),
      },
      redact: {
        paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
        remove: true,
      },
    },
    trustProxy: trustedProxies(config.trustProxy),
    // Patient data never travels in a request id; ours is random and echoed for support.
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // What the API answers is mostly patient data: no cache keeps it, unless the route chose otherwise (symptom
    // images: private, an hour). The web app's files set their own (hashed assets forever, pages revalidated).
    const apiRoute = request.routeOptions.url !== undefined && request.routeOptions.config.webApp !== true;
    if (apiRoute && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  await app.register(cookie);
  await app.register(websocket, { options: { maxPayload: 256 * 1024 } });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    hsts: config.production,
  });
  await app.register(compress, { threshold: 1024 });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'konsult API',
        version: '0.1.0',
        description: 'Routes marked x-patient-data are access-checked and audited.',
      },
    },
    transform: jsonSchemaTransform,
  });
  app.addHook('onRoute', (route) => {
    // The API document and its page are public like the health check; they hold no patient data.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true } });

  // The development pages' routes (/api/dev/*): in demo mode, and never in production whatever DEMO_MODE says.
  const devRoutes = config.demoMode && !config.production;

  const sessions = await Sessions.open(database, {
    idleMinutes: config.sessionIdleMinutes,
    absoluteHours: config.sessionAbsoluteHours,
  });
  installGuard(app, sessions);
  installInputGuard(app);
  const accessControl = await AccessControl.open(database, { careRelationshipDays: config.careRelationshipDays });
  installAccessHook(app, accessControl);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof AppError) return reply.code(error.status).send(error.toBody());
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL is restarting or unreachable: nothing was wrong with the request, so the client may send it again.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send(new AppError(503, ERROR_KEYS.unknown, 'The service is briefly unavailable. Try again.').toBody());
    }
    const locked = lockedEntryKey(error);
    if (locked) return reply.code(409).send(new AppError(409, locked, 'This note can no longer be changed.').toBody());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        code: String(
          v.params?.issue && typeof v.params.issue === 'object' && 'code' in v.params.issue
            ? v.params.issue.code
            : v.keyword,
        ),
        message: v.message ?? 'Invalid value',
      }));
      return reply
        .code(400)
        .send(new AppError(400, ERROR_KEYS.invalidInput, 'The request is not valid.', issues).toBody());
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.code(413).send(new AppError(413, ERROR_KEYS.tooLarge, 'The request is too large.').toBody());
    if (status === 415)
      return reply
        .code(415)
        .send(new AppError(415, ERROR_KEYS.unsupportedMediaType, 'Unsupported content type.').toBody());
    if (status >= 400 && status < 500)
      return reply
        .code(status)
        .send(new AppError(status, ERROR_KEYS.invalidInput, 'The request is not valid.').toBody());
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(new AppError(500, ERROR_KEYS.unknown, `Something went wrong. Quote ${request.id} to support.`).toBody());
  });

  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database kind; degraded (503) while the database does not answer',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) =>
      (await database.reachable())
        ? { status: 'ok' as const, database: database.kind }
        : reply.code(503).send({ status: 'degraded' as const, database: database.kind }),
  );
  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  const policy = {
    idleMinutes: config.sessionIdleMinutes,
    absoluteHours: config.sessionAbsoluteHours,
    demoMode: config.demoMode,
    maxFailures: config.loginMaxFailures,
    windowMinutes: config.loginWindowMinutes,
  };
  await app.register(authRoutes, {
    db: database.db,
    sessions,
    policy,
    secureCookies: config.production,
    features: config.features,
    messaging: { attachments: config.messageAttachments },
  });
  await app.register(meetingRoutes, { db: database.db, cache: await openMeetingCache(database) });

  await app.register(actionPanelEventRoutes, { db: database.db });
  const configuredTickets = createB2bTicketSystem(config, database.db);
  const tickets = b2bTickets ?? configuredTickets.tickets;
  const records = recordsSystem ?? new EmbeddedRecordsSystem(config.recordsSystemFault, database.db);
  // Every built action's routes, taken-actions section, evaluation facts and finish blockers (actions/modules.ts).
  const actions = new ActionRegistry(actionModules);
  const insurer = createInsurerSystem(config, database.db);
  await actions.registerRoutes(app, { db: database.db, actions, config, tickets, recordsSystem: records, insurer });
  await app.register(b2bRoutes, { db: database.db, tickets });
  await app.register(medicalRecordRoutes, { db: database.db, actions });
  await app.register(recordHistoryRoutes, { database });
  await app.register(appointmentRoutes, { db: database.db });
  if (devRoutes && records instanceof EmbeddedRecordsSystem) {
    await app.register(recordsSystemDevRoutes, { recordsSystem: records });
  }
  await app.register(finishingRoutes, { db: database.db, recordsSystem: records, actions });
  await app.register(patientDetailsRoutes, { db: database.db, recordsSystem: records });
  await app.register(symptomRoutes, { db: database.db });
  await app.register(medicationListRoutes, { db: database.db, catalogue: createSilCatalogue(config) });
  await app.register(vaccinationRoutes, { db: database.db, catalogue: new EmbeddedVaccinationCatalogue() });
  await app.register(labTestRoutes, { db: database.db });
  await app.register(selfAssessmentRoutes, { db: database.db });

  await app.register(emergencyAccessRoutes, {
    db: database.db,
    accessControl,
    hours: config.emergencyAccessHours,
  });
  await app.register(patientSearchRoutes, { db: database.db, accessControl });
  await app.register(accessLogRoutes, { db: database.db });
  await app.register(patientLinkRoutes, { db: database.db });
  await app.register(identityVerificationRoutes, { db: database.db, tickets });
  await app.register(notificationRoutes, { db: database.db, devRoutes });
  await app.register(insurerRoutes, { db: database.db, insurer, devRoutes });
  // The outbox worker delivers from when the app is ready until it closes (architecture §5).
  const outboxWorker = new OutboxWorker(
    database,
    {
      ...notificationHandlers(smsGateway ?? createSmsGateway(config), callNotifier ?? new EmbeddedCallNotifier()),
      ...configuredTickets.handlers,
    },
    { pollMs: config.outboxPollMs, maxAttempts: config.outboxMaxAttempts, backoffMs: config.outboxBackoffMs },
    app.log,
  );
  app.addHook('onReady', () => outboxWorker.start());
  app.addHook('onClose', () => outboxWorker.stop());
  const janus = config.janus.shared
    ? new SharedJanus(config.janus.shared)
    : new JanusProcess({ ...config.janus, log: (message) => app.log.warn(message) });
  app.addHook('onClose', () => janus.stop());
  if (warmJanus) {
    // Started in the background so that the first Janus call does not wait; peer-to-peer needs none of it.
    app.addHook('onReady', async () => {
      if (!janus.installed()) {
        console.warn('Janus video provider unavailable: install it with "apt-get install janus" (peer-to-peer works)');
        return;
      }
      janus.ensure().catch((error: unknown) => app.log.error({ err: error }, 'Janus did not start'));
    });
  }
  const rooms = await SignallingRooms.open(database);
  app.addHook('preClose', async () => rooms.stop());
  await app.register(videoRoutes, {
    db: database.db,
    rooms,
    janus: new JanusRooms(janus),
    iceServers: config.iceServers,
  });

  await serveWeb(app, config.webDist, sessions);
  return app;
}

/**
 * The database's own refusal to change a signed or stricken note (migration 0003's trigger), for
 * a write that slipped past the service's check in a race: the same 409 the check would give.
 */
function lockedEntryKey(error: Error): 'entry_signed' | 'entry_stricken' | null {
  const message = `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`;
  const match = /\b(entry_signed|entry_stricken):/.exec(message);
  return match ? (match[1] as 'entry_signed' | 'entry_stricken') : null;
}

/**
 * The built SPA: hashed assets cached forever, HTML never; /join/* gets the patient page. Its routes are public by
 * their own definition (the guard reads it from the matched route): the app's files hold no patient data.
 */
async function serveWeb(app: FastifyInstance, webDist: string | null, sessions: Sessions): Promise<void> {
  const hasWeb = webDist !== null && existsSync(join(webDist, 'index.html'));
  const appPage = hasWeb ? new AppPage(webDist) : null;
  // The clinician app's page: with a session, the signed-in clinician's (their language, the screen's chunks and first
  // request preloaded: platform/app-page.ts), never stored; without one, the built file.
  const sendAppPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    // The page never waits on a database that does not answer: the built file does, and the app asks again itself.
    const clinician = token ? await sessions.resolve(token, new Date()).catch(() => null) : null;
    const { html, personal } = appPage!.render(clinician, request.url);
    return reply
      .header('cache-control', personal ? 'private, no-store' : 'no-cache')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  if (hasWeb) {
    // @fastify/static's routes take no route config: they are marked as they are added (they are the last).
    let addingWebRoutes = true;
    app.addHook('onRoute', (route) => {
      if (addingWebRoutes) route.config = { ...route.config, public: true, webApp: true };
    });
    await app.register(fastifyStatic, {
      root: webDist,
      // Wildcard lookup (not a route per file at start-up), so a rebuilt app is served without a restart.
      index: false,
      preCompressed: false,
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The directory itself is not a file for the static handler, so "/" gets its page explicitly.
    app.get('/', { schema: { hide: true } }, sendAppPage);
    addingWebRoutes = false;
  }
  const isAppPath = (url: string) => !url.startsWith('/api/') && !url.startsWith('/assets/');
  // The patient's pages (a meeting's link, a treatment programme's link) are join.html's entry; the rest the app's.
  const isPatientPage = (url: string) => url.startsWith('/join/') || url.startsWith('/programme/');
  app.setNotFoundHandler((request, reply) => {
    if (!hasWeb || request.method !== 'GET' || !isAppPath(request.url)) {
      return reply.code(404).send(notFound().toBody());
    }
    if (isPatientPage(request.url)) return reply.header('cache-control', 'no-cache').sendFile('join.html');
    return sendAppPage(request, reply);
  });
}
