export const MIGRATIONS: string;
export const DATABASES: string[];
export const RECORD: string;
export function migrationFiles(database: string, name: string): string[];
export function migrationsOnDisk(database: string): string[];
export function hashOf(file: string): string;
export function readRecord(): { file: string; hash: string }[];
export function writeRecord(entries: { file: string; hash: string }[]): void;
export function record(database: string, name: string): void;
