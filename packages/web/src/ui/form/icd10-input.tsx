import { icdCodeOf } from '@konsult/domain';
import { Alert, Anchor, Autocomplete, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIcdSearch } from './api/use-icd-search';
import { useNonRecommendedIcdCodes } from './api/use-non-recommended-icd-codes';

export const ICD_SEARCH_DEBOUNCE_MS = 300;

interface Icd10InputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  required: boolean;
}

/** Only web links open from a guideline; anything else (javascript:, data:) is not a guideline. */
function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * A diagnosis field: searches the ICD-10 table as the clinician types (300 ms after the last keystroke) and stores
 * "CODE Title"; the code is the first word (seed 000 §3). A code the guidelines advise against shows an info
 * warning with a link to the guideline (seed 000 §5).
 */
export function Icd10Input({ label, value, onChange, disabled, required }: Icd10InputProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [debouncedQuery] = useDebouncedValue(query, ICD_SEARCH_DEBOUNCE_MS);
  // Choosing an option also reports the chosen text as a change; that text is not a new search.
  const choosing = useRef(false);
  const search = useIcdSearch(debouncedQuery);
  const nonRecommended = useNonRecommendedIcdCodes();

  const options = query.trim() ? (search.data?.codes ?? []).map((code) => `${code.code} ${code.title}`) : [];
  const code = icdCodeOf(value).toUpperCase();
  const guidelineUrl = code ? nonRecommended.data?.get(code) : undefined;

  return (
    <Stack gap={6}>
      <Autocomplete
        label={label}
        value={value}
        data={options}
        // The server already matched codes and titles; Mantine's own filter would hide "J06" for "acute".
        filter={({ options: all }) => all}
        placeholder={t('forms.icd10.placeholder')}
        disabled={disabled}
        required={required}
        withAsterisk={required}
        rightSection={search.isFetching ? <Loader size="xs" aria-hidden /> : null}
        error={search.isError ? t('forms.icd10.searchError') : undefined}
        onOptionSubmit={() => {
          choosing.current = true;
          setQuery('');
        }}
        onChange={(next) => {
          if (choosing.current) choosing.current = false;
          else setQuery(next);
          onChange(next);
        }}
      />
      {guidelineUrl !== undefined ? (
        <Alert color="blue" variant="light" title={t('forms.icd10.nonRecommended.title')}>
          <Text size="sm">{t('forms.icd10.nonRecommended.body', { code })}</Text>
          {isWebLink(guidelineUrl) ? (
            <Anchor href={guidelineUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {t('forms.icd10.nonRecommended.link')}
            </Anchor>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
