import { type ActionName, ConsultationSearch, type LeftbarTab } from '@konsult/domain';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';

export interface ConsultationSearchApi {
  search: ConsultationSearch;
  openAction: (name: ActionName) => void;
  closeAction: () => void;
  setLeftbar: (tab: LeftbarTab) => void;
}

/**
 * The consultation screen's query-parameter state, typed, for both the meeting route and the meetingless
 * patient profile (both validate with ConsultationSearch). Changes replace the history entry: the state is
 * part of the screen, and Back should leave the screen rather than step through every panel opened on it.
 */
export function useConsultationSearch(): ConsultationSearchApi {
  const raw = useSearch({ strict: false });
  // Already validated by the route; parsing again only narrows the union of every route's search to ours.
  const search = useMemo(() => ConsultationSearch.parse(raw), [raw]);
  const navigate = useNavigate();

  const update = useCallback(
    (change: Partial<ConsultationSearch>) =>
      void navigate({ to: '.', search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );

  return {
    search,
    openAction: useCallback((name: ActionName) => update({ action: name }), [update]),
    closeAction: useCallback(() => update({ action: undefined }), [update]),
    setLeftbar: useCallback((tab: LeftbarTab) => update({ leftbar: tab }), [update]),
  };
}
