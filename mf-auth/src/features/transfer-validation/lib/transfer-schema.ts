import { object, ref, string, type InferType } from 'yup';

/** How the member proves the account is theirs in step 1: the email or the phone on file. */
export type TransferMethod = 'email' | 'phone';

/** Step 1 (member-and-account.md §5 "Transfer validation"); messages are keys of the auth namespace. */
export const verifySchema = object({
  account: string().trim().required('ph_account_name'),
  withdrawPassword: string().trim().required('transfer.errors.withdrawPassword'),
  method: string<TransferMethod>().oneOf(['email', 'phone']).required(),
  email: string()
    .trim()
    .when('method', {
      is: 'email',
      then: (schema) => schema.required('transfer.errors.email').email('transfer.errors.emailFormat'),
    }),
  phone: string()
    .trim()
    .when('method', {
      is: 'phone',
      then: (schema) => schema.required('transfer.errors.phone').matches(/^\d+$/, 'transfer.errors.phoneFormat'),
    }),
  captcha: string().trim().required('ph_account_verify_code'),
});

/** Step 2: the new password, 6–12 characters, twice (§5, §9). */
export const resetSchema = object({
  password: string().required('ph_password').min(6, 'transfer.errors.passwordLength').max(12, 'transfer.errors.passwordLength'),
  confirm: string()
    .required('transfer.errors.confirm')
    .oneOf([ref('password')], 'signup.err_checkPsw_diff'),
});

export type VerifyValues = InferType<typeof verifySchema>;
export type ResetValues = InferType<typeof resetSchema>;
