import { lazy } from 'react';
import type { TakenActionItemsProps, WebActionModule } from '../../lib/actions/action-module';
import { HomeTestOrderCards } from './components/existing-orders';

/** The meeting's home-test orders in taken actions: kit, state, when, by whom and where it goes. */
function HomeTestOrders({ items, when }: TakenActionItemsProps<'home-test-orders'>) {
  return <HomeTestOrderCards orders={items} when={when} />;
}

/** Home tests in Sweden and Norway (seed 000 §3, §4, §5, §8; seed 001 §2.3; seed 002 §3, §9; issue 18). */
export const homeTestActions: WebActionModule = {
  id: 'home-tests',
  panels: {
    'se-home-test-referral-order': lazy(() =>
      import('./components/home-test-panel').then((m) => ({ default: m.SwedishHomeTestPanel })),
    ),
    'no-home-test-order': lazy(() =>
      import('./components/home-test-panel').then((m) => ({ default: m.NorwegianHomeTestPanel })),
    ),
  },
  takenActions: { 'home-test-orders': HomeTestOrders },
};
