import type { HomeTestOrder } from '@konsult/domain';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../ui/empty-state';
import { TakenActionCard, TakenActionList } from '../../../ui/taken-action-card';
import { addressLine } from './address-text';

/** The home tests ordered in this meeting (seed 002 §2: the home-tests fetch's `hometests`). */
export function ExistingOrders({ orders, when }: { orders: HomeTestOrder[]; when: (epochMs: number) => string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-label={t('homeTests.existing.title')}>
      <Title order={3} size="h5">
        {t('homeTests.existing.title')}
      </Title>
      {orders.length === 0 ? (
        <EmptyText>{t('homeTests.existing.empty')}</EmptyText>
      ) : (
        <TakenActionList>
          <HomeTestOrderCards orders={orders} when={when} />
        </TakenActionList>
      )}
    </Stack>
  );
}

/** Each order's card (the items of a list): its kit, state, when and by whom, and where it goes. */
export function HomeTestOrderCards({ orders, when }: { orders: HomeTestOrder[]; when: (epochMs: number) => string }) {
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
    />
  ));
}
