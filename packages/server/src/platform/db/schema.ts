/**
 * Typed mirror of migrations/*.sql for drizzle's query builder. The SQL files are the source of
 * truth (they run on both drivers); a test checks this mirror against the migrated database.
 */
export * from './schema/platform';
export * from './schema/patients';
export * from './schema/meetings';
export * from './schema/outbox';
export * from './schema/medical-record';
export * from './schema/patient-links';
export * from './schema/identity-verification';
export * from './schema/action-panel-events';
export * from './schema/video';
export * from './schema/record-history';
export * from './schema/patient-details';
export * from './schema/records-system';
export * from './schema/symptoms';
export * from './schema/lab-tests';
export * from './schema/self-assessments';
export * from './schema/care-facilities';
export * from './schema/referrals';
export * from './schema/vaccinations';
export * from './schema/medication-list';
export * from './schema/messaging';
export * from './schema/medical-documents';
export * from './schema/b2b';
export * from './schema/emergency-access';
export * from './schema/prescriptions';
export * from './schema/sick-notes';
export * from './schema/lab-referrals';
export * from './schema/specialist-referrals';
export * from './schema/home-tests';
export * from './schema/uk-payg-prescriptions';
export * from './schema/uk-tasks';
export * from './schema/mental-health';
export * from './schema/uk-eps';
export * from './schema/uk-identity';
export * from './schema/insurer';
export * from './schema/insurer-outcomes';
export * from './schema/treatment-programmes';
