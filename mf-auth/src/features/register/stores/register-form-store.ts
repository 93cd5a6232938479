import { makeAutoObservable, runInAction } from 'mobx';
import { browserStorage, getLoginHeader, isRequestError, supportDevice, type KeyValueStorage, type RootStore } from '@casino/mf-shared';
import { sessionFromAnswer, type RegisterVerificationRequest } from '@casino/contracts';
import {
  emptyRegisterValues,
  isFieldRequired,
  isFieldShown,
  policyFromSettings,
  REGISTER_FIELDS,
  REQUEST_FIELD_OF,
  toRegisterRequest,
  validateRegister,
  validateRegisterField,
  type RegisterContext,
  type RegisterField,
  type RegisterPolicy,
  type RegisterSettingEntry,
  type RegisterValues,
} from '@casino/contracts/register-rules';
import { CaptchaStore } from '@casino/mf-shared/captcha';
import type { FormMessage } from '@casino/mf-shared/forms';
import { postRegister } from '../api/post-register';
import { postRegisterSettings } from '../api/post-register-settings';
import { postRegisterVerification } from '../api/post-register-verification';
import { postServiceAgreement } from '../api/post-service-agreement';
import { placeRegisterRefusal, type PlacedMessage } from '../lib/register-messages';
import { IntroducerStore } from './introducer-store';
import { PhoneCodeStore } from './phone-code-store';

export type TextField = Exclude<RegisterField, 'agreed'>;
export type BirthdayPart = 'birthYear' | 'birthMonth' | 'birthDay';
export const BIRTHDAY_PARTS: readonly BirthdayPart[] = ['birthYear', 'birthMonth', 'birthDay'];

/** Fields checked with POST /register/verification on blur: the account always, the others when is_unique. */
const UNIQUE_SETTING: Partial<Record<RegisterField, keyof RegisterPolicy | null>> = {
  memberAccount: null,
  memberName: 'member_name',
  memberPhone: 'member_phone',
  memberEmail: 'member_email',
  identityId: 'identity_id',
};

type LoadState = 'loading' | 'ready' | 'failed';

/** Session storage key of a half-filled registration (this tab only, until it succeeds). */
export const REGISTER_DRAFT_KEY = 'register-draft';
/** Never kept: secrets, and codes that are spent or expire (the captcha's token dies with the page). */
const NOT_KEPT: ReadonlySet<RegisterField> = new Set(['password', 'checkPassword', 'withdrawPassword', 'captcha', 'phoneVerify']);

/** What a reload restores of the stored draft: strings of known fields, and the agreement. */
function readDraft(text: string | null): Partial<RegisterValues> {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const draft: Partial<Record<RegisterField, string | boolean>> = {};
  for (const [field, value] of Object.entries(parsed)) {
    if (!(REGISTER_FIELDS as readonly string[]).includes(field) || NOT_KEPT.has(field as RegisterField)) continue;
    if (field === 'agreed' ? typeof value === 'boolean' : typeof value === 'string')
      draft[field as RegisterField] = value as string | boolean;
  }
  return draft as Partial<RegisterValues>;
}

export interface AgreementText {
  title: string;
  content: string;
}

/**
 * The register tab: the settings of the register currency decide the fields (§3), the shared
 * rules of §5 judge them on blur and on submit, unique fields are asked about on blur, and
 * POST /register's refusals land on their field (§8). A failed submit keeps everything typed but
 * the captcha's answer (its token is spent), and moves the focus to the first field in error.
 */
export class RegisterFormStore {
  state: LoadState = 'loading';
  settings: RegisterSettingEntry[] = [];
  values: RegisterValues = emptyRegisterValues();
  errors: Partial<Record<RegisterField, FormMessage>> = {};
  formError: FormMessage | null = null;
  submitting = false;
  /** The field the form should focus, and a serial so the same field can be asked again. */
  focus: { field: RegisterField; serial: number } | null = null;
  agreementState: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  agreement: AgreementText | null = null;

  readonly introducer: IntroducerStore;
  readonly phoneCode: PhoneCodeStore;
  readonly captcha: CaptchaStore;
  /** Per field, a counter that makes an answer of /register/verification stale once the value moves on. */
  private readonly checks = new Map<RegisterField, number>();
  private introducerReady: Promise<void> | null = null;

  private readonly onRegistered: (() => void) | undefined;
  /** The tab's session storage, opened on first use (in an effect or a handler, never while rendering). */
  private readonly openDraftStorage: () => KeyValueStorage;

  constructor(
    private readonly root: RootStore,
    options: { now?: () => number; onRegistered?: () => void; draftStorage?: () => KeyValueStorage } = {},
  ) {
    this.onRegistered = options.onRegistered;
    this.openDraftStorage = options.draftStorage ?? (() => browserStorage('session'));
    this.introducer = new IntroducerStore(root);
    this.phoneCode = new PhoneCodeStore(root, options.now);
    this.captcha = new CaptchaStore(root, 2);
    makeAutoObservable<RegisterFormStore, 'root' | 'checks' | 'introducerReady' | 'onRegistered' | 'openDraftStorage'>(this, {
      root: false,
      onRegistered: false,
      openDraftStorage: false,
      checks: false,
      introducerReady: false,
      introducer: false,
      phoneCode: false,
      captcha: false,
    });
  }

