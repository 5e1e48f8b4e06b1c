// The auditor's access-log screen (issue 14): loaded only when an auditor signs in.
export { AccessLogPage } from './components/access-log-page';
export { ShowAccessLogButton } from './components/show-access-log-button';
