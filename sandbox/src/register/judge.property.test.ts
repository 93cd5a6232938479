import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import {
  policyFromSettings,
  REGISTER_RULE_CODE,
  REQUEST_FIELD_OF,
  toRegisterRequest,
  validateRegister,
  type RegisterContext,
  type RegisterSettingEntry,
  type RegisterType,
  type RegisterValues,
} from '@casino/contracts/register-rules';
import { call, testSandbox } from '../testing';
import { judgeRegisterBody, registerSettings } from './judge';

/**
 * The form (validateRegister on what the form holds) and the sandbox (judgeRegisterBody on the body
 * toRegisterRequest builds) must accept and refuse the same inputs and name the same fields, for
 * every seeded site and currency. Inputs are biased: most fields hold a valid value, each has its
 * own ways of being wrong, so a good share passes and every rule fails somewhere.
 */

const FORMS = [
  { siteId: 1, currency: 'RMB' },
  { siteId: 1, currency: 'USD' },
  { siteId: 2, currency: 'VND' },
  { siteId: 2, currency: 'USD' },
] as const;

/** Mostly a valid value (about 95 %), else one of the field's wrong ones. */
const field = (valid: fc.Arbitrary<string>, ...invalid: fc.Arbitrary<string>[]) =>
  fc.oneof({ arbitrary: valid, weight: 20 * Math.max(1, invalid.length) }, ...invalid.map((arbitrary) => ({ arbitrary, weight: 1 })));
const chars = (alphabet: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...alphabet.split('')), { minLength: min, maxLength: max }).map((a) => a.join(''));
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const HAN = '王李张刘陈杨黄赵吴周小明华伟芳';

const contact = (valid: fc.Arbitrary<string>) =>
  field(valid, fc.constant(''), fc.constant('abc'), fc.constant('a!b#c$d'), chars(DIGITS, 51, 55));

