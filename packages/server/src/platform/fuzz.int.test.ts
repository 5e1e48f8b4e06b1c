import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@konsult/domain';
import { brokenBody, type JsonSchema } from '../test/body-arbitrary';
import {
  fillPath,
  openPatientDataTargets,
  targetIdFor,
  type OpenApiDocument,
  type OpenApiOperation,
  type PatientDataTargets,
} from '../test/patient-data-targets';
import { useTestApp } from '../test/file-app';

/**
 * Every mutating route of the API document, fed bodies built from its own schema and then broken (wrong types,
 * missing and unknown fields, NUL and other controls, 200 KB strings, huge, negative and fractional numbers, not
 * an object at all), FUZZ_RUNS times each (200 unless set): none may answer 5xx, and every refusal is in the one
 * error shape. Anna (se.doctor) sends them at her own meeting, patient, note, conversation and document, so they
 * reach the handlers, not just the access check. A new route is covered without a new test.
 */

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS) || 200);
/** FUZZ_ROUTE=<part of a path> fuzzes only the routes it names (to chase one). */
const ONLY = process.env.FUZZ_ROUTE ?? '';
/** Signing out would end the session the rest is sent with. */
const SKIPPED = new Set(['POST /api/auth/logout']);

const t = useTestApp();
const anna = t.signedIn('se.doctor');
let targets: PatientDataTargets;
let joinToken: string;
let routes: { method: string; path: string; operation: OpenApiOperation }[];

beforeAll(async () => {
  targets = await openPatientDataTargets(anna, t.database);
  const link = await anna.post<{ path: string }>(`/api/meeting/${targets.meetingId}/patient-link`);
  joinToken = link.body.path.split('/').pop()!;
  const document = (await anna.get<OpenApiDocument>('/api/openapi.json')).body;
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => !['get', 'head'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation }))
      .filter((route) => !SKIPPED.has(`${route.method} ${route.path}`) && route.path.includes(ONLY)),
  );
});

describe('every mutating route, fuzzed from its schema', () => {
  it(`answers no 5xx and refuses in the one error shape (${RUNS} bodies a route)`, { timeout: 600_000 }, async () => {
    if (!ONLY) expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const marker = route.operation['x-patient-data'];
      const target = marker ? targetIdFor(targets, marker) : '';
      const path = fillPath(route.path, marker, target).replace('{token}', joinToken);
      const schema = route.operation.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
      await fc
        .assert(
          fc.asyncProperty(brokenBody(schema), fc.boolean(), async (generated, aimed) => {
            // Most bodies name Anna's own resource where the route reads it from the body, so the handler runs.
            const body =
              marker?.in === 'body' && aimed && generated && typeof generated === 'object' && !Array.isArray(generated)
                ? { ...generated, [marker.param]: target }
                : generated;
            const answer = await anna.request(route.method, path, body);
            sent += 1;
            const shaped = answer.status < 400 || ErrorBody.safeParse(answer.body).success;
            if (answer.status >= 500 || !shaped) {
              failures.push(
                `${route.method} ${route.path} → ${answer.status} for ${JSON.stringify(body)?.slice(0, 200)}: ${answer.text.slice(0, 200)}`,
              );
              return false;
            }
            return true;
          }),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch((error: Error) => {
          // A refusal is already listed; anything else (the request itself failing) is listed here.
          if (!failures.some((f) => f.startsWith(`${route.method} ${route.path} `))) {
            failures.push(`${route.method} ${route.path} : ${error.message.slice(0, 300)}`);
          }
        });
      if ((await anna.get('/api/auth/me')).status !== 200) await anna.signIn('se.doctor');
    }
    console.log(`[fuzz] ${sent} bodies to ${routes.length} routes; ${failures.length} refused wrongly`);
    expect(failures).toEqual([]);
  });
});
