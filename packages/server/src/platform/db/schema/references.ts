/**
 * Reference columns to the tables most rows hang off: a nullable uuid with its foreign key, which the table makes
 * NOT NULL, unique or its primary key as its migration does. The barrel does not re-export them, as they are not
 * tables. meetings.ts writes its own references out: this file imports it, so it cannot import this file back.
 */
import { uuid } from 'drizzle-orm/pg-core';
import { meetings } from './meetings';
import { patients } from './patients';
import { clinicians } from './platform';

export const patientId = (name = 'patient_id') => uuid(name).references(() => patients.id);

export const meetingId = (name = 'meeting_id') => uuid(name).references(() => meetings.id);

export const clinicianId = (name = 'clinician_id') => uuid(name).references(() => clinicians.id);
