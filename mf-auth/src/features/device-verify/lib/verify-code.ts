/** The 6-digit code of a device verify (member-and-account.md §9: verify codes are 6 digits). */
export const VERIFY_CODE_LENGTH = 6;

/** The message key of a typed code, or null when it may be sent. */
export function verifyCodeError(code: string): string | null {
  const value = code.trim();
  if (!value) return 'deviceVerify.errors.required';
  if (!new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`).test(value)) return 'deviceVerify.errors.format';
  return null;
}
