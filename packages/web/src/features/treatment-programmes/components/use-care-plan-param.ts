import { ConsultationSearch } from '@konsult/domain';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * The consultation's `carePlanId` parameter (seed 000 §2, 001 §2): read from and written to the address, so a reload
 * or a shared link shows the same programme. Changes replace the history entry, as the screen's other state.
 */
export function useCarePlanParam(): [string | undefined, (carePlanId: string) => void] {
  const raw: Record<string, unknown> = useSearch({ strict: false });
  const carePlanId = ConsultationSearch.shape.carePlanId.parse(raw.carePlanId);
  const navigate = useNavigate();
  const setCarePlanId = useCallback(
    (next: string) =>
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, carePlanId: next }),
        replace: true,
      }),
    [navigate],
  );
  return [carePlanId, setCarePlanId];
}
