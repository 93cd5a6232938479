import { object, string, type InferType } from 'yup';

/**
 * Login validation of member-and-account.md §5. Messages are keys of the auth namespace (the
 * spec's own keys), translated when shown so a language change re-translates them.
 */
export const loginSchema = object({
  account: string().trim().required('ph_account_name'),
  password: string().required('ph_password'),
  answer: string().trim().required('ph_account_verify_code'),
});

export type LoginValues = InferType<typeof loginSchema>;
export type LoginField = keyof LoginValues;
