export * from './catalogue';
export * from './rules';
