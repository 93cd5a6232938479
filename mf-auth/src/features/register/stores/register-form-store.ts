import { makeAutoObservable } from 'mobx';
import { ValidationError } from 'yup';
import { registerSchema, type RegisterField } from '../lib/register-schema';

/** The fields of the register frame (member-and-account.md §3); more come with the register settings. */
export type RegisterFrameField = RegisterField | 'memberName' | 'memberEmail' | 'memberPhone' | 'introducer';

const validated: readonly RegisterFrameField[] = ['memberAccount', 'password', 'checkPassword'];

/**
 * The register tab's state. Account, password and confirmation are validated as the member
 * leaves each field; sending (POST /register with captcha and settings) arrives with its issue.
 */
export class RegisterFormStore {
  values: Record<RegisterFrameField, string> = {
    memberAccount: '',
    password: '',
    checkPassword: '',
    memberName: '',
    memberEmail: '',
    memberPhone: '',
    introducer: '',
  };
  errors: Partial<Record<RegisterFrameField, string>> = {};
  agreed = false;

  constructor() {
    makeAutoObservable(this);
  }

  setValue(field: RegisterFrameField, value: string): void {
    this.values[field] = value;
    if (this.errors[field]) this.validateField(field);
  }

  setAgreed(agreed: boolean): void {
    this.agreed = agreed;
  }

  validateField(field: RegisterFrameField): void {
    if (!validated.includes(field)) return;
    try {
      registerSchema.validateSyncAt(field, this.values);
      delete this.errors[field];
    } catch (error) {
      if (error instanceof ValidationError) this.errors[field] = error.message;
    }
    // The confirmation depends on the password: re-check it once it was typed.
    if (field === 'password' && this.values.checkPassword) this.validateField('checkPassword');
  }
}
