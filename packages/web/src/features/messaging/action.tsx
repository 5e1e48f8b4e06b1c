import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TakenActionItemsProps, WebActionModule } from '../../lib/actions/action-module';
import { TakenActionButton } from '../../ui/taken-action-card';

/** The messages sent in the meeting; each opens in the panel's modal. */
function SentMessages({ items, when, openMessage }: TakenActionItemsProps<'sent-messages'>) {
  const { t } = useTranslation();
  return items.map((item) => {
    const title = item.subject ?? t('takenActions.noSubject');
    return (
      <TakenActionButton
        key={item.id}
        title={title}
        meta={when(item.sentAt)}
        onClick={() =>
          openMessage({
            title,
            meta: t('takenActions.sentBy', { name: item.senderName, when: when(item.sentAt) }),
            body: item.message,
          })
        }
      />
    );
  });
}

/** Send message (seed 000 §2, seed 002 §7; issue 7). */
export const messagingActions: WebActionModule = {
  id: 'messaging',
  panels: {
    'send-message': lazy(() =>
      import('./components/send-message-panel').then((m) => ({ default: m.SendMessagePanel })),
    ),
  },
  takenActions: { 'sent-messages': SentMessages },
};
