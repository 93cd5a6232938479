import { makeAutoObservable, runInAction } from 'mobx';
import { isRequestError, type RootStore } from '@casino/mf-shared';
import { PROFILE_EDIT_CODES, type MemberProfile, type ProfileEditableField, type ProfileEditRequest } from '@casino/contracts';
import { phoneCodeError, validateProfileEdit, validateProfileField, type ProfileFieldRule } from '@casino/contracts/profile-rules';
import { CountdownStore } from '@casino/mf-shared/forms';
import { postProfileEdit, postProfileSms } from '../api/profile-api';
import { profileValue, ruleKey } from '../lib/profile-fields';

/** §9: another SMS code may be asked for 300 s after the last one. */
export const SMS_COOLDOWN_SECONDS = 300;

type ErrorField = ProfileEditableField | 'phone_verify';
export type ProfileMessage = { key: string } | { text: string };

/**
 * The member centre's profile editor: the fields the register settings mark is_member_center,
 * judged by the register rules (mf-shared profile-rules) on blur and on save; a new phone needs
 * the SMS code when is_member_center_verification is on. Only changed fields are sent.
 */
export class ProfileEditStore {
  values: Partial<Record<ProfileEditableField, string>> = {};
  phoneCode = '';
  /** message keys of this remote (profile.errors.*) or the server's text, by field */
  errors: Partial<Record<ErrorField, ProfileMessage>> = {};
  formMessage: ProfileMessage | null = null;
  saved = false;
  submitting = false;
  sendingSms = false;
  smsSent = false;
  readonly smsCountdown = new CountdownStore();

  constructor(
    private readonly root: RootStore,
    private profile: MemberProfile,
    readonly rules: readonly ProfileFieldRule[],
    private readonly onSaved: (profile: MemberProfile) => void,
  ) {
    makeAutoObservable<ProfileEditStore, 'root' | 'profile' | 'onSaved'>(this, {
      root: false,
      profile: false,
      rules: false,
      onSaved: false,
    });
    this.reset(profile);
  }

  private get site() {
    return { siteId: this.root.site.siteId, currency: this.profile.member_currency };
  }

  /** Starts again from a profile (after a save, or when profile.updated brings a new one). */
  reset(profile: MemberProfile): void {
    this.profile = profile;
    this.values = Object.fromEntries(this.rules.map((rule) => [rule.field, profileValue(profile, rule.field)]));
    this.phoneCode = '';
    this.errors = {};
  }

  get phoneChanged(): boolean {
    return (
      this.values.member_phone !== undefined && this.values.member_phone !== this.profile.member_phone && this.values.member_phone !== ''
    );
  }

  /** A new phone needs the SMS code (is_member_center_verification). */
  get needsPhoneCode(): boolean {
    return this.phoneChanged && this.rules.some((rule) => rule.field === 'member_phone' && rule.verification);
  }

  get changes(): ProfileEditRequest {
    const edit: ProfileEditRequest = {};
    for (const rule of this.rules) {
      const value = this.values[rule.field] ?? '';
      if (value !== profileValue(this.profile, rule.field)) edit[rule.field] = value;
    }
    if (this.needsPhoneCode) edit.phone_verify = this.phoneCode.trim();
    return edit;
  }

  set(field: ProfileEditableField, value: string): void {
    this.values[field] = value;
    this.saved = false;
    if (this.errors[field]) this.blur(field);
  }

  setPhoneCode(value: string): void {
    this.phoneCode = value;
    if (this.errors.phone_verify) {
      const key = phoneCodeError(value);
      this.errors.phone_verify = key ? { key: ruleKey(key) } : undefined;
    }
  }

  blur(field: ProfileEditableField): void {
    const key = validateProfileField(field, this.values[field] ?? '', this.rules, this.site);
    this.errors[field] = key ? { key: ruleKey(key) } : undefined;
  }

  /** Sends the SMS code to the new phone; the button waits 300 s before another. */
  async sendSms(): Promise<void> {
    if (this.sendingSms || this.smsCountdown.running) return;
    const phoneError = validateProfileField('member_phone', this.values.member_phone ?? '', this.rules, this.site);
    if (phoneError || !this.phoneChanged) {
      this.errors.member_phone = { key: phoneError ? ruleKey(phoneError) : 'profile.errors.phone_required' };
      return;
    }
    this.sendingSms = true;
    try {
      await postProfileSms(this.root.api, { member_phone: this.values.member_phone ?? '' });
      runInAction(() => {
        this.smsSent = true;
        this.smsCountdown.start(SMS_COOLDOWN_SECONDS);
      });
    } catch (error) {
      runInAction(() => (this.errors.phone_verify = { text: this.describe(error) }));
    } finally {
      runInAction(() => (this.sendingSms = false));
    }
  }

  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.formMessage = null;
    this.saved = false;
    const edit = this.changes;
    if (Object.keys(edit).filter((key) => key !== 'phone_verify').length === 0) {
      this.formMessage = { key: 'profile.nothing' };
      return false;
    }
    const failures = validateProfileEdit(edit, this.rules, this.site);
    this.errors = Object.fromEntries(failures.map(({ field, key }) => [field, { key: ruleKey(key) }]));
    if (failures.length > 0) return false;
    this.submitting = true;
    try {
      const profile = await postProfileEdit(this.root.api, edit);
      runInAction(() => {
        this.submitting = false;
        this.reset(profile);
        this.saved = true;
      });
      this.onSaved(profile);
      return true;
    } catch (error) {
      runInAction(() => {
        this.submitting = false;
        this.applyFailure(error);
      });
      return false;
    }
  }

  private applyFailure(error: unknown): void {
    if (isRequestError(error) && error.kind === 'business' && Number(error.code) === PROFILE_EDIT_CODES.rules) {
      const list = (error.data as { errors?: Array<{ field: ErrorField; key: string }> } | null)?.errors ?? [];
      this.errors = Object.fromEntries(list.map(({ field, key }) => [field, { key: ruleKey(key) }]));
      if (list.length > 0) return;
    }
    const fieldOf: Partial<Record<number, ErrorField>> = {
      [PROFILE_EDIT_CODES.nameTaken]: 'member_name',
      [PROFILE_EDIT_CODES.phoneTaken]: 'member_phone',
      [PROFILE_EDIT_CODES.emailTaken]: 'member_email',
      [PROFILE_EDIT_CODES.identityTaken]: 'identity_id',
      [PROFILE_EDIT_CODES.smsWrong]: 'phone_verify',
    };
    const field = isRequestError(error) ? fieldOf[Number(error.code)] : undefined;
    if (field) this.errors[field] = { text: this.describe(error) };
    else this.formMessage = { text: this.describe(error) };
  }

  private describe(error: unknown): string {
    return isRequestError(error) ? this.root.describeError(error) : String(error);
  }

  dispose(): void {
    this.smsCountdown.stop();
  }
}
