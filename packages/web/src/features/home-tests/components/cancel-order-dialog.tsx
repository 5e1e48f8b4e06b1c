import { HOME_TEST_ERROR_KEYS, type HomeTestMarket, type HomeTestOrder } from '@konsult/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { RequestErrorBanner } from '../../../ui/error-state';
import { useCancelHomeTest } from '../api/use-cancel-home-test';
import { addressLine } from './address-text';

/** A refused cancellation: the answer already back in its own words; anything else, the lab down included, default. */
function cancelFailure(t: TFunction, error: unknown): string {
  return isApiError(error) && error.key === HOME_TEST_ERROR_KEYS.notCancellable
    ? t('homeTests.cancel.home_test_not_cancellable')
    : t('homeTests.cancel.default');
}

/** Asks before an order is cancelled at the lab: the kit may be on its way, and the patient must then be told. */
export function CancelOrderDialog({
  market,
  meetingId,
  order,
  onClose,
}: {
  market: HomeTestMarket;
  meetingId: string;
  /** The order to cancel; null while the dialog is closed. */
  order: HomeTestOrder | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelHomeTest(market, meetingId);
  const close = () => {
    cancel.reset();
    onClose();
  };

  return (
    <Modal
      opened={order !== null}
      onClose={close}
      title={t('homeTests.cancel.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      {order ? (
        <Stack gap="md">
          <Text size="sm">
            {t('homeTests.cancel.body', {
              type: t(`homeTests.types.${order.hometestType}`),
              address: addressLine(order.shippingAddress),
            })}
          </Text>
          <RequestErrorBanner
            title={t('homeTests.cancel.failed')}
            message={cancel.isError ? cancelFailure(t, cancel.error) : null}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={cancel.isPending}>
              {t('homeTests.cancel.keep')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(order.id, { onSuccess: close })}
            >
              {t('homeTests.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
