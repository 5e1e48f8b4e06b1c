import { Button } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../lib/report-error';
import { FullPageMessage } from '../../ui/full-page-message';
import { ButtonLink } from '../../ui/links';
import { LoadingState } from '../../ui/loading-state';

export function RoutePending() {
  const { t } = useTranslation();
  return <LoadingState label={t('common.loading')} />;
}

/** While the consultation screen's code loads, it already looks like the meeting is loading (which it is). */
export function MeetingPending() {
  const { t } = useTranslation();
  return <LoadingState label={t('meeting.loading')} minHeight="60vh" />;
}

export function PageNotFound() {
  const { t } = useTranslation();
  return (
    <FullPageMessage
      title={t('error.pageNotFound.title')}
      message={t('error.pageNotFound.message')}
      actions={<ButtonLink to="/">{t('common.backToHome')}</ButtonLink>}
    />
  );
}

/** Last line of defence: a route that threw while loading or rendering. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const router = useRouter();
  useEffect(() => reportError(error, 'route error'), [error]);
  return (
    <FullPageMessage
      tone="error"
      title={t('error.general.title')}
      message={t('error.general.message')}
      actions={
        <>
          <ButtonLink to="/" variant="default">
            {t('common.backToHome')}
          </ButtonLink>
          <Button onClick={() => void router.invalidate()}>{t('common.tryAgain')}</Button>
        </>
      }
    />
  );
}
