export { default as NotesPage } from './pages/notes-page';
export { NOTES_TEXTS } from './texts';
