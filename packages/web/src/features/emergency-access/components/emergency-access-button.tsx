import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The home page offers this button on every foreign search hit; the dialog (and Mantine's Modal) loads on first use.
const EmergencyAccessDialog = lazy(() =>
  import('./emergency-access-dialog').then((m) => ({ default: m.EmergencyAccessDialog })),
);

/** "Emergency access…": opens the dialog; once access is granted, the patient's record. */
export function EmergencyAccessButton({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="outline" color="red" aria-haspopup="dialog" onClick={() => setOpened(true)}>
        {t('emergencyAccess.open')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <EmergencyAccessDialog
            patientId={patientId}
            opened
            onClose={() => setOpened(false)}
            onStarted={() => {
              setOpened(false);
              void navigate({ to: '/patient-profile/$patientId', params: { patientId } });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
