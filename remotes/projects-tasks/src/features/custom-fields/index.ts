/**
 * Custom fields of a project's task list (spec §2 "Task list", §3 "Custom field definition", §5,
 * issue 4): the create-field and "Add existing fields" dialogs, the cell that shows and edits a
 * task's value, the column header menu, and the pure helpers behind them.
 */
export { CreateFieldDialog, type CreateFieldDialogProps } from './components/create-field-dialog';
export { AddExistingFieldDialog, type AddExistingFieldDialogProps } from './components/add-existing-field-dialog';
export { CustomFieldHeaderMenu, CustomFieldHeaderLabel } from './components/custom-field-header-menu';
export { CustomFieldCell, type CustomFieldCellProps } from './cell/custom-field-cell';
/** The read-only display of a value (as the cell shows it), e.g. for a task's details. */
export { CustomFieldValue } from './cell/field-display';
export { fieldIcon, fieldIconComponent, fieldTypeLabel } from './field-types';
export { EMPTY_DISPLAY, formatFieldValue, mapLink, type FormatContext } from './format';
export { useOtherProjectFields } from './api/field-queries';
export { CF_TEXTS as CUSTOM_FIELD_TEXTS } from './texts';
