import { periodsInOrder } from '@konsult/domain';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TakenActionItemsProps, WebActionModule } from '../../lib/actions/action-module';
import { TakenActionLink } from '../../ui/taken-action-card';
import { sickNotePdfPath } from './api/sick-notes';

/** The meeting's sick notes in taken actions: degree and periods, status and when; each opens its PDF. */
function SickNotes({ items, when }: TakenActionItemsProps<'sick-notes'>) {
  const { t } = useTranslation();
  return items.map((item) => (
    <TakenActionLink
      key={item.id}
      href={sickNotePdfPath(item.meetingId, item.id)}
      title={`${t('sickNotes.title')} · ${periodsInOrder(item.periods)
        .map((p) => t('sickNotes.signed.period', { degree: p.degree, from: p.from, to: p.to }))
        .join(', ')}`}
      meta={`${t(`sickNotes.status.${item.status}`)} · ${item.diagnosisCode} · ${when(item.signedAt)}`}
    />
  ));
}

/** The Swedish sick note, FK 7804 (seed 002 §7 webcertsicknote; issue 18). */
export const sickNoteActions: WebActionModule = {
  id: 'sick-notes',
  panels: {
    'se-sick-note': lazy(() => import('./components/sick-note-panel').then((m) => ({ default: m.SickNotePanel }))),
  },
  takenActions: { 'sick-notes': SickNotes },
};
