export * from './limits';
export * from './series';
export * from './registration';
export * from './lot-numbers';
export * from './permissions';
export * from './occurred-at';
