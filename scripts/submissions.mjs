// Lists the enquiries and applications kept by the embedded backend (no ADMIN_API_URL):
// `npm run submissions` (honours DATA_DIR; add --json for machine-readable output).
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';

const dataDir = process.env.DATA_DIR || '.data';
const file = path.resolve(dataDir, 'site.db');
const asJson = process.argv.includes('--json');

if (!existsSync(file)) {
  if (asJson) console.log(JSON.stringify({ enquiries: [], applications: [] }));
  else console.log(`No store at ${file} yet: nothing has been submitted.`);
  process.exit(0);
}

const db = new Database(file, { readonly: true, fileMustExist: true });
const enquiries = db.prepare('SELECT * FROM enquiries ORDER BY created_at').all();
const applications = db
  .prepare('SELECT * FROM applications ORDER BY created_at')
  .all()
  .map(({ fields, ...row }) => ({ ...row, ...JSON.parse(fields), resume_file: path.join(dataDir, row.resume_path) }));
db.close();

if (asJson) {
  console.log(JSON.stringify({ enquiries, applications }, null, 2));
} else {
  console.log(`Store: ${file}\n\nEnquiries (${enquiries.length})`);
  for (const e of enquiries) {
    console.log(`- ${e.created_at}  ${e.full_name} <${e.email}> ${e.phone}\n  ${e.service} | ${e.subject}\n  ${e.message}`);
  }
  console.log(`\nApplications (${applications.length})`);
  for (const a of applications) {
    console.log(`- ${a.created_at}  job ${a.job_id}: ${a.first_name} ${a.last_name} <${a.email}> ${a.phone}, ${a.experience_years} years\n  resume ${a.resume_file} (${a.resume_size} bytes)`);
  }
}
