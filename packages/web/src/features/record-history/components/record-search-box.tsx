import { TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface RecordSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  onStep: (direction: 1 | -1) => void;
  onClear: () => void;
}

/** Seed 001 §4: Enter moves to the next match, Shift+Enter to the previous, Escape clears. */
export function RecordSearchBox({ value, onChange, onStep, onClear }: RecordSearchBoxProps) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onStep(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape') {
      // Only this box's Escape: an open dialog or the pane must not also react to it.
      event.preventDefault();
      event.stopPropagation();
      onClear();
    }
  };
  return (
    <TextInput
      type="search"
      label={t('recordHistory.search.label')}
      description={t('recordHistory.search.hint')}
      placeholder={t('recordHistory.search.placeholder')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
