import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keysUsedIn } from './locale-files';

describe('keysUsedIn', () => {
  it('finds the literal keys of t() calls, leaving out other namespaces, built keys and tests', () => {
    const dir = mkdtempSync(join(tmpdir(), 'keys-'));
    mkdirSync(join(dir, 'features'));
    writeFileSync(
      join(dir, 'features', 'form.tsx'),
      "t('login.submit'); t(\"modal.title\", { account }); t('errors.x', { ns: 'common' }); t('common:ok'); t(`codes.${code}`);",
    );
    writeFileSync(join(dir, 'features', 'form.test.tsx'), "t('only.in.tests');");
    expect(keysUsedIn(dir)).toEqual(['login.submit', 'modal.title']);
  });
});
