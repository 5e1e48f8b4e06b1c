import {
  DEFAULT_FINISH_ERROR_KEY,
  finishButton,
  type FinishButton,
  type Meeting,
  type SigningErrorChoice,
  type SigningErrorOutcome,
  signingErrorOutcome,
} from '@konsult/domain';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../../i18n/loose-t';
import { isApiError } from '../../../lib/api-error';
import { useConsultationDialog } from '../../../lib/consultation-dialog';
import { rememberMeetingEnded } from '../../../lib/ended-meetings';
import { type FinishingBlocker, useFinishingRegistry } from '../../../lib/finishing';
import { isEntrySigned, isEntryStricken, useEntry } from '../../../lib/medical-record/entry-query';
import { reportError } from '../../../lib/report-error';
import { useMe } from '../../../lib/session/me-context';
import { useFinishMeeting } from '../api/use-finish-meeting';
import type { PendingFinish } from '../components/confirm-finish-dialog';

export interface FinishFailure {
  key: string;
  outcome: SigningErrorOutcome;
}

/**
 * Finishing a meeting (seed 000 §4): save every form, confirm (or list what is missing), finish with or without
 * signing, and on failure pick the signing-error modal and banner by the error key.
 */
export function useFinishFlow(meeting: Meeting) {
  const { t } = useTranslation();
  const tr = looseT(t);
  const me = useMe();
  const navigate = useNavigate();
  const registry = useFinishingRegistry();
  const entry = useEntry(meeting.id).data?.entry ?? null;
  const finish = useFinishMeeting(meeting.id);
  const [confirmOpen, setConfirmOpen] = useConsultationDialog('confirm');

  const [preparing, setPreparing] = useState(false);
  const [notSaved, setNotSaved] = useState(false);
  const [pendingConfirm, setPendingConfirm] = useState<PendingFinish>(null);
  const [pendingSupport, setPendingSupport] = useState<SigningErrorChoice | null>(null);
  const [failure, setFailure] = useState<FinishFailure | null>(null);
  const [showBanner, setShowBanner] = useState(false);
  const [serverBlockers, setServerBlockers] = useState<FinishingBlocker[] | null>(null);
  /** A refusal a participant explains (e.g. the insurer's void alert): its error key. */
  const [refusal, setRefusal] = useState<string | null>(null);

  const stricken = isEntryStricken(entry);
  const button: FinishButton = stricken
    ? 'close-and-go-home'
    : finishButton({
        signingEnabled: me.signingEnabled,
        entrySigned: isEntrySigned(entry),
        usesExternalEmr: me.pool.usesExternalEmr,
        meetingEnded: meeting.actualEndTime !== null,
      });

  const goHome = () => void navigate({ to: '/' });

  const ended = () => {
    rememberMeetingEnded(meeting.id);
    goHome();
  };

  const fail = (error: unknown) => {
    if (isApiError(error) && error.key === 'missing_fields') {
      // The server found what the client did not (a rule the client has not learned yet): list it.
      setServerBlockers(
        error.issues.map((issue) => ({
          id: `server.${issue.path}`,
          ...(registry.describe(issue.path) ?? { section: tr(issue.message), label: issue.path }),
        })),
      );
      setFailure(null);
      setConfirmOpen(true);
      return;
    }
    if (isApiError(error) && registry.explainRefusal(error.key)) {
      setConfirmOpen(false);
      setFailure(null);
      setRefusal(error.key);
      return;
    }
    const key = isApiError(error) ? error.key : DEFAULT_FINISH_ERROR_KEY;
    const outcome = signingErrorOutcome(key, me.pool.country);
    if (outcome.defaultKey) reportError(error, `finishing meeting ${meeting.id} failed with an unexpected error`);
    setConfirmOpen(false);
    setFailure({ key, outcome });
    setShowBanner(outcome.supportBanner);
  };

  /** Saves every form, then finishes; false when the forms could not be saved (nothing was sent). */
  const run = async (sign: boolean): Promise<void> => {
    const saved = await registry.flushAll();
    if (!saved) {
      setConfirmOpen(false);
      setFailure(null);
      setNotSaved(true);
      return;
    }
    try {
      await finish.mutateAsync({ status: 'COMPLETED', sign });
      ended();
    } catch (error) {
      fail(error);
    }
  };

  return {
    button,
    entry,
    registry,
    preparing,
    notSaved,
    failure,
    /** Why a participant's part refused the finish (shown above the buttons), or null. */
    refusal: refusal === null ? null : registry.explainRefusal(refusal),
    /** What the participants say while the finish request is out (e.g. the insurer's report being sent). */
    pendingNotes: finish.isPending ? registry.pendingNotes() : [],
    showBanner,
    dismissBanner: () => setShowBanner(false),
    confirmOpen: confirmOpen && button !== 'close-and-go-home',
    pendingConfirm,
    pendingSupport,
    /** What the missing-fields dialog lists: the forms' own check first, the server's when only it found some. */
    blockers: (): FinishingBlocker[] => {
      const own = registry.blockers();
      return own.length > 0 || serverBlockers === null ? own : serverBlockers;
    },
    /** The main button: save both forms at once, then ask (confirm=1). */
    start: async () => {
      if (button === 'close-and-go-home') {
        goHome();
        return;
      }
      setNotSaved(false);
      setFailure(null);
      setRefusal(null);
      setServerBlockers(null);
      setPreparing(true);
      const saved = await registry.flushAll();
      setPreparing(false);
      if (saved) setConfirmOpen(true);
      else setNotSaved(true);
    },
    closeConfirm: () => {
      setServerBlockers(null);
      setConfirmOpen(false);
    },
    finishFromConfirm: async (sign: boolean) => {
      setPendingConfirm(sign || button === 'end-meeting' ? 'main' : 'sign-later');
      await run(sign);
      setPendingConfirm(null);
    },
    chooseFromSupport: async (choice: SigningErrorChoice) => {
      setPendingSupport(choice);
      await run(choice === 'retry-signing');
      setPendingSupport(null);
    },
    cancelSupport: () => setFailure(null),
    /** Unsign-free markets list only "finish and sign later" (seed 002 §4: the UK lists only the sign-later action). */
    supportChoices: (outcome: SigningErrorOutcome): readonly SigningErrorChoice[] =>
      me.signingEnabled ? outcome.choices : outcome.choices.filter((choice) => choice === 'sign-later'),
    ended,
  };
}
