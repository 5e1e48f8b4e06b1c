import type { Db } from '../platform/db/database';
import {
  frContactPersons,
  healthCheckScores,
  healthObservations,
  insuranceClaims,
  patientDocuments,
  patientWarnings,
  recordsSystemAccessWarnings,
  seListings,
  surveyResponses,
  symptomImages,
} from '../platform/db/schema';
import type { DemoMeeting } from './demo-meetings';
import { buildDemoPatientDetails, type DemoPatientDetails } from './demo-patient-details';
import type { DemoPatient } from './demo-patients';
import {
  buildDemoPatientDocuments,
  buildDemoSurveys,
  type DemoPatientDocument,
  type DemoSurveyResponse,
  type DemoSymptomImage,
} from './demo-symptoms';

/** The record pane's demo rows (issue 5): patient details, symptoms surveys with their photos, documents. */
export type DemoRecordPane = DemoPatientDetails & {
  surveys: DemoSurveyResponse[];
  symptomImages: DemoSymptomImage[];
  documents: DemoPatientDocument[];
};

export function buildDemoRecordPane(
  now: Date,
  patients: readonly DemoPatient[],
  meetings: readonly DemoMeeting[],
): DemoRecordPane {
  const { surveys, images } = buildDemoSurveys(patients, meetings);
  return {
    ...buildDemoPatientDetails(now, meetings),
    surveys,
    symptomImages: images,
    documents: buildDemoPatientDocuments(meetings),
  };
}

/** One insert per table, in the seed's transaction (every list has rows). */
export async function seedRecordPane(tx: Db, pane: DemoRecordPane): Promise<void> {
  await tx.insert(patientWarnings).values(pane.warnings);
  await tx.insert(recordsSystemAccessWarnings).values(pane.accessWarnings);
  await tx.insert(frContactPersons).values(pane.contactPersons);
  await tx.insert(healthObservations).values(pane.observations);
  await tx.insert(healthCheckScores).values(pane.healthCheckScores);
  await tx.insert(insuranceClaims).values(pane.insuranceClaims);
  await tx.insert(seListings).values(pane.listings);
  await tx.insert(surveyResponses).values(pane.surveys);
  await tx.insert(symptomImages).values(pane.symptomImages);
  await tx.insert(patientDocuments).values(pane.documents);
}
