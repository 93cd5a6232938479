/**
 * npm run exports:update -w @casino/mf-shared
 * Records mf-shared's public surface in exports.lock.json and, when it changed, bumps the
 * package version by semver (docs/adr/0003-mf-shared-as-source.md). Every app's federation
 * requiredVersion for mf-shared follows package.json, so remotes built after the change ask
 * for a shell that provides it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { currentSurface, diffSurface, lockFile, nextVersion, packageDir, readLock, readPackage } from './public-surface';

const surface = currentSurface();
const lock = readLock();
const pkg = readPackage();
const change = lock ? diffSurface(lock.surface, surface) : { added: [], removed: [] };
// A version already bumped by hand since the lock was written counts as the bump.
const alreadyBumped = lock !== null && pkg.version !== lock.version;
const version = alreadyBumped ? pkg.version : nextVersion(pkg.version, change);

if (version !== pkg.version) {
  const file = path.join(packageDir, 'package.json');
  const text = fs.readFileSync(file, 'utf8').replace(`"version": "${pkg.version}"`, `"version": "${version}"`);
  fs.writeFileSync(file, text);
}
fs.writeFileSync(lockFile, `${JSON.stringify({ version, surface }, null, 2)}\n`);
for (const name of change.added) console.log(`+ ${name}`);
for (const name of change.removed) console.log(`- ${name}`);
console.log(`mf-shared ${pkg.version} → ${version}: exports.lock.json written`);
