/** Shared as `react-router`: its browser API (./client-api.mjs), with its own RouterProvider. */
export * from './client-api.mjs';
export { RouterProvider } from 'kanri-react-router-impl';
