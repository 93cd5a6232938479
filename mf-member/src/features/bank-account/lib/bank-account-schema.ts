import { BANK_ACCOUNT_RULES } from '@casino/contracts';
import type { FormMessage } from '@casino/mf-shared/forms';

export interface BankAccountInput {
  bankCode: string;
  accountName: string;
  accountNumber: string;
  branch: string;
  withdrawPassword: string;
}

export type BankAccountField = keyof BankAccountInput;
export type BankAccountErrors = Partial<Record<BankAccountField, FormMessage>>;

/** The bank-account form's rules (the sandbox checks the same, from BANK_ACCOUNT_RULES). */
export function checkBankAccount(input: BankAccountInput): BankAccountErrors {
  const errors: BankAccountErrors = {};
  if (input.bankCode === '') errors.bankCode = { key: 'bankAccount.errors.bank' };
  const name = input.accountName.trim();
  if (name === '') errors.accountName = { key: 'bankAccount.errors.nameRequired' };
  else if (name.length > BANK_ACCOUNT_RULES.accountNameMax)
    errors.accountName = {
      key: 'bankAccount.errors.nameLength',
      values: { count: BANK_ACCOUNT_RULES.accountNameMax, max: BANK_ACCOUNT_RULES.accountNameMax },
    };
  const number = input.accountNumber.replace(/\s+/g, '');
  if (number === '') errors.accountNumber = { key: 'bankAccount.errors.numberRequired' };
  else if (!BANK_ACCOUNT_RULES.accountNumber.test(number)) errors.accountNumber = { key: 'bankAccount.errors.numberDigits' };
  if (input.branch.trim().length > BANK_ACCOUNT_RULES.branchMax)
    errors.branch = {
      key: 'bankAccount.errors.branchLength',
      values: { count: BANK_ACCOUNT_RULES.branchMax, max: BANK_ACCOUNT_RULES.branchMax },
    };
  if (input.withdrawPassword === '') errors.withdrawPassword = { key: 'money.withdrawPassword.required' };
  else if (!BANK_ACCOUNT_RULES.withdrawPassword.test(input.withdrawPassword))
    errors.withdrawPassword = { key: 'money.withdrawPassword.digits' };
  return errors;
}
