import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../../ui/full-page-message';
import { ButtonLink } from '../../../ui/links';
import type { UnknownSearchValue } from '../unknown-search-value';

/** An address with an action or tab konsult does not know: say which, rather than show an empty screen. */
export function UnknownSearchPage({ unknown }: { unknown: UnknownSearchValue }) {
  const { t } = useTranslation();
  const copy =
    unknown.kind === 'action'
      ? 'consultation.unknownAction'
      : unknown.kind === 'tab'
        ? 'consultation.unknownTab'
        : 'consultation.recordPane.unavailableTab';
  return (
    <FullPageMessage
      tone="error"
      title={t(`${copy}.title`, { name: unknown.value })}
      message={t(`${copy}.message`)}
      actions={<ButtonLink to="/">{t('common.backToHome')}</ButtonLink>}
    />
  );
}
