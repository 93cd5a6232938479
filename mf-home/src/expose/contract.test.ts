import { remoteContract } from '@casino/mf-shared/contracts';
import federation from '../../module-federation.config';

describe('mf_home federation contract', () => {
  it('exposes exactly the modules of its contract, each from src/expose/', () => {
    expect(federation.name).toBe('mf_home');
    expect(Object.keys(federation.exposes ?? {}).sort()).toEqual([...remoteContract.mf_home.exposes].sort());
  });
});
