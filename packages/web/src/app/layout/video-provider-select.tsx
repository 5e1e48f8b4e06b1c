import { VIDEO_PROVIDERS, type VideoProvider } from '@konsult/domain';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChooseVideoProvider, useVideoProviderPreference } from '../../features/consultation/api/use-video-provider';

/** The provider the clinician's next calls use; peer-to-peer until they choose. */
export function VideoProviderSelect() {
  const { t } = useTranslation();
  const preference = useVideoProviderPreference();
  const choose = useChooseVideoProvider();
  const current = preference.data?.preferredVideoProvider ?? 'p2p';
  return (
    <NativeSelect
      label={t('videoProvider.label')}
      size="xs"
      data={VIDEO_PROVIDERS.map((provider) => ({ value: provider, label: t(`videoProvider.names.${provider}`) }))}
      value={choose.isPending ? choose.variables : current}
      disabled={preference.isPending}
      error={choose.isError ? t('videoProvider.saveFailed') : undefined}
      onChange={(event) => choose.mutate(event.currentTarget.value as VideoProvider)}
      styles={{ root: { display: 'flex', alignItems: 'center', gap: '0.5rem' }, label: { marginBottom: 0 } }}
    />
  );
}
