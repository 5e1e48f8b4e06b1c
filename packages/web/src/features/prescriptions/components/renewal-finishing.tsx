import { type Meeting, unfinishedRenewalItems } from '@konsult/domain';
import { useTranslation } from 'react-i18next';
import { useFinishingParticipant } from '../../../lib/finishing';
import { useRenewal } from '../api/renewal';
import { useShowsRenewal } from './shows-renewal';

const FIELD = 'prescription-renewal';

/** Seed 000 §5: an unfinished renewal stops the meeting from ending; the missing-fields dialog names its items. */
export function RenewalFinishing({ meeting }: { meeting: Meeting }) {
  return useShowsRenewal(meeting) ? <RenewalParticipant meeting={meeting} /> : null;
}

function RenewalParticipant({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const renewal = useRenewal(meeting);
  const describe = (names: string[]) => ({
    section: t('prescriptions.renewal.finishing.section'),
    label: t('prescriptions.renewal.finishing.label', { names: names.join(', ') }),
  });
  useFinishingParticipant({
    id: FIELD,
    // A renewal that could not be loaded blocks nothing here: the server's 409 names it, and describe words it.
    isReady: () => !renewal.isPending,
    flush: async () => true,
    blockers: () => {
      const names = renewal.data ? unfinishedRenewalItems(renewal.data) : [];
      return names.length > 0 ? [{ id: FIELD, ...describe(names) }] : [];
    },
    describe: (name) => (name === FIELD ? describe(renewal.data ? unfinishedRenewalItems(renewal.data) : []) : null),
  });
  return null;
}
