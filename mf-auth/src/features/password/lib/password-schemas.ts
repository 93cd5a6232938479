import { object, ref, string } from 'yup';

/** A new password (member-and-account.md §9: 6–12 characters), and its confirmation. */
const newPassword = () => string().required('ph_password').min(6, 'password.errors.length').max(12, 'password.errors.length');
const confirmation = () =>
  string()
    .required('password.errors.confirm')
    .oneOf([ref('password')], 'signup.err_checkPsw_diff');

/** Forgot password, step 1: who and where the code goes. */
export const forgotSmsSchema = object({
  account: string().trim().required('ph_account_name'),
  phone: string().trim().required('password.errors.phone').matches(/^\d+$/, 'password.errors.phoneFormat'),
});

/** Forgot password, step 2: the 6-digit code and the new password. */
export const forgotResetSchema = forgotSmsSchema.shape({
  code: string()
    .trim()
    .required('password.errors.code')
    .matches(/^\d{6}$/, 'password.errors.codeFormat'),
  password: newPassword(),
  confirm: confirmation(),
});
