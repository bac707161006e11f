/** What other features of this remote may use of Clients (the page is reached through routes.ts). */
export { CLIENT_TEXTS } from './texts';
