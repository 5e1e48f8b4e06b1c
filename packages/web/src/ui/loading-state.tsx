import { Center, Loader } from '@mantine/core';

/** A spinner that screen readers and browser tests can find by its label (role "status"). */
export function LoadingState({ label, minHeight = '12rem' }: { label: string; minHeight?: string }) {
  return (
    <Center role="status" aria-label={label} aria-live="polite" mih={minHeight} w="100%">
      <Loader size="md" aria-hidden />
    </Center>
  );
}
