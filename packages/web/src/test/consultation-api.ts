import type { EvaluationResponse, FormValues, Me, MedicalRecordEntry, Meeting } from '@konsult/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import {
  aClinician,
  aMeeting,
  anEntry,
  anEvaluationResponse,
  COMPLETE_SE_EVALUATION,
  COMPLETE_SE_NOTE,
} from './fixtures';
import { apiError, type ApiRoutes, json, mockApi, type RecordedRequest } from './mock-api';

export const MEETING_ID = 'meeting-1';
export const ENTRY_PATH = `/api/medicalrecord/v2/entry/${MEETING_ID}`;
export const EVALUATION_PATH = `/api/medicalrecord/evaluation/${MEETING_ID}`;
export const FINISH_PATH = `/api/meeting/doctor/meeting/${MEETING_ID}/finish`;

/** A Swedish meeting whose note and evaluation have every required field answered: it may be finished. */
export const completeSwedishMeeting = {
  entry: anEntry({ values: COMPLETE_SE_NOTE }),
  evaluation: anEvaluationResponse({
    evaluation: {
      meetingId: MEETING_ID,
      templateId: 'evaluation/SE/DOCTOR/v1',
      values: COMPLETE_SE_EVALUATION,
      version: 1,
      updatedAt: 0,
    },
  }),
};

/** The finish refused with 409 missing_fields: the server found `issues` missing that the screen did not. */
export function finishMissingFields(issues: { path: string; code: string; message: string }[]): ApiRoutes {
  return {
    [`POST ${FINISH_PATH}`]: () =>
      json(409, { error: { key: 'missing_fields', message: 'Required fields are missing.', issues } }),
  };
}

interface ConsultationServerOptions {
  me?: Me;
  meeting?: Meeting;
  entry?: MedicalRecordEntry | null;
  noteTemplateId?: string;
  evaluation?: EvaluationResponse;
  nonRecommended?: { code: string; guidelineUrl: string }[];
  /** Replaces or adds routes (e.g. a failing finish). */
  routes?: ApiRoutes;
}

/**
 * A small stateful fake of the consultation API: the note and the evaluation keep their values and versions and
 * answer stale saves with 409, as the server does. Returns the requests made and the current state.
 */
export function mockConsultationServer(options: ConsultationServerOptions = {}) {
  const me = options.me ?? aClinician();
  const noteTemplateId = options.noteTemplateId ?? `medical-record/${me.pool.country}/v1`;
  const state = {
    entry: options.entry === undefined ? null : options.entry,
    evaluation: options.evaluation ?? anEvaluationResponse(),
  };

  const saveEntry = ({ body }: RecordedRequest) => {
    const { values, version } = body as { values: FormValues; version: number };
    const current = state.entry;
    if (current?.signedAt) return apiError(409, 'entry_signed');
    if (current?.strickenAt) return apiError(409, 'entry_stricken');
    if ((current?.version ?? 0) !== version) return apiError(409, 'stale_version');
    state.entry = anEntry({ ...current, templateId: noteTemplateId, values: values as never, version: version + 1 });
    return json(200, { entry: state.entry });
  };

  const saveEvaluation = ({ body }: RecordedRequest) => {
    const { values, version } = body as { values: FormValues; version: number };
    const current = state.evaluation.evaluation;
    if ((current?.version ?? 0) !== version) return apiError(409, 'stale_version');
    state.evaluation = {
      ...state.evaluation,
      evaluation: {
        meetingId: MEETING_ID,
        templateId: state.evaluation.templateId ?? '',
        values: values as never,
        version: version + 1,
        updatedAt: Date.UTC(2026, 10, 21, 13, 20),
      },
    };
    return json(200, { evaluation: state.evaluation.evaluation });
  };

  const requests = mockApi({
    'GET /api/auth/me': json(200, { clinician: me }),
    [`GET /api/meeting/doctor/meeting/${MEETING_ID}`]: () => json(200, options.meeting ?? aMeeting()),
    [`GET ${ENTRY_PATH}`]: () => json(200, { entry: state.entry, templateId: noteTemplateId }),
    [`PUT ${ENTRY_PATH}`]: saveEntry,
    [`GET ${EVALUATION_PATH}`]: () => json(200, state.evaluation),
    [`PUT ${EVALUATION_PATH}`]: saveEvaluation,
    'GET /api/medicalrecord/clinician/non-recommended-icd-codes': () =>
      json(200, { icdCodes: options.nonRecommended ?? [] }),
    'GET /api/medicalrecord/icd10': () => json(200, { codes: [] }),
    [`POST ${FINISH_PATH}`]: ({ body }) => {
      const { status, sign } = body as { status: 'COMPLETED' | 'NO_SHOW'; sign: boolean };
      if (sign && state.entry) state.entry = { ...state.entry, signedAt: Date.UTC(2026, 10, 21, 13, 30) };
      return json(200, { status, entry: state.entry });
    },
    'GET /api/meetings': () => json(200, { meetings: [] }),
    'GET /api/user/patient-1/identity-verification/method/latest': () => json(200, { latest: null }),
    ...options.routes,
  });
  return { requests, state };
}

export function requestsTo(requests: RecordedRequest[], method: string, path: string): RecordedRequest[] {
  return requests.filter((request) => request.method === method && request.path === path);
}

/**
 * Waits until the meeting's forms are loaded: the note's first field is there and finishing's main button is
 * enabled. Returns the finishing region.
 */
export async function findReadyFinishing(firstNoteField = 'Reason for contact'): Promise<HTMLElement> {
  const finishing = await screen.findByRole('region', { name: 'Finishing the meeting' });
  await screen.findByRole('textbox', { name: firstNoteField });
  await waitFor(() => {
    const main = within(finishing).getAllByRole('button').at(-1) as HTMLButtonElement;
    expect(main.disabled).toBe(false);
  });
  return finishing;
}
