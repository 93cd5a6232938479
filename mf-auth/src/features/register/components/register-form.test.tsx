import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteRoot } from '@casino/mf-shared';
import { businessError, createFakeSandbox, httpError, renderRemote } from '@casino/mf-shared/testing';
import { REGISTER_CODE_FIELDS, REGISTER_SERVER_MESSAGE_CODES, type RegisterSettingEntry } from '@casino/contracts/register-rules';
import { loadMessages, NS } from '../../../app/namespace';
import en from '../../../locales/en_US.json';
import { authHandlers } from '../../../testing/auth-sandbox';
import { LOGIN_HEADER } from '../../../testing/login-header';
import { everyFieldShown, registerHandlers, ruleRefusal, type RegisterSandboxOptions } from '../../../testing/register-sandbox';
import { clearLinkIntroducer } from '../lib/link-introducer';
import { REGISTER_DRAFT_KEY } from '../stores/register-form-store';
import { RegisterForm } from './register-form';

const DESKTOP = 1280;
const MOBILE = 390;
const layouts = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

const codeText = (code: string) => (en.register.codes as Record<string, string>)[code] ?? '';

interface MountOptions extends Omit<RegisterSandboxOptions, 'captchaAnswer'> {
  width: number;
  currency?: string;
}

async function mount({ width, currency, ...options }: MountOptions) {
  const auth = authHandlers();
  const register = registerHandlers({ ...options, captchaAnswer: auth.currentAnswer, members: auth.members });
  const sandbox = createFakeSandbox(auth.handlers, register.handlers);
  const user = userEvent.setup();
  const rendered = await renderRemote(
    <RemoteRoot ns={NS} loader={loadMessages}>
      <RegisterForm />
    </RemoteRoot>,
    { fetch: sandbox.fetch, width, ...(currency ? { config: { currency } } : {}) },
  );
  const form = await screen.findByRole('form', { name: 'Sign up' });
  const field = (label: string) => within(form).getByLabelText(label);
  const type = async (label: string, text: string) => {
    await user.clear(field(label));
    await user.type(field(label), text);
  };
  /** Waits for a captcha image and types its answer, as an e2e test reads it from the sandbox. */
  const answerCaptcha = async () => {
    await within(form).findByRole('img', { name: 'Verification code image' });
    await type('Verification code', auth.currentAnswer());
  };
  const tickAgreement = async () => {
    const box = within(form).getByRole('checkbox', { name: /accept the terms of service/ });
    if (!(box as HTMLInputElement).checked) await user.click(box);
  };
  const submit = () => user.click(within(form).getByRole('button', { name: 'Sign up' }));
  const errorOf = (id: string) => document.getElementById(`register-${id}-error`)?.textContent ?? null;
  return { ...rendered, auth, register, sandbox, user, form, field, type, answerCaptcha, tickAgreement, submit, errorOf };
}

function setCookie(name: string, value: string) {
  document.cookie = `${name}=${value}; path=/`;
}

afterEach(() => {
  sessionStorage.clear();
  clearLinkIntroducer();
  document.cookie = 'ccy=; path=/; max-age=0';
});

