// The outbox of enquiries and applications (lib/submissions), from the command line:
//   npm run outbox -- list [status]   one line per record (pending, delivered, rejected, dead)
//   npm run outbox -- show <id>       one record: state, attempts, last error, payload
//   npm run outbox -- retry <id>      makes a pending or dead record due now; the running
//                                     server's worker delivers it within WORKER_INTERVAL_MS
//   npm run outbox -- retry pending   makes every pending record due now (the admin API is back)
// Honours DATA_DIR (default .data). Opens the SQLite file directly, like scripts/submissions.mjs.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';

const dataDir = process.env.DATA_DIR || '.data';
const file = path.resolve(dataDir, 'site.db');
const [command = 'list', argument] = process.argv.slice(2);
const when = (ms) => (ms ? new Date(ms).toISOString() : '-');

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!existsSync(file)) fail(`No store at ${file}: nothing has been submitted yet.`);
const db = new Database(file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'submissions'").get();
if (!hasTable) fail(`The store at ${file} has no outbox yet: start the site once to migrate it.`);

const find = (id) => db.prepare('SELECT * FROM submissions WHERE id = ? OR id LIKE ?').all(id, `${id}%`);
function one(id) {
  if (!id) fail(`Usage: npm run outbox -- ${command} <id>`);
  const rows = find(id);
  if (rows.length !== 1) fail(rows.length ? `${rows.length} records start with ${id}: give more of the id.` : `No record ${id}.`);
  return rows[0];
}

if (command === 'list') {
  const rows = argument
    ? db.prepare('SELECT * FROM submissions WHERE status = ? ORDER BY created_at').all(argument)
    : db.prepare('SELECT * FROM submissions ORDER BY created_at').all();
  const counts = db.prepare('SELECT status, COUNT(*) AS n FROM submissions GROUP BY status').all();
  console.log(`Outbox ${file}: ${counts.map((c) => `${c.n} ${c.status}`).join(', ') || 'empty'}`);
  for (const r of rows) {
    const next = r.status === 'pending' ? `  next ${when(r.next_attempt_at)}` : '';
    console.log(`${r.id}  ${r.kind.padEnd(11)} ${r.status.padEnd(9)} attempts ${r.attempts}  created ${when(r.created_at)}${next}${r.last_error ? `  last error: ${r.last_error}` : ''}`);
  }
} else if (command === 'show') {
  const r = one(argument);
  const { payload, outcome, ...rest } = r;
  console.log(JSON.stringify({
    ...rest,
    created_at: when(r.created_at), updated_at: when(r.updated_at), next_attempt_at: when(r.next_attempt_at), in_flight_until: when(r.in_flight_until),
    resume_file: r.resume_path ? path.join(dataDir, r.resume_path) : null,
    payload: JSON.parse(payload), outcome: outcome && JSON.parse(outcome),
  }, null, 2));
} else if (command === 'retry' && argument === 'pending') {
  const { changes } = db.prepare("UPDATE submissions SET next_attempt_at = ?, updated_at = ? WHERE status = 'pending'").run(Date.now(), Date.now());
  console.log(`${changes} pending record(s) due now. The running site's outbox worker delivers them within WORKER_INTERVAL_MS (15 s by default).`);
} else if (command === 'retry') {
  const r = one(argument);
  if (r.status === 'delivered' || r.status === 'rejected') fail(`${r.id} is ${r.status}: there is nothing to retry.`);
  if (r.resume_path && !existsSync(path.resolve(dataDir, r.resume_path))) fail(`${r.id}: its resume file ${r.resume_path} is missing.`);
  // A dead record gets a fresh 72 h window; its first outcome (what the visitor saw) stays.
  const now = Date.now();
  db.prepare(`UPDATE submissions SET status = 'pending', next_attempt_at = ?, in_flight_until = NULL, updated_at = ?,
    created_at = CASE WHEN status = 'dead' THEN ? ELSE created_at END WHERE id = ?`).run(now, now, now, r.id);
  console.log(`${r.id} is due now. The running site's outbox worker delivers it within WORKER_INTERVAL_MS (15 s by default); check with: npm run outbox -- show ${r.id}`);
} else {
  fail('Usage: npm run outbox -- list [status] | show <id> | retry <id> | retry pending');
}
db.close();
