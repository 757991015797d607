import 'server-only';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { ENQUIRY_COLUMNS, enquiryRow } from '../columns';
import type { EmbeddedTables, TestimonialRecord } from '../types';
import type { SqliteDatabase } from './database';
import { writeDurably } from './durable-file';

/** The embedded backend's tables in SQLite; a received resume is a file under `${dataDir}/resumes/`. */
export function sqliteEmbedded(db: SqliteDatabase, dataDir: string): EmbeddedTables {
  return {
    testimonials: async () =>
      db
        .prepare(
          'SELECT name, designation, profile_image, message, created_at FROM testimonials ORDER BY created_at DESC',
        )
        .all() as TestimonialRecord[],

    async jobsPage(limit, offset) {
      const rows = db
        .prepare('SELECT data FROM jobs ORDER BY position LIMIT ? OFFSET ?')
        .all(limit, offset) as { data: string }[];
      const { total } = db.prepare('SELECT COUNT(*) AS total FROM jobs').get() as { total: number };
      return { jobs: rows.map((row) => JSON.parse(row.data) as unknown), total };
    },

    jobExists: async (id) => db.prepare('SELECT 1 FROM jobs WHERE id = ?').get(id) !== undefined,

    async addEnquiry(enquiry) {
      db.prepare(`INSERT INTO enquiries (${ENQUIRY_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(
        ...enquiryRow(enquiry),
      );
    },

    async addApplication({ job_id, fields, resume }) {
      const id = randomUUID();
      const relative = path.join('resumes', `${id}.${resume.extension}`);
      writeDurably(path.resolve(dataDir, relative), resume.bytes);
      db.prepare(
        `INSERT INTO applications (id, job_id, fields, resume_path, resume_type, resume_size, resume_sha256, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        job_id,
        fields,
        relative,
        resume.contentType,
        resume.bytes.byteLength,
        resume.sha256,
        new Date().toISOString(),
      );
    },
  };
}
