import type { LabCatalogueItem } from '@konsult/domain';
import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { testName } from './test-names';

/** The catalogue's tests as checkboxes, each with its code; at least one must be ticked. */
export function TestPicker({
  tests,
  value,
  onChange,
  error,
}: {
  tests: readonly LabCatalogueItem[];
  value: string[];
  onChange: (codes: string[]) => void;
  error?: string | null;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Checkbox.Group label={t('labReferrals.tests')} value={value} onChange={onChange} error={error} required>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
        {tests.map((test) => (
          <Checkbox
            key={test.code}
            value={test.code}
            label={testName(test, i18n.language)}
            description={
              <Text span size="xs" c="gray.7">
                {test.code}
              </Text>
            }
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
