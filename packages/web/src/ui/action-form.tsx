import { Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { RequestErrorBanner, type RequestFailure } from './error-state';

/**
 * The form of a side-panel action that sends something (a message, a document, a revisit, a referral): its fields,
 * the banner of a failed request under them, and its buttons at the end. Named by its label, so tests and screen
 * readers find it as a form. The fields check themselves (noValidate): the shared schemas say what is missing.
 */
export function ActionForm({
  label,
  onSubmit,
  failure,
  actions,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The banner of a failed request, under the fields. */
  failure: RequestFailure;
  /** The form's buttons, the submit button last. */
  actions: ReactNode;
  /** The fields, a success notice first where the action has just succeeded. */
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="sm">
        {children}
        <RequestErrorBanner {...failure} />
        <Group justify="flex-end" gap="sm">
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
