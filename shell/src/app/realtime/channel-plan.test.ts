import { testSiteConfig } from '@casino/mf-shared/testing';
import { channelPlan, wireName } from './channel-plan';

const visitor = { token: null, memberId: null, currency: null };
const member = { token: 'token-A', memberId: '7', currency: 'USD' };
const names = (plan: ReturnType<typeof channelPlan>) => plan.map(wireName);

describe('channelPlan', () => {
  it('gives a visitor the public channels only', () => {
    const plan = channelPlan({
      config: testSiteConfig({ currency: 'RMB', template: { desktop: 'site02', mobile: 'H5_1', modelVersion: 1 } }),
      session: visitor,
    });
    expect(names(plan)).toEqual(['web_member', 'web_api.RMB', 'site02_template', 'bob_mobile_template']);
    expect(plan.every((spec) => spec.kind === 'public')).toBe(true);
  });

  it('adds the private member channels and the presence channel for a member (member currency)', () => {
    const plan = channelPlan({ config: testSiteConfig({ currency: 'RMB' }), session: member });
    expect(names(plan)).toEqual([
      'web_member',
      'web_api.RMB',
      'site02_template',
      'bob_mobile_template',
      'private-member.7',
      'private-member.USD',
      'presence-member.USD',
    ]);
  });

  it('needs both token and member id for the private channels', () => {
    const config = testSiteConfig();
    expect(names(channelPlan({ config, session: { ...member, token: null } }))).not.toContain('private-member.7');
    expect(names(channelPlan({ config, session: { ...member, memberId: null } })).some((name) => name.startsWith('private-'))).toBe(false);
    expect(names(channelPlan({ config, session: { ...member, currency: null } }))).toContain('private-member.RMB');
  });

  it('routes each spec event to the channel the spec puts it on', () => {
    const plan = channelPlan({ config: testSiteConfig(), session: member });
    const events = Object.fromEntries(plan.map((spec) => [wireName(spec), Object.keys(spec.handlers).sort()]));
    expect(events).toEqual({
      web_member: ['customer_service_link_change'],
      'web_api.RMB': ['carousel_picture.url'],
      site02_template: ['model_settings.url'],
      bob_mobile_template: ['model_login.url', 'model_sponsor.url'],
      'private-member.7': [
        'all_transfer_back',
        'app_clean_cache',
        'forward_game.status',
        'game.url',
        'letter.delete',
        'letter.read',
        'letter.sent',
        'login',
        'member.cash',
        'member_deposit.success',
        'profile.updated',
      ],
      'private-member.USD': ['RedEnvelopeDisplay'],
      'presence-member.USD': [],
    });
  });

  it.each([
    [{ desktop: 'suncity', mobile: 'origin' }, ['suncity_template']],
    [{ desktop: 'APSport', mobile: 'H5_3' }, ['apsport_template', 'bob_mobile_template']],
    [{ desktop: 'site01', mobile: 'origin' }, []],
  ])('template channels for %j', (template, expected) => {
    const plan = channelPlan({ config: testSiteConfig({ template: { ...template, modelVersion: 1 } }), session: visitor });
    expect(names(plan).slice(2)).toEqual(expected);
  });
});
