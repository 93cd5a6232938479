import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate, openDatabase, readMigrations, resetDatabase } from './database';

const count = (db: Database.Database, table: string): number => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('migrations and seed', () => {
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-db-'));
  });

  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads the numbered migrations in order', () => {
    const versions = readMigrations().map((m) => m.version);
    expect(versions.length).toBeGreaterThanOrEqual(3);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });

  it('creates the folder and file, and reopening applies and seeds nothing twice', () => {
    const file = path.join(dir, 'nested', 'sandbox.db');
    const first = openDatabase(file);
    expect(first.migrations.applied).toEqual(readMigrations().map((m) => m.version));
    expect(first.seeded).toBe(true);
    first.db.prepare('UPDATE banners SET sort = 999 WHERE id = 1').run();
    const members = count(first.db, 'members');
    first.db.close();

    expect(fs.existsSync(file)).toBe(true);
    const second = openDatabase(file);
    expect(second.migrations.applied).toEqual([]);
    expect(second.seeded).toBe(false);
    expect(count(second.db, 'members')).toBe(members);
    expect(count(second.db, 'schema_migrations')).toBe(readMigrations().length);
    // the edit survived the restart
    expect((second.db.prepare('SELECT sort FROM banners WHERE id = 1').get() as { sort: number }).sort).toBe(999);
    second.db.close();
  });

  it('applies only the migrations a database lacks, and reports a changed file', () => {
    const db = new Database(':memory:');
    const all = readMigrations();
    expect(migrate(db, all.slice(0, 1)).applied).toEqual([all[0]?.version]);
    expect(migrate(db, all).applied).toEqual(all.slice(1).map((m) => m.version));
    const edited = all.map((m, i) => (i === 0 ? { ...m, checksum: 'different' } : m));
    expect(migrate(db, edited)).toEqual({ applied: [], changed: [all[0]?.version] });
    db.close();
  });

  it('seeds the catalogue the specs and issues ask for', () => {
    const { db } = openDatabase(':memory:');
    expect(count(db, 'sites')).toBeGreaterThanOrEqual(2);
    expect(db.prepare('SELECT code FROM currencies ORDER BY code').pluck().all()).toEqual(expect.arrayContaining(['RMB', 'USD', 'VND']));
    for (const site of [1, 2]) {
      for (const useType of [0, 1, 2]) {
        const banners = db
          .prepare('SELECT COUNT(*) FROM banners WHERE site_id = ? AND use_type = ? AND enabled = 1')
          .pluck()
          .get(site, useType);
        expect(banners).toBeGreaterThanOrEqual(8);
      }
      expect(db.prepare('SELECT COUNT(*) FROM bulletins WHERE site_id = ?').pluck().get(site)).toBe(20);
      expect(db.prepare('SELECT COUNT(*) FROM promotions WHERE site_id = ?').pluck().get(site)).toBe(6);
      expect(db.prepare('SELECT COUNT(*) FROM faqs WHERE site_id = ?').pluck().get(site)).toBe(10);
      const hostile = db
        .prepare("SELECT content_i18n FROM bulletins WHERE site_id = ? AND content_i18n LIKE '%onerror=alert(1)%'")
        .pluck()
        .get(site);
      expect(String(hostile)).toContain('<script>');
    }
    expect(db.prepare('SELECT gt_id FROM game_types ORDER BY gt_id').pluck().all()).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    for (const gp of ['GPR8', 'GPJD', 'GPFC', 'GPJL', 'GPPG']) {
      expect(db.prepare('SELECT COUNT(*) FROM games WHERE gp_id = ?').pluck().get(gp)).toBe(30);
    }
    const hashes = db.prepare('SELECT password_hash FROM members').pluck().all() as string[];
    expect(hashes.length).toBeGreaterThanOrEqual(3);
    expect(hashes.every((h) => h.startsWith('scrypt$'))).toBe(true);
    expect(count(db, 'agents')).toBe(4);
    // issue 10: the login states, the register forms of every site currency, the lists the checks read
    for (const account of ['player_device', 'player_move', 'player_dv', 'player_newpw'])
      expect(db.prepare('SELECT COUNT(*) FROM members WHERE account = ?').pluck().get(account)).toBe(1);
    expect(db.prepare('SELECT COUNT(DISTINCT site_id || currency) FROM register_settings').pluck().get()).toBe(4);
    expect(count(db, 'register_deny_list')).toBeGreaterThan(10);
    expect(count(db, 'double_validation_questions')).toBe(4);
    db.close();
  });

  it('reset drops edits and rebuilds the seed', () => {
    const { db } = openDatabase(':memory:');
    db.prepare('DELETE FROM banners').run();
    db.prepare("INSERT INTO sessions (token, member_id, created_at, expires_at) VALUES ('t', 1, 'x', 'y')").run();
    resetDatabase(db);
    expect(count(db, 'banners')).toBeGreaterThan(0);
    expect(count(db, 'sessions')).toBe(0);
    db.close();
  });
});