describe.each(layouts)('register form on %s', (_layout, width) => {
  it('shows the fields the register settings of the site currency ask for', async () => {
    const { form, sandbox } = await mount({ width });
    expect(sandbox.callsTo('/arks/web/register-settings')[0]?.body).toEqual({ site_id: 1 });
    for (const label of ['Account', 'Password', 'Confirm password', 'Real name', 'Email', 'Phone number', 'SMS code', 'QQ']) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(form).getByLabelText('Withdrawal password')).toBeInTheDocument();
    expect(within(form).getByLabelText('Verification code')).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Birthday' })).toBeInTheDocument();
    expect(within(form).getByTestId('register-currency')).toHaveTextContent('Currency: RMB');
    for (const hidden of ['Identity ID', 'Telegram', 'Zalo', 'WeChat']) expect(within(form).queryByLabelText(hidden)).toBeNull();
    expect(sandbox.callsTo('/captcha')[0]?.body).toEqual({ type: 2, site_id: 1 });
  });

  it('shows another set of fields for another currency, and no captcha when the settings hide it', async () => {
    const settings: RegisterSettingEntry[] = everyFieldShown('USD').filter((entry) => entry.name === 'identity_id');
    const { form, sandbox } = await mount({ width, currency: 'USD', settings });
    expect(within(form).getByLabelText('Identity ID')).toBeInTheDocument();
    for (const hidden of ['Confirm password', 'Real name', 'Phone number', 'Verification code']) {
      expect(within(form).queryByLabelText(hidden)).toBeNull();
    }
    expect(sandbox.hits('/captcha')).toBe(0);
  });

  it('judges a field when it is left, ties the message to it, and clears it once fixed', async () => {
    const { field, type, user, errorOf } = await mount({ width });
    await type('Account', 'ab');
    await user.tab();
    const message = 'The account must be 6 to 12 characters long.';
    expect(errorOf('memberAccount')).toBe(message);
    expect(field('Account')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Account')).toHaveAccessibleDescription(message);
    await user.type(field('Account'), 'cdef');
    expect(errorOf('memberAccount')).toBeNull();
    await waitFor(() => expect(field('Account')).toHaveAttribute('aria-invalid', 'false'));

    await type('Real name', 'John');
    await user.tab();
    expect(errorOf('memberName')).toBe('Please enter your name in Chinese characters.');
    expect(field('Real name')).toHaveAccessibleDescription('Please enter your name in Chinese characters.');
  });

  it('asks the server whether a unique field is free when it is left', async () => {
    const { type, user, sandbox, errorOf } = await mount({ width });
    await type('Account', 'player_rmb');
    await user.tab();
    await waitFor(() => expect(errorOf('memberAccount')).toBe(codeText('102')));
    expect(sandbox.callsTo('/register/verification')[0]?.body).toEqual({
      site_id: 1,
      member_currency: 'RMB',
      field: 'member_account',
      value: 'player_rmb',
    });
    await type('Real name', '张三');
    await user.tab();
    await waitFor(() => expect(errorOf('memberName')).toBe(codeText('103')));
    await type('Email', 'taken@example.com');
    await user.tab();
    await waitFor(() => expect(errorOf('memberEmail')).toBe(codeText('105')));

    // A free value passes, and a value the rules refuse is not sent at all.
    await type('Account', 'free_one');
    await user.tab();
    await waitFor(() => expect(sandbox.hits('/register/verification')).toBe(4));
    expect(errorOf('memberAccount')).toBeNull();
    await type('Account', 'x');
    await user.tab();
    expect(sandbox.hits('/register/verification')).toBe(4);
  });

  it('sends the SMS code, counts down 300 s, and shows each SMS code of §8', async () => {
    const { form, type, user, sandbox, errorOf } = await mount({ width, smsRefusals: { '13900000099': 99, '13900000103': 103 } });
    const send = () => user.click(within(form).getByRole('button', { name: /Send code|Resend in/ }));

    await send();
    expect(errorOf('memberPhone')).toBe('Please enter your phone number first.');
    expect(sandbox.hits('/register/sms')).toBe(0);

    await type('Phone number', '13900000099');
    await send();
    await waitFor(() => expect(errorOf('memberPhone')).toBe('This phone number could not be verified.'));
    await type('Phone number', '13900000103');
    await send();
    await waitFor(() => expect(errorOf('phoneVerify')).toBe('Codes cannot be sent right now. Please contact customer service.'));
    sandbox.fail('/register/sms', businessError(104, 'Contact support'));
    await send();
    await waitFor(() => expect(errorOf('phoneVerify')).toBe('Please contact customer service to receive a code.'));
    sandbox.fail('/register/sms', businessError(201, 'Blank'));
    await send();
    await waitFor(() => expect(errorOf('memberPhone')).toBe('Please enter your phone number first.'));
    sandbox.fail('/register/sms', businessError(102, 'Too soon'));
    await send();
    await waitFor(() => expect(errorOf('phoneVerify')).toBe(en.register.sms.codes['102']));

    await type('Phone number', '13900001111');
    await send();
    const counting = await within(form).findByRole('button', { name: 'Resend in 300 s' });
    expect(counting).toBeDisabled();
    expect(within(form).getByRole('status')).toHaveTextContent('A code was sent to 13900001111.');
    expect(sandbox.callsTo('/register/sms').at(-1)?.body).toEqual({
      member_phone: '13900001111',
      currency: 'RMB',
      type: 'register_member',
      site_id: 1,
    });
    expect(errorOf('phoneVerify')).toBeNull();
  });

  it('marks the required fields (a legend explains the mark) and leaves the optional ones unmarked', async () => {
    const { form, field } = await mount({ width });
    expect(within(form).getByText('Fields marked * are required.')).toBeInTheDocument();
    // Seeded RMB settings: name and phone required, email and QQ not; account, password and captcha always.
    for (const label of [
      'Account',
      'Password',
      'Confirm password',
      'Real name',
      'Phone number',
      'Withdrawal password',
      'Verification code',
    ]) {
      expect(field(label)).toBeRequired();
      expect(field(label)).toHaveAttribute('aria-required', 'true');
      expect(within(form).getByText(label, { selector: 'label' })).toHaveClass('form-field__label--required');
    }
    for (const label of ['Email', 'QQ']) {
      expect(field(label)).not.toBeRequired();
      expect(within(form).getByText(label, { selector: 'label' })).not.toHaveClass('form-field__label--required');
    }
  });

  it('keeps a half-filled form for the tab, without passwords or codes, and restores it after a reload', async () => {
    const first = await mount({ width });
    await first.type('Account', 'halfway01');
    await first.type('Password', 'abc12345');
    await first.type('Real name', '王五');
    await first.type('Email', 'half@example.com');
    await first.type('Withdrawal password', '1234');
    await first.answerCaptcha();
    await first.tickAgreement();
    const stored = sessionStorage.getItem(REGISTER_DRAFT_KEY) ?? '';
    for (const secret of ['abc12345', '1234"', first.auth.currentAnswer()]) expect(stored).not.toContain(secret);
    first.unmount();

    // A reload: the form comes back with what was typed, but every secret and code is to type again.
    const again = await mount({ width });
    await waitFor(() => expect(again.field('Account')).toHaveValue('halfway01'));
    expect(again.field('Real name')).toHaveValue('王五');
    expect(again.field('Email')).toHaveValue('half@example.com');
    expect(again.field('Password')).toHaveValue('');
    expect(again.field('Withdrawal password')).toHaveValue('');
    expect(again.field('Verification code')).toHaveValue('');
    expect(within(again.form).getByRole('checkbox', { name: /accept the terms of service/ })).toBeChecked();
  });

  it('registers the new member and logs them in', async () => {
    const m = await mount({ width });
    await m.type('Account', 'newbie01');
    await m.type('Password', 'abc12345');
    await m.type('Confirm password', 'abc12345');
    await m.type('Real name', '李四');
    await m.type('Phone number', '13900001111');
    await m.user.click(within(m.form).getByRole('button', { name: 'Send code' }));
    await within(m.form).findByRole('button', { name: /Resend in/ });
    await m.type('SMS code', m.register.smsCode('13900001111'));
    await m.type('Withdrawal password', '1234');
    await m.answerCaptcha();
    await m.tickAgreement();
    await m.submit();

    await waitFor(() => expect(m.store.session.isLoggedIn).toBe(true));
    expect(m.store.session.memberAccount).toBe('newbie01');
    // Nothing of the registration is kept once it succeeded.
    expect(sessionStorage.getItem(REGISTER_DRAFT_KEY)).toBeNull();
    const body = m.sandbox.callsTo('/register')[0]?.body;
    expect(body).toEqual({
      site_id: 1,
      member_account: 'newbie01',
      password: 'abc12345',
      check_password: 'abc12345',
      member_currency: 'RMB',
      member_name: '李四',
      member_phone: '13900001111',
      phone_verify: m.register.smsCode('13900001111'),
      withdraw_password: '1234',
      register_type: '',
      captcha_token: expect.stringMatching(/^captcha-/),
      verify_code: expect.stringMatching(/^\d+$/),
      agreement: true,
      device: width === DESKTOP ? 0 : 1,
      // The address and host the own server signed, as POST /login sends them, with its signature.
      host: LOGIN_HEADER.headers.host,
      remote_addr: LOGIN_HEADER.headers.remote_addr,
    });
    expect(m.sandbox.callsTo('/register')[0]?.headers).toMatchObject({
      'x-login-signature': LOGIN_HEADER.headers['x-login-signature'],
      'x-login-timestamp': LOGIN_HEADER.headers['x-login-timestamp'],
    });
  });

  it('keeps everything typed after a refusal, draws a new captcha and focuses the field concerned', async () => {
    const m = await mount({ width, settings: everyFieldShown('RMB') });
    await m.type('Account', 'player_rmb');
    await m.type('Password', 'abc12345');
    await m.type('Confirm password', 'abc12345');
    await m.type('Email', 'new@example.com');
    await m.type('QQ', '123456');
    await m.answerCaptcha();
    await m.tickAgreement();
    const captchas = m.sandbox.hits('/captcha');
    await m.submit();

    await waitFor(() => expect(m.errorOf('memberAccount')).toBe(codeText('102')));
    expect(m.field('Account')).toHaveFocus();
    expect(m.field('Account')).toHaveValue('player_rmb');
    expect(m.field('Password')).toHaveValue('abc12345');
    expect(m.field('Confirm password')).toHaveValue('abc12345');
    expect(m.field('Email')).toHaveValue('new@example.com');
    expect(m.field('QQ')).toHaveValue('123456');
    expect(within(m.form).getByRole('checkbox', { name: /accept the terms/ })).toBeChecked();
    expect(m.field('Verification code')).toHaveValue('');
    await waitFor(() => expect(m.sandbox.hits('/captcha')).toBe(captchas + 1));
  });

  it('says a network failure above the button and keeps the form', async () => {
    const m = await mount({ width, settings: everyFieldShown('RMB') });
    await m.type('Account', 'newbie02');
    await m.type('Password', 'abc12345');
    await m.type('Confirm password', 'abc12345');
    await m.answerCaptcha();
    await m.tickAgreement();
    m.sandbox.on('/register', () => {
      throw new TypeError('Failed to fetch');
    });
    await m.submit();
    expect(await within(m.form).findByRole('alert')).toHaveTextContent(/network/i);
    expect(m.field('Account')).toHaveValue('newbie02');
    expect(m.field('Password')).toHaveValue('abc12345');
    expect(m.store.session.isLoggedIn).toBe(false);
  });

  it('validates everything on submit and focuses the first field in error', async () => {
    const m = await mount({ width });
    await m.type('Account', 'newbie03');
    await m.submit();
    expect(m.field('Password')).toHaveFocus();
    expect(m.errorOf('password')).toBe('Please enter a password.');
    expect(m.errorOf('memberName')).toBe('Please enter your real name.');
    expect(m.errorOf('memberPhone')).toBe('Please enter your phone number.');
    expect(m.errorOf('withdrawPassword')).toBe('Please enter a withdrawal password.');
    expect(m.errorOf('captcha')).toBe('Please enter the verification code.');
    expect(m.errorOf('agreed')).toBe('Please accept the terms of service.');
    const box = within(m.form).getByRole('checkbox', { name: /accept the terms/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms of service.');
    expect(m.field('Verification code')).toHaveAccessibleDescription('Please enter the verification code.');
    expect(m.sandbox.hits('/register')).toBe(0);
  });

  it('fixes the introducer and the currency from an agent link, checked with /register/valid_message', async () => {
    setCookie('register_type', 'agent');
    setCookie('member_agent', 'AG2001');
    const { form, field, sandbox } = await mount({ width });
    expect(sandbox.callsTo('/register/valid_message')[0]?.body).toEqual({ site_id: 1, agent_id: 'AG2001' });
    expect(field('Agent or referral code')).toHaveValue('AG2001');
    expect(field('Agent or referral code')).toBeDisabled();
    expect(within(form).getByTestId('register-introducer-note')).toHaveTextContent('Set by your invitation link.');
    // AG2001 is a VND agent: the VND settings apply (Zalo shown, no SMS code nor email).
    expect(within(form).getByTestId('register-currency')).toHaveTextContent('Currency: VND');
    expect(within(form).getByLabelText('Zalo')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Email')).toBeNull();
  });

  it('unlocks and clears the introducer, and forgets the link, when its code is not valid', async () => {
    setCookie('register_type', 'recommend');
    setCookie('recommend_code', 'NOPE99');
    const { form, field, sandbox, type } = await mount({ width });
    expect(sandbox.callsTo('/register/valid_message')[0]?.body).toEqual({ site_id: 1, recommend_code: 'NOPE99' });
    expect(field('Agent or referral code')).toHaveValue('');
    expect(field('Agent or referral code')).toBeEnabled();
    expect(within(form).getByTestId('register-introducer-note')).toHaveTextContent('no longer valid');
    expect(within(form).getByTestId('register-currency')).toHaveTextContent('Currency: RMB');
    expect(document.cookie).not.toMatch(/recommend_code|register_type/);
    await type('Agent or referral code', 'AG1001');
    expect(field('Agent or referral code')).toHaveValue('AG1001');
  });

  it('takes the agent and the currency of an agent domain', async () => {
    const { form, field, sandbox } = await mount({
      width,
      agentDomains: { [location.host]: { currency: 'VND', agent_id: 'AG2001' } },
    });
    expect(sandbox.callsTo('/arks/web/check-agent-domain')[0]?.body).toEqual({ host: location.host, site_id: 1 });
    expect(within(form).getByTestId('register-currency')).toHaveTextContent("Currency: VND · set by this agent's site");
    expect(field('Agent or referral code')).toHaveValue('AG2001');
    expect(field('Agent or referral code')).toBeDisabled();
    expect(within(form).getByTestId('register-introducer-note')).toHaveTextContent("Set by this agent's site.");
  });

  it('offers the currencies of a site that has several, the site default chosen', async () => {
    const { form, field, sandbox } = await mount({ width, siteCurrencies: ['RMB', 'VND', 'USD'] });
    expect(sandbox.callsTo('/arks/web/site/detail')[0]?.body).toEqual({ site_id: 1 });
    const currency = field('Currency');
    expect(within(form).getByTestId('register-currency')).toHaveTextContent('Currency: RMB');
    if (width === DESKTOP) {
      // antd's Select: the combobox shows the choice. (Opening it needs MessageChannel, which jsdom lacks:
      // e2e/tests/auth.spec.ts picks VND in a browser.)
      expect(currency).toHaveAttribute('role', 'combobox');
      expect(currency.closest('.ant-select')).toHaveTextContent('RMB');
    } else {
      expect(
        within(currency)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['RMB', 'VND', 'USD']);
      expect(currency).toHaveValue('RMB');
    }
  });

  it.each([
    ['USD', 'USD'],
    ['THB', 'RMB'],
    ['usd', 'RMB'],
  ])('?currency=%s (the ccy cookie) preselects %s on a two-currency site', async (requested, shown) => {
    setCookie('ccy', requested);
    const { form } = await mount({ width, siteCurrencies: ['RMB', 'USD'] });
    await waitFor(() => expect(within(form).getByTestId('register-currency')).toHaveTextContent(`Currency: ${shown}`));
    expect(within(form).getByLabelText('Currency')).toBeInTheDocument();
  });

  it('offers no choice on a one-currency site, nor when a link or an agent domain fixes the currency', async () => {
    const single = await mount({ width, siteCurrencies: ['VND'] });
    expect(single.sandbox.hits('/arks/web/site/detail')).toBe(1);
    expect(within(single.form).getByTestId('register-currency')).toHaveTextContent('Currency: VND');
    expect(within(single.form).queryByLabelText('Currency')).toBeNull();
    single.unmount();

    const domain = await mount({
      width,
      siteCurrencies: ['RMB', 'USD'],
      agentDomains: { [location.host]: { currency: 'VND', agent_id: 'AG2001' } },
    });
    expect(within(domain.form).getByTestId('register-currency')).toHaveTextContent("Currency: VND · set by this agent's site");
    expect(within(domain.form).queryByLabelText('Currency')).toBeNull();
    domain.unmount();

    setCookie('register_type', 'agent');
    setCookie('member_agent', 'AG2001');
    const link = await mount({ width, siteCurrencies: ['RMB', 'USD'] });
    expect(within(link.form).getByTestId('register-currency')).toHaveTextContent('Currency: VND');
    expect(within(link.form).queryByLabelText('Currency')).toBeNull();
  });

  it('shows the agreement text, sanitised, on demand', async () => {
    const { form, user, sandbox } = await mount({ width });
    expect(sandbox.hits('/arks/web/register-settings/service-agreement')).toBe(0);
    const toggle = within(form).getByRole('button', { name: 'Read the terms' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = await within(form).findByRole('region', { name: 'Terms of service' });
    expect(await within(region).findByText('18 or older')).toBeInTheDocument();
    expect(region.innerHTML).not.toMatch(/<script|onerror/);
  });
});

// Every register code of §8, a few per test (each round is a submit and a new captcha): one test
// holding all of them would run for tens of seconds on a busy machine.
const CODE_ROUNDS = 5;
const codeRounds = Array.from({ length: CODE_ROUNDS }, (_, round) =>
  Object.entries(REGISTER_CODE_FIELDS).filter((_entry, index) => index % CODE_ROUNDS === round),
).map((entries) => [entries.map(([code]) => code).join(', '), entries] as const);

describe('register codes on the desktop form', () => {
  it.each(codeRounds)('puts the codes %s on their fields with their messages, keeping the form as typed', async (_codes, entries) => {
    const m = await mount({ width: DESKTOP, settings: everyFieldShown('RMB') });
    await m.type('Account', 'newbie04');
    await m.type('Password', 'abc12345');
    await m.type('Confirm password', 'abc12345');
    await m.tickAgreement();
    const idOf = (field: string) => (field.startsWith('birth') ? 'birthday' : field);

    for (const [code, target] of entries) {
      await m.answerCaptcha();
      const serverText = `Server says ${code}`;
      m.sandbox.fail('/register', businessError(Number(code), serverText));
      await m.submit();
      const expected = REGISTER_SERVER_MESSAGE_CODES.includes(code) ? serverText : codeText(code);
      if (target === 'form') {
        await waitFor(() => expect(within(m.form).getByRole('alert')).toHaveTextContent(expected));
      } else {
        await waitFor(() => expect([code, m.errorOf(idOf(target))]).toEqual([code, expected]));
        expect([code, document.activeElement?.id]).toEqual([code, `register-${target}`]);
      }
      expect(m.field('Account')).toHaveValue('newbie04');
      expect(m.field('Password')).toHaveValue('abc12345');
      // Wait for the new captcha the refusal draws before the next round.
      await waitFor(() => expect(m.field('Verification code')).toHaveValue(''));
    }
  });

  it('maps a rule failure answered by the server back to each field, and other codes to a generic message', async () => {
    const m = await mount({ width: DESKTOP, settings: everyFieldShown('RMB') });
    await m.type('Account', 'newbie05');
    await m.type('Password', 'abc12345');
    await m.type('Confirm password', 'abc12345');
    await m.type('Email', 'a@b.cd');
    await m.tickAgreement();
    await m.answerCaptcha();
    m.sandbox.fail(
      '/register',
      ruleRefusal([
        { field: 'member_email', key: 'register.errors.email_invalid', message: 'bad' },
        { field: 'member_birthday', key: 'register.errors.birthday_required', message: 'birthday' },
      ]),
    );
    await m.submit();
    await waitFor(() => expect(m.errorOf('memberEmail')).toBe('Please enter a valid email address.'));
    expect(m.errorOf('birthday')).toBe('Please choose your birthday.');
    expect(m.field('Email')).toHaveFocus();
    for (const name of ['Year', 'Month', 'Day']) {
      const choice = within(m.form).getByRole('combobox', { name });
      expect(choice).toHaveAttribute('aria-invalid', 'true');
      expect(choice).toHaveAccessibleDescription('Please choose your birthday.');
    }

    await m.answerCaptcha();
    m.sandbox.fail('/register', businessError(555, 'Something else'));
    await m.submit();
    await waitFor(() => expect(within(m.form).getByRole('alert')).toHaveTextContent('Registration failed. Please try again.'));
    expect(m.errorOf('memberEmail')).toBeNull();

    await m.answerCaptcha();
    m.sandbox.fail('/register', httpError(500));
    await m.submit();
    await waitFor(() => expect(within(m.form).getByRole('alert')).not.toHaveTextContent('Registration failed'));
    expect(m.field('Email')).toHaveValue('a@b.cd');
  });
});

describe('register form on mobile', () => {
  it('takes the chosen currency: its register settings apply', async () => {
    const { form, field, user } = await mount({ width: MOBILE, siteCurrencies: ['RMB', 'VND', 'USD'] });
    expect(within(form).queryByLabelText('Zalo')).toBeNull();
    await user.selectOptions(field('Currency'), 'VND');
    expect(within(form).getByTestId('register-currency')).toHaveTextContent('Currency: VND');
    // the VND settings: Zalo shown, no email
    expect(await within(form).findByLabelText('Zalo')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Email')).toBeNull();
  });

  it('takes the birthday from native choices, all or none', async () => {
    const m = await mount({ width: MOBILE, settings: everyFieldShown('RMB') });
    await m.user.selectOptions(within(m.form).getByRole('combobox', { name: 'Year' }), '1990');
    await m.user.tab();
    await m.user.tab();
    await m.user.tab();
    await waitFor(() => expect(m.errorOf('birthday')).toBe('Choose the year, the month and the day, or none of them.'));
    expect(within(m.form).getByRole('combobox', { name: 'Day' })).toHaveAccessibleDescription(
      'Choose the year, the month and the day, or none of them.',
    );
    await m.user.selectOptions(within(m.form).getByRole('combobox', { name: 'Month' }), '2');
    await m.user.selectOptions(within(m.form).getByRole('combobox', { name: 'Day' }), '28');
    expect(m.errorOf('birthday')).toBeNull();
    expect(within(within(m.form).getByRole('combobox', { name: 'Day' })).queryByRole('option', { name: '29' })).toBeNull();
  });
});

describe.each(layouts)('register background on %s', (layout, width) => {
  const background = (container: HTMLElement) => container.querySelector<HTMLImageElement>('img.register-form__background');

  async function mountWith(detail: Record<string, string>) {
    const auth = authHandlers();
    const register = registerHandlers({ captchaAnswer: auth.currentAnswer, members: auth.members });
    const sandbox = createFakeSandbox(auth.handlers, register.handlers, {
      '/arks/web/model/register-background/detail': () => ({ detail }),
    });
    const rendered = await renderRemote(
      <RemoteRoot ns={NS} loader={loadMessages}>
        <RegisterForm />
      </RemoteRoot>,
      { fetch: sandbox.fetch, width },
    );
    await screen.findByRole('form', { name: 'Sign up' });
    return { ...rendered, sandbox };
  }

  it('asks for the background and shows the picture of the layout behind the fields', async () => {
    const { sandbox, container } = await mountWith({
      photo_path: '/api/assets/register-desktop.svg',
      mobile_photo_path: '/api/assets/register-mobile.svg',
    });
    await waitFor(() => expect(background(container)).not.toBeNull());
    expect(sandbox.callsTo('/arks/web/model/register-background/detail')[0]?.body).toEqual({ site_id: 1 });
    expect(background(container)?.getAttribute('src')).toBe(
      layout === 'desktop' ? '/api/assets/register-desktop.svg' : '/api/assets/register-mobile.svg',
    );
    // Decorative: no name, hidden from assistive technology.
    expect(background(container)).toHaveAttribute('alt', '');
    expect(background(container)).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no picture the image policy refuses, and the form stays usable', async () => {
    const { sandbox, container } = await mountWith({
      photo_path: 'javascript:alert(1)',
      mobile_photo_path: 'http://elsewhere.example/bg.png',
    });
    await waitFor(() => expect(sandbox.hits('/arks/web/model/register-background/detail')).toBe(1));
    // The answer has been read once the call has settled: still no picture.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(background(container)).toBeNull();
    expect(screen.getByRole('form', { name: 'Sign up' })).toBeInTheDocument();
  });
});
