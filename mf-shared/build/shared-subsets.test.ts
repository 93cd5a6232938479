/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { sharedSingletons, sharedSubsets } from './webpack-preset';

const repoRoot = path.resolve(__dirname, '../..');

/** The browser code of the apps: every package's src/, without tests and the server-only folders. */
const APP_SOURCES = ['shell', 'mf-shared', 'mf-home', 'mf-auth', 'mf-games', 'mf-member', 'mf-proxy'].map((app) =>
  path.join(repoRoot, app, 'src'),
);
const SKIPPED = /(\.test\.tsx?$|[\\/](server|testing)[\\/])/;

function filesUnder(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && pattern.test(entry.name) && !SKIPPED.test(file) ? [file] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The values a file takes from a package: names of `import { … } from 'pkg'` and
 * `export { … } from 'pkg'` (type-only ones left out), `default` for a default import, `*` for a
 * namespace import or `export *`, which no subset can answer.
 */
function importedNames(source: string, pkg: string): string[] {
  const from = `\\s*from\\s*['"]${escape(pkg)}['"]`;
  const names: string[] = [];
  for (const match of source.matchAll(new RegExp(`\\b(import|export)\\s+(type\\s+)?([^;]*?)${from}`, 'g'))) {
    if (match[2]) continue;
    const clause = match[3] ?? '';
    const braces = /\{([^}]*)\}/.exec(clause);
    const outside = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    if (outside.startsWith('*')) names.push('*');
    else if (outside && match[1] === 'import') names.push('default');
    for (const part of braces?.[1]?.split(',') ?? []) {
      const name =
        part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '';
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** The names a subset module re-exports. */
function subsetExports(file: string): Set<string> {
  const source = fs.readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
  const braces = /export\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return new Set(
    braces
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

describe('shared subsets (webpack-preset.ts sharedSubsets)', () => {
  const appFiles = APP_SOURCES.flatMap((dir) => filesUnder(dir, /\.(ts|tsx)$/));
  // The other shared libraries import these packages too (mobx-react-lite imports mobx): their ES module files.
  const libraryFiles = sharedSingletons
    .filter((specifier) => !specifier.startsWith('@casino/') && !specifier.includes('/'))
    .flatMap((pkg) => filesUnder(path.join(repoRoot, 'node_modules', pkg, 'dist'), /\.(mjs|js)$/));

  it('finds the apps and the libraries to check', () => {
    expect(appFiles.length).toBeGreaterThan(100);
    expect(libraryFiles.some((file) => file.includes('mobx-react-lite'))).toBe(true);
  });

  it.each(Object.entries(sharedSubsets))('%s: every value the apps and the shared libraries import is in the subset', (pkg, file) => {
    const exported = subsetExports(file!);
    const missing = new Map<string, string>();
    for (const source of [...appFiles, ...libraryFiles]) {
      if (source.includes(`${path.sep}node_modules${path.sep}${pkg}${path.sep}`)) continue;
      for (const name of importedNames(fs.readFileSync(source, 'utf8'), pkg))
        if (!exported.has(name)) missing.set(name, path.relative(repoRoot, source));
    }
    // A name listed here: add it to the subset module (mf-shared/build/shared-subsets/), or import it from elsewhere.
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('reads the imports it checks', () => {
    expect(importedNames("import { a, b as c, type D } from 'mobx';\nimport type { E } from 'mobx';", 'mobx')).toEqual(['a', 'b']);
    expect(importedNames("import * as m from 'mobx'; export { f } from 'mobx'; import g from 'mobx'", 'mobx')).toEqual([
      '*',
      'f',
      'default',
    ]);
    expect(importedNames("import { x } from 'mobx-react-lite';", 'mobx')).toEqual([]);
  });
});
