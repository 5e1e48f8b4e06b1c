export * from './attachments';
