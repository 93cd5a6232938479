import { remoteContract, type RemoteName } from './remotes';
import { hostedCommands, siteHosts } from './site-hosts';

describe('site-wide hosts', () => {
  it('are modules of the remote contract', () => {
    for (const host of siteHosts) {
      const [remote, module] = host.id.split('/') as [RemoteName, string];
      expect(remoteContract[remote].exposes).toContain(`./${module}`);
    }
  });

  it('serve each command once, and the member host waits for a member', () => {
    expect(hostedCommands).toEqual(['auth:open', 'game:launch', 'game:before-quit']);
    expect(new Set(hostedCommands).size).toBe(hostedCommands.length);
    expect(siteHosts.find((host) => host.id === 'mf_member/MemberHost')?.audience).toBe('member');
  });
});
