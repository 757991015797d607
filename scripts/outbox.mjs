// The outbox of enquiries and applications (lib/submissions), from the command line:
//   npm run outbox -- list [status]   one line per record (pending, delivered, rejected, dead)
//   npm run outbox -- show <id>       one record: state, attempts, last error, payload
//   npm run outbox -- retry <id>      makes a pending or dead record due now; a running
//                                     server's worker (or the next drain) delivers it
//   npm run outbox -- retry pending   makes every pending record due now (the admin API is back)
// Uses the site's store: DATABASE_URL (PostgreSQL) when set, else DATA_DIR's SQLite file.
import path from 'node:path';
import { openStoreClient } from './store-client.mjs';
import { printable, printableJson } from './terminal-text.mjs';

const [command = 'list', argument] = process.argv.slice(2);
const when = (ms) => (ms ? new Date(ms).toISOString() : '-');
const DELIVERED_BY =
  "The running site's outbox worker delivers it within WORKER_INTERVAL_MS (15 s by default), or the next call of /api/outbox/drain";

function fail(message) {
  console.error(message);
  process.exit(1);
}

const store = await openStoreClient();
if (!store) fail('No store yet: nothing has been submitted.');
if (!store.migrated)
  fail(`The store at ${store.where} has no outbox yet: start the site once to migrate it.`);

// The resume: a file name in SQLite, the bytes in PostgreSQL (only their length is read).
const resumeColumn = store.kind === 'sqlite' ? 'resume_path' : 'octet_length(resume)';
const COLUMNS = `id, kind, idempotency_key, payload, content_hash, status, attempts, next_attempt_at, in_flight_until, last_error, outcome, created_at, updated_at, ${resumeColumn} AS resume`;

async function one(id) {
  if (!id) fail(`Usage: npm run outbox -- ${command} <id>`);
  const rows = await store.query(`SELECT ${COLUMNS} FROM submissions WHERE id = ? OR id LIKE ?`, [
    id,
    `${id}%`,
  ]);
  if (rows.length !== 1)
    fail(
      rows.length
        ? `${rows.length} records start with ${id}: give more of the id.`
        : `No record ${id}.`,
    );
  return rows[0];
}

if (command === 'list') {
  const rows = argument
    ? await store.query(`SELECT ${COLUMNS} FROM submissions WHERE status = ? ORDER BY created_at`, [
        argument,
      ])
    : await store.query(`SELECT ${COLUMNS} FROM submissions ORDER BY created_at`);
  const counts = await store.query('SELECT status, COUNT(*) AS n FROM submissions GROUP BY status');
  console.log(
    `Outbox ${store.where}: ${counts.map((c) => `${c.n} ${c.status}`).join(', ') || 'empty'}`,
  );
  for (const r of rows) {
    const next = r.status === 'pending' ? `  next ${when(r.next_attempt_at)}` : '';
    console.log(
      `${r.id}  ${r.kind.padEnd(11)} ${r.status.padEnd(9)} attempts ${r.attempts}  created ${when(r.created_at)}${next}${r.last_error ? `  last error: ${printable(r.last_error)}` : ''}`,
    );
  }
} else if (command === 'show') {
  const r = await one(argument);
  const { payload, outcome, resume, ...rest } = r;
  const kept =
    store.kind === 'sqlite'
      ? { resume_file: resume ? path.join(store.dataDir, resume) : null }
      : { resume_bytes: resume };
  console.log(
    printableJson({
      ...rest,
      created_at: when(r.created_at),
      updated_at: when(r.updated_at),
      next_attempt_at: when(r.next_attempt_at),
      in_flight_until: when(r.in_flight_until),
      ...kept,
      payload: JSON.parse(payload),
      outcome: outcome && JSON.parse(outcome),
    }),
  );
} else if (command === 'retry' && argument === 'pending') {
  const now = Date.now();
  const changes = await store.run(
    "UPDATE submissions SET next_attempt_at = ?, updated_at = ? WHERE status = 'pending'",
    [now, now],
  );
  console.log(`${changes} pending record(s) due now. ${DELIVERED_BY}.`);
} else if (command === 'retry') {
  const r = await one(argument);
  if (r.status === 'delivered' || r.status === 'rejected')
    fail(`${r.id} is ${r.status}: there is nothing to retry.`);
  if (r.kind === 'application' && !r.resume) fail(`${r.id}: its resume is missing.`);
  // A dead record gets a fresh 72 h window; its first outcome (what the visitor saw) stays.
  const now = Date.now();
  await store.run(
    `UPDATE submissions SET status = 'pending', next_attempt_at = ?, in_flight_until = NULL, updated_at = ?,
    created_at = CASE WHEN status = 'dead' THEN ? ELSE created_at END WHERE id = ?`,
    [now, now, now, r.id],
  );
  console.log(`${r.id} is due now. ${DELIVERED_BY}; check with: npm run outbox -- show ${r.id}`);
} else {
  fail('Usage: npm run outbox -- list [status] | show <id> | retry <id> | retry pending');
}
await store.close();