/** What the form of one site and currency would hold: valid values fit that form (a Chinese name for RMB...). */
const valuesArbitrary = (form: (typeof FORMS)[number]): fc.Arbitrary<RegisterValues> => {
  const tenDigits = form.currency === 'VND' || form.siteId === 2;
  const validName =
    form.currency === 'RMB'
      ? chars(HAN, 2, 4)
      : form.currency === 'VND'
        ? fc.constantFrom('NguyenVanAn', 'TranThi', 'LeMinh')
        : fc.constantFrom('John Smith', 'Ann Lee');
  return fc
    .record({
      memberAccount: field(
        fc.tuple(chars(LOWER, 1, 1), chars(`${LOWER}${DIGITS}_-`, 5, 11)).map(([a, b]) => a + b),
        chars(LOWER, 1, 5),
        chars(LOWER, 13, 16),
        fc.constant('ab cdefg'),
        fc.constant('账号abcdef'),
        fc.constant(''),
      ),
      password: field(
        fc.tuple(chars(LOWER, 3, 6), chars(DIGITS, 3, 6)).map(([a, b]) => a + b),
        fc.constant('abcdefgh'),
        fc.constant('12345678'),
        fc.constant('ab1'),
        fc.constant('Abc 1234'),
        fc.constant('abcdefg12345678'),
        fc.constant(''),
      ),
      checkSame: fc.oneof({ arbitrary: fc.constant(true), weight: 8 }, { arbitrary: fc.constant(false), weight: 1 }),
      checkOther: fc.constantFrom('', 'Other123'),
      memberName: field(
        validName,
        fc.constantFrom('王小明', 'NguyenVanAn', 'John Smith'),
        fc.constant(''),
        fc.constant('   '),
        fc.constant('Nguyen Van An'),
        chars(HAN, 31, 34),
        fc.constant('王 小明'),
      ),
      memberEmail: field(
        fc.tuple(chars(LOWER, 1, 8), fc.constantFrom('example.com', 'mail.co.uk', 'test.vn')).map(([a, b]) => `${a}@${b}`),
        fc.constant(''),
        fc.constant('not-an-email'),
        fc.constant('a@b'),
        fc.constant(`${'x'.repeat(95)}@example.com`),
      ),
      birthday: field(
        fc
          .tuple(fc.integer({ min: 1930, max: 2005 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
          .map((parts) => parts.join('|')),
        fc.constant('||'),
        fc.constant('1990||'),
        fc.constant('|5|'),
        fc.constant('2001|2|30'),
        fc.constant('1850|1|1'),
      ),
      memberPhone: field(
        tenDigits ? chars(DIGITS, 10, 10) : chars(DIGITS, 6, 15),
        fc.constant(''),
        chars(DIGITS, 11, 11),
        chars(DIGITS, 3, 5),
        chars(DIGITS, 16, 18),
        fc.constant('138-0000-1234'),
      ),
      phoneVerify: field(chars(DIGITS, 6, 6), fc.constant(''), chars(DIGITS, 3, 5), fc.constant('12345a')),
      memberQq: contact(chars(DIGITS, 5, 11)),
      memberTelegram: contact(fc.tuple(fc.constantFrom('', '@'), chars(`${LOWER}_`, 5, 12)).map(([a, b]) => a + b)),
      memberWhatsApp: contact(fc.tuple(fc.constantFrom('', '+'), chars(DIGITS, 6, 12)).map(([a, b]) => a + b)),
      memberSkype: contact(fc.tuple(fc.constant('live:'), chars(LOWER, 2, 8)).map(([a, b]) => a + b)),
      memberFb: contact(fc.tuple(chars(LOWER, 3, 6), fc.constant('.'), chars(LOWER, 2, 6)).map(([a, b, c]) => a + b + c)),
      memberZalo: contact(chars(DIGITS, 9, 11)),
      memberWechat: contact(fc.tuple(chars(LOWER, 1, 1), chars(`${LOWER}${DIGITS}_-`, 5, 12)).map(([a, b]) => a + b)),
      memberOthers: field(chars(`${LOWER} .@`, 5, 20), fc.constant(''), fc.constant('abc'), chars(LOWER, 51, 60)),
      identityId: field(
        fc.tuple(chars('ABCXYZ', 2, 2), chars(DIGITS, 6, 10)).map(([a, b]) => a + b),
        fc.constant(''),
        fc.constant('AB'),
        fc.constant('AB-12345'),
        chars(DIGITS, 31, 33),
      ),
      withdrawPassword: field(chars(DIGITS, 4, 4), fc.constant(''), fc.constant('12'), fc.constant('abcd'), fc.constant('12345')),
      introducer: field(fc.constantFrom('', '', '', 'AG1001', 'R1001', 'x_y-Z9'), fc.constant('bad code!'), chars(LOWER, 21, 24)),
      captcha: field(chars(DIGITS, 4, 4), fc.constant(''), fc.constant('   ')),
      agreed: fc.oneof({ arbitrary: fc.constant(true), weight: 10 }, { arbitrary: fc.constant(false), weight: 1 }),
    })
    .map(({ checkSame, checkOther, birthday, ...rest }) => {
      const [birthYear = '', birthMonth = '', birthDay = ''] = birthday.split('|');
      return { ...rest, checkPassword: checkSame ? rest.password : checkOther, birthYear, birthMonth, birthDay };
    });
};

const caseArbitrary = fc.constantFrom(...FORMS).chain((form) =>
  fc.record({
    form: fc.constant(form),
    values: valuesArbitrary(form),
    registerType: fc.constantFrom<RegisterType>('', 'agent', 'recommend'),
  }),
);

describe('register rules: the form and the sandbox judge alike', () => {
  let app: FastifyInstance;
  let settings: Record<number, RegisterSettingEntry[]>;

  beforeAll(() => {
    app = testSandbox();
    settings = { 1: registerSettings(app.sandbox.db, 1), 2: registerSettings(app.sandbox.db, 2) };
  });
  afterAll(async () => {
    await app.close();
  });

  const contextOf = (form: (typeof FORMS)[number]): RegisterContext => ({
    siteId: form.siteId,
    currency: form.currency,
    policy: policyFromSettings(settings[form.siteId] ?? [], form.currency),
  });

  it('accept and refuse the same 10 000 inputs and name the same fields in the same order', () => {
    let accepted = 0;
    const failedKeys = new Set<string>();
    const perForm = new Map<string, number>();
    fc.assert(
      fc.property(caseArbitrary, ({ form, values, registerType }) => {
        const context = contextOf(form);
        const client = validateRegister(values, context);
        const body = toRegisterRequest(values, { ...context, registerType, captchaToken: 'captcha-token' });
        const server = judgeRegisterBody(body, settings[form.siteId] ?? []).failures;
        const clientFields = [...new Set(client.map((error) => REQUEST_FIELD_OF[error.field]))];
        expect(server.map((failure) => failure.field)).toEqual(clientFields);
        expect(server[0]?.key).toBe(client[0]?.key);
        if (client.length === 0) accepted += 1;
        for (const error of client) failedKeys.add(error.key);
        const name = `${form.siteId}${form.currency}`;
        perForm.set(name, (perForm.get(name) ?? 0) + 1);
      }),
      { numRuns: 10_000, seed: 20261001 },
    );
    // a good share is valid, and every rule of every kind of field failed somewhere
    expect(accepted).toBeGreaterThan(2000);
    for (const count of perForm.values()) expect(count).toBeGreaterThan(2000);
    const rules = [
      'account_required',
      'account_chars',
      'account_length',
      'password_required',
      'password_chars',
      'password_length',
      'password_mix',
      'check_password_required',
      'check_password_diff',
      'name_required',
      'name_length',
      'name_chinese',
      'name_spaces',
      'email_required',
      'email_invalid',
      'birthday_required',
      'birthday_partial',
      'birthday_invalid',
      'phone_required',
      'phone_digits',
      'phone_length',
      'phone_ten',
      'phone_code',
      'contact_required',
      'contact_length',
      'contact_chars_memberQq',
      'contact_chars_memberTelegram',
      'contact_chars_memberWhatsApp',
      'contact_chars_memberSkype',
      'contact_chars_memberFb',
      'contact_chars_memberZalo',
      'contact_chars_memberWechat',
      'identity_required',
      'identity_invalid',
      'withdraw_password_required',
      'withdraw_password_digits',
      'introducer_invalid',
      'captcha_required',
      'agreement_required',
    ];
    expect(rules.filter((rule) => !failedKeys.has(`register.errors.${rule}`))).toEqual([]);
  });

  it('POST /register answers what the judgement says, for refused inputs (no scrypt)', async () => {
    const refused = caseArbitrary.filter(({ form, values }) => validateRegister(values, contextOf(form)).length > 0);
    await fc.assert(
      fc.asyncProperty(refused, async ({ form, values, registerType }) => {
        const context = contextOf(form);
        const body = toRegisterRequest(values, { ...context, registerType, captchaToken: 'captcha-token' });
        const expected = judgeRegisterBody(body, settings[form.siteId] ?? []).failures;
        const response = await call<{ errors: { field: string; key: string; message: string }[] }>(app, '/register', body);
        expect(response.statusCode).toBe(200);
        expect(response.body.code).toBe(REGISTER_RULE_CODE);
        expect(response.body.apiResponseData.errors.map(({ field: name, key }) => ({ field: name, key }))).toEqual(
          expected.map(({ field: name, key }) => ({ field: name, key })),
        );
      }),
      { numRuns: 300, seed: 20261002 },
    );
  });

  describe('the limits of member-and-account.md §5 and §9 themselves, on both sides', () => {
    // The spec's numbers written out here, not read from REGISTER_LIMITS: a wrong shared constant
    // would move the form and the sandbox together and the property above would still agree.
    const letters = (n: number) => 'abcdefghijklmnopqrstuvwxyz'.repeat(3).slice(0, n);
    const digits = (n: number) => '1234567890'.repeat(6).slice(0, n);
    const accountOf = (n: number) => `${letters(n - 1)}9`;
    const passwordOf = (n: number) => `${letters(n - 3)}${digits(3)}`;
    const CONTACTS = {
      memberQq: digits,
      memberTelegram: letters,
      memberWhatsApp: digits,
      memberSkype: letters,
      memberFb: letters,
      memberZalo: digits,
      memberWechat: letters,
    } as const;
    type Limited = 'memberAccount' | 'password' | keyof typeof CONTACTS;
    const cases: [Limited, string, number, boolean][] = [
      ['memberAccount', 'account_length', 5, false],
      ['memberAccount', 'account_length', 6, true],
      ['memberAccount', 'account_length', 12, true],
      ['memberAccount', 'account_length', 13, false],
      ['password', 'password_length', 5, false],
      ['password', 'password_length', 6, true],
      ['password', 'password_length', 12, true],
      ['password', 'password_length', 13, false],
      ...(Object.keys(CONTACTS) as (keyof typeof CONTACTS)[]).flatMap((name): [Limited, string, number, boolean][] => [
        [name, 'contact_length', 4, false],
        [name, 'contact_length', 5, true],
        [name, 'contact_length', 50, true],
        [name, 'contact_length', 51, false],
      ]),
    ];
    const valueOf = (name: Limited, length: number) =>
      name === 'memberAccount' ? accountOf(length) : name === 'password' ? passwordOf(length) : CONTACTS[name](length);

    /** A form that shows the field, and values it accepts whole (one deterministic draw of the generator above). */
    const setUp = (name: Limited) => {
      // The account and the password have no setting: every form shows them.
      const policy = (candidate: (typeof FORMS)[number]) =>
        (contextOf(candidate).policy as Partial<Record<string, { shown: boolean }>>)[REQUEST_FIELD_OF[name]];
      const form = FORMS.find((candidate) => policy(candidate)?.shown ?? true);
      if (!form) throw new Error(`no seeded form shows ${name}`);
      const context = contextOf(form);
      const valid = valuesArbitrary(form).filter((values) => validateRegister(values, context).length === 0);
      const [base] = fc.sample(valid, { numRuns: 1, seed: 20261129 });
      if (!base) throw new Error('no valid values drawn');
      return { form, context, base };
    };

    it.each(cases)('%s with the key %s: %i characters accepted = %s', async (name, key, length, accepted) => {
      const { form, context, base } = setUp(name);
      const value = valueOf(name, length);
      expect(value).toHaveLength(length);
      const values = { ...base, [name]: value, ...(name === 'password' ? { checkPassword: value } : {}) };
      const requestField = REQUEST_FIELD_OF[name];

      const client = validateRegister(values, context).filter((failure) => failure.field === name);
      expect(client.map((failure) => failure.key)).toEqual(accepted ? [] : [`register.errors.${key}`]);

      // The agreement left unticked keeps an accepted body from registering anyone: the answer lists the fields refused.
      const body = toRegisterRequest({ ...values, agreed: false }, { ...context, registerType: '', captchaToken: 'captcha-token' });
      const judged = judgeRegisterBody(body, settings[form.siteId] ?? []).failures.filter((failure) => failure.field === requestField);
      expect(judged.map((failure) => failure.key)).toEqual(accepted ? [] : [`register.errors.${key}`]);
      const response = await call<{ errors: { field: string; key: string }[] }>(app, '/register', body);
      expect(response.body.code).toBe(REGISTER_RULE_CODE);
      const answered = response.body.apiResponseData.errors.filter((failure) => failure.field === requestField);
      expect(answered.map((failure) => failure.key)).toEqual(accepted ? [] : [`register.errors.${key}`]);
    });
  });
});
