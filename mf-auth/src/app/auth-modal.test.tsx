import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthModalHost from '../expose/auth-modal-host';
import { createAuthSandbox, LOGIN_HEADER } from '../testing/auth-sandbox';
import { registerSetting } from '../testing/register-sandbox';
import { businessError, renderRemote, type RenderRemoteOptions } from '@casino/mf-shared/testing';

const DESKTOP = 1280;
const MOBILE = 390;

afterEach(() => sessionStorage.clear());

async function mountHost(options: RenderRemoteOptions = {}, register: Parameters<typeof createAuthSandbox>[0] = {}) {
  const sandbox = createAuthSandbox(register);
  const rendered = await renderRemote(<AuthModalHost />, { fetch: sandbox.fetch, ...options });
  await waitFor(() => expect(rendered.store.bus.listenerCount('auth:open')).toBeGreaterThan(0));
  const open = async (tab: 'login' | 'register' = 'login', name = 'Welcome') => {
    await act(async () => void rendered.store.bus.emit('auth:open', { tab }));
    return screen.findByRole('dialog', { name });
  };
  return { ...rendered, sandbox, open };
}

/** Waits for the login tab's captcha image and returns its answer, as an e2e test asks the sandbox. */
async function captchaAnswer(sandbox: ReturnType<typeof createAuthSandbox>, dialog: HTMLElement) {
  await within(dialog).findByRole('img', { name: 'Verification code image' });
  return sandbox.currentAnswer();
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('auth:open with confirmFirst on %s', (_name, width) => {
  it('asks "please log in first"; confirming opens the login tab, cancelling opens nothing and frees the modal state', async () => {
    const { store } = await mountHost({ width });
    act(() => void store.bus.emit('auth:open', { tab: 'login', confirmFirst: true }));
    const ask = await screen.findByRole('dialog', { name: 'Please log in first' });
    expect(screen.queryByRole('dialog', { name: 'Welcome' })).not.toBeInTheDocument();
    expect(store.modals.isOpen('auth')).toBe(true);
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please log in first' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Welcome' })).not.toBeInTheDocument();
    await waitFor(() => expect(store.modals.isOpen('auth')).toBe(false));

    act(() => void store.bus.emit('auth:open', { tab: 'login', confirmFirst: true }));
    const again = await screen.findByRole('dialog', { name: 'Please log in first' });
    await userEvent.click(within(again).getByRole('button', { name: 'Log in' }));
    const modal = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(within(modal).getByRole('tab', { name: 'Log in', selected: true })).toBeInTheDocument();
  });
});

