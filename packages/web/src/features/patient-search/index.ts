// Finding a patient by their identity number (issue 14): the clinician's way to a foreign record, the auditor's first step.
export { PatientSearch } from './components/patient-search';
