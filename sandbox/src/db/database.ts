import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Db } from './db';
import { seedDatabase } from '../seed/seed';

export type { Db };

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

/** The numbered `NNN-name.sql` files of a folder, in version order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .map((file) => /^(\d+)-([\w-]+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => {
      const sql = fs.readFileSync(path.join(dir, match[0]), 'utf8');
      return {
        version: Number(match[1]),
        name: match[2] ?? '',
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    })
    .sort((a, b) => a.version - b.version);
  const versions = new Set<number>();
  for (const m of migrations) {
    if (versions.has(m.version)) throw new Error(`Two migrations share version ${m.version} in ${dir}`);
    versions.add(m.version);
  }
  return migrations;
}

export interface MigrationResult {
  applied: number[];
  /** Versions whose file changed after it was applied (the database keeps the old shape). */
  changed: number[];
}

/** Applies the migrations not yet recorded in schema_migrations, each in its own transaction. */
export function migrate(db: Db, migrations: Migration[] = readMigrations()): MigrationResult {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    checksum TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const done = new Map(
    (db.prepare('SELECT version, checksum FROM schema_migrations').all() as { version: number; checksum: string }[]).map((row) => [
      row.version,
      row.checksum,
    ]),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)');
  const result: MigrationResult = { applied: [], changed: [] };
  for (const migration of migrations) {
    const checksum = done.get(migration.version);
    if (checksum !== undefined) {
      if (checksum !== migration.checksum) result.changed.push(migration.version);
      continue;
    }
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, migration.checksum, new Date().toISOString());
    })();
    result.applied.push(migration.version);
  }
  return result;
}

/** Opens (creating the folder if needed) a file database or ':memory:', migrates it and seeds it when empty. */
export function openDatabase(file: string): { db: Db; migrations: MigrationResult; seeded: boolean } {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  const migrations = migrate(db);
  const seeded = seedDatabase(db);
  return { db, migrations, seeded };
}

/** Drops every table and builds the database again from the migrations and the seed. */
export function resetDatabase(db: Db): void {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name.replaceAll('"', '""')}"`);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
  migrate(db);
  seedDatabase(db);
}
