import { expect, type Locator, type Page } from '@playwright/test';
import { SHELL_PORT } from '../playwright.config';
import { sandbox } from './sandbox';

/** The fields of the register form by their labels (en_US). */
export interface Registration {
  account: string;
  password: string;
  name?: string;
  email?: string;
  phone?: string;
  withdrawPassword?: string;
}

/**
 * The login/register modal of mf_auth and the dialogs a login can lead to (device verify, transfer
 * validation, double validation, first-login password). Captcha answers and SMS codes come from
 * the sandbox's test endpoints, as a member would read them off the picture or the phone.
 */
export class AuthModal {
  readonly dialog: Locator;
  readonly loginForm: Locator;
  readonly registerForm: Locator;
  /** The header: Log in / Sign up for visitors, the member's account and Log out for members. */
  readonly headerLogin: Locator;
  readonly headerRegister: Locator;
  readonly headerLogout: Locator;
  /** The toast the modal says its welcome in. */
  readonly toast: Locator;
  /** "Fields marked * are required." above the register form. */
  readonly requiredLegend: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Welcome' });
    this.loginForm = this.dialog.getByRole('form', { name: 'Log in' });
    this.registerForm = this.dialog.getByRole('form', { name: 'Sign up' });
    const header = page.locator('.account-actions');
    this.headerLogin = header.getByRole('button', { name: 'Log in', exact: true });
    this.headerRegister = header.getByRole('button', { name: 'Sign up', exact: true });
    this.headerLogout = header.getByRole('button', { name: 'Log out', exact: true });
    this.toast = page.locator('.ant-message-notice, .adm-toast-main');
    this.requiredLegend = this.registerForm.getByText('Fields marked * are required.', { exact: true });
  }

  /** The header's link to the member centre, named by the account. */
  memberLink(account: string): Locator {
    return this.page.locator('.account-actions').getByRole('link', { name: account, exact: true });
  }

  async expectLoggedIn(account: string): Promise<void> {
    await expect(this.memberLink(account)).toBeVisible();
    await expect(this.dialog).toBeHidden();
  }

  async openLogin(): Promise<void> {
    await this.headerLogin.click();
    await expect(this.loginForm).toBeVisible();
  }

  async openRegister(): Promise<void> {
    await this.headerRegister.click();
    await expect(this.registerForm).toBeVisible();
  }

  /** A form's field by its label. */
  field(form: Locator, label: string): Locator {
    return form.getByLabel(label, { exact: true });
  }

  /** Types the answer of the captcha the form shows (1 login, 2 register), once its picture is there. */
  async fillCaptcha(form: Locator, type: 1 | 2, label = 'Verification code'): Promise<void> {
    await expect(form.getByRole('img', { name: 'Verification code image' })).toBeVisible();
    const { answer } = await sandbox.latestCaptcha(type);
    await this.field(form, label).fill(answer);
  }

  async login(account: string, password: string): Promise<void> {
    await this.field(this.loginForm, 'Account').fill(account);
    await this.field(this.loginForm, 'Password').fill(password);
    await this.fillCaptcha(this.loginForm, 1);
    await this.loginForm.getByRole('button', { name: 'Log in', exact: true }).click();
  }

  /** The login form's own failure, above its button. */
  get loginAlert(): Locator {
    return this.loginForm.getByRole('alert');
  }

  /**
   * A login the server refuses: sent, its message shown, and the new captcha the form draws after
   * a refusal answered (so the next attempt reads the new picture's answer, not the spent one).
   */
  async loginRefused(account: string, password: string, message: string | RegExp): Promise<void> {
    const redrawn = this.page.waitForResponse(
      (response) => new URL(response.url()).pathname.endsWith('/api/captcha') && response.request().method() === 'POST',
    );
    await this.login(account, password);
    await expect(this.loginAlert).toHaveText(message);
    await redrawn;
  }

  /** Fills the register form of site 1 in RMB (its settings: docs/sandbox.md) and sends it. */
  async register(member: Registration): Promise<void> {
    const form = this.registerForm;
    await this.field(form, 'Account').fill(member.account);
    await this.field(form, 'Password').fill(member.password);
    await this.field(form, 'Confirm password').fill(member.password);
    if (member.name) await this.field(form, 'Real name').fill(member.name);
    if (member.email) await this.field(form, 'Email').fill(member.email);
    if (member.phone) {
      await this.field(form, 'Phone number').fill(member.phone);
      await form.getByRole('button', { name: 'Send code' }).click();
      await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
      const { code } = await sandbox.latestSms(member.phone);
      await this.field(form, 'SMS code').fill(code);
    }
    if (member.withdrawPassword) await this.field(form, 'Withdrawal password').fill(member.withdrawPassword);
    await this.fillCaptcha(form, 2);
    await this.tick(form, 'checkbox', /accept the terms of service/);
    await form.getByRole('button', { name: 'Sign up', exact: true }).click();
  }

  /**
   * Picks the register currency among the site's (docs/auth.md "Register currency"): antd's Select on
   * desktop (its drop-down's item), a native select on phones.
   */
  async chooseCurrency(code: string): Promise<void> {
    const field = this.field(this.registerForm, 'Currency');
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
      await field.selectOption(code);
    } else {
      // By keyboard, as antd's Select offers it: Enter opens the list, the arrows move the active
      // option, Enter takes it. A pointer click could land while the list was still sliding in
      // (seen once on a cold server: the list stayed open on the old choice).
      await field.focus();
      await field.press('Enter');
      const option = this.page.locator(`.ant-select-dropdown .ant-select-item-option[title="${code}"]`);
      await expect(option).toBeVisible();
      const active = this.page.locator(`.ant-select-dropdown .ant-select-item-option-active[title="${code}"]`);
      for (let step = 0; step < 11 && !(await active.isVisible()); step += 1) await field.press('ArrowDown');
      await expect(active).toBeVisible();
      await field.press('Enter');
    }
    await expect(this.registerForm.getByTestId('register-currency')).toHaveText(`Currency: ${code}`);
  }

  /** The message shown on a form's field (tied to it with aria-describedby). */
  async expectFieldError(form: Locator, label: string, message: string | RegExp): Promise<void> {
    const input = this.field(form, label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
  }

  /**
   * Ticks a checkbox or chooses a radio as a finger would: on the box drawn at the start of its
   * label (antd-mobile keeps the real input visually hidden).
   */
  async tick(container: Locator, role: 'checkbox' | 'radio', name: string | RegExp): Promise<void> {
    const box = container.getByRole(role, { name });
    await container
      .locator('label')
      .filter({ has: this.page.getByRole(role, { name }) })
      .click({ position: { x: 8, y: 8 } });
    await expect(box).toBeChecked();
  }

  // The dialogs a login can lead to.

  dialogNamed(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }
}

/** The captcha the page's own server drew (transfer validation): its answer, read from the shell server's test endpoint. */
export async function clientCaptchaAnswer(token: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${SHELL_PORT}/__shell/client-captcha/${encodeURIComponent(token)}`);
  if (!response.ok) throw new Error(`client captcha ${token}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { answer: string }).answer;
}
