import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What an action says once it has succeeded (message sent, revisit booked, document saved, vaccination registered):
 * a polite status the clinician closes, above the form they can use again. Role "status", so screen readers announce
 * it without taking focus from the form.
 */
export function SuccessNotice({
  children,
  onClose,
  closeLabel,
}: {
  children: ReactNode;
  onClose: () => void;
  /** The close button's accessible name; "Close" unless the list says more. */
  closeLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="teal"
      variant="light"
      role="status"
      withCloseButton
      closeButtonLabel={closeLabel ?? t('common.close')}
      onClose={onClose}
    >
      {children}
    </Alert>
  );
}
