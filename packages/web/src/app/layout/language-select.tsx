import { LOCALES } from '@konsult/domain';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../i18n/i18n';
import { isLocale } from '../../i18n/language';

/** A native select: every browser, screen reader and test tool knows how to operate it. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const data = LOCALES.map((locale) => ({ value: locale, label: t(`language.names.${locale}`) }));
  return (
    <NativeSelect
      label={t('language.label')}
      size="xs"
      data={data}
      value={isLocale(i18n.language) ? i18n.language : 'en'}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLocale(next)) void chooseLanguage(next);
      }}
      styles={{ root: { display: 'flex', alignItems: 'center', gap: '0.5rem' }, label: { marginBottom: 0 } }}
    />
  );
}
