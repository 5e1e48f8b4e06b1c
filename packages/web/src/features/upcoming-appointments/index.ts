// Upcoming appointments (seed 001 §2.3): the tab's panel and its counter, for the record pane.
export {
  UpcomingAppointmentsPanel,
  type UpcomingAppointmentsPanelProps,
} from './components/upcoming-appointments-panel';
export { useUpcomingAppointmentsCounter } from './use-upcoming-appointments-counter';
export { prefetchUpcomingAppointments } from './api/use-upcoming-appointments';
