import fs from 'node:fs';
import path from 'node:path';
import { remoteContract } from '@casino/mf-shared/contracts';
import federation from '../../module-federation.config';

const kebab = (key: string) => key.replace(/^\.\//, '').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

describe('mf_auth federation contract', () => {
  it('exposes exactly the modules of its contract', () => {
    expect(federation.name).toBe('mf_auth');
    expect(Object.keys(federation.exposes ?? {}).sort()).toEqual([...remoteContract.mf_auth.exposes].sort());
  });

  it('serves each exposed module from its kebab-case file under src/expose/', () => {
    for (const [key, file] of Object.entries(federation.exposes ?? {})) {
      expect(file).toBe(`./src/expose/${kebab(key)}.tsx`);
      expect(fs.existsSync(path.join(__dirname, '../..', file))).toBe(true);
    }
  });
});
