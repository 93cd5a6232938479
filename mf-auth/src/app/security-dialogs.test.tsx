import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_CHECK_DELAY_MS } from '@casino/contracts';
import { businessError, httpError, LocationProbe, renderRemote, type RenderRemoteOptions } from '@casino/mf-shared/testing';
import AuthModalHost from '../expose/auth-modal-host';
import { createAuthSandbox, DV_QUESTIONS, LOGIN_HEADER } from '../testing/auth-sandbox';

const DESKTOP = 1280;
const MOBILE = 390;

/** A dialog by its name. */
function findDialog(name: string | RegExp) {
  return screen.findByRole('dialog', { name }, { timeout: 3000 });
}

async function mountHost(options: RenderRemoteOptions = {}) {
  const sandbox = createAuthSandbox();
  const rendered = await renderRemote(<AuthModalHost />, { fetch: sandbox.fetch, ...options });
  await waitFor(() => expect(rendered.store.bus.listenerCount('auth:open')).toBeGreaterThan(0));
  /** Opens the modal and sends the login form with this account and password (and the right captcha). */
  const logIn = async (account: string, password = 'Test1234') => {
    await act(async () => void rendered.store.bus.emit('auth:open', { tab: 'login' }));
    const dialog = await findDialog('Welcome');
    await within(dialog).findByRole('img', { name: 'Verification code image' });
    await userEvent.type(within(dialog).getByLabelText('Account'), account);
    await userEvent.type(within(dialog).getByLabelText('Password'), password);
    await userEvent.type(within(dialog).getByLabelText('Verification code'), sandbox.currentAnswer());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    return dialog;
  };
  return { ...rendered, sandbox, logIn };
}