  get currency(): string {
    return this.introducer.currency;
  }

  get policy(): RegisterPolicy {
    return policyFromSettings(this.settings, this.currency);
  }

  get context(): RegisterContext {
    return { siteId: this.root.site.siteId, currency: this.currency, policy: this.policy };
  }

  isShown(field: RegisterField): boolean {
    return isFieldShown(field, this.policy);
  }

  isRequired(field: RegisterField): boolean {
    return isFieldRequired(field, this.policy);
  }

  /** Settings, domain and link checks together; the form shows once all have answered. */
  async load(): Promise<void> {
    this.state = 'loading';
    this.introducerReady ??= this.resolveIntroducer();
    try {
      const [settings] = await Promise.all([postRegisterSettings(this.root.api, { site_id: this.root.site.siteId }), this.introducerReady]);
      runInAction(() => {
        this.settings = Array.isArray(settings?.list) ? settings.list : [];
        this.restoreDraft();
        this.state = 'ready';
      });
      if (this.isShown('captcha')) void this.captcha.refresh();
    } catch {
      runInAction(() => {
        this.state = 'failed';
      });
    }
  }

  /** What the player typed before a reload of this tab; an introducer a link or a domain fixed stays. */
  private restoreDraft(): void {
    const draft = readDraft(this.openDraftStorage().getItem(REGISTER_DRAFT_KEY));
    if (this.introducer.locked) delete draft.introducer;
    Object.assign(this.values, draft);
  }

  /** Keeps what is typed for this tab's session, without the secrets and codes (NOT_KEPT). */
  private saveDraft(): void {
    const kept = Object.fromEntries(Object.entries(this.values).filter(([field]) => !NOT_KEPT.has(field as RegisterField)));
    this.openDraftStorage().setItem(REGISTER_DRAFT_KEY, JSON.stringify(kept));
  }

  /** Never rejects: a check that fails leaves the site's currency and a free introducer field. */
  private async resolveIntroducer(): Promise<void> {
    await this.introducer.resolve();
    runInAction(() => {
      if (this.introducer.code) this.values.introducer = this.introducer.code;
    });
  }

  setValue(field: TextField, value: string): void {
    if (field === 'introducer' && this.introducer.locked) return;
    this.values[field] = value;
    this.saveDraft();
    if (this.errors[field]) this.validateField(field);
    if (field === 'password' && this.values.checkPassword && this.errors.checkPassword) this.validateField('checkPassword');
  }

  setBirthday(part: BirthdayPart, value: string): void {
    this.values[part] = value;
    const { birthYear, birthMonth, birthDay } = this.values;
    // A day the new month does not have is dropped rather than judged.
    if (part !== 'birthDay' && birthYear && birthMonth && birthDay) {
      const last = new Date(Date.UTC(Number(birthYear), Number(birthMonth), 0)).getUTCDate();
      if (Number(birthDay) > last) this.values.birthDay = '';
    }
    this.saveDraft();
    const complete = Boolean(this.values.birthYear && this.values.birthMonth && this.values.birthDay);
    if (complete || this.birthdayError) this.validateBirthday();
  }

  setAgreed(agreed: boolean): void {
    this.values.agreed = agreed;
    this.saveDraft();
    if (this.errors.agreed || agreed) this.validateField('agreed');
  }

  /** The birthday's one message: the first of its parts'. */
  get birthdayError(): FormMessage | undefined {
    return this.errors.birthYear ?? this.errors.birthMonth ?? this.errors.birthDay;
  }

  validateBirthday(): void {
    for (const part of BIRTHDAY_PARTS) this.validateField(part);
  }

  /** Judges one field by the shared rules; true when it passes. */
  validateField(field: RegisterField): boolean {
    const key = this.isShown(field) ? validateRegisterField(field, this.values, this.context) : null;
    if (key) this.errors[field] = { key };
    else delete this.errors[field];
    return !key;
  }

  /** Leaving a field: its rule, then, for a unique field that passed, the server's word. */
  blur(field: RegisterField): void {
    if (field === 'introducer' && this.introducer.locked) return;
    if (!this.validateField(field)) return;
    if (field === 'password' && this.values.checkPassword) this.validateField('checkPassword');
    if (this.isUnique(field) && this.values[field]) void this.checkUnique(field as TextField);
  }

  isUnique(field: RegisterField): boolean {
    if (!(field in UNIQUE_SETTING)) return false;
    const setting = UNIQUE_SETTING[field];
    return setting === null || (setting !== undefined && this.policy[setting].unique);
  }

