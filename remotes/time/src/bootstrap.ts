// Standalone harness (`pnpm --filter @kanri/time dev`): this remote alone, with dev-shell's providers and sign-in.
import { renderStandalone } from '@kanri/dev-shell';
import remote from './routes';

renderStandalone(remote);
