import { bigserial, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { VideoProvider } from '@konsult/domain';
import { createdAt, tstz } from './columns';
import { clinicianId, meetingId } from './references';

export const videoTickets = pgTable('video_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  meetingId: meetingId().notNull(),
  role: text('role').$type<'clinician' | 'patient'>().notNull(),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
  provider: text('provider').$type<VideoProvider>().notNull().default('p2p'),
});

export const videoTimelineEvents = pgTable('video_timeline_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  meetingId: meetingId().notNull(),
  timestamp: tstz('timestamp').notNull(),
  event: text('event').notNull(),
  type: text('type').notNull(),
  userType: text('user_type').notNull(),
  source: text('source').notNull(),
  eventDetails: jsonb('event_details').$type<Record<string, unknown>>(),
  clinicianId: clinicianId().notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});

export const videoRoomMembers = pgTable(
  'video_room_members',
  {
    meetingId: meetingId().notNull(),
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
  createdAt: createdAt(),
});
