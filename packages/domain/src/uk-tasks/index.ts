export * from './uk-task-rules';
