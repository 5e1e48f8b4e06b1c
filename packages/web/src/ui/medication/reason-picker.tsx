import { type MedicationReason, planReasonSearch } from '@konsult/domain';
import { Alert, Checkbox, CloseButton, Group, Loader, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './medication-fields.css';
import { useDrugReasons } from './api/use-drug-reasons';
import { useReasonSearch } from './api/use-reason-search';

interface ReasonPickerProps {
  nplId: string;
  drugName: string;
  reasons: MedicationReason[];
  onChange: (reasons: MedicationReason[]) => void;
  /** Shown under the chosen reasons: "choose at least one". */
  error: string | undefined;
}

const label = (reason: MedicationReason) => `${reason.code} ${reason.text}`;

/**
 * Step 3 (seed 001 §2.3, §5, §9): the reasons for the medication. The drug's usual reasons are offered as checkboxes;
 * any ICD-10 reason can be searched (from 3 characters, 500 ms after the last keystroke, at once after a space).
 */
export function ReasonPicker({ nplId, drugName, reasons, onChange, error }: ReasonPickerProps) {
  const { t } = useTranslation();
  const usual = useDrugReasons(nplId);
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = useReasonSearch(query);

  const typed = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    const plan = planReasonSearch(next);
    if (plan.kind === 'none') setQuery(null);
    else if (plan.delayMs === 0) setQuery(plan.query);
    else timer.current = setTimeout(() => setQuery(plan.query), plan.delayMs);
  };

  const chosen = (reason: MedicationReason) => reasons.some((r) => r.code === reason.code);
  const toggle = (reason: MedicationReason, checked: boolean) =>
    onChange(
      checked ? (chosen(reason) ? reasons : [...reasons, reason]) : reasons.filter((r) => r.code !== reason.code),
    );

  const results = query === null ? [] : (search.data?.reasons ?? []);

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text size="sm" fw={500} id="medication-chosen-reasons">
          {t('medication-list.reason.chosen')}
        </Text>
        {reasons.length === 0 ? (
          <Text size="sm" c={error ? 'red.8' : 'gray.7'} role={error ? 'alert' : undefined}>
            {error ?? t('medication-list.reason.noneChosen')}
          </Text>
        ) : (
          <ul className="medication-chosen-reasons" aria-labelledby="medication-chosen-reasons">
            {reasons.map((reason) => (
              <li key={reason.code}>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">{label(reason)}</Text>
                  <CloseButton
                    size="sm"
                    aria-label={t('medication-list.reason.remove', { reason: label(reason) })}
                    onClick={() => toggle(reason, false)}
                  />
                </Group>
              </li>
            ))}
          </ul>
        )}
      </Stack>

      <fieldset className="medication-fieldset">
        <legend>{t('medication-list.reason.usual', { drug: drugName })}</legend>
        {usual.isPending ? (
          <Loader size="xs" aria-label={t('medication-list.reason.loadingUsual')} />
        ) : usual.isError ? (
          <Text size="sm" c="red.8">
            {t('medication-list.reason.usualError')}
          </Text>
        ) : usual.data.reasons.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('medication-list.reason.noUsual')}
          </Text>
        ) : (
          <ReasonCheckboxes reasons={usual.data.reasons} chosen={chosen} onToggle={toggle} />
        )}
      </fieldset>

      <Stack gap={6}>
        <TextInput
          label={t('medication-list.reason.search')}
          description={t('medication-list.reason.searchHint')}
          value={text}
          onChange={(event) => typed(event.currentTarget.value)}
          rightSection={search.isFetching ? <Loader size="xs" aria-hidden /> : null}
          autoComplete="off"
        />
        {search.isError && query !== null ? (
          <Alert color="red" variant="light" role="alert">
            {t('medication-list.reason.searchError')}
          </Alert>
        ) : null}
        {query !== null && search.isSuccess && results.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('medication-list.reason.noResults', { query })}
          </Text>
        ) : null}
        {results.length > 0 ? (
          <fieldset className="medication-fieldset">
            <legend>
              <VisuallyHidden>{t('medication-list.reason.results')}</VisuallyHidden>
            </legend>
            <ReasonCheckboxes reasons={results} chosen={chosen} onToggle={toggle} />
          </fieldset>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** The reasons offered as checkboxes: the drug's usual ones, or the search's results. */
function ReasonCheckboxes({
  reasons,
  chosen,
  onToggle,
}: {
  reasons: MedicationReason[];
  chosen: (reason: MedicationReason) => boolean;
  onToggle: (reason: MedicationReason, checked: boolean) => void;
}) {
  return (
    <Stack gap={6}>
      {reasons.map((reason) => (
        <Checkbox
          key={reason.code}
          label={label(reason)}
          checked={chosen(reason)}
          onChange={(event) => onToggle(reason, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