describe('login codes of §8', () => {
  it.each([
    [106, 'IP error: logging in from this address is not allowed.'],
    [201, 'IP error (201).'],
    [203, 'IP error (203).'],
    [104, 'Something the server says'],
  ])('%i shows its own message and keeps what was typed', async (code, message) => {
    const { sandbox, logIn, store } = await mountHost();
    sandbox.fail('/login', businessError(code, 'Something the server says'));
    const dialog = await logIn('player_rmb');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('Account')).toHaveValue('player_rmb');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('Test1234');
    expect(within(dialog).getByLabelText('Verification code')).toHaveValue('');
    expect(store.session.isLoggedIn).toBe(false);
  });

  it('says so and sends nothing to /login when the own server gives no login header', async () => {
    const { sandbox, logIn } = await mountHost();
    sandbox.own.fail('/get_login_header', httpError(502));
    const dialog = await logIn('player_rmb');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The login could not be prepared. Please try again.');
    expect(sandbox.hits('/login')).toBe(0);
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('device verify (107) on %s', (_name, width) => {
  it('says where the code went, refuses a wrong code, and logs in with the right one', async () => {
    const { sandbox, logIn, store, notifier } = await mountHost({ width });
    await logIn('player_device');
    const dialog = await findDialog('Verify this device');
    expect(within(dialog).getByRole('note')).toHaveTextContent('138****0107');
    expect(screen.queryByRole('dialog', { name: 'Welcome' })).not.toBeInTheDocument();
    // The first code went with the login: sending again waits 300 s.
    expect(within(dialog).getByRole('button', { name: /Send again in 300 s/ })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect(await within(dialog).findByText('Please enter the code you received.')).toBeInTheDocument();
    // antd-mobile's input takes no aria props from FormField yet (mf-shared): checked on desktop.
    if (width === DESKTOP) expect(within(dialog).getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
    expect(sandbox.hits('/login/device_verify')).toBe(0);

    await userEvent.type(within(dialog).getByLabelText('Verification code'), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Verification code error');
    expect(store.session.isLoggedIn).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Verification code'), sandbox.smsCode('login-1'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(store.session.memberAccount).toBe('player_device'));
    expect(sandbox.callsTo('/login/device_verify').at(-1)?.body).toEqual({
      member_login_id: 'login-1',
      verify_code: sandbox.smsCode('login-1') || expect.any(String),
      site_id: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify this device' })).not.toBeInTheDocument());
    expect(notifier.success).toHaveBeenCalledWith('Welcome back, player_device!');
    expect(store.modals.isOpen('auth')).toBe(false);
  });
});

describe('after a dialog logs the member in', () => {
  it('the remembered target opens, as after a plain login', async () => {
    const { sandbox, store } = await mountHost({ url: '/', paths: ['/'], routes: { '*': <LocationProbe /> } });
    await act(async () => void store.bus.emit('auth:open', { tab: 'login', target: { kind: 'path', path: '/Deposit' } }));
    const login = await findDialog('Welcome');
    await within(login).findByRole('img', { name: 'Verification code image' });
    await userEvent.type(within(login).getByLabelText('Account'), 'player_device');
    await userEvent.type(within(login).getByLabelText('Password'), 'Test1234');
    await userEvent.type(within(login).getByLabelText('Verification code'), sandbox.currentAnswer());
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    const dialog = await findDialog('Verify this device');
    await userEvent.type(within(dialog).getByLabelText('Verification code'), sandbox.smsCode('login-1'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/Deposit');
  });

  it('after a logout the next opening draws a fresh captcha and an empty form', async () => {
    const { sandbox, store, logIn } = await mountHost();
    await logIn('player_rmb');
    await waitFor(() => expect(store.session.isLoggedIn).toBe(true));
    const drawn = sandbox.hits('/captcha');
    await act(async () => store.logout('user'));
    await act(async () => void store.bus.emit('auth:open', { tab: 'login' }));
    const again = await findDialog('Welcome');
    await within(again).findByRole('img', { name: 'Verification code image' });
    expect(sandbox.hits('/captcha')).toBe(drawn + 1);
    expect(within(again).getByLabelText('Account')).toHaveValue('');
  });
});

describe('device verify: sending the code again', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends it again once the 300 s have passed, and closing goes back to the login tab as it was left', async () => {
    const { sandbox, logIn } = await mountHost();
    await logIn('player_device');
    const dialog = await findDialog('Verify this device');
    // The countdown reads the wall clock: five minutes later, its next tick frees the button.
    const later = Date.now() + 301_000;
    jest.spyOn(Date, 'now').mockImplementation(() => later);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send again' }, { timeout: 2000 }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('A new code is on its way.');
    expect(sandbox.callsTo('/login/device_verify/sms')[0]?.body).toEqual({ member_login_id: 'login-1', site_id: 1 });
    expect(within(dialog).getByRole('button', { name: /Send again in 300 s/ })).toBeDisabled();

    await userEvent.keyboard('{Escape}');
    const login = await findDialog('Welcome');
    expect(within(login).getByLabelText('Account')).toHaveValue('player_device');
    expect(within(login).getByLabelText('Password')).toHaveValue('Test1234');
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('member transfer validation (802) on %s', (_name, width) => {
  it('verifies the account with the local captcha, sets a new password, and sends the member back to log in with it', async () => {
    const { sandbox, logIn, store } = await mountHost({ width });
    await logIn('player_move');
    let dialog = await findDialog('Account verification');
    const step1 = within(dialog).getByRole('form', { name: 'Verify your account' });
    expect(within(step1).getByLabelText('Account')).toHaveValue('player_move');
    await within(step1).findByRole('img', { name: 'Verification code image' });
    expect(sandbox.own.callsTo('/clientCaptcha')[0]?.method).toBe('GET');

    await userEvent.click(within(step1).getByRole('button', { name: 'Next' }));
    expect(await within(step1).findByText('Please enter your withdrawal password')).toBeInTheDocument();
    expect(within(step1).getByText('Please enter your email')).toBeInTheDocument();
    expect(within(step1).getByText('Please enter the verification code')).toBeInTheDocument();

    await userEvent.type(within(step1).getByLabelText('Withdrawal password'), '1234');
    await userEvent.click(within(step1).getByText('Phone number'));
    expect(within(step1).queryByLabelText('Email on your account')).not.toBeInTheDocument();
    await userEvent.type(within(step1).getByLabelText('Phone number on your account'), '13800000802');
    // A wrong local captcha: verify_failed, and nothing goes to the backend.
    await userEvent.type(within(step1).getByLabelText('Verification code'), 'WRONG');
    await userEvent.click(within(step1).getByRole('button', { name: 'Next' }));
    expect(await within(step1).findByText('Verification failed. Please check what you entered.')).toBeInTheDocument();
    expect(sandbox.hits('/arks/web/vx/verify')).toBe(0);
    await waitFor(() => expect(sandbox.own.hits('/clientCaptcha')).toBe(2));

    await within(step1).findByRole('img', { name: 'Verification code image' });
    await userEvent.type(within(step1).getByLabelText('Verification code'), sandbox.clientCaptchaAnswer());
    await userEvent.click(within(step1).getByRole('button', { name: 'Next' }));
    const step2 = await within(dialog).findByRole('form', { name: 'Set a new password' });
    expect(sandbox.callsTo('/arks/web/vx/verify')[0]?.body).toEqual({
      account: 'player_move',
      withdraw_password: '1234',
      member_phone: '13800000802',
      site_id: 1,
    });
    expect(sandbox.own.callsTo('/clientCaptcha/verify').at(-1)?.body).toMatchObject({ token: 'client-captcha-2' });

    await userEvent.type(within(step2).getByLabelText('New password'), 'abc');
    await userEvent.type(within(step2).getByLabelText('Confirm the new password'), 'abd');
    await userEvent.click(within(step2).getByRole('button', { name: 'Save the new password' }));
    expect(await within(step2).findByText('The password must be 6 to 12 characters long.')).toBeInTheDocument();
    expect(within(step2).getByText('The two passwords are not the same.')).toBeInTheDocument();
    await userEvent.clear(within(step2).getByLabelText('New password'));
    await userEvent.type(within(step2).getByLabelText('New password'), 'NewPass88');
    await userEvent.clear(within(step2).getByLabelText('Confirm the new password'));
    await userEvent.type(within(step2).getByLabelText('Confirm the new password'), 'NewPass88');
    await userEvent.click(within(step2).getByRole('button', { name: 'Save the new password' }));

    dialog = await findDialog('Welcome');
    expect(within(dialog).getByRole('note')).toHaveTextContent('Your new password is set. Log in with your new password.');
    expect(within(dialog).getByLabelText('Account')).toHaveValue('player_move');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    expect(sandbox.callsTo('/arks/web/vx/reset')[0]?.body).toEqual({
      account: 'player_move',
      password: 'NewPass88',
      token: 'vx-1',
      site_id: 1,
    });

    await within(dialog).findByRole('img', { name: 'Verification code image' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'NewPass88');
    await userEvent.type(within(dialog).getByLabelText('Verification code'), sandbox.currentAnswer());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.session.memberAccount).toBe('player_move'));
  });
});

describe('member transfer validation codes', () => {
  async function toStep1() {
    const host = await mountHost();
    await host.logIn('player_move');
    const dialog = await findDialog('Account verification');
    await within(dialog).findByRole('img', { name: 'Verification code image' });
    const fill = async () => {
      const step1 = within(dialog).getByRole('form', { name: 'Verify your account' });
      await within(step1).findByRole('img', { name: 'Verification code image' });
      await userEvent.clear(within(step1).getByLabelText('Withdrawal password'));
      await userEvent.type(within(step1).getByLabelText('Withdrawal password'), '1234');
      await userEvent.clear(within(step1).getByLabelText('Email on your account'));
      await userEvent.type(within(step1).getByLabelText('Email on your account'), 'move@example.com');
      await userEvent.type(within(step1).getByLabelText('Verification code'), host.sandbox.clientCaptchaAnswer());
      await userEvent.click(within(step1).getByRole('button', { name: 'Next' }));
    };
    return { ...host, dialog, fill };
  }

  it.each([101, 102, 201, 204])('verify %i asks to verify again', async (code) => {
    const { dialog, fill, sandbox } = await toStep1();
    sandbox.fail('/arks/web/vx/verify', businessError(code, 'Server text'));
    await fill();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your verification is no longer valid. Please verify your account again.',
    );
    expect(within(dialog).getByRole('form', { name: 'Verify your account' })).toBeInTheDocument();
  });

  it("shows another verify code's message", async () => {
    const { dialog, fill, sandbox } = await toStep1();
    sandbox.fail('/arks/web/vx/verify', businessError(205, 'Too many attempts'));
    await fill();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('a reset code of the re-verify list goes back to step 1 with the prompt; another shows its message', async () => {
    const { dialog, fill, sandbox } = await toStep1();
    await fill();
    const step2 = await within(dialog).findByRole('form', { name: 'Set a new password' });
    await userEvent.type(within(step2).getByLabelText('New password'), 'NewPass88');
    await userEvent.type(within(step2).getByLabelText('Confirm the new password'), 'NewPass88');
    sandbox.fail('/arks/web/vx/reset', businessError(300, 'Password too weak'), businessError(203, 'Token expired'));
    await userEvent.click(within(step2).getByRole('button', { name: 'Save the new password' }));
    expect(await within(step2).findByRole('alert')).toHaveTextContent('Password too weak');
    await userEvent.click(within(step2).getByRole('button', { name: 'Save the new password' }));
    expect(await within(dialog).findByRole('form', { name: 'Verify your account' })).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please verify your account again.');
    await waitFor(() => expect(sandbox.own.hits('/clientCaptcha')).toBe(2));
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('double validation on %s', (_name, width) => {
  afterEach(() => jest.useRealTimers());

  it('asks the question; empty fields, a wrong answer and another question; success logs in and checks the session 2 s later', async () => {
    const { sandbox, logIn, store } = await mountHost({ width });
    await logIn('player_dv');
    const dialog = await findDialog('Security question');
    expect(within(dialog).getByTestId('double-validation-question')).toHaveTextContent(DV_QUESTIONS[0]?.question ?? '');
    await within(dialog).findByRole('img', { name: 'Verification code image' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please answer the question.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the verification code')).toBeInTheDocument();
    expect(sandbox.hits('/login/double_validation')).toBe(0);

    await userEvent.type(within(dialog).getByLabelText('Your answer'), 'wrong');
    await userEvent.type(within(dialog).getByLabelText('Verification code'), sandbox.currentAnswer());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Verification failed. Please check what you entered.');
    expect(within(dialog).getByLabelText('Your answer')).toHaveValue('');
    expect(within(dialog).getByLabelText('Verification code')).toHaveValue('');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Another question (2 left)' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('double-validation-question')).toHaveTextContent(DV_QUESTIONS[1]?.question ?? ''),
    );
    expect(within(dialog).getByRole('button', { name: 'Another question (1 left)' })).toBeEnabled();
    expect(sandbox.callsTo('/login/double_validation/skip')[0]?.body).toEqual({ member_login_id: 'login-1' });

    await within(dialog).findByRole('img', { name: 'Verification code image' });
    await userEvent.type(within(dialog).getByLabelText('Your answer'), sandbox.doubleValidationAnswer());
    await userEvent.type(within(dialog).getByLabelText('Verification code'), sandbox.currentAnswer());
    const layoutCalls = () => sandbox.hits('/member/profile/common/layout');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.session.memberAccount).toBe('player_dv'));
    expect(sandbox.callsTo('/login/double_validation')[1]?.body).toMatchObject({
      member_login_id: 'login-1',
      answer: DV_QUESTIONS[1]?.answer,
      remote_addr: LOGIN_HEADER.headers.remote_addr,
      host: LOGIN_HEADER.headers.host,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Security question' })).not.toBeInTheDocument());

    // The session check: the layout is read again 2 s later; a 401 there ends the session.
    await waitFor(() => expect(layoutCalls()).toBe(1));
    sandbox.fail('/member/profile/common/layout', httpError(401, 'Unauthenticated'));
    await act(() => new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_DELAY_MS + 100)));
    expect(layoutCalls()).toBe(2);
    await waitFor(() => expect(store.session.isLoggedIn).toBe(false));
  });
});

describe('double validation codes', () => {
  async function toDialog() {
    const host = await mountHost();
    await host.logIn('player_dv');
    const dialog = await findDialog('Security question');
    await within(dialog).findByRole('img', { name: 'Verification code image' });
    const answer = async () => {
      await within(dialog).findByRole('img', { name: 'Verification code image' });
      await userEvent.type(within(dialog).getByLabelText('Your answer'), 'x');
      await userEvent.type(within(dialog).getByLabelText('Verification code'), host.sandbox.currentAnswer());
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    };
    return { ...host, dialog, answer };
  }

  it.each([
    [101, 'Server text 101'],
    [102, 'Server text 102'],
    [202, 'Server text 202'],
    [106, 'IP error: logging in from this address is not allowed.'],
    [103, 'Verification failed. Please check what you entered.'],
    [205, 'Verification failed. Please check what you entered.'],
    [998, 'The double validation failed. Please log in again.'],
    [500, 'Logging in failed. Please try again.'],
  ])('%i shows %s', async (code, message) => {
    const { dialog, answer, sandbox } = await toDialog();
    sandbox.fail('/login/double_validation', businessError(code, `Server text ${code}`));
    await answer();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('101 on skip says account error; no skip once none are left', async () => {
    const { dialog, sandbox } = await toDialog();
    sandbox.fail('/login/double_validation/skip', businessError(101, 'Account error'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Another question (2 left)' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Account error. Please log in again.');
    for (const left of [2, 1]) {
      await userEvent.click(within(dialog).getByRole('button', { name: `Another question (${left} left)` }));
      await within(dialog).findByRole('button', { name: `Another question (${left - 1} left)` });
    }
    expect(within(dialog).getByRole('button', { name: 'Another question (0 left)' })).toBeDisabled();
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('forgot password on %s', (_name, width) => {
  it('sends a code to the phone, then sets the new password and goes back to the login tab', async () => {
    const { sandbox, store } = await mountHost({ width });
    await act(async () => void store.bus.emit('auth:open', { tab: 'login' }));
    let dialog = await findDialog('Welcome');
    await userEvent.type(within(dialog).getByLabelText('Account'), 'player_newpw');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    dialog = await findDialog('Reset your password');
    expect(within(dialog).getByLabelText('Account')).toHaveValue('player_newpw');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Please enter your phone number')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Phone number on your account'), '13800000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The account and phone do not match');

    await userEvent.clear(within(dialog).getByLabelText('Phone number on your account'));
    await userEvent.type(within(dialog).getByLabelText('Phone number on your account'), '13800000014');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('A code was sent by SMS to your phone.');
    expect(within(dialog).getByRole('button', { name: /Send again in 300 s/ })).toBeDisabled();
    expect(sandbox.callsTo('/forgot_password/sms')[1]?.body).toEqual({ account: 'player_newpw', member_phone: '13800000014', site_id: 1 });

    await userEvent.type(within(dialog).getByLabelText('SMS code'), sandbox.smsCode('forgot:player_newpw'));
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Fresh123');
    await userEvent.type(within(dialog).getByLabelText('Confirm the new password'), 'Fresh12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set the new password' }));
    expect(await within(dialog).findByText('The two passwords are not the same.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Confirm the new password'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set the new password' }));

    dialog = await findDialog('Welcome');
    expect(within(dialog).getByRole('note')).toHaveTextContent('Your password was changed. Log in with your new password.');
    expect(within(dialog).getByLabelText('Account')).toHaveValue('player_newpw');
    expect(sandbox.members.player_newpw?.password).toBe('Fresh123');
  });
});

describe('first-login password change', () => {
  const newMember = { token: 'session-14', member_id: '14', member_account: 'player_newpw', currency: 'RMB' };

  it('on desktop cannot be dismissed; a failure shows the server message; success reloads the layout and closes it', async () => {
    const { sandbox, store } = await mountHost({ storage: newMember });
    await act(() => store.loadMemberData());
    const dialog = await findDialog('Change your password');
    expect(store.modals.isOpen('password')).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change your password' })).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Current password'), 'Wrong000');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Brand123');
    await userEvent.type(within(dialog).getByLabelText('Confirm the new password'), 'Brand123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The old password is wrong');

    await userEvent.clear(within(dialog).getByLabelText('Current password'));
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'Test1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change your password' })).not.toBeInTheDocument());
    expect(sandbox.callsTo('/member/profile/edit_password').at(-1)?.body).toEqual({
      old_password: 'Test1234',
      password: 'Brand123',
      password_confirmation: 'Brand123',
    });
    expect(store.member.layout?.mustChangePassword).toBe(false);
    expect(store.modals.isOpen('password')).toBe(false);
  });

  it('offers logging out instead', async () => {
    const { store } = await mountHost({ storage: newMember });
    const asked = jest.fn();
    store.bus.on('session:logout-requested', asked);
    await act(() => store.loadMemberData());
    const dialog = await findDialog('Change your password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(asked).toHaveBeenCalled();
  });

  it('is a desktop dialog only', async () => {
    const { store } = await mountHost({ storage: newMember, width: MOBILE });
    await act(() => store.loadMemberData());
    expect(store.member.layout?.mustChangePassword).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Change your password' })).not.toBeInTheDocument();
  });
});
