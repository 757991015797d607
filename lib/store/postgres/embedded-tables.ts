import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { ENQUIRY_COLUMNS, enquiryRow } from '../columns';
import type { EmbeddedTables, TestimonialRecord } from '../types';

/** The embedded backend's tables in PostgreSQL; a received resume is kept in its row. */
export function postgresEmbedded(pool: Pool): EmbeddedTables {
  return {
    testimonials: async () =>
      (
        await pool.query<TestimonialRecord>(
          'SELECT name, designation, profile_image, message, created_at FROM testimonials ORDER BY created_at DESC',
        )
      ).rows,

    async jobsPage(limit, offset) {
      const page = await pool.query<{ data: string }>(
        'SELECT data FROM jobs ORDER BY position LIMIT $1 OFFSET $2',
        [limit, offset],
      );
      const count = await pool.query<{ total: number }>('SELECT COUNT(*) AS total FROM jobs');
      return {
        jobs: page.rows.map((row) => JSON.parse(row.data) as unknown),
        total: count.rows[0]!.total,
      };
    },

    jobExists: async (id) =>
      ((await pool.query('SELECT 1 FROM jobs WHERE id = $1', [id])).rowCount ?? 0) > 0,

    async addEnquiry(enquiry) {
      await pool.query(
        `INSERT INTO enquiries (${ENQUIRY_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        enquiryRow(enquiry),
      );
    },

    async addApplication({ job_id, fields, resume }) {
      await pool.query(
        `INSERT INTO applications (id, job_id, fields, resume, resume_type, resume_size, resume_sha256, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          randomUUID(),
          job_id,
          fields,
          Buffer.from(resume.bytes),
          resume.contentType,
          resume.bytes.byteLength,
          resume.sha256,
          new Date().toISOString(),
        ],
      );
    },
  };
}
