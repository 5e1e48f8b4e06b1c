import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../../ui/full-page-message';
import { ButtonLink } from '../../../ui/links';
import { useConsultationSearch } from '../hooks/use-consultation-search';
import { findUnknownSearchValue, type UnknownSearchValue } from '../unknown-search-value';

const COPY = {
  action: 'consultation.unknownAction',
  tab: 'consultation.unknownTab',
  'unavailable-tab': 'consultation.recordPane.unavailableTab',
  'unavailable-action': 'consultation.actions.unavailable',
} as const satisfies Record<UnknownSearchValue['kind'], string>;

/** An address with an action or tab konsult does not know: say which, rather than show an empty screen. */
export function UnknownSearchPage({ unknown }: { unknown: UnknownSearchValue }) {
  const { t } = useTranslation();
  const copy = COPY[unknown.kind];
  return (
    <FullPageMessage
      tone="error"
      title={t(`${copy}.title`, { name: unknown.value })}
      message={t(`${copy}.message`)}
      actions={<ButtonLink to="/">{t('common.backToHome')}</ButtonLink>}
    />
  );
}

/** A consultation screen (meeting or meetingless) whose address names an unknown action or tab shows that page. */
export function KnownSearchOnly({ children }: { children: ReactNode }) {
  const { search } = useConsultationSearch();
  const unknown = findUnknownSearchValue(search);
  return unknown ? <UnknownSearchPage unknown={unknown} /> : children;
}
