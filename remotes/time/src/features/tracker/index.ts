/**
 * The `./floating-tracker` expose (README): the shell renders its default export in the dashboard's
 * `floating-tracker` slot (remotes.json `widgets`), without props.
 */
import type { WidgetModule } from '@kanri/contracts';
import { FloatingTracker } from './floating-tracker';

export default FloatingTracker satisfies WidgetModule<object>['default'];
export { TRACKER_SHORTCUT } from './shortcut';
