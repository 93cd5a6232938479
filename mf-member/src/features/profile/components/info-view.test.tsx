import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_EDIT_PATH, PROFILE_PATH, PROFILE_SMS_PATH } from '@casino/contracts';
import { httpError } from '@casino/mf-shared/testing';
import { createAccountSandbox } from '../../../testing/account-sandbox';
import { renderMember } from '../../../testing/render-member';
import { InfoView } from './info-view';

const renderInfo = async (width = 1280) => {
  const sandbox = createAccountSandbox();
  const view = await renderMember(<InfoView />, { fetch: sandbox.fetch, width });
  await screen.findByRole('region', { name: 'Account details' });
  return { sandbox, ...view };
};

const valueOf = (label: string) => {
  const term = within(screen.getByRole('region', { name: 'Account details' })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

const form = () => screen.getByRole('form', { name: 'Edit profile' });

describe('Info: the profile', () => {
  it('shows every profile field, the withdraw password state and the member info', async () => {
    await renderInfo();
    expect(valueOf('Account')).toBe('player_rmb');
    expect(valueOf('Real name')).toBe('王小明');
    expect(valueOf('Phone')).toBe('13800000001');
    expect(valueOf('LINE')).toBe('rmb_line');
    expect(valueOf('QQ')).toBe('Not given');
    expect(valueOf('Withdraw password')).toBe('Not set');
    expect(valueOf('Member since')).toMatch(/2025/);
    expect(valueOf('Last login')).toBe('This is your first login');
  });

  it('edits only the is_member_center fields of the register settings', async () => {
    await renderInfo();
    const labels = within(form())
      .getAllByRole('textbox')
      .map((input) => input.getAttribute('id'));
    expect(labels).toEqual([
      'profile-member_email',
      'profile-member_birthday',
      'profile-member_phone',
      'profile-member_qq',
      'profile-member_wechat',
    ]);
    expect(within(form()).queryByLabelText('Real name')).toBeNull();
  });

  it('judges a value with the register rules on blur and refuses to send it', async () => {
    const { sandbox } = await renderInfo();
    const email = within(form()).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.tab();
    expect(await within(form()).findByText('Please enter a valid email address.')).toBeInTheDocument();
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(sandbox.hits(PROFILE_EDIT_PATH)).toBe(0);
  });

  it('sends only what changed and shows the saved profile', async () => {
    const { sandbox } = await renderInfo();
    await userEvent.type(within(form()).getByLabelText('QQ'), '123456');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(sandbox.callsTo(PROFILE_EDIT_PATH)[0]?.body).toEqual({ member_qq: '123456' });
    expect(valueOf('QQ')).toBe('123456');
  });

  it('says so when nothing changed', async () => {
    const { sandbox } = await renderInfo();
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Change a field before saving.');
    expect(sandbox.hits(PROFILE_EDIT_PATH)).toBe(0);
  });

  it('shows the server message of a taken value on its field', async () => {
    await renderInfo();
    const email = within(form()).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(await within(form()).findByText('This email is already registered')).toBeInTheDocument();
  });

  it.each([
    ['desktop', 1280],
    ['mobile', 390],
  ])('a new phone needs the SMS code on %s (is_member_center_verification)', async (_device, width) => {
    const { sandbox } = await renderInfo(width);
    const phone = within(form()).getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '13800000299');
    const code = within(form()).getByLabelText('SMS code');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(await within(form()).findByText('Please enter the 6-digit code sent to your phone.')).toBeInTheDocument();
    expect(sandbox.hits(PROFILE_EDIT_PATH)).toBe(0);

    await userEvent.click(within(form()).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sandbox.callsTo(PROFILE_SMS_PATH)[0]?.body).toEqual({ member_phone: '13800000299' }));
    expect(await within(form()).findByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
    await userEvent.type(code, '123456');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(sandbox.callsTo(PROFILE_EDIT_PATH)[0]?.body).toEqual({ member_phone: '13800000299', phone_verify: '123456' });
  });

  it('reads the profile again on profile.updated', async () => {
    const { sandbox, store } = await renderInfo();
    expect(sandbox.hits(PROFILE_PATH)).toBe(1);
    await act(async () => store.bus.emit('realtime:profile-changed', {}));
    await waitFor(() => expect(sandbox.hits(PROFILE_PATH)).toBe(2));
  });

  it('says when the profile could not be loaded, and retries', async () => {
    const sandbox = createAccountSandbox();
    sandbox.fail(PROFILE_PATH, httpError(500));
    await renderMember(<InfoView />, { fetch: sandbox.fetch });
    expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Account details' })).toBeInTheDocument();
  });
});
