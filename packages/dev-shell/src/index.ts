export { SignInPanel } from './sign-in-panel';
export { renderStandalone } from './standalone';
