// Documents from templates (seed 000 §2 create-document, seed 002 §7 Documents; issue 7): the action's panel.
export { CreateDocumentPanel } from './components/create-document-panel';
