// Standalone harness (`pnpm --filter @kanri/hr-notifications dev`): this remote alone, through dev-shell's harness (app-runtime's providers, a real sign-in).
import { renderStandalone } from '@kanri/dev-shell';
import remote from './routes';

renderStandalone(remote);
