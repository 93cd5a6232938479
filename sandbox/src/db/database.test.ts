import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate, openDatabase, readMigrations, resetDatabase } from './database';
import { seedDatabase } from '../seed/seed';

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
    // issue 11: every slot provider has 30 or more slots, the providers of the spec's lists exist
    const slots = db.prepare('SELECT gp_id, COUNT(*) AS n FROM games WHERE game_type = 2 GROUP BY gp_id').all() as {
      gp_id: string;
      n: number;
    }[];
    expect(slots.map((s) => s.gp_id).sort()).toEqual(['GPFC', 'GPJD', 'GPJL', 'GPNE', 'GPPG', 'GPPL', 'GPPT', 'GPR8']);
    expect(slots.every((s) => s.n >= 30)).toBe(true);
    for (const gp of ['GPR8', 'GPJD', 'GPFC', 'GPJL', 'GPPT', 'GPPT2', 'GPPL', 'GPNE', 'GPNBB', 'GPOG', 'GPBB'])
      expect(db.prepare('SELECT COUNT(*) FROM providers WHERE gp_id = ?').pluck().get(gp)).toBe(1);
    const hashes = db.prepare('SELECT password_hash FROM members').pluck().all() as string[];
    expect(hashes.length).toBeGreaterThanOrEqual(3);
    expect(hashes.every((h) => h.startsWith('scrypt$'))).toBe(true);
    // AG1001 … AG2001, the access agents AG1011-AG1013 (seed-agents.ts), the transfer agents AG3101, AG3102 (seed-agent-transfer.ts)
    expect(count(db, 'agents')).toBe(9);
    // issue 10: the login states, the register forms of every site currency, the lists the checks read
    for (const account of ['player_device', 'player_move', 'player_dv', 'player_newpw'])
      expect(db.prepare('SELECT COUNT(*) FROM members WHERE account = ?').pluck().get(account)).toBe(1);
    expect(db.prepare('SELECT COUNT(DISTINCT site_id || currency) FROM register_settings').pluck().get()).toBe(4);
    expect(count(db, 'register_deny_list')).toBeGreaterThan(10);
    expect(count(db, 'double_validation_questions')).toBe(4);
    db.close();
  });

  it('upgrades a database seeded before issue 11: new columns get their defaults, the games step runs once', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    const all = readMigrations();
    migrate(
      db,
      all.filter((m) => m.version <= 4),
    );
    db.exec(`
      INSERT INTO currencies (code, symbol, name_i18n) VALUES ('RMB', '¥', '{"en_US":"Yuan"}');
      INSERT INTO sites (site_id, site_name, default_currency, default_language, template, customer_service_link)
        VALUES (1, 'Old site', 'RMB', 'zh_CN', 'site02', 'https://support.example.com');
      INSERT INTO members (id, site_id, account, password_hash, currency, cash, created_at) VALUES (1, 1, 'old_player', 'x', 'RMB', 77.5, '2025-01-01');
      INSERT INTO game_types (gt_id, code, app_prefix, name_i18n) VALUES (2, 'slot', 'e_', '{"en_US":"Slots"}');
      INSERT INTO providers (gp_id, gp_name, app_id, color) VALUES ('GPR8', 'R8 Gaming', 'app-gpr8', '#e4572e');
      INSERT INTO games (id, gp_id, game_type, game_code, name_i18n) VALUES (1, 'GPR8', 2, 'R8-2-001', '{"en_US":"Old name"}');
    `);
    expect(migrate(db, all).applied).toEqual(all.filter((m) => m.version > 4).map((m) => m.version));
    expect(db.prepare('SELECT open_mode, maintenance FROM providers').get()).toEqual({ open_mode: 'window', maintenance: 0 });
    // the REAL cash became an integer of cents (migration 015)
    expect(db.prepare('SELECT is_playing, transfer_disabled, cash_minor FROM members').get()).toEqual({
      is_playing: 0,
      transfer_disabled: 0,
      cash_minor: 7750,
    });

    expect(seedDatabase(db)).toBe(false);
    // the old game kept its id, the catalogue around it is complete
    expect(db.prepare("SELECT id FROM games WHERE game_code = 'R8-2-001'").pluck().get()).toBe(1);
    expect(db.prepare("SELECT COUNT(*) FROM games WHERE gp_id = 'GPR8' AND game_type = 2").pluck().get()).toBe(30);
    expect(db.prepare("SELECT open_mode FROM providers WHERE gp_id = 'GPPT'").pluck().get()).toBe('modal');
    expect(count(db, 'game_template_lists')).toBe(4);
    expect(db.prepare('SELECT cash_minor FROM members WHERE id = 1').pluck().get()).toBe(7750);
    expect(count(db, 'members')).toBe(1);
    // once only
    expect(seedDatabase(db)).toBe(false);
    expect(count(db, 'game_template_lists')).toBe(4);
    db.close();
  });

  it('migration 015 turns the REAL amounts of an older database into integers of the smallest unit', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    const all = readMigrations();
    migrate(
      db,
      all.filter((m) => m.version <= 14),
    );
    db.exec(`
      INSERT INTO currencies (code, symbol, name_i18n) VALUES ('RMB', '¥', '{}'), ('VND', '₫', '{}');
      INSERT INTO sites (site_id, site_name, default_currency, default_language, template, customer_service_link)
        VALUES (1, 'Old site', 'RMB', 'zh_CN', 'site02', 'https://support.example.com');
      INSERT INTO members (id, site_id, account, password_hash, currency, cash, created_at) VALUES
        (1, 1, 'float_rmb', 'x', 'RMB', 200.00490000000002, '2025-01-01'),
        (2, 1, 'float_vnd', 'x', 'VND', 5000000, '2025-01-01');
      INSERT INTO money_orders (order_number, member_id, type, amount, currency, status, method_name_i18n, created_at) VALUES
        ('D1', 1, 1, 4899.99, 'RMB', 'success', '{}', '2025-01-01'),
        ('D2', 2, 1, 100000, 'VND', 'pending', '{}', '2025-01-01');
      INSERT INTO transfer_records (member_id, order_number, from_wallet, to_wallet, amount, created_at) VALUES (1, 'TR1', 'GPR8', 'MAIN', 35.5, '2025-01-01');
    `);
    expect(migrate(db, all).applied).toEqual(all.filter((m) => m.version > 14).map((m) => m.version));
    expect(db.prepare('SELECT account, cash_minor FROM members ORDER BY id').all()).toEqual([
      { account: 'float_rmb', cash_minor: 20000 },
      { account: 'float_vnd', cash_minor: 5_000_000 },
    ]);
    expect(db.prepare('SELECT order_number, amount_minor, anonymous, payer_account FROM money_orders ORDER BY id').all()).toEqual([
      { order_number: 'D1', amount_minor: 489999, anonymous: 0, payer_account: null },
      { order_number: 'D2', amount_minor: 100000, anonymous: 0, payer_account: null },
    ]);
    expect(db.prepare('SELECT amount_minor FROM transfer_records').pluck().get()).toBe(3550);
    expect(db.prepare("SELECT typeof(cash_minor) FROM members WHERE account = 'float_rmb'").pluck().get()).toBe('integer');
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
