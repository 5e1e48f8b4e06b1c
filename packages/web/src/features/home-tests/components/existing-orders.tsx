import { type HomeTestMarket, type HomeTestOrder, homeTestCancellable } from '@konsult/domain';
import { Button, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../ui/empty-state';
import { TakenActionCard, TakenActionList } from '../../../ui/taken-action-card';
import { addressLine } from './address-text';
import { CancelOrderDialog } from './cancel-order-dialog';

/**
 * The home tests ordered in this meeting (seed 002 §2: the home-tests fetch's `hometests`); one not yet answered can
 * be cancelled, after a confirmation.
 */
export function ExistingOrders({
  market,
  meetingId,
  orders,
  when,
}: {
  market: HomeTestMarket;
  meetingId: string;
  orders: HomeTestOrder[];
  when: (epochMs: number) => string;
}) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState<HomeTestOrder | null>(null);
  return (
    <Stack gap="xs" component="section" aria-label={t('homeTests.existing.title')}>
      <Title order={3} size="h5">
        {t('homeTests.existing.title')}
      </Title>
      {orders.length === 0 ? (
        <EmptyText>{t('homeTests.existing.empty')}</EmptyText>
      ) : (
        <TakenActionList>
          <HomeTestOrderCards
            orders={orders}
            when={when}
            action={(order) =>
              homeTestCancellable(order.state) ? (
                <Group justify="flex-end">
                  <Button size="xs" variant="subtle" color="red" onClick={() => setCancelling(order)}>
                    {t('homeTests.cancel.button')}
                  </Button>
                </Group>
              ) : null
            }
          />
        </TakenActionList>
      )}
      <CancelOrderDialog market={market} meetingId={meetingId} order={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}

/** Each order's card (the items of a list): its kit, state, when and by whom, and where it goes. */
export function HomeTestOrderCards({
  orders,
  when,
  action,
}: {
  orders: HomeTestOrder[];
  when: (epochMs: number) => string;
  action?: (order: HomeTestOrder) => ReactNode;
}) {
  const { t } = useTranslation();
  return orders.map((order) => (
    <TakenActionCard
      key={order.id}
      title={t(`homeTests.types.${order.hometestType}`)}
      meta={`${t('homeTests.existing.meta', {
        state: t(`homeTests.states.${order.state}`),
        when: when(order.orderedAt),
        name: order.orderingClinicianName,
      })} · ${addressLine(order.shippingAddress)}`}
      action={action?.(order)}
    />
  ));
}
