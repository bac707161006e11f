/**
 * The `./sidebar-projects` expose (README): the shell renders its default export in the sidebar's
 * `sidebar-projects` slot (remotes.json `widgets`), with `SidebarWidgetProps`.
 */
import type { SidebarWidgetProps, WidgetModule } from '@kanri/contracts';
import { SidebarProjects } from './sidebar-projects';

export default SidebarProjects satisfies WidgetModule<SidebarWidgetProps>['default'];
