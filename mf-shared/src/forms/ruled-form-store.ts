import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { isRequestError, type RootStore } from '@casino/mf-shared';
import type { FormMessage } from './form-alert';

/** A form's rules: the message key of each failing field. */
export type FormRules<F extends string> = (values: Record<F, string>) => Partial<Record<F, string>>;

/**
 * A small form's state: values, the failures of its rules (shown once sent, then kept current), the
 * server's message on refusal (member-and-account.md §8: "password edit failure shows the server
 * message"), and a success flag that clears the values. `send` does the call.
 */
export class RuledFormStore<F extends string> {
  values: Record<F, string>;
  errors: Partial<Record<F, string>> = {};
  formMessage: FormMessage | null = null;
  done = false;
  submitting = false;
  private sent = false;

  constructor(
    private readonly root: RootStore,
    fields: readonly F[],
    private readonly rules: FormRules<F>,
    private readonly send: (values: Record<F, string>) => Promise<unknown>,
    /** Said when the call fails without a server message (a key of the namespace the form's FormAlert reads). */
    private readonly failed: FormMessage,
  ) {
    this.values = Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;
    // makeObservable, not makeAutoObservable: forms of a fixed kind extend this class.
    makeObservable<RuledFormStore<F>, 'sent'>(this, {
      values: observable,
      errors: observable,
      formMessage: observableRef,
      done: observable,
      submitting: observable,
      sent: observable,
      set: action,
      submit: action,
    });
  }

  set(field: F, value: string): void {
    this.values[field] = value;
    this.done = false;
    if (this.sent) this.errors = this.rules(this.values);
  }

  /** Checks the rules, then sends; true once the call succeeded (the values are then cleared). */
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
        this.formMessage = isRequestError(error) ? { text: this.root.describeError(error) } : this.failed;
      });
      return false;
    }
  }
}
