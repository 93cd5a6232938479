import { readFileSync } from 'node:fs';
import { RequestError } from '@casino/mf-shared';
import { CONTACT_FIELDS, REGISTER_CODE_FIELDS } from '@casino/contracts/register-rules';
import en from '../../../locales/en_US.json';
import vi from '../../../locales/vi_VN.json';
import zh from '../../../locales/zh_CN.json';
import { formFieldOf, messageKeys, placeRegisterRefusal, placeSmsRefusal, smsCodeName } from './register-messages';

const business = (code: number | string, serverMessage = 'Server says so', data: unknown = null) =>
  new RequestError({ kind: 'business', path: '/register', code, serverMessage, data });
const describe_ = (error: RequestError) => `transport:${error.kind}`;

describe('placeRegisterRefusal', () => {
  it('says a code killed by wrong tries (113 with a lock) is dead, on the code field', () => {
    const [placed] = placeRegisterRefusal(business(113, 'Dead', { lock: 'sms_code', retry_after: 0, locked_until: '' }), describe_);
    expect(placed).toEqual({ target: REGISTER_CODE_FIELDS['113'], message: { text: 'transport:business' } });
  });

  it.each(Object.entries(REGISTER_CODE_FIELDS))('code %s lands on %s', (code, target) => {
    const [placed] = placeRegisterRefusal(business(code), describe_);
    expect(placed?.target).toBe(target);
  });

  it('shows the server message for 215 and 301-308, a translated one for the other codes', () => {
    expect(placeRegisterRefusal(business(215, 'Phone blocked by carrier'), describe_)).toEqual([
      { target: 'memberPhone', message: { text: 'Phone blocked by carrier' } },
    ]);
    expect(placeRegisterRefusal(business(304, 'Skype taken'), describe_)[0]?.message).toEqual({ text: 'Skype taken' });
    expect(placeRegisterRefusal(business(304, ''), describe_)[0]?.message).toEqual({ key: 'register.codes.304' });
    expect(placeRegisterRefusal(business(102), describe_)[0]?.message).toEqual({ key: 'register.codes.102' });
  });

  it('maps each field of a rule failure (422) back to the form field', () => {
    const data = {
      errors: [
        { field: 'member_email', key: 'register.errors.email_invalid', message: 'Bad email' },
        { field: 'member_birthday', key: 'register.errors.birthday_partial', message: 'Partial' },
        { field: 'verify_code', key: 'register.errors.captcha_required', message: 'Captcha' },
        { field: 'member_agent', key: '', message: 'No such agent' },
        { field: 'somewhere_else', key: 'register.errors.x', message: 'X' },
      ],
    };
    expect(placeRegisterRefusal(business(422, 'Validation failed', data), describe_)).toEqual([
      { target: 'memberEmail', message: { key: 'register.errors.email_invalid', fallback: 'Bad email' } },
      { target: 'birthYear', message: { key: 'register.errors.birthday_partial', fallback: 'Partial' } },
      { target: 'captcha', message: { key: 'register.errors.captcha_required', fallback: 'Captcha' } },
      { target: 'introducer', message: { text: 'No such agent' } },
      { target: 'form', message: { key: 'register.errors.x', fallback: 'X' } },
    ]);
  });

  it('puts unknown codes, transport failures and anything else above the button', () => {
    expect(placeRegisterRefusal(business(555), describe_)).toEqual([{ target: 'form', message: { key: 'register.codes.other' } }]);
    expect(placeRegisterRefusal(new RequestError({ kind: 'timeout', path: '/register' }), describe_)).toEqual([
      { target: 'form', message: { text: 'transport:timeout' } },
    ]);
    expect(placeRegisterRefusal(new Error('boom'), describe_)).toEqual([{ target: 'form', message: { key: 'register.codes.other' } }]);
  });
});

describe('SMS refusals', () => {
  it('names codes as §8 does', () => {
    expect([99, '099', 102, '201'].map(smsCodeName)).toEqual(['099', '099', '102', '201']);
  });

  it.each([
    [99, 'memberPhone'],
    [201, 'memberPhone'],
    [102, 'phoneVerify'],
    [103, 'phoneVerify'],
    [104, 'phoneVerify'],
  ])('code %s shows its own message on %s', (code, target) => {
    expect(placeSmsRefusal(business(code), describe_)).toEqual({ target, message: { key: `register.sms.codes.${smsCodeName(code)}` } });
  });

  it('shows a send limit (102 with a lock) with its time left, described by the client', () => {
    const lock = { lock: 'sms_send', retry_after: 120, locked_until: '' };
    expect(placeSmsRefusal(business(102, 'Too often', lock), describe_)).toEqual({
      target: 'phoneVerify',
      message: { text: 'transport:business' },
    });
  });

  it('shows the server message for other codes and the transport text for failed calls', () => {
    expect(placeSmsRefusal(business(777, 'Carrier down'), describe_)).toEqual({ target: 'phoneVerify', message: { text: 'Carrier down' } });
    expect(placeSmsRefusal(new RequestError({ kind: 'network', path: '/register/sms' }), describe_).message).toEqual({
      text: 'transport:network',
    });
  });
});

it('maps request fields back to form fields', () => {
  expect(['member_account', 'check_password', 'member_birthday', 'phone_verify', 'recommend_code', 'agreement'].map(formFieldOf)).toEqual([
    'memberAccount',
    'checkPassword',
    'birthYear',
    'phoneVerify',
    'introducer',
    'agreed',
  ]);
});

type Messages = { [key: string]: string | Messages };
const has = (messages: Messages, key: string) => {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && node.trim() !== '';
};

/** Every message key the shared rules can produce: read from the module, so a new rule needs its texts. */
function ruleKeys(): string[] {
  const source = readFileSync(require.resolve('@casino/contracts/register-rules'), 'utf8');
  const plain = [...source.matchAll(/\bE\('([a-z_]+)'\)/g)].map((match) => `register.errors.${match[1]}`);
  const perContact = /E\(`contact_chars_\$\{field\}`\)/.test(source)
    ? Object.keys(CONTACT_FIELDS).map((field) => `register.errors.contact_chars_${field}`)
    : [];
  // Any other computed key would escape this list: the test must learn it first.
  expect(source.match(/\bE\(`/g)?.length ?? 0).toBe(perContact.length > 0 ? 1 : 0);
  return [...new Set([...plain, ...perContact])];
}

describe.each([
  ['en_US', en],
  ['zh_CN', zh],
  ['vi_VN', vi],
])('register messages in %s', (_locale, messages) => {
  it('have every key the shared register rules can produce', () => {
    const keys = ruleKeys();
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((key) => !has(messages as Messages, key))).toEqual([]);
  });

  it('have every register code, SMS code and form message the form can show', () => {
    expect(messageKeys().filter((key) => !has(messages as Messages, key))).toEqual([]);
  });
});
