/** Shared as `react-router-dom`: what the package re-exports, react-router plus the DOM RouterProvider. */
export * from './client-api.mjs';
export { RouterProvider } from './dom-export.mjs';
