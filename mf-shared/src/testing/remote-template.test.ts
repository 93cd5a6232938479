import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkRemoteTemplate } from './remote-template';

const thinExpose = `import { RemoteRoot } from '@casino/mf-shared';
import type { PageProps } from '@casino/contracts';
import { NS, loadMessages } from '../app/namespace';
import { DepositView } from '../features/deposit/components/deposit-view';
import '../app/member.css';

/** mf_member/DepositPage. */
export default function DepositPage(_props: PageProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages}>
      <DepositView />
    </RemoteRoot>
  );
}
`;

/** A remote on the template; each test breaks it in one place. */
const templateTree: Record<string, string> = {
  'src/app/namespace.ts': '',
  'src/app/member.css': '',
  'src/expose/deposit-page.tsx': thinExpose,
  'src/expose/pages.test.tsx': '',
  'src/features/deposit/components/deposit-view.tsx': '',
  'src/features/deposit/api/get-channels.ts': '',
  'src/features/deposit/lib/deposit-rules.ts': '',
  'src/features/deposit/lib/deposit-rules.test.ts': '',
  'src/features/deposit/stores/deposit-store.ts': '',
  'src/pages/deposit-page.tsx': '',
  'src/locales/en_US.json': '{}',
  'src/locales/zh_CN.json': '{}',
  'src/locales/vi_VN.json': '{}',
  'src/locales/locales.test.ts': '',
  'src/testing/member-sandbox.ts': '',
};

function remoteWith(changes: Record<string, string | null>): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'template-')), 'mf-member');
  for (const [file, text] of Object.entries({ ...templateTree, ...changes })) {
    if (text === null) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('checkRemoteTemplate', () => {
  it('accepts a remote on the template', () => {
    expect(checkRemoteTemplate(remoteWith({}))).toEqual([]);
  });

  it('ignores folders without a file, which a clone does not have', () => {
    const dir = remoteWith({});
    fs.mkdirSync(path.join(dir, 'src/components/old'), { recursive: true });
    expect(checkRemoteTemplate(dir)).toEqual([]);
  });

  it.each([
    ['a folder outside the template', { 'src/shared/list-store.ts': '' }, 'mf-member/src/shared: not a folder of the template'],
    ['a file directly under src/', { 'src/bootstrap.tsx': '' }, 'mf-member/src/bootstrap.tsx: a file directly under src/'],
    [
      'a feature file outside its sub-folders',
      { 'src/features/deposit/deposit-view.tsx': '' },
      'mf-member/src/features/deposit/deposit-view.tsx: a feature holds only the folders api, components, stores, lib',
    ],
    [
      'an unknown feature sub-folder',
      { 'src/features/deposit/hooks/use-x.ts': '' },
      'mf-member/src/features/deposit/hooks: a feature holds only',
    ],
    ['a file directly under features/', { 'src/features/menu.ts': '' }, 'mf-member/src/features/menu.ts: a file directly under features/'],
    [
      'a folder under expose/',
      { 'src/expose/parts/x.tsx': '' },
      "mf-member/src/expose/parts: src/expose/ holds only the exposed modules' files",
    ],
    ['a folder under pages/', { 'src/pages/home/x.tsx': '' }, 'mf-member/src/pages/home: src/pages/ holds page files only'],
    ['another file in locales/', { 'src/locales/fr_FR.json': '{}' }, 'mf-member/src/locales/fr_FR.json: src/locales/ holds only'],
    [
      'a __tests__ folder',
      { 'src/features/deposit/lib/__tests__/x.test.ts': '' },
      'mf-member/src/features/deposit/lib/__tests__: tests stand beside the code',
    ],
    ['no namespace', { 'src/app/namespace.ts': null }, 'mf-member/src/app/namespace.ts: missing'],
  ])('names the path of %s', (_case, changes, problem) => {
    const problems = checkRemoteTemplate(remoteWith(changes));
    expect(problems).toEqual([expect.stringContaining(problem)]);
  });

  it('refuses an exposed module that imports beyond the app, pages and feature components', () => {
    const expose = thinExpose.replace("'../features/deposit/components/deposit-view'", "'../features/deposit/stores/deposit-store'");
    expect(checkRemoteTemplate(remoteWith({ 'src/expose/deposit-page.tsx': expose }))).toEqual([
      expect.stringMatching(/^mf-member\/src\/expose\/deposit-page\.tsx: imports "\.\.\/features\/deposit\/stores\/deposit-store"/),
    ]);
  });

  it('refuses an exposed module that holds the screen itself', () => {
    const expose = thinExpose.replace('<DepositView />', Array.from({ length: 12 }, (_, i) => `<p>line ${i}</p>`).join('\n'));
    expect(checkRemoteTemplate(remoteWith({ 'src/expose/deposit-page.tsx': expose }))).toEqual([
      expect.stringMatching(/^mf-member\/src\/expose\/deposit-page\.tsx: \d+ lines; an exposed module is at most 20/),
    ]);
  });

  it('refuses an exposed module without a default export', () => {
    const expose = thinExpose.replace('export default function', 'export function');
    expect(checkRemoteTemplate(remoteWith({ 'src/expose/deposit-page.tsx': expose }))).toEqual([
      expect.stringContaining('no default export'),
    ]);
  });
});