  /** POST /register/verification; a refusal shows on the field, a failed call says nothing (submit judges again). */
  private async checkUnique(field: TextField): Promise<void> {
    const serial = (this.checks.get(field) ?? 0) + 1;
    this.checks.set(field, serial);
    const value = this.values[field];
    const body: RegisterVerificationRequest = {
      site_id: this.root.site.siteId,
      member_currency: this.currency,
      field: REQUEST_FIELD_OF[field] as RegisterVerificationRequest['field'],
      value,
    };
    try {
      await postRegisterVerification(this.root.api, body);
    } catch (error) {
      // A failed call says nothing about the value: POST /register judges it again.
      if (!isRequestError(error) || error.kind !== 'business') return;
      if (this.checks.get(field) !== serial || this.values[field] !== value) return;
      const placed = placeRegisterRefusal(error, (failure) => this.root.describeError(failure));
      // Only a verdict on a field counts here; what belongs above the button waits for the submit.
      const own = placed.find((entry) => entry.target === field) ?? placed.find((entry) => entry.target !== 'form');
      if (own) runInAction(() => (this.errors[field] = own.message));
    }
  }

  /** Sends the code to the phone typed, once its own rule passes. */
  async sendPhoneCode(): Promise<void> {
    const phone = this.values.memberPhone;
    if (!phone) {
      this.errors.memberPhone = { key: 'register.sms.codes.201' };
      this.requestFocus('memberPhone');
      return;
    }
    if (!this.validateField('memberPhone')) {
      this.requestFocus('memberPhone');
      return;
    }
    delete this.errors.phoneVerify;
    const refusal = await this.phoneCode.send(phone, this.currency);
    if (refusal) runInAction(() => this.place([refusal]));
  }

  /** Loads the agreement's text the first time it is opened (and again after a failure). */
  async loadAgreement(): Promise<void> {
    if (this.agreementState === 'loading' || this.agreementState === 'loaded') return;
    this.agreementState = 'loading';
    try {
      const answer = await postServiceAgreement(this.root.api, {
        site_id: this.root.site.siteId,
        currency: this.currency,
        language: this.root.locale.locale,
      });
      runInAction(() => {
        this.agreement = { title: answer?.title ?? '', content: answer?.content ?? '' };
        this.agreementState = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.agreementState = 'failed';
      });
    }
  }

  /** Validates everything and sends POST /register; true once the new member is logged in. */
  async submit(): Promise<boolean> {
    if (this.submitting || this.state !== 'ready') return false;
    this.formError = null;
    const failures = validateRegister(this.values, this.context);
    if (failures.length > 0) {
      this.errors = Object.fromEntries(failures.map(({ field, key }) => [field, { key }]));
      this.requestFocus(failures[0]?.field);
      return false;
    }
    this.errors = {};
    const captchaShown = this.isShown('captcha');
    if (captchaShown && !this.captcha.token) {
      this.formError = { key: 'register.captchaNotReady' };
      this.requestFocus('captcha');
      return false;
    }
    this.submitting = true;
    const body = {
      ...toRegisterRequest(this.values, {
        ...this.context,
        registerType: this.introducer.registerTypeFor(this.values.introducer),
        ...(captchaShown && this.captcha.token ? { captchaToken: this.captcha.token } : {}),
      }),
      ...this.introducer.attribution,
      device: supportDevice(this.root.layout),
    };
    try {
      const answer = await postRegister(this.root.api, body, await getLoginHeader(this.root.api));
      runInAction(() => {
        this.submitting = false;
      });
      this.openDraftStorage().removeItem(REGISTER_DRAFT_KEY);
      // Before the session starts: whoever greets the member on it knows this is a new member.
      this.onRegistered?.();
      this.root.logIn(sessionFromAnswer(answer));
      return true;
    } catch (error) {
      runInAction(() => {
        this.submitting = false;
        this.values.captcha = '';
        this.place(placeRegisterRefusal(error, (failure) => this.root.describeError(failure)));
      });
      if (captchaShown) void this.captcha.refresh();
      return false;
    }
  }

  /** Puts each message on its field (or the form, for a field this form does not show) and focuses the first. */
  private place(messages: PlacedMessage[]): void {
    let first: RegisterField | undefined;
    for (const { target, message } of messages) {
      if (target !== 'form' && this.isShown(target)) {
        this.errors[target] = message;
        if (target === 'introducer') this.introducer.unlock();
        if (!first || REGISTER_FIELDS.indexOf(target) < REGISTER_FIELDS.indexOf(first)) first = target;
      } else {
        this.formError ??= message;
      }
    }
    if (first) this.requestFocus(first);
  }

  private requestFocus(field: RegisterField | undefined): void {
    if (!field) return;
    this.focus = { field, serial: (this.focus?.serial ?? 0) + 1 };
  }

  dispose(): void {
    this.phoneCode.dispose();
    this.captcha.dispose();
  }
}
