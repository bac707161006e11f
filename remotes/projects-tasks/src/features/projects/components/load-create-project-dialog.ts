/** The Create Project dialog's module, loaded when first opened (the dashboard's start-new-project panel). */
export const loadCreateProjectDialog = () => import('./create-project-dialog');
