import { DEFAULT_SITE_FLAGS } from '@casino/contracts';
import { loadConfig } from '../config';
import { resolveSiteFlags } from './site-flags';

describe('site flags', () => {
  it('fall back to the defaults when the site configuration sets none', () => {
    expect(resolveSiteFlags(undefined, {}, 'site.json')).toEqual({ flags: DEFAULT_SITE_FLAGS, problems: [] });
    expect(DEFAULT_SITE_FLAGS.appOsPlatforms).toEqual({ ios: ['GPPT', 'GPPT2', 'GPPL', 'GPNE', 'GPNBB'], android: ['GPOG'] });
  });

  it('read what the document sets and keep the defaults of the rest', () => {
    const { flags, problems } = resolveSiteFlags(
      {
        gameRoom: true,
        siteClosed: true,
        windowOnlyGames: ['GPPT'],
        forcedModalGames: ['GPJD'],
        tenDigitPhone: true,
        providerPriority: ['GPR8', 'GPJL'],
        appOsPlatforms: { android: ['GPOG', 'GPBB'] },
      },
      {},
      'site.json',
    );
    expect(problems).toEqual([]);
    expect(flags).toEqual({
      ...DEFAULT_SITE_FLAGS,
      gameRoom: true,
      siteClosed: true,
      windowOnlyGames: ['GPPT'],
      forcedModalGames: ['GPJD'],
      tenDigitPhone: true,
      providerPriority: ['GPR8', 'GPJL'],
      appOsPlatforms: { ios: DEFAULT_SITE_FLAGS.appOsPlatforms.ios, android: ['GPOG', 'GPBB'] },
    });
  });

  it('take AGENT_BIND_FAST_PAYMENT_FLAG and LINK_EXPIRE_TIME from the environment first', () => {
    const { flags } = resolveSiteFlags(
      { agentBindFastPayment: false, linkExpireMinutes: 10 },
      { AGENT_BIND_FAST_PAYMENT_FLAG: '1', LINK_EXPIRE_TIME: '120' },
      'site.json',
    );
    expect(flags).toMatchObject({ agentBindFastPayment: true, linkExpireMinutes: 120 });
  });

  it('list every wrong value at once', () => {
    const { problems } = resolveSiteFlags(
      { gameRoom: 'yes', linkExpireMinutes: 0, windowOnlyGames: ['pt'], colour: 'red' },
      { LINK_EXPIRE_TIME: 'soon' },
      'site.json',
    );
    const text = problems.join('\n');
    expect(text).toContain('gameRoom');
    expect(text).toContain('linkExpireMinutes');
    expect(text).toContain('provider codes such as GPR8');
    expect(text).toContain('unknown keys: colour');
    expect(resolveSiteFlags(['x'], {}, 'site.json').problems).toEqual(['flags in site.json must be an object']);
  });

  it('take a real-user sample rate from 0 to 1', () => {
    expect(resolveSiteFlags({ rumSampleRate: 0.25 }, {}, 'site.json').flags.rumSampleRate).toBe(0.25);
    expect(resolveSiteFlags({}, {}, 'site.json').flags.rumSampleRate).toBe(DEFAULT_SITE_FLAGS.rumSampleRate);
    expect(resolveSiteFlags({ rumSampleRate: 1.5 }, {}, 'site.json').problems).toEqual([
      'flags.rumSampleRate must be from 0 to 1 (site.json or the environment)',
    ]);
  });

  it('reach the page config, and a wrong flag stops the server like any other setting', () => {
    // The sandbox's site document (site-config/default.json) has every page report real-user figures.
    expect(loadConfig({}).site.flags).toEqual({ ...DEFAULT_SITE_FLAGS, rumSampleRate: 1 });
    expect(loadConfig({ AGENT_BIND_FAST_PAYMENT_FLAG: 'true' }).site.flags.agentBindFastPayment).toBe(true);
    expect(() => loadConfig({ LINK_EXPIRE_TIME: '-5' })).toThrow(/linkExpireMinutes/);
  });
});
