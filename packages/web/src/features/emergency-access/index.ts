// Emergency access (issue 14, "nödåtkomst"): reaching a record without a care relationship, with a stated reason.
export { EmergencyAccessBanner } from './components/emergency-access-banner';
export { RecordAccessActions } from './components/record-access-actions';
export { RecordAccessGate } from './components/record-access-gate';
