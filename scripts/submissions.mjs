// Lists the enquiries and applications kept by the embedded backend (no ADMIN_API_URL):
// `npm run submissions` (the site's store: DATABASE_URL when set, else DATA_DIR's SQLite file;
// add --json for machine-readable output). `npm run submissions -- --by-source` counts the
// applications the site's outbox keeps (whichever backend, for RETENTION_DAYS) by where each
// applicant came from.
import path from 'node:path';
import { sourceLabel } from '../lib/shared/application-source.ts';
import { openStoreClient } from './store-client.mjs';
import { printable, printableJson } from './terminal-text.mjs';

const asJson = process.argv.includes('--json');
const bySource = process.argv.includes('--by-source');
const store = await openStoreClient();

if (!store || !store.migrated) {
  if (asJson)
    console.log(JSON.stringify(bySource ? { sources: [] } : { enquiries: [], applications: [] }));
  else console.log('No store yet: nothing has been submitted.');
  process.exit(0);
}

if (bySource) {
  const rows = await store.query(
    `SELECT id, payload, created_at FROM submissions WHERE kind = 'application' ORDER BY created_at`,
  );
  await store.close();
  const counts = new Map();
  const applications = rows.map(({ id, payload, created_at }) => {
    const source = JSON.parse(payload).fields?.source;
    const label = source ? sourceLabel(source) : 'not recorded';
    counts.set(label, (counts.get(label) ?? 0) + 1);
    return { id, created_at: new Date(Number(created_at)).toISOString(), source: source ?? null };
  });
  const sources = [...counts].map(([source, count]) => ({ source, count }));
  sources.sort((a, b) => b.count - a.count || (a.source < b.source ? -1 : 1));
  if (asJson) console.log(printableJson({ sources, applications }));
  else {
    console.log(
      `Store: ${store.where}\n\nApplications by source (${rows.length}, the last RETENTION_DAYS)`,
    );
    for (const { source, count } of sources)
      console.log(`${String(count).padStart(6)}  ${printable(source)}`);
  }
  process.exit(0);
}

// A resume is a file under DATA_DIR in SQLite and bytes in its row in PostgreSQL (never printed).
const resumeColumn = store.kind === 'sqlite' ? 'resume_path' : 'NULL AS resume_path';
// The store keeps epoch milliseconds; they are listed as ISO times.
const iso = (row) => ({ ...row, created_at: new Date(row.created_at).toISOString() });
const enquiries = (await store.query('SELECT * FROM enquiries ORDER BY created_at')).map(iso);
const applications = (
  await store.query(
    `SELECT id, job_id, fields, ${resumeColumn}, resume_type, resume_size, resume_sha256, created_at FROM applications ORDER BY created_at`,
  )
).map(({ fields, resume_path, ...row }) => ({
  ...iso(row),
  ...JSON.parse(fields),
  resume_file: resume_path ? path.join(store.dataDir, resume_path) : null,
}));
await store.close();

if (asJson) {
  console.log(printableJson({ enquiries, applications }));
} else {
  console.log(`Store: ${store.where}\n\nEnquiries (${enquiries.length})`);
  for (const e of enquiries) {
    const line = (text) => printable(text);
    console.log(
      `- ${e.created_at}  ${line(e.full_name)} <${line(e.email)}> ${line(e.phone)}\n  ${line(e.service)} | ${line(e.subject)}\n  ${printable(e.message, { indent: '  ' })}`,
    );
  }
  console.log(`\nApplications (${applications.length})`);
  for (const a of applications) {
    const resume = a.resume_file ?? `kept in the database, ${a.resume_sha256.slice(0, 12)}…`;
    const line = (text) => printable(text);
    console.log(
      `- ${a.created_at}  job ${line(a.job_id)}: ${line(a.first_name)} ${line(a.last_name)} <${line(a.email)}> ${line(a.phone)}, ${a.experience_years} years\n  resume ${line(resume)} (${a.resume_size} bytes)`,
    );
  }
}
