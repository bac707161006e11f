export { ConfirmDelete, type ConfirmDeleteProps } from './confirm-delete';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { FormField, type FormControl } from './form-field';
export { validateWith, type FormSchema } from './validate-with';
