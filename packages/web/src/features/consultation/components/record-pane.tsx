import type { LeftbarTab } from '@konsult/domain';
import { isLeftbarTab } from '@konsult/domain';
import { Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../ui/empty-state';

interface RecordPaneProps {
  id: string;
  hidden: boolean;
  tab: LeftbarTab;
  onTabChange: (tab: LeftbarTab) => void;
}

/**
 * The left patient-record pane. Which tabs a clinician gets depends on market and profession (a later issue);
 * until then it offers the patient tab and whichever tab the address asked for.
 */
export function RecordPane({ id, hidden, tab, onTabChange }: RecordPaneProps) {
  const { t } = useTranslation();
  const tabs: LeftbarTab[] = tab === 'patient' ? ['patient'] : ['patient', tab];
  return (
    <section id={id} className="record-pane" aria-label={t('consultation.recordPane.label')} hidden={hidden}>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value && isLeftbarTab(value)) onTabChange(value);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('consultation.recordPane.tabsLabel')}>
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`consultation.leftbar.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            <Title order={2} size="h5">
              {t(`consultation.leftbar.${name}`)}
            </Title>
            <EmptyText>{t('consultation.recordPane.laterRelease')}</EmptyText>
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}
