// Book revisit (seed 000 §2, §3, §5; issue 7): the book-revisit action's panel.
export { BookRevisitPanel } from './components/book-revisit-panel';
