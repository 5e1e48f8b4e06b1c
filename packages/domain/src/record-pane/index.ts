export * from './tabs';
export * from './child-age';
export * from './body-measurements';
export * from './warnings';
export * from './health-properties';
