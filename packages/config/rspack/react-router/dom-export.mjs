/**
 * Shared as `react-router/dom`: the RouterProvider that renders with react-dom's flushSync. The
 * other export of react-router/dom, HydratedRouter, hydrates framework-mode server rendering.
 */
export { RouterProvider } from 'kanri-react-router-dom-impl';
