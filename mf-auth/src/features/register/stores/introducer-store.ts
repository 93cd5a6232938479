import { makeAutoObservable, runInAction } from 'mobx';
import { clearAgentDomainCookie, cookieNames, isRequestError, readCookie, writeAgentDomainCookie, type RootStore } from '@casino/mf-shared';
import type { RegisterType } from '@casino/contracts/register-rules';
import { postCheckAgentDomain } from '../api/post-check-agent-domain';
import { postValidMessage } from '../api/post-valid-message';
import { postSiteCurrencies } from '../api/post-site-currencies';
import { clearLinkIntroducer, readLinkIntroducer, type LinkIntroducer } from '../lib/link-introducer';
import { registerCurrencyOffer } from '../lib/register-currency';

/** What decided the currency and the introducer: the site, an agent or recommend link, or an agent's domain. */
export type IntroducerSource = 'site' | 'link' | 'agentDomain';

const truthy = (flag: boolean | number | string | undefined) => flag === true || Number(flag) === 1;

/**
 * Who introduces the new member and in which currency it registers (member-and-account.md §4
 * Register): an agent domain forces its agent and currency; otherwise the cookies of an agent or
 * recommend link fix the introducer (read-only) and the currency once /register/valid_message
 * confirms the code; an invalid code is cleared, with its cookies, and the field is free again.
 * The domain's agent is kept in the agent_domain_id cookie (LINK_EXPIRE_TIME minutes), sent with
 * POST /register, and holds the agent when the domain check cannot be asked.
 */
export class IntroducerStore {
  source: IntroducerSource = 'site';
  registerType: RegisterType = '';
  /** The introducer the link or the domain gives ('' when the visitor types one, or none). */
  code = '';
  locked = false;
  currency: string;
  /** A link's code that the server refused: the form says why the field is empty. */
  refusedLink = false;
  /** The site's currencies the visitor may pick from (empty when a link or domain fixes it, or there is one). */
  choices: string[] = [];

  constructor(private readonly root: RootStore) {
    this.currency = root.site.currency;
    makeAutoObservable<IntroducerStore, 'root'>(this, { root: false });
  }

  /** Asks the server about the domain and the link's code; never throws (a failed check leaves the site's defaults). */
  async resolve(): Promise<void> {
    const link = readLinkIntroducer();
    const [domain, linkVerdict, siteCurrencies] = await Promise.all([
      this.checkDomain(),
      link ? this.checkLink(link) : Promise.resolve(null),
      this.siteCurrencies(),
    ]);
    const remembered = readCookie(cookieNames.agentDomainId);
    runInAction(() => this.decide(domain, link, linkVerdict, remembered));
    // Nothing fixed the currency: the site's own list (docs/auth.md "Register currency").
    if (this.source === 'site') {
      const offer = registerCurrencyOffer(siteCurrencies, this.root.site.currency, readCookie(cookieNames.currency));
      runInAction(() => {
        this.currency = offer.currency;
        this.choices = offer.choices;
      });
    }
  }

  /** The visitor picks one of the site's currencies; anything else changes nothing. */
  chooseCurrency(code: string): void {
    if (this.choices.includes(code)) this.currency = code;
  }

  private decide(
    domain: Awaited<ReturnType<IntroducerStore['checkDomain']>>,
    link: LinkIntroducer | null,
    linkVerdict: { valid: boolean; currency?: string } | null,
    remembered: string | undefined,
  ): void {
    if (domain && truthy(domain.is_valid)) {
      this.source = 'agentDomain';
      this.currency = domain.currency || this.root.site.currency;
      this.code = domain.agent_id !== undefined && domain.agent_id !== null ? String(domain.agent_id) : '';
      this.registerType = this.code ? 'agent' : '';
      this.locked = Boolean(this.code);
      if (this.code) writeAgentDomainCookie(this.code, this.root.site.config.flags.linkExpireMinutes);
      return;
    }
    if (domain) clearAgentDomainCookie();
    else if (remembered) {
      // Unanswered, the agent this domain gave before keeps its hold: POST /register judges it again.
      this.source = 'agentDomain';
      this.currency = readCookie(cookieNames.currency) || this.root.site.currency;
      this.code = remembered;
      this.registerType = 'agent';
      this.locked = true;
      return;
    }
    if (!link) return;
    // Unanswered (a transport failure), the link keeps its hold: POST /register judges the code again.
    if (!linkVerdict || linkVerdict.valid) {
      this.source = 'link';
      this.registerType = link.registerType;
      this.code = link.code;
      this.locked = true;
      this.currency = linkVerdict?.currency || readCookie(cookieNames.currency) || this.root.site.currency;
    } else {
      clearLinkIntroducer();
      this.refusedLink = true;
    }
  }

  /** The type POST /register sends: the link's or domain's, else a typed introducer counts as an agent id. */
  registerTypeFor(introducer: string): RegisterType {
    if (this.locked) return this.registerType;
    return introducer ? 'agent' : '';
  }

  /** What POST /register adds for the introducer: agent_domain_id on an agent's own domain. */
  get attribution(): { agent_domain_id?: string } {
    return this.source === 'agentDomain' && this.locked && this.code ? { agent_domain_id: this.code } : {};
  }

  /** The server refused the fixed introducer at submit: it becomes editable, and its link is forgotten. */
  unlock(): void {
    if (!this.locked) return;
    this.locked = false;
    if (this.source === 'link') clearLinkIntroducer();
    if (this.source === 'agentDomain') clearAgentDomainCookie();
  }

  private async siteCurrencies(): Promise<unknown[]> {
    try {
      return await postSiteCurrencies(this.root.api, this.root.site.siteId);
    } catch {
      return [];
    }
  }

  private async checkDomain() {
    if (typeof location === 'undefined' || !location.host) return null;
    try {
      return await postCheckAgentDomain(this.root.api, { host: location.host, site_id: this.root.site.siteId });
    } catch {
      return null;
    }
  }

  /** valid / invalid by the server's word; null when it could not be asked (the link keeps its hold). */
  private async checkLink(link: LinkIntroducer): Promise<{ valid: boolean; currency?: string } | null> {
    try {
      const answer = await postValidMessage(this.root.api, {
        site_id: this.root.site.siteId,
        ...(link.registerType === 'agent' ? { agent_id: link.code } : { recommend_code: link.code }),
      });
      return { valid: truthy(answer?.is_valid), ...(answer?.currency ? { currency: answer.currency } : {}) };
    } catch (error) {
      // A refusal with a code is the server's verdict; a transport or HTTP failure says nothing about the code.
      if (isRequestError(error) && error.kind === 'business' && (error.status === undefined || error.status < 400)) return { valid: false };
      return null;
    }
  }
}
