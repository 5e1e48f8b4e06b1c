import { type ActionName, ConsultationSearch, type LeftbarTab } from '@konsult/domain';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';

export interface ConsultationSearchApi {
  search: ConsultationSearch;
  openAction: (name: ActionName) => void;
  closeAction: () => void;
  setLeftbar: (tab: LeftbarTab) => void;
  startCall: () => void;
  /** Seed 000 §2: the call's media flags go with it. */
  endCall: () => void;
  setClinicianAudioOff: (off: boolean) => void;
  setClinicianVideoOff: (off: boolean) => void;
  /** confirmNoShow=1: opens the finishing feature's "end as no-show" confirmation. */
  openNoShowConfirm: () => void;
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
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, ...change }),
        replace: true,
      }),
    [navigate],
  );

  return {
    search,
    openAction: useCallback((name: ActionName) => update({ action: name }), [update]),
    closeAction: useCallback(() => update({ action: undefined }), [update]),
    setLeftbar: useCallback((tab: LeftbarTab) => update({ leftbar: tab }), [update]),
    startCall: useCallback(() => update({ call: 1 }), [update]),
    endCall: useCallback(
      () => update({ call: undefined, 'clinician-audio': undefined, 'clinician-video': undefined }),
      [update],
    ),
    setClinicianAudioOff: useCallback((off: boolean) => update({ 'clinician-audio': off ? 1 : undefined }), [update]),
    setClinicianVideoOff: useCallback((off: boolean) => update({ 'clinician-video': off ? 1 : undefined }), [update]),
    openNoShowConfirm: useCallback(() => update({ confirmNoShow: 1 }), [update]),
  };
}