describe.each([
  ['desktop', DESKTOP, 'desktop'],
  ['mobile', MOBILE, 'mobile'],
])('auth modal on %s', (_name, width, device) => {
  it('opens on auth:open with the login tab and a captcha from POST /captcha', async () => {
    const { open, sandbox } = await mountHost({ width });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await open('login');
    expect(within(dialog).getByRole('tab', { name: 'Log in', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Account')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Verification code')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'Verification code image' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(sandbox.callsTo('/captcha')[0]?.body).toEqual({ type: 1, site_id: 1 });
  });

  it('tells the other remotes while it is open (site-wide modal state)', async () => {
    const { open, store } = await mountHost({ width });
    expect(store.modals.isOpen('auth')).toBe(false);
    await open('login');
    expect(store.modals.isOpen('auth')).toBe(true);
  });

  it('opens on the register tab when asked', async () => {
    const { open } = await mountHost({ width });
    const dialog = await open('register');
    expect(within(dialog).getByRole('tab', { name: 'Sign up', selected: true })).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('Confirm password')).toBeInTheDocument();
  });

  it('shows the translated messages of §5 and sends nothing when the form is empty', async () => {
    const { open, sandbox } = await mountHost({ width });
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Please enter your account')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your password')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the verification code')).toBeInTheDocument();
    expect(sandbox.callsTo('/login')).toHaveLength(0);

    // A message goes as soon as its field is valid.
    await userEvent.type(within(dialog).getByLabelText('Account'), 'player_rmb');
    expect(within(dialog).queryByText('Please enter your account')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your password')).toBeInTheDocument();
  });

  it('logs in: POST /login, session stored and announced, modal closed', async () => {
    const { open, sandbox, store, notifier } = await mountHost({ width });
    const loggedIn = jest.fn();
    store.bus.on('session:logged-in', loggedIn);
    const dialog = await open();
    const answer = await captchaAnswer(sandbox, dialog);
    await userEvent.type(within(dialog).getByLabelText('Account'), 'player_rmb');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Test1234');
    await userEvent.type(within(dialog).getByLabelText('Verification code'), answer);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(store.session.isLoggedIn).toBe(true));
    // The signed header comes from the page's own server first, outside /api.
    expect(sandbox.own.callsTo('/get_login_header')).toHaveLength(1);
    expect(sandbox.own.callsTo('/get_login_header')[0]?.method).toBe('GET');
    const login = sandbox.callsTo('/login')[0];
    expect(login?.body).toEqual({
      account: 'player_rmb',
      password: 'Test1234',
      site_id: 1,
      captcha_token: 'captcha-1',
      answer,
      device: device === 'desktop' ? 0 : 1,
      login_type: 1,
      system: expect.any(String),
      system_version: expect.any(String),
      browser: expect.any(String),
      cdn: window.location.host,
      host: LOGIN_HEADER.headers.host,
      remote_addr: LOGIN_HEADER.headers.remote_addr,
    });
    expect(login?.headers).toMatchObject({
      'x-login-timestamp': LOGIN_HEADER.headers['x-login-timestamp'],
      'x-login-signature': LOGIN_HEADER.headers['x-login-signature'],
    });
    expect(login?.headers).not.toHaveProperty('remote_addr');
    expect(store.session).toMatchObject({ token: 'session-1', memberId: '1', memberAccount: 'player_rmb', currency: 'RMB' });
    expect(loggedIn).toHaveBeenCalledWith({ memberId: '1', memberAccount: 'player_rmb', currency: 'RMB' });
    expect(notifier.success).toHaveBeenCalledWith('Welcome back, player_rmb!');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome' })).not.toBeInTheDocument());
  });

  it('shows a refused login in the form and keeps the account and password', async () => {
    const { open, sandbox, store, notifier } = await mountHost({ width });
    const dialog = await open();
    const answer = await captchaAnswer(sandbox, dialog);
    const firstImage = within(dialog).getByRole('img', { name: 'Verification code image' }).getAttribute('src');
    await userEvent.type(within(dialog).getByLabelText('Account'), 'player_rmb');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await userEvent.type(within(dialog).getByLabelText('Verification code'), answer);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The account or the password is wrong.');
    expect(within(dialog).getByLabelText('Account')).toHaveValue('player_rmb');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('wrong-password');
    // The spent captcha is replaced by a new one, whose code has to be typed afresh.
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Verification code image' }).getAttribute('src')).not.toBe(firstImage),
    );
    expect(within(dialog).getByLabelText('Verification code')).toHaveValue('');
    expect(store.session.isLoggedIn).toBe(false);
    expect(notifier.error).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
  });
});

