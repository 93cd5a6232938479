import type { RegisterSettingEntry } from './register-rules';
import { profileEditRules, validateProfileEdit, validateProfileField } from './profile-rules';

const entry = (name: RegisterSettingEntry['name'], flags: Partial<RegisterSettingEntry> = {}): RegisterSettingEntry => ({
  name,
  currency: 'RMB',
  is_display: 1,
  is_required: 0,
  is_unique: 0,
  is_member_center: 1,
  is_verification: 0,
  is_member_center_verification: 0,
  ...flags,
});

const settings: RegisterSettingEntry[] = [
  entry('member_name', { is_member_center: 0 }),
  entry('member_email', { is_unique: 1 }),
  entry('member_phone', { is_member_center_verification: 1 }),
  entry('member_birthday'),
  entry('member_qq'),
  entry('check_password'),
  entry('member_telegram', { currency: 'USD' }),
];
const site = { siteId: 1, currency: 'RMB' };

describe('profile edit rules', () => {
  it('takes the is_member_center profile fields of the currency, with the phone check', () => {
    expect(profileEditRules(settings, 'RMB')).toEqual([
      { field: 'member_email', required: false, unique: true, verification: false },
      { field: 'member_birthday', required: false, unique: false, verification: false },
      { field: 'member_phone', required: false, unique: false, verification: true },
      { field: 'member_qq', required: false, unique: false, verification: false },
    ]);
  });

  it('judges each value with the register rules', () => {
    const rules = profileEditRules(settings, 'RMB');
    expect(validateProfileField('member_email', 'a@b', rules, site)).toBe('register.errors.email_invalid');
    expect(validateProfileField('member_email', 'a@example.com', rules, site)).toBeNull();
    expect(validateProfileField('member_qq', '12', rules, site)).toBe('register.errors.contact_length');
    expect(validateProfileField('member_birthday', '2999-01-01', rules, site)).toBe('register.errors.birthday_invalid');
    expect(validateProfileField('member_birthday', '1990-05-', rules, site)).toBe('register.errors.birthday_partial');
    expect(validateProfileField('member_birthday', '1990-05-20', rules, site)).toBeNull();
    expect(validateProfileField('member_phone', '12ab', rules, site)).toBe('register.errors.phone_digits');
    // a field the member centre does not edit is not judged here: the server refuses it (120)
    expect(validateProfileField('member_name', '!!', rules, site)).toBeNull();
  });

  it('asks for the 6-digit code with a new phone only when verification is on', () => {
    const rules = profileEditRules(settings, 'RMB');
    expect(validateProfileEdit({ member_phone: '13800000299' }, rules, site)).toEqual([
      { field: 'phone_verify', key: 'register.errors.phone_code' },
    ]);
    expect(validateProfileEdit({ member_phone: '13800000299', phone_verify: '123456' }, rules, site)).toEqual([]);
    const noCheck = profileEditRules([entry('member_phone')], 'RMB');
    expect(validateProfileEdit({ member_phone: '13800000299' }, noCheck, site)).toEqual([]);
  });
});
