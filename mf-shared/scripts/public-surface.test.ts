/** @jest-environment node */
import { sharedConfig } from '../build/webpack-preset';
import { currentSurface, diffSurface, nextVersion, readLock, readPackage } from './public-surface';

describe("mf-shared's version moves with its public surface", () => {
  it('exports.lock.json records the exports of today, at the version in package.json', () => {
    const lock = readLock();
    expect(lock).not.toBeNull();
    const change = diffSurface(lock!.surface, currentSurface());
    const hint = "mf-shared's exports changed: run `npm run exports:update -w @casino/mf-shared` (it bumps the version).";
    expect({ change, hint }).toEqual({ change: { added: [], removed: [] }, hint });
    expect(readPackage().version).toBe(lock!.version);
  });

  it("every app's federation config asks for the version in package.json", () => {
    expect(sharedConfig()['@casino/mf-shared']?.requiredVersion).toBe(`^${readPackage().version}`);
  });

  it.each([
    ['0.2.0', { added: ['.:x'], removed: [] }, '0.2.1'],
    ['0.2.3', { added: [], removed: ['.:x'] }, '0.3.0'],
    ['1.4.2', { added: ['.:x'], removed: [] }, '1.5.0'],
    ['1.4.2', { added: ['.:x'], removed: ['.:y'] }, '2.0.0'],
    ['1.4.2', { added: [], removed: [] }, '1.4.2'],
  ])('from %s with %j the next version is %s', (version, change, next) => {
    expect(nextVersion(version, change)).toBe(next);
  });
});
