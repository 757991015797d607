import 'server-only';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { StoreContext } from './context';
import type { EnquiryRecord } from './tables';

export type { EnquiryRecord } from './tables';
type Resume = { bytes: Uint8Array; extension: string; contentType: string; sha256: string };
type NewApplication = { job_id: string; fields: string; resume: Resume };

/** The embedded backend's data (no ADMIN_API_URL): demo jobs and testimonials, received submissions. */
export function embedded({ db, blobs }: StoreContext) {
  return {
    testimonials: () =>
      db
        .selectFrom('testimonials')
        .select(['name', 'designation', 'profile_image', 'message', 'created_at'])
        .orderBy('created_at', 'desc')
        .execute(),
    async jobsPage(limit: number, offset: number) {
      const page = db.selectFrom('jobs').select('data').orderBy('position');
      const rows = await page.limit(limit).offset(offset).execute();
      const { total } = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('total'))
        .executeTakeFirstOrThrow();
      return { jobs: rows.map((row) => JSON.parse(row.data) as unknown), total: Number(total) };
    },
    jobExists: async (id: number) =>
      (await db.selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst()) !==
      undefined,
    async addEnquiry(enquiry: EnquiryRecord) {
      const row = { ...enquiry, id: randomUUID(), created_at: Date.now() };
      await db.insertInto('enquiries').values(row).execute();
    },
    /** A received resume is kept like the outbox's (a file under `resumes/` on SQLite), for good. */
    async addApplication({ job_id, fields, resume }: NewApplication) {
      const id = randomUUID();
      const kept = blobs.put(path.join('resumes', `${id}.${resume.extension}`), resume.bytes);
      const { contentType: resume_type, sha256: resume_sha256, bytes } = resume;
      const row = { id, job_id, fields, resume_type, resume_sha256, resume_size: bytes.byteLength };
      const created_at = Date.now();
      await db
        .insertInto('applications')
        .values({ ...row, ...kept, created_at })
        .execute();
    },
  };
}
