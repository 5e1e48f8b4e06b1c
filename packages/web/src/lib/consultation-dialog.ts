import { ConsultationSearch } from '@konsult/domain';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';

/** The consultation screen's dialogs that live in the query string (seed 000 §2). */
export type ConsultationDialog = 'confirm' | 'confirmNoShow' | 'unsign' | 'strike';

/**
 * Open state of a consultation dialog, read from and written to its query parameter: open iff `name=1` is set,
 * closing removes it, and a reload keeps it open. Changes replace the history entry, as the screen's other state.
 */
export function useConsultationDialog(name: ConsultationDialog): [boolean, (open: boolean) => void] {
  const raw: Record<string, unknown> = useSearch({ strict: false });
  const open = ConsultationSearch.shape[name].parse(raw[name]) === 1;
  const navigate = useNavigate();
  const setOpen = useCallback(
    (next: boolean) =>
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, [name]: next ? 1 : undefined }),
        replace: true,
      }),
    [navigate, name],
  );
  return [open, setOpen];
}
