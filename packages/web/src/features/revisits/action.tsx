import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TakenActionItemsProps, WebActionModule } from '../../lib/actions/action-module';
import { TakenActionCard } from '../../ui/taken-action-card';

/** The revisits booked from the meeting, with the message sent with each. */
function BookedRevisits({ items, when }: TakenActionItemsProps<'booked-revisits'>) {
  const { t } = useTranslation();
  return items.map((item) => (
    <TakenActionCard
      key={item.meetingId}
      title={t('takenActions.revisitAt', { when: when(item.startMillis) })}
      meta={item.message || null}
    />
  ));
}

/** Book revisit (seed 000 §2, §3, §5; issue 7). */
export const revisitActions: WebActionModule = {
  id: 'revisits',
  panels: {
    'book-revisit': lazy(() =>
      import('./components/book-revisit-panel').then((m) => ({ default: m.BookRevisitPanel })),
    ),
  },
  takenActions: { 'booked-revisits': BookedRevisits },
};
