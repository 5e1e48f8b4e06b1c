import { type z } from 'zod';
import { ErrorBody } from '@konsult/domain';
import type { PatientDataMarker } from './principal';
import { idParams, type id } from './http';

/**
 * What a route documents and validates, without the ceremony every route used to spell out again (issue 15): the
 * area's OpenAPI tag, the `patient-data` tag and marker, the id parameter the marker names, and the error answers.
 * A route file says `const route = routeSchemas('revisits')` once, then per route only what is its own.
 */
export type RouteSpec = {
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The answer under its status (200 unless `status` says); a route that sends a file has none. */
  response?: z.ZodType;
  status?: 200 | 201 | 202 | 204;
  /** The error statuses beyond the ones every route of its kind has (400, 404, and 401 on a session route). */
  errors?: readonly ErrorStatus[];
  /** Left out of the API document (the WebSocket routes). */
  hide?: boolean;
};

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;
type Resource = PatientDataMarker['resource'];

/** The response map: the answer under its status, and the one error shape under every error status. */
type Responses<S extends RouteSpec> = (S['response'] extends z.ZodType
  ? { [K in S['status'] extends number ? S['status'] : 200]: S['response'] }
  : unknown) &
  Partial<Record<ErrorStatus, typeof ErrorBody>>;

type Schema<S extends RouteSpec> = Omit<S, 'response' | 'status' | 'errors'> & {
  tags: string[];
  response: Responses<S>;
};

/** The path parameter a marker names, when it is in the path and the route gives no params of its own. */
type MarkedParams<P extends string, In, S extends RouteSpec> = S['params'] extends z.ZodType
  ? S['params']
  : In extends 'query' | 'body'
    ? undefined
    : z.ZodObject<{ [K in P]: typeof id }>;

function responses(spec: RouteSpec, always: ErrorStatus[]): Record<number, z.ZodType> {
  const answer = spec.response ? { [spec.status ?? 200]: spec.response } : {};
  const errors = Object.fromEntries([...always, ...(spec.errors ?? [])].map((status) => [status, ErrorBody]));
  return { ...answer, ...errors };
}

function schema(tags: string[], spec: RouteSpec, always: ErrorStatus[]) {
  const { response: _response, status: _status, errors: _errors, ...rest } = spec;
  return { ...rest, tags, response: responses(spec, always) };
}

export function routeSchemas(tag: string) {
  return {
    /** A session route that reaches no patient data (the clinician's own settings, catalogues …). */
    session<const S extends RouteSpec>(spec: S): { schema: Schema<S> } {
      return { schema: schema([tag], spec, [400, 401, 404]) as Schema<S> };
    },

    /** A public route (the patient's link, sign-in): no session, so never 401; its token is its own check. */
    public<const S extends RouteSpec>(spec: S): { config: { public: true }; schema: Schema<S> } {
      return { config: { public: true }, schema: schema([tag], spec, [400, 404]) as Schema<S> };
    },

    /**
     * A route that reads or writes patient data: the access hook finds the `resource` by the parameter `param` (in
     * the path unless `spec.in` says query or body), checks the care relationship and audits `action`.
     */
    patientData<const P extends string, const S extends RouteSpec & { in?: 'path' | 'query' | 'body' }>(
      resource: Resource,
      param: P,
      action: string,
      spec: S,
    ): {
      schema: Omit<Schema<S>, 'in' | 'params'> & {
        'x-patient-data': PatientDataMarker;
        params: MarkedParams<P, S['in'], S>;
      };
    } {
      const { in: where = 'path', ...rest } = spec;
      const marker: PatientDataMarker = { resource, param, ...(where === 'path' ? {} : { in: where }), action };
      const params = rest.params ?? (where === 'path' ? idParams(param) : undefined);
      return {
        schema: {
          ...schema([tag, 'patient-data'], rest, [400, 401, 404]),
          'x-patient-data': marker,
          ...(params ? { params } : {}),
        } as never,
      };
    },
  };
}
