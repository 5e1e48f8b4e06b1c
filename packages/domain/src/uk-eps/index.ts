export * from './medicines';
export * from './eps-rules';
