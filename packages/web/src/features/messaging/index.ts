// Messaging with the patient (seed 002 §7, seed 000 §2 send-message; issue 7): the send-message action's panel.
export { SendMessagePanel } from './components/send-message-panel';
