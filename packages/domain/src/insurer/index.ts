export * from './outcomes';
export * from './text';
export * from './checks';
export * from './report';
export * from './profile-display';
