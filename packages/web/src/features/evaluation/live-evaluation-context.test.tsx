import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takenActionsKey } from '../../lib/taken-actions/use-taken-actions';
import { json, mockApi } from '../../test/mock-api';
import { renderQueryHook } from '../../test/render-hook';
import { useLiveEvaluationContext } from './api/use-live-evaluation-context';
import { useQueryClient } from '@tanstack/react-query';

const context = (hasPrescription: boolean) => ({
  hasPrescription,
  hasLabReferral: false,
  hasSpecialistReferral: false,
  hasSickNote: false,
});

describe('the evaluation’s live context', () => {
  it('learns of a prescription when taken actions change, without reloading the form', async () => {
    let prescribed = false;
    mockApi({
      'GET /api/meeting/meeting-1/taken-actions': () => json(200, { count: prescribed ? 1 : 0, sections: [] }),
      'GET /api/medicalrecord/evaluation/meeting-1': () =>
        json(200, { evaluation: null, templateId: 'evaluation/SE/DOCTOR/v1', context: context(prescribed) }),
    });
    const { result } = renderQueryHook(() => ({
      live: useLiveEvaluationContext('meeting-1'),
      client: useQueryClient(),
    }));
    await waitFor(() => expect(result.current.live).toEqual(context(false)));

    prescribed = true;
    await result.current.client.invalidateQueries({ queryKey: takenActionsKey('meeting-1') });
    await waitFor(() => expect(result.current.live).toEqual(context(true)));
  });
});
