import type Database from 'better-sqlite3';

/**
 * The database handle every module takes. It sits a floor below database.ts, which opens and seeds
 * the database: the seeders and the helpers they use (money/, agents/) name the handle from here,
 * so nothing they import leads back to the seeding.
 */
export type Db = Database.Database;
