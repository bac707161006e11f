/** What other features of this remote may use of Meetings (the page is reached through routes.ts). */
export { MEETING_TEXTS } from './texts';
