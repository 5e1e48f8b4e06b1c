import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/session/me-context';
import { FullPageMessage } from '../../../ui/full-page-message';
import { ButtonLink } from '../../../ui/links';
import { isForbidden, meetingErrorKind } from '../meeting-error';

interface MeetingErrorPageProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** Seed 002 §2 full-page states for a meeting that could not be loaded. All share the "Back to home" label. */
export function MeetingErrorPage({ error, onRetry, retrying }: MeetingErrorPageProps) {
  const { t } = useTranslation();
  const { pool } = useMe();
  const kind = meetingErrorKind(error);
  const country = t(`country.${pool.country}`);
  const home = t('common.backToHome');

  switch (kind) {
    case 'cancelled':
    case 'reassigned':
      return (
        <FullPageMessage
          title={t(`meeting.error.${kind}.title`)}
          message={t(`meeting.error.${kind}.message`, { country })}
          actions={<ButtonLink to="/">{home}</ButtonLink>}
        />
      );
    case 'notFound':
      return (
        <FullPageMessage
          title={t('meeting.error.notFound.title')}
          message={t('meeting.error.notFound.message')}
          actions={<ButtonLink to="/">{home}</ButtonLink>}
        />
      );
    case 'general':
      return (
        <FullPageMessage
          tone="error"
          title={t('meeting.error.general.title')}
          message={isForbidden(error) ? t('meeting.error.forbidden.message') : t('meeting.error.general.message')}
          actions={
            <>
              <ButtonLink to="/" variant="default">
                {t('common.cancel')}
              </ButtonLink>
              <Button onClick={onRetry} loading={retrying}>
                {t('common.tryAgain')}
              </Button>
            </>
          }
        />
      );
  }
}