describe('auth modal rules', () => {
  it.each([
    ['player_off', 'This account is disabled.'],
    ['player_ice', 'This account is frozen. Please contact customer service.'],
  ])('translates the code the server gives %s', async (account, message) => {
    const { open, sandbox } = await mountHost();
    const dialog = await open();
    const answer = await captchaAnswer(sandbox, dialog);
    await userEvent.type(within(dialog).getByLabelText('Account'), account);
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Test1234');
    await userEvent.type(within(dialog).getByLabelText('Verification code'), answer);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('logs in from the native app as the app: login_type 3 and device 2 sent as 1 (§9)', async () => {
    const { open, sandbox, store } = await mountHost({ width: MOBILE });
    // What the shell reads at start-up inside the apps' web view (`?pwa=ios` stored).
    act(() => store.layout.setDeviceFacts({ pwaFlag: 'ios', standalone: false, userAgent: navigator.userAgent }));
    const dialog = await open();
    const answer = await captchaAnswer(sandbox, dialog);
    await userEvent.type(within(dialog).getByLabelText('Account'), 'player_rmb');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Test1234');
    await userEvent.type(within(dialog).getByLabelText('Verification code'), answer);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.session.isLoggedIn).toBe(true));
    expect(sandbox.callsTo('/login')[0]?.body).toMatchObject({ device: 1, login_type: 3 });
  });

  it('shows the messages in the current language', async () => {
    const { open } = await mountHost({ locale: 'zh_CN' });
    const dialog = await open('login', '欢迎');
    await userEvent.click(within(dialog).getByRole('button', { name: /^登\s?录$/ }));
    expect(await within(dialog).findByText('请输入账号')).toBeInTheDocument();
  });

  it('decides in the turn of auth:open: the site-wide modal state is set before the emit returns', async () => {
    const { store } = await mountHost();
    let heard = false;
    act(() => void (heard = store.bus.emit('auth:open', { tab: 'login' })));
    expect(heard).toBe(true);
    expect(store.modals.isOpen('auth')).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('never opens on a demo site', async () => {
    const { store } = await mountHost({ demoMode: true });
    let heard = false;
    act(() => void (heard = store.bus.emit('auth:open', { tab: 'login' })));
    // The host heard it and decided in that turn (the test above): the modal state stayed closed.
    expect(heard).toBe(true);
    expect(store.modals.isOpen('auth')).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for another captcha after a second when the server says 101 (too soon)', async () => {
    const { open, sandbox } = await mountHost();
    sandbox.fail('/captcha', businessError(101, 'Too many requests'));
    const dialog = await open();
    expect(await within(dialog).findByRole('img', { name: 'Verification code image' }, { timeout: 3000 })).toBeInTheDocument();
    expect(sandbox.hits('/captcha')).toBe(2);
  });
});

describe('register tab', () => {
  it('reads the register settings and checks the rules of §5 when a field is left; nothing invalid is sent', async () => {
    const { open, sandbox } = await mountHost();
    const dialog = await open('register');
    const account = await within(dialog).findByLabelText('Account');
    expect(sandbox.hits('/arks/web/register-settings')).toBeGreaterThan(0);

    await userEvent.type(account, 'ab!');
    await userEvent.tab();
    expect(await within(dialog).findByText('The account may only contain letters, digits, _ and -.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'abcdefg');
    await userEvent.tab();
    expect(await within(dialog).findByText('The password must contain at least one letter and one digit.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(sandbox.callsTo('/register')).toHaveLength(0);
  });
});

describe('greeting after the modal', () => {
  it('greets a member who has just registered as new, and one who logs in as returning', async () => {
    // Only the account, the password and the captcha: the shortest registration.
    const { open, sandbox, store, notifier } = await mountHost({}, { settings: [registerSetting('captcha', 'RMB', { is_required: 1 })] });
    const dialog = await open('register');
    await userEvent.type(await within(dialog).findByLabelText('Account'), 'newbie02');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'abc12345');
    await within(dialog).findByRole('img', { name: 'Verification code image' });
    await userEvent.type(within(dialog).getByLabelText('Verification code'), sandbox.currentAnswer());
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /accept the terms of service/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(store.session.isLoggedIn).toBe(true));
    expect(notifier.success).toHaveBeenCalledWith('Welcome to the club, newbie02! Your account is ready.');
    expect(notifier.success).not.toHaveBeenCalledWith(expect.stringContaining('Welcome back'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome' })).not.toBeInTheDocument());

    // The next opening (after a logout) is a login again: "welcome back".
    act(() => store.session.clear());
    const login = await open();
    const answer = await captchaAnswer(sandbox, login);
    await userEvent.type(within(login).getByLabelText('Account'), 'newbie02');
    await userEvent.type(within(login).getByLabelText('Password'), 'abc12345');
    await userEvent.type(within(login).getByLabelText('Verification code'), answer);
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(notifier.success).toHaveBeenLastCalledWith('Welcome back, newbie02!'));
  });
});

describe('third-party login', () => {
  const sandboxId = { id: 'sandbox-id', label: 'Sandbox ID', authorizeUrl: 'https://id.example/authorize?client=casino' };
  afterEach(() => jest.restoreAllMocks());

  it('opens the provider in a popup with a one-time state and no opener, and closes when the shell completes the login', async () => {
    const popup = { opener: {} as unknown, location: { replace: jest.fn() }, closed: false };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const host = await mountHost({ config: { thirdPartyLogins: [sandboxId] } });
    const dialog = await host.open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sandbox ID' }));
    expect(open).toHaveBeenCalledWith('about:blank', 'authWindow', 'width=500,height=600');
    expect(popup.opener).toBeNull();
    const target = new URL(popup.location.replace.mock.calls[0]?.[0] as string);
    expect(target.origin).toBe('https://id.example');
    expect(host.store.loginPopups.take(target.searchParams.get('state'))).toBe(true);

    act(() => host.store.session.setSession({ token: 'T', memberId: '3', memberAccount: 'kim', currency: 'USD' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome' })).not.toBeInTheDocument());
    expect(host.notifier.success).toHaveBeenCalledTimes(1);
  });

  it('says so when the browser blocks the popup', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const host = await mountHost({ config: { thirdPartyLogins: [sandboxId] } });
    const dialog = await host.open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sandbox ID' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your browser blocked the Sandbox ID window');
  });

  it('offers no third-party button when none is configured', async () => {
    const host = await mountHost();
    const dialog = await host.open();
    expect(within(dialog).queryByText('Or log in with')).not.toBeInTheDocument();
  });
});
