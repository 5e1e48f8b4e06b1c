import type { InsurerProfile } from '@konsult/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../ui/empty-state';
import { useInsurerProfile } from '../api/use-insurer';
import { InsurerQuerySection } from './insurer-section';

/** The insurer panels that read the member's profile, by their block in the `insurer` catalogue. */
type ProfilePanel = 'member' | 'cover' | 'plan' | 'patient' | 'wellness' | 'vitals';

/**
 * One collapsible insurer panel over the member's profile (one query, shared by every such panel of the pane): its
 * title, spinner and error from the panel's catalogue block, 'No information' when the insurer knows no such member.
 */
export function InsurerProfileSection({
  patientId,
  panel,
  children,
}: {
  patientId: string;
  panel: ProfilePanel;
  children: (profile: InsurerProfile) => ReactNode;
}) {
  const { t } = useTranslation();
  const profile = useInsurerProfile(patientId);
  return (
    <InsurerQuerySection
      title={t(`insurer.${panel}.title`)}
      query={profile}
      loading={t(`insurer.${panel}.loading`)}
      error={t(`insurer.${panel}.error`)}
    >
      {(data) => (data.profile ? children(data.profile) : <EmptyText>{t('insurer.noMember')}</EmptyText>)}
    </InsurerQuerySection>
  );
}
