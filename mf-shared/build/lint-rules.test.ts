/** @jest-environment node */
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
