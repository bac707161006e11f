import { validateWith } from '@kanri/design-system/essentials';

export interface RegisterValues {
  first_name: string;
  last_name: string;
  phone: string;
  company: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export const REGISTER_FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'company',
  'email',
  'password',
  'password_confirmation',
] as const satisfies readonly (keyof RegisterValues)[];

export const emptyRegisterValues = (prefill: Partial<RegisterValues> = {}): RegisterValues => ({
  first_name: '',
  last_name: '',
  phone: '',
  company: '',
  email: '',
  password: '',
  password_confirmation: '',
  ...prefill,
});

/** Spec §5 Register, by the contract's rules and texts. Company is optional; type is fixed to member. */
export const validateRegister = validateWith<RegisterValues>(() =>
  import('@kanri/contracts').then((contracts) => contracts.registerRequestSchema),
);
