import { beforeAll, describe, expect, it } from 'vitest';
import type { PatientDataMarker } from './principal';
import { useTestApp } from '../test/file-app';
import { TestClient } from '../test/client';
import {
  fillPath,
  openPatientDataTargets,
  targetIdFor,
  targetIdsFor,
  UNKNOWN_ID,
  type OpenApiDocument,
  type PatientDataTargets,
} from '../test/patient-data-targets';
import { auditRowsOf } from '../test/audit-rows';

/**
 * Every route the OpenAPI document marks as patient data is probed here: without a session it
 * is 401, and for another clinician's patient or meeting it is the same 404 as a missing id,
 * with a denial in the audit trail. A new route that forgets its access check fails this file.
 */

const t = useTestApp();
const owner = t.signedIn('se.doctor');
const outsider = t.signedIn('gb.gp');
let target: PatientDataTargets;
let routes: { method: string; path: string; marker: PatientDataMarker }[];

beforeAll(async () => {
  target = await openPatientDataTargets(owner, t.database);
  const doc = (await new TestClient(t.baseUrl).get<OpenApiDocument>('/api/openapi.json')).body;
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op['x-patient-data'] || op.tags?.includes('patient-data'))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, marker: op['x-patient-data']! })),
  );
});

const targetId = (marker: PatientDataMarker) => targetIdFor(target, marker);
const fill = fillPath;

/** A body naming the target where the route reads it from the body; otherwise an empty one. */
function bodyFor(route: { method: string; marker: PatientDataMarker }, value: string): unknown {
  if (route.method === 'GET') return undefined;
  return route.marker.in === 'body' ? { [route.marker.param]: value } : {};
}

describe('patient-data routes', () => {
  it('are all marked with where their patient data hangs', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.marker, `${route.method} ${route.path}`).toMatchObject({
        resource: expect.stringMatching(
          /^(meeting|patient|medical-record-entry|conversation|medical-document|prescription|specialist-referral|care-plan)$/,
        ),
      });
      if (!route.marker.in || route.marker.in === 'path')
        expect(route.path, `${route.method} ${route.path}`).toContain(`{${route.marker.param}}`);
    }
  });

  it('answer 401 without a session', async () => {
    for (const route of routes) {
      const id = targetId(route.marker);
      const answer = await new TestClient(t.baseUrl).request(
        route.method,
        fill(route.path, route.marker, id),
        bodyFor(route, id),
      );
      expect(answer.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it("answer another clinician's resource exactly as a missing one, and audit the denial", async () => {
    for (const route of routes.flatMap((r) => targetIdsFor(target, r.marker).map((id) => ({ ...r, id })))) {
      const { id } = route;
      const foreign = await outsider.request(route.method, fill(route.path, route.marker, id), bodyFor(route, id));
      const missing = await outsider.request(
        route.method,
        fill(route.path, route.marker, UNKNOWN_ID),
        bodyFor(route, UNKNOWN_ID),
      );
      const label = `${route.method} ${route.path} ${id}`;
      expect(foreign.status, label).toBe(404);
      expect(foreign.text, label).toBe(missing.text);
      const denials = await auditRowsOf(t, foreign, 'denied');
      expect(denials, label).toHaveLength(1);
      expect(denials[0]!.patientId, label).toBe(target.patientId);
    }
  });
});
