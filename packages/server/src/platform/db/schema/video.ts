import { bigserial, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { VideoProvider } from '@konsult/domain';
import { tstz } from './columns';
import { meetings } from './meetings';
import { clinicians } from './platform';

export const videoTickets = pgTable('video_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  meetingId: uuid('meeting_id')
    .notNull()
    .references(() => meetings.id),
  role: text('role').$type<'clinician' | 'patient'>().notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  expiresAt: tstz('expires_at').notNull(),
  provider: text('provider').$type<VideoProvider>().notNull().default('p2p'),
});

export const videoTimelineEvents = pgTable('video_timeline_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  meetingId: uuid('meeting_id')
    .notNull()
    .references(() => meetings.id),
  timestamp: tstz('timestamp').notNull(),
  event: text('event').notNull(),
  type: text('type').notNull(),
  userType: text('user_type').notNull(),
  source: text('source').notNull(),
  eventDetails: jsonb('event_details').$type<Record<string, unknown>>(),
  clinicianId: uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});

export const videoRoomMembers = pgTable(
  'video_room_members',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id),
    role: text('role').$type<'clinician' | 'patient'>().notNull(),
    connectionId: text('connection_id').notNull(),
    provider: text('provider').$type<VideoProvider>().notNull(),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.meetingId, table.role] })],
);

export const videoSignalRelay = pgTable('video_signal_relay', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  payload: jsonb('payload').$type<unknown>().notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
