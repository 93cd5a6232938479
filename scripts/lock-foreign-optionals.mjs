#!/usr/bin/env node
/**
 * The registry this project installs from serves only the linux-x64 builds of packages with
 * native binaries (@swc/core-*, @rspack/binding-*, …); other platforms' optional packages answer
 * 404. npm then writes a lockfile without them, and `npm ci` refuses that lockfile as "out of
 * sync". This script records each missing optional platform package in package-lock.json with
 * its version and the os/cpu/libc its name states, so npm ci skips it on this platform, as it
 * would with a complete lockfile. It runs as the root postinstall, so every `npm install` keeps
 * the lockfile usable by `npm ci`; it changes nothing when nothing is missing.
 */
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'sunos', 'netbsd', 'aix', 'openharmony', 'wasi'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p)) ?? (parts.includes('windows') ? 'win32' : parts.includes('macos') ? 'darwin' : undefined);
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('x86_64') || parts.includes('64') ? 'x64' : undefined);
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    // Resolution order: nested under this package, then hoisted at the root.
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform package: leave it for npm to report
    const version = String(range).replace(/^[\^~=]/, '');
    packages[`node_modules/${name}`] = {
      version,
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}

if (added === 0) process.exit(0);
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: recorded ${added} optional platform package(s) the registry does not serve here.`);
