export { ConfirmDelete, type ConfirmDeleteProps } from './confirm-delete';
export type { FormDialogProps } from './form-dialog';
export { FormField, type FormControl } from './form-field';
export { FormDialog } from './lazy-forms';
export { validateWith, type FormSchema } from './validate-with';
