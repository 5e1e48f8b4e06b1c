export * from './questionnaires';
export * from './score-rules';
