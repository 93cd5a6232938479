/**
 * The docs stay a reference (CONTRIBUTING.md, "Docs"): `npm test` runs this before the packages' own
 * checks, and `tsx --test scripts/docs-check.test.ts` proves each rule can fail.
 *
 * 1. docs/ARCHITECTURE.md's tree matches the folders: every path it names exists, every package and
 *    top-level folder has its line, and every folder under a listed package's `src/` is named.
 * 2. No doc and no player-visible message names a work item ("issue 27"): a reader of the docs or a
 *    player has no tracker to look it up in.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface TreeEntry {
  /** Paths from the repository root; a line under several folders ("mf-home/ mf-auth/") gives one each. */
  paths: string[];
  line: number;
  /** Under several folders alike: the line is true when it is true of one of them (a remote without pages/). */
  anyOf: boolean;
}

const ENTRY_INDENT_MAX = 6;
const PLACEHOLDER = /<[^>]+>/;

/** The entries of the first fenced block of ARCHITECTURE.md, resolved against their parents by indentation. */
export function parseTree(markdown: string): TreeEntry[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith('```'));
  if (start < 0) return [];
  const entries: TreeEntry[] = [];
  const parents: Array<{ indent: number; dirs: string[] }> = [];
  for (let i = start + 1; i < lines.length && !lines[i]!.startsWith('```'); i += 1) {
    const line = lines[i]!;
    const indent = line.length - line.trimStart().length;
    if (line.trim() === '' || indent > ENTRY_INDENT_MAX) continue;
    const names = namesOf(line.trim());
    if (names.length === 0) continue;
    while (parents.length > 0 && parents[parents.length - 1]!.indent >= indent) parents.pop();
    const bases = parents.length > 0 ? parents[parents.length - 1]!.dirs : [''];
    const paths = bases.flatMap((base) => expandNames(names).map((name) => path.posix.join(base, name)));
    entries.push({ paths, line: i + 1, anyOf: bases.length > 1 });
    const dirs = paths.filter((p) => names.some((n) => n.endsWith('/')) && !PLACEHOLDER.test(p));
    parents.push({ indent, dirs: dirs.length > 0 ? dirs.map((d) => (d.endsWith('/') ? d : `${d}/`)) : paths });
  }
  return entries;
}

/** The path column of a tree line: what stands before the first run of two spaces. */
function namesOf(text: string): string[] {
  const column = text.split(/\s{2,}/)[0]!;
  if (!/[./]/.test(column)) return [];
  return column.split(/,\s*|\s+/).filter(Boolean);
}

/** "src/boot.ts, bus-events.ts" names bus-events.ts beside boot.ts; a name without a folder joins the first one's. */
function expandNames(names: string[]): string[] {
  const first = names[0]!;
  const dir = first.endsWith('/') ? '' : path.posix.dirname(first);
  return names.map((name, index) => (index === 0 || name.includes('/') || dir === '.' || dir === '' ? name : path.posix.join(dir, name)));
}

function existsWithGlob(root: string, relative: string): boolean {
  if (PLACEHOLDER.test(relative)) {
    const parent = relative.slice(0, relative.search(PLACEHOLDER));
    return fs.existsSync(path.join(root, parent));
  }
  if (!relative.includes('*')) return fs.existsSync(path.join(root, relative));
  const dir = path.posix.dirname(relative);
  const pattern = new RegExp(
    `^${path.posix
      .basename(relative)
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')}$`,
  );
  const full = path.join(root, dir);
  return fs.existsSync(full) && fs.readdirSync(full).some((name) => pattern.test(name));
}

/** Problems of the tree against the folders under `root`; `trackedTop` are the top-level names git tracks. */
export function treeProblems(root: string, markdown: string, trackedTop: string[]): string[] {
  const entries = parseTree(markdown);
  const problems: string[] = [];
  const named = new Set(entries.flatMap((e) => e.paths.map((p) => p.replace(/\/$/, ''))));
  for (const entry of entries) {
    const missing = entry.paths.filter((p) => !existsWithGlob(root, p));
    if (entry.anyOf && missing.length < entry.paths.length) continue;
    for (const p of missing) problems.push(`ARCHITECTURE.md:${entry.line} names ${p}, which does not exist`);
  }
  const topNamed = new Set([...named].map((p) => p.split('/')[0]!));
  for (const top of trackedTop) {
    if (!topNamed.has(top)) problems.push(`ARCHITECTURE.md's tree has no line for ${top}`);
  }
  // A package whose src/ folders the tree lists must list them all.
  const packages = new Set([...named].filter((p) => fs.existsSync(path.join(root, p, 'package.json'))));
  for (const pkg of packages) {
    const src = path.join(root, pkg, 'src');
    const listsSrc = [...named].some((p) => p.startsWith(`${pkg}/src/`));
    if (!listsSrc || !fs.existsSync(src)) continue;
    for (const dir of fs.readdirSync(src, { withFileTypes: true })) {
      if (!dir.isDirectory()) continue;
      const folder = `${pkg}/src/${dir.name}`;
      const mentioned = [...named].some((p) => p === folder || p.startsWith(`${folder}/`));
      if (!mentioned) problems.push(`ARCHITECTURE.md's tree lists ${pkg}/src/ but not ${folder}/`);
    }
  }
  return problems;
}

/** "issue 27", "issues 13 and 14", "issue #9": a reference to the tracker. */
export const WORK_ITEM = /\bissues? #?\d+/i;

/** Lines of a text that name a work item, as "file:line: text". */
export function workItemLines(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (WORK_ITEM.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    return entry.isFile() && keep(entry.name) && !full.includes('node_modules') ? [full] : [];
  });
}

/** Every doc page, and every message file of the apps and the sandbox (what players read). */
export function readerFiles(root: string): string[] {
  const docs = [path.join(root, 'README.md'), ...filesUnder(path.join(root, 'docs'), (n) => n.endsWith('.md'))];
  const localeDirs = [
    ...fs
      .readdirSync(root)
      .filter((name) => /^mf-/.test(name))
      .map((pkg) => path.join(root, pkg, 'src', 'locales')),
    path.join(root, 'mf-shared', 'locales'),
    path.join(root, 'shell', 'src', 'locales'),
    path.join(root, 'sandbox', 'src', 'locales'),
  ];
  const locales = localeDirs.flatMap((dir) => filesUnder(dir, (n) => /\.(json|ts)$/.test(n) && !n.includes('.test.')));
  return [...docs.filter((f) => fs.existsSync(f)), ...locales];
}

export function docsProblems(root: string, trackedTop: string[]): string[] {
  const architecture = fs.readFileSync(path.join(root, 'docs', 'ARCHITECTURE.md'), 'utf8');
  const problems = treeProblems(root, architecture, trackedTop);
  for (const file of readerFiles(root)) {
    problems.push(...workItemLines(path.relative(root, file), fs.readFileSync(file, 'utf8')));
  }
  return problems;
}

/** The top-level folders git tracks (not files: the tree names the files that matter, not every one). */
export function trackedFolders(root: string): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  return [...new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0]!))].filter(
    (name) => !name.startsWith('.'),
  );
}
