import { Badge, Group, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryBoundary } from '../../../ui/query-state';
import { useTestNames } from './use-test-names';

/** One row of a meeting's list: the tests ordered, where, and a badge that turns teal when it is done. */
export interface MeetingOrder {
  id: string;
  tests: readonly string[];
  place: string;
  status: { label: string; done: boolean };
}

interface MeetingOrdersProps<T, E> {
  /** The heading's id, which names the section. */
  headingId: string;
  title: string;
  query: UseQueryResult<T, E>;
  loading: string;
  error: { title: string; message: string };
  /** The empty text, when the meeting has none. */
  none: string;
  orders: (data: T) => MeetingOrder[];
}

/** What this meeting has ordered, under its panel's form: the lab referrals sent, or the patient in the lab queue. */
export function MeetingOrders<T, E>({
  headingId,
  title,
  query,
  loading,
  error,
  none,
  orders,
}: MeetingOrdersProps<T, E>) {
  const namesOf = useTestNames();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {title}
      </Title>
      <QueryBoundary
        query={query}
        loading={loading}
        error={error}
        empty={{ text: none, when: (data) => orders(data).length === 0 }}
      >
        {(data) => (
          <ul className="lab-referrals-list" aria-label={title}>
            {orders(data).map((order) => (
              <li key={order.id}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text size="sm" fw={600}>
                      {namesOf(order.tests)}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {order.place}
                    </Text>
                  </div>
                  <Badge color={order.status.done ? 'teal' : 'blue'} variant="light">
                    {order.status.label}
                  </Badge>
                </Group>
              </li>
            ))}
          </ul>
        )}
      </QueryBoundary>
    </section>
  );
}
