export * from './referrals';
