import type { SilDrug } from '@konsult/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Only web links open as drug information; anything else (javascript:, data:) is not shown. */
function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The chosen drug: name, form and strength, holder, ATC code, and its drug information page when it has one. */
export function DrugSummary({ drug }: { drug: SilDrug }) {
  const { t } = useTranslation();
  const link = drug.links.dosageLink;
  return (
    <Stack gap={2}>
      <Text fw={600}>{drug.tradeName}</Text>
      <Text size="sm">{drug.drugFormTextSv}</Text>
      <Text size="sm" c="gray.7">
        {t('medication-list.drug.details', { holder: drug.marketingAuthHolder, atcCode: drug.atcCode })}
      </Text>
      {link && isWebLink(link) ? (
        <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
          {t('medication-list.drug.information', { name: drug.tradeName })}
        </Anchor>
      ) : null}
    </Stack>
  );
}
