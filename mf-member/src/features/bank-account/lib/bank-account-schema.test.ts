import { checkBankAccount, type BankAccountInput } from './bank-account-schema';

const valid: BankAccountInput = {
  bankCode: 'ICBC',
  accountName: '陈存款',
  accountNumber: '6222 0000 1111 2222',
  branch: '',
  withdrawPassword: '1234',
};

describe('checkBankAccount', () => {
  it('accepts a complete account (spaces in the number are allowed)', () => {
    expect(checkBankAccount(valid)).toEqual({});
  });

  it.each([
    [{ bankCode: '' }, { bankCode: { key: 'bankAccount.errors.bank' } }],
    [{ accountName: '  ' }, { accountName: { key: 'bankAccount.errors.nameRequired' } }],
    [{ accountName: 'x'.repeat(51) }, { accountName: { key: 'bankAccount.errors.nameLength', values: { count: 50, max: 50 } } }],
    [{ accountNumber: '' }, { accountNumber: { key: 'bankAccount.errors.numberRequired' } }],
    [{ accountNumber: '1234567' }, { accountNumber: { key: 'bankAccount.errors.numberDigits' } }],
    [{ accountNumber: '12345678a' }, { accountNumber: { key: 'bankAccount.errors.numberDigits' } }],
    [{ branch: 'b'.repeat(61) }, { branch: { key: 'bankAccount.errors.branchLength', values: { count: 60, max: 60 } } }],
    [{ withdrawPassword: '' }, { withdrawPassword: { key: 'money.withdrawPassword.required' } }],
    [{ withdrawPassword: '123' }, { withdrawPassword: { key: 'money.withdrawPassword.digits' } }],
  ])('%j → %j', (change, errors) => {
    expect(checkBankAccount({ ...valid, ...change })).toEqual(errors);
  });
});
