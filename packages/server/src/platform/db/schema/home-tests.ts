import { boolean, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { BlockingKind, HomeTestMarket, HomeTestState, HomeTestType, ShippingAddress } from '@konsult/domain';
import { createdAt } from './columns';
import { clinicianId, meetingId, patientId } from './references';

// ——— Home tests in Sweden and Norway (issue 18, migration 0039; its indexes and 0041's are in the SQL only) ———

export const homeTestOrders = pgTable('home_test_orders', {
  id: uuid('id').primaryKey(),
  meetingId: meetingId().notNull(),
  patientId: patientId().notNull(),
  orderingClinicianId: clinicianId('ordering_clinician_id').notNull(),
  market: text('market').$type<HomeTestMarket>().notNull(),
  hometestType: text('hometest_type').$type<HomeTestType>().notNull(),
  blockingKind: text('blocking_kind').$type<BlockingKind>(),
  state: text('state').$type<HomeTestState>().notNull(),
  shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
  labOrderId: text('lab_order_id').notNull(),
  createdAt: createdAt(),
});

/** The embedded lab portal's patient register (by identity number: another system's record). */
export const homeTestLabPatients = pgTable('home_test_lab_patients', {
  idNumber: text('id_number').primaryKey(),
  userGuid: text('user_guid'),
  protectedIdentity: boolean('protected_identity').notNull().default(false),
  nameMissing: boolean('name_missing').notNull().default(false),
});

/** The kits the embedded lab portal has taken. */
export const homeTestLabOrders = pgTable('home_test_lab_orders', {
  id: text('id').primaryKey(),
  market: text('market').$type<HomeTestMarket>().notNull(),
  idNumber: text('id_number').notNull(),
  hometestType: text('hometest_type').$type<HomeTestType>().notNull(),
  blockingKind: text('blocking_kind').$type<BlockingKind>(),
  state: text('state').$type<HomeTestState>().notNull(),
  shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
  createdAt: createdAt(),
});
