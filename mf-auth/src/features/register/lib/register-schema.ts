import { object, ref, string, type InferType } from 'yup';

/** Account and password rules of member-and-account.md §5 (6-12 characters, §9). */
export const registerSchema = object({
  memberAccount: string()
    .required('ph_account_name')
    .matches(/^[A-Za-z0-9_-]*$/, 'register.err_account_chars')
    .min(6, 'register.err_account_length')
    .max(12, 'register.err_account_length'),
  password: string()
    .required('ph_password')
    .matches(/^[A-Za-z0-9]*$/, 'register.err_password_chars')
    .min(6, 'register.err_password_length')
    .max(12, 'register.err_password_length')
    .matches(/[A-Za-z]/, 'register.err_password_mix')
    .matches(/\d/, 'register.err_password_mix'),
  checkPassword: string()
    .required('register.ph_check_password')
    .oneOf([ref('password')], 'register.err_check_password_diff'),
});

export type RegisterValues = InferType<typeof registerSchema>;
export type RegisterField = keyof RegisterValues;
