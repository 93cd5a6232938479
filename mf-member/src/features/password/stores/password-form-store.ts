import { makeAutoObservable, runInAction } from 'mobx';
import { isRequestError, type FormMessage, type RootStore } from '@casino/mf-shared';

/**
 * A password form's state: values, the failures of its rules (shown once sent, then kept current),
 * the server's message on refusal (§8: "password edit failure shows the server message") and a
 * success note. `send` does the call.
 */
export class PasswordFormStore<F extends string> {
  values: Record<F, string>;
  errors: Partial<Record<F, string>> = {};
  formMessage: FormMessage | null = null;
  done = false;
  submitting = false;
  private sent = false;

  constructor(
    private readonly root: RootStore,
    fields: readonly F[],
    private readonly rules: (values: Record<F, string>) => Partial<Record<F, string>>,
    private readonly send: (values: Record<F, string>) => Promise<void>,
  ) {
    this.values = Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;
    makeAutoObservable<PasswordFormStore<F>, 'root' | 'rules' | 'send'>(this, { root: false, rules: false, send: false });
  }

  set(field: F, value: string): void {
    this.values[field] = value;
    this.done = false;
    if (this.sent) this.errors = this.rules(this.values);
  }

  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.sent = true;
    this.done = false;
    this.formMessage = null;
    this.errors = this.rules(this.values);
    if (Object.keys(this.errors).length > 0) return false;
    this.submitting = true;
    try {
      await this.send(this.values);
      runInAction(() => {
        this.submitting = false;
        this.done = true;
        this.sent = false;
        for (const field of Object.keys(this.values) as F[]) this.values[field] = '';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.submitting = false;
        this.formMessage = isRequestError(error) ? { text: this.root.describeError(error) } : { key: 'password.failed' };
      });
      return false;
    }
  }
}
