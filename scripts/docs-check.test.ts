import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseTree, treeProblems, workItemLines } from './docs-check';

const TREE = [
  '# Architecture',
  '',
  '```',
  'package.json            npm workspaces',
  'pkg/                    a package',
  '  src/index.ts          the entry',
  '  src/a.ts, b.ts        two modules',
  '  src/stores/           stores',
  '                        a continuation line, not an entry: src/nowhere.ts',
  'app-a/ app-b/           two apps alike',
  '  src/features/<feature>/   per feature',
  'docs/                   pages',
  '```',
  '',
].join('\n');

function fixture(files: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-check-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), '{}');
  }
  return root;
}

const COMPLETE = [
  'package.json',
  'pkg/package.json',
  'pkg/src/index.ts',
  'pkg/src/a.ts',
  'pkg/src/b.ts',
  'pkg/src/stores/x.ts',
  'app-a/src/features/one/x.ts',
  'app-b/src/features/two/x.ts',
  'docs/x.md',
];

test('the tree is read by indentation, with names beside the first and lines naming several folders', () => {
  const paths = parseTree(TREE).flatMap((entry) => entry.paths);
  assert.deepEqual(paths, [
    'package.json',
    'pkg/',
    'pkg/src/index.ts',
    'pkg/src/a.ts',
    'pkg/src/b.ts',
    'pkg/src/stores/',
    'app-a/',
    'app-b/',
    'app-a/src/features/<feature>/',
    'app-b/src/features/<feature>/',
    'docs/',
  ]);
});

test('a tree that matches the folders has no problem', () => {
  const root = fixture(COMPLETE);
  assert.deepEqual(treeProblems(root, TREE, ['package.json', 'pkg', 'app-a', 'app-b', 'docs']), []);
});

test('a named file that is gone, a top-level folder without a line and an unlisted src folder are problems', () => {
  const root = fixture([...COMPLETE.filter((f) => f !== 'pkg/src/b.ts'), 'pkg/src/rules/r.ts', 'tools/t.ts']);
  assert.deepEqual(treeProblems(root, TREE, ['package.json', 'pkg', 'app-a', 'app-b', 'docs', 'tools']), [
    'ARCHITECTURE.md:7 names pkg/src/b.ts, which does not exist',
    "ARCHITECTURE.md's tree has no line for tools",
    "ARCHITECTURE.md's tree lists pkg/src/ but not pkg/src/rules/",
  ]);
});

test('a line naming a work item is found; ordinary uses of the word are not', () => {
  const text = 'The budgets (issue 9).\nThere was an issue with the network.\nSee issues 13 and 14.\nissue #4';
  assert.deepEqual(workItemLines('x.md', text), ['x.md:1: The budgets (issue 9).', 'x.md:3: See issues 13 and 14.', 'x.md:4: issue #4']);
});
