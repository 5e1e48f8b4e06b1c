import type { ActionName } from '@konsult/domain';
import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessageIcon } from './icons';

interface ActionBarProps {
  activeAction: ActionName | undefined;
  onOpen: (action: ActionName) => void;
}

/** Seed 000 §2 action bar. Which actions a clinician gets (by market, profession, ...) is a later issue. */
export function ActionBar({ activeAction, onOpen }: ActionBarProps) {
  const { t } = useTranslation();
  return (
    <nav className="action-bar" aria-label={t('consultation.actions.label')}>
      <UnstyledButton
        className="action-bar__button"
        aria-pressed={activeAction === 'send-message'}
        onClick={() => onOpen('send-message')}
      >
        <MessageIcon />
        <span>{t('consultation.actions.names.send-message')}</span>
      </UnstyledButton>
    </nav>
  );
}
