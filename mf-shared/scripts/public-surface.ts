import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** mf-shared's folder. */
export const packageDir = path.resolve(__dirname, '..');
export const lockFile = path.join(packageDir, 'exports.lock.json');

/** The entries of the exports map whose names other packages import (code, not files like CSS). */
export const SURFACE_ENTRIES = ['.', './testing'] as const;

export type Surface = Record<string, string[]>;

export interface ExportsLock {
  /** The package version the surface below was recorded at. */
  version: string;
  surface: Surface;
}

interface PackageJson {
  version: string;
  exports: Record<string, string>;
}

export function readPackage(): PackageJson {
  return JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as PackageJson;
}

/** The exported names (values and types) of each surface entry, sorted, read with the compiler. */
export function currentSurface(): Surface {
  const pkg = readPackage();
  const files = SURFACE_ENTRIES.map((entry) => {
    const target = pkg.exports[entry];
    if (!target) throw new Error(`mf-shared's exports map has no ${entry}`);
    return path.join(packageDir, target);
  });
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(packageDir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const program = ts.createProgram(files, { ...(config?.options ?? {}), noEmit: true });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    SURFACE_ENTRIES.map((entry, index) => {
      const source = program.getSourceFile(files[index] ?? '');
      const symbol = source ? checker.getSymbolAtLocation(source) : undefined;
      const names = symbol ? checker.getExportsOfModule(symbol).map((exported) => exported.getName()) : [];
      return [entry, [...new Set(names)].sort()];
    }),
  );
}

export function readLock(): ExportsLock | null {
  return fs.existsSync(lockFile) ? (JSON.parse(fs.readFileSync(lockFile, 'utf8')) as ExportsLock) : null;
}

export interface SurfaceChange {
  added: string[];
  removed: string[];
}

/** What changed between two surfaces, as `entry:name` strings. */
export function diffSurface(before: Surface, after: Surface): SurfaceChange {
  const flat = (surface: Surface) => new Set(Object.entries(surface).flatMap(([entry, names]) => names.map((name) => `${entry}:${name}`)));
  const was = flat(before);
  const now = flat(after);
  return { added: [...now].filter((name) => !was.has(name)), removed: [...was].filter((name) => !now.has(name)) };
}

/**
 * The version after a surface change, by semver: a removal breaks remotes built against the old
 * surface (major; minor below 1.0), an addition does not break (minor; patch below 1.0).
 */
export function nextVersion(version: string, change: SurfaceChange): string {
  const [major = 0, minor = 0, patch = 0] = version.split('-')[0]!.split('.').map(Number);
  const breaking = change.removed.length > 0;
  if (!breaking && change.added.length === 0) return version;
  if (major === 0) return breaking ? `0.${minor + 1}.0` : `0.${minor}.${patch + 1}`;
  return breaking ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
}
