import fs from 'node:fs';
import path from 'node:path';
import { remoteContract, LOCALES, type RemoteName } from '@casino/contracts';

/** What may stand directly under a remote's src/ (docs/remotes.md, "The template"). */
export const TEMPLATE_FOLDERS = ['app', 'expose', 'features', 'pages', 'locales', 'testing'] as const;
/** The sub-folders a feature may have; it uses only those it needs. */
export const FEATURE_FOLDERS = ['api', 'components', 'stores', 'lib'] as const;
/** A message file per interface language, and the test that checks them. */
export const LOCALE_FILES: readonly string[] = [...LOCALES.map((locale) => `${locale}.json`), 'locales.test.ts'];
/** An exposed module only wraps a page, view or host in RemoteRoot: a screenful at most. */
export const THIN_EXPOSE_LINES = 20;

/** The imports a thin exposed module may have: mf-shared, the app, a page, a feature's component, CSS. */
const EXPOSE_IMPORTS = [
  /^@casino\/mf-shared$/,
  /^@casino\/contracts$/, // the props contract it implements
  /^\.\.\/app\/[\w-]+$/,
  /^\.\.\/pages\/[\w-]+$/,
  /^\.\.\/features\/[\w-]+\/components\/[\w-]+$/,
  /^\.\.\/[\w/-]+\.css$/,
];
const IMPORT_SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** A folder's entries, leaving out folders without a file: git keeps none, so a clone has none. */
function entries(dir: string): fs.Dirent[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.isDirectory() || holdsFile(path.join(dir, entry.name)))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function holdsFile(dir: string): boolean {
  return fs.readdirSync(dir, { withFileTypes: true }).some((entry) => !entry.isDirectory() || holdsFile(path.join(dir, entry.name)));
}

/**
 * Checks a remote's folder tree against the template and returns one line per problem, each
 * starting with the offending path (relative to the repository, e.g. `mf-home/src/shared`).
 */
export function checkRemoteTemplate(remoteDir: string): string[] {
  const src = path.join(remoteDir, 'src');
  const shown = (...parts: string[]) => path.join(path.basename(remoteDir), 'src', ...parts);
  const problems: string[] = [];
  const allowed = (list: readonly string[]) => list.join(', ');

  for (const entry of entries(src)) {
    if (!entry.isDirectory()) {
      problems.push(`${shown(entry.name)}: a file directly under src/; src/ holds only the folders ${allowed(TEMPLATE_FOLDERS)}`);
    } else if (!(TEMPLATE_FOLDERS as readonly string[]).includes(entry.name)) {
      problems.push(`${shown(entry.name)}: not a folder of the template (${allowed(TEMPLATE_FOLDERS)}); generic code belongs in mf-shared`);
    }
  }
  for (const required of [['app', 'namespace.ts'], ['expose'], ['locales']]) {
    if (!fs.existsSync(path.join(src, ...required))) problems.push(`${shown(...required)}: missing (every remote has it)`);
  }

  for (const feature of entries(path.join(src, 'features'))) {
    if (!feature.isDirectory()) {
      problems.push(`${shown('features', feature.name)}: a file directly under features/; each feature is a folder`);
      continue;
    }
    for (const entry of entries(path.join(src, 'features', feature.name))) {
      if (!entry.isDirectory() || !(FEATURE_FOLDERS as readonly string[]).includes(entry.name)) {
        problems.push(`${shown('features', feature.name, entry.name)}: a feature holds only the folders ${allowed(FEATURE_FOLDERS)}`);
      }
    }
  }

  for (const entry of entries(path.join(src, 'expose'))) {
    const file = path.join(src, 'expose', entry.name);
    if (entry.isDirectory()) {
      problems.push(`${shown('expose', entry.name)}: src/expose/ holds only the exposed modules' files`);
    } else if (!isTest(entry.name)) {
      problems.push(...checkThinExpose(file).map((problem) => `${shown('expose', entry.name)}: ${problem}`));
    }
  }

  for (const entry of entries(path.join(src, 'pages'))) {
    if (entry.isDirectory())
      problems.push(`${shown('pages', entry.name)}: src/pages/ holds page files only; a page's parts belong in a feature`);
  }

  for (const entry of entries(path.join(src, 'locales'))) {
    if (!LOCALE_FILES.includes(entry.name)) {
      problems.push(`${shown('locales', entry.name)}: src/locales/ holds only ${allowed(LOCALE_FILES)}`);
    }
  }

  problems.push(...findTestFolders(src, shown));
  return problems;
}

/** A thin exposed module: a default export, a few lines, and imports from the allowed places only. */
function checkThinExpose(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const problems: string[] = [];
  const lines = text.split('\n').filter((line) => line.trim() !== '').length;
  if (lines > THIN_EXPOSE_LINES)
    problems.push(`${lines} lines; an exposed module is at most ${THIN_EXPOSE_LINES} (move the screen into a page or a feature)`);
  if (!/export default /.test(text)) problems.push('no default export (the federation loads the default export)');
  for (const match of text.matchAll(IMPORT_SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? '';
    if (!EXPOSE_IMPORTS.some((pattern) => pattern.test(specifier))) {
      problems.push(
        `imports "${specifier}"; an exposed module imports only @casino/mf-shared and @casino/contracts, ../app/*, ../pages/*, ../features/*/components/* and CSS`,
      );
    }
  }
  return problems;
}

function findTestFolders(dir: string, shown: (...parts: string[]) => string, parts: string[] = []): string[] {
  return entries(dir)
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      entry.name === '__tests__'
        ? [`${shown(...parts, entry.name)}: tests stand beside the code they test, not in __tests__`]
        : findTestFolders(path.join(dir, entry.name), shown, [...parts, entry.name]),
    );
}

/** A remote's federation contract, as its module-federation.config.ts defines it. */
interface Federation {
  name: string;
  exposes?: Record<string, string>;
}

const kebab = (key: string) =>
  key
    .replace(/^\.\//, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

/**
 * Registers the tests every remote runs on itself: its exposes are exactly its contract's, each
 * from `src/expose/<kebab-case key>.tsx`, and its folder tree matches the remote template.
 */
export function describeRemote(name: RemoteName, federation: Federation, remoteDir: string): void {
  describe(`${name} federation contract`, () => {
    it('exposes exactly the modules of its contract', () => {
      expect(federation.name).toBe(name);
      expect(path.basename(remoteDir)).toBe(remoteContract[name].app);
      expect(Object.keys(federation.exposes ?? {}).sort()).toEqual([...remoteContract[name].exposes].sort());
    });

    it('serves each exposed module from its kebab-case file under src/expose/', () => {
      for (const [key, file] of Object.entries(federation.exposes ?? {})) {
        expect([key, file]).toEqual([key, `./src/expose/${kebab(key)}.tsx`]);
        expect([file, fs.existsSync(path.join(remoteDir, file))]).toEqual([file, true]);
      }
    });
  });

  describe(`${remoteContract[name].app} folder tree`, () => {
    it('matches the remote template of docs/remotes.md', () => {
      const problems = checkRemoteTemplate(remoteDir);
      if (problems.length > 0) throw new Error(`The remote template is not kept:\n  ${problems.join('\n  ')}`);
    });
  });
}
