export * from './markets/country';
export * from './clinicians/profession';
export * from './meetings/meeting';
export * from './consultation/search-params';
export * from './api/error';
export * from './api/auth';
export * from './api/meeting';
