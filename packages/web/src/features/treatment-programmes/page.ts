// The programme's messenger (/emr/icbt-messenger/$conversationId): its own chunk, opened in a new tab.
export { IcbtMessengerPage } from './components/messenger-page';
