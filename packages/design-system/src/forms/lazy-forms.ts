import { lazyComponent } from '../components/lazy';
import type { FormDialog as FormDialogComponent } from './form-dialog';

/**
 * The dialog, loaded with formik on first use: a page that shows no form does not load formik. The
 * cast keeps its generic value type for callers (`<FormDialog<Values>>`).
 */
export const FormDialog = lazyComponent(
  () => import('./form-dialog').then((m) => m.FormDialog),
  'FormDialog',
) as unknown as typeof FormDialogComponent;
