/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
// The plugin eslint.config.mjs loads (CommonJS, read by eslint without a build).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require('./lint-rules.cjs') as { rules: Record<string, Rule.RuleModule> };

const rule = plugin.rules['no-browser-globals-in-render']!;
const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
    ecmaVersion: 2023,
    sourceType: 'module',
  },
});

const error = (name: string, owner: string) => ({ messageId: 'render', data: { name, owner } });

tester.run('no-browser-globals-in-render', rule, {
  valid: [
    // Effects, handlers and callbacks run in the browser only.
    'function Banner() { useEffect(() => { document.title = "x"; }, []); return null; }',
    'function Share() { return <button onClick={() => navigator.clipboard.writeText("x")}>Copy</button>; }',
    'const Panel = observer(function Panel() { const open = () => window.open("/x"); return <a onClick={open} />; });',
    'function useSize() { const [w, setW] = useState(0); useLayoutEffect(() => setW(window.innerWidth), []); return w; }',
    'function useSaved() { return useCallback(() => localStorage.getItem("k"), []); }',
    // A local of the same name, a property of that name, a typeof guard.
    'function Frame({ window }) { return <p>{window.name}</p>; }',
    'function Meta({ page }) { return <p>{page.document}</p>; }',
    'function Safe() { return typeof window === "undefined" ? null : <p />; }',
    // Not a component nor a hook: a plain helper, module code.
    'export function readWidth() { return window.innerWidth; }',
    'const startWidth = window.innerWidth;',
  ],
  invalid: [
    { code: 'function Header() { const wide = window.innerWidth > 992; return <p>{wide}</p>; }', errors: [error('window', 'Header')] },
    { code: 'const Badge = observer(() => <p>{document.cookie}</p>);', errors: [error('document', 'Badge')] },
    {
      code: 'export const Notice = memo(function Notice() { return <p>{navigator.userAgent}</p>; });',
      errors: [error('navigator', 'Notice')],
    },
    { code: 'function useToken() { return localStorage.getItem("token"); }', errors: [error('localStorage', 'useToken')] },
    { code: 'const useDraft = () => sessionStorage.getItem("draft");', errors: [error('sessionStorage', 'useDraft')] },
    // A lazy initial value runs during the render.
    { code: 'function useWidth() { const [w] = useState(() => window.innerWidth); return w; }', errors: [error('window', 'useWidth')] },
    {
      code: 'function List() { const items = useMemo(() => JSON.parse(localStorage.getItem("l")), []); return items; }',
      errors: [error('localStorage', 'List')],
    },
  ],
});

// no-import-cycle reads the imported files from disk: a small tree of them, written once.
const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-cycle-'));
const files: Record<string, string> = {
  'context.ts': "import type { Db } from './db/database';\nexport interface Context { db: Db }\n",
  'db/database.ts': "import { seed } from './seed';\nexport type Db = { seed: typeof seed };\n",
  'db/seed.ts': "import { nextNumber } from '../money/orders';\nexport const seed = () => nextNumber();\n",
  'money/orders.ts': "import type { Context } from '../context';\nexport const nextNumber = (context?: Context) => (context ? 1 : 0);\n",
  'pair/a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
  'pair/b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
  'floors/handle.ts': 'export type Handle = { id: number };\n',
  'floors/store.ts': "import type { Handle } from './handle';\nexport const open = (handle: Handle) => handle.id;\n",
  'floors/seed.ts':
    "import { open } from './store';\nimport type { Handle } from './handle';\nexport const seed = (handle: Handle) => open(handle);\n",
};
for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(tree, name)), { recursive: true });
  fs.writeFileSync(path.join(tree, name), text);
}
afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

const cycleRule = plugin.rules['no-import-cycle']!;
const at = (name: string) => ({ code: files[name]!, filename: path.join(tree, name) });
const cycle = (route: string) => ({ messageId: 'cycle', data: { route } });

tester.run('no-import-cycle', cycleRule, {
  valid: [
    // Imports that run one way, a type moved down a floor: no circle.
    at('floors/seed.ts'),
    at('floors/store.ts'),
    // Packages and files that do not exist are not followed.
    { code: "import type { Db } from 'better-sqlite3';\nimport { x } from './missing';", filename: path.join(tree, 'floors/other.ts') },
  ],
  invalid: [
    // Two files that name each other's types: import-x/no-cycle passes it, this rule does not.
    { ...at('pair/a.ts'), errors: [cycle('a.ts → b.ts → a.ts')] },
    // The sandbox's old circle, closed through type imports at both ends.
    { ...at('context.ts'), errors: [cycle('context.ts → db/database.ts → db/seed.ts → money/orders.ts → context.ts')] },
    { ...at('money/orders.ts'), errors: [cycle('orders.ts → ../context.ts → ../db/database.ts → ../db/seed.ts → orders.ts')] },
  ],
});
