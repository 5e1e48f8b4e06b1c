import { boolean, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { LabReferralState } from '@konsult/domain';
import { careFacilities } from './care-facilities';
import { tstz } from './columns';
import { labTests } from './lab-tests';
import { clinicianId, meetingId, patientId } from './references';

// ——— Swedish lab referrals and the physical lab queue (issue 18, migration 0036_lab_referrals.sql) ———

export const labTestSites = pgTable('lab_test_sites', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  active: boolean('active').notNull().default(true),
});

export const labReferrals = pgTable('lab_referrals', {
  id: uuid('id').primaryKey(),
  meetingId: meetingId().notNull(),
  patientId: patientId().notNull(),
  referrerId: clinicianId('referrer_id').notNull(),
  referrerName: text('referrer_name').notNull(),
  siteId: text('site_id')
    .notNull()
    .references(() => labTestSites.id),
  testCodes: jsonb('test_codes').$type<string[]>().notNull(),
  commentToLab: text('comment_to_lab'),
  state: text('state').$type<LabReferralState>().notNull(),
  sentAt: tstz('sent_at').notNull(),
  resultsArrivedAt: tstz('results_arrived_at'),
  labTestId: uuid('lab_test_id').references(() => labTests.id),
});

/** The embedded lab's own record of the referrals it received. */
export const embeddedLabOrders = pgTable('embedded_lab_orders', {
  referralId: uuid('referral_id').primaryKey(),
  patientIdNumber: text('patient_id_number').notNull(),
  siteId: text('site_id').notNull(),
  testCodes: jsonb('test_codes').$type<string[]>().notNull(),
  commentToLab: text('comment_to_lab'),
  receivedAt: tstz('received_at').notNull(),
  deliveredAt: tstz('delivered_at'),
});

export const labQueueItems = pgTable('lab_queue_items', {
  id: uuid('id').primaryKey(),
  meetingId: meetingId().notNull(),
  patientId: patientId().notNull(),
  careFacilityId: text('care_facility_id')
    .notNull()
    .references(() => careFacilities.id),
  testCodes: jsonb('test_codes').$type<string[]>().notNull(),
  note: text('note'),
  queuedBy: clinicianId('queued_by').notNull(),
  queuedByName: text('queued_by_name').notNull(),
  queuedAt: tstz('queued_at').notNull(),
  doneAt: tstz('done_at'),
  doneBy: clinicianId('done_by'),
  doneByName: text('done_by_name'),
});
