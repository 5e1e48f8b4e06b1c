import { bigserial, boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type {
  AccessGround,
  CareType,
  Country,
  PartnershipKind,
  Profession,
  StaffRole,
  VideoProvider,
} from '@konsult/domain';
import { createdAt, tstz } from './columns';

export const pools = pgTable('pools', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').$type<Country>().notNull(),
  prorenata: boolean('prorenata').notNull().default(false),
  isExternal: boolean('is_external').notNull().default(false),
  partnership: text('partnership'),
  partnershipKind: text('partnership_kind').$type<PartnershipKind>(),
  usesExternalEmr: boolean('uses_external_emr').notNull().default(false),
});

export const clinicians = pgTable('clinicians', {
  id: uuid('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  role: text('role').$type<StaffRole>().notNull().default('clinician'),
  profession: text('profession').$type<Profession>().notNull(),
  careType: text('care_type').$type<CareType>().notNull(),
  poolId: text('pool_id')
    .notNull()
    .references(() => pools.id),
  specialties: text('specialties').array().notNull().default([]),
  slotLengthOverride: integer('slot_length_override'),
  frIsIndependent: boolean('fr_is_independent').notNull().default(false),
  locale: text('locale'),
  preferredVideoProvider: text('preferred_video_provider').$type<VideoProvider>(),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: createdAt(),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id),
  csrfToken: text('csrf_token').notNull(),
  createdAt: createdAt(),
  lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
  expiresAt: tstz('expires_at').notNull(),
  endedAt: tstz('ended_at'),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

export type AuditOutcome = 'success' | 'failure' | 'denied';

export const auditEvents = pgTable('audit_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: tstz('at').notNull().defaultNow(),
  actorClinicianId: uuid('actor_clinician_id'),
  patientId: uuid('patient_id'),
  action: text('action').notNull(),
  resourceType: text('resource_type'),
  resourceId: text('resource_id'),
  outcome: text('outcome').$type<AuditOutcome>().notNull(),
  requestId: text('request_id'),
  ip: text('ip'),
  subject: text('subject'),
  /** 'care' or 'emergency' (migration 0029): on what ground patient data was reached. */
  ground: text('ground').$type<AccessGround>(),
});

export const demoState = pgTable('demo_state', {
  id: integer('id').primaryKey(),
  anchor: tstz('anchor').notNull(),
});
