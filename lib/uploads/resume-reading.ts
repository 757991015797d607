import 'server-only';
import { Worker } from 'node:worker_threads';
import type { ResumeFields } from '@/lib/shared/resume/fields';
import { processGlobal } from '@/lib/shared/process-global';
import type { ReadingRequest } from './resume-reading.worker';

/** A reading that takes longer is given up and its thread ended: no file may hold the server. */
const READING_MS = 5_000;
/** The thread's heap: a hostile file that makes PDF.js allocate without end ends its thread. */
const HEAP_MB = 256;
/** Files held at once (read or waiting their turn); more are refused before their body is read. */
const MAX_HELD = 4;

/** The thread, the files it holds, and the end of the last one's turn. */
type Reader = { worker: Worker | undefined; held: number; lastTurn: Promise<void> };
const reader = processGlobal<Reader>('resumeReadingThread', () => ({
  worker: undefined,
  held: 0,
  lastTurn: Promise.resolve(),
}));

function end() {
  void reader.worker?.terminate();
  reader.worker = undefined;
}

function thread(): Worker {
  if (reader.worker) return reader.worker;
  const worker = new Worker(new URL('./resume-reading.worker.ts', import.meta.url), {
    name: 'resume-reading',
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
  });
  worker.unref();
  worker.on('error', end);
  worker.on('exit', () => {
    if (reader.worker === worker) reader.worker = undefined;
  });
  reader.worker = worker;
  return worker;
}

/**
 * Starts the reading thread as the server starts, so that a first file doesn't wait for PDF.js
 * to load (a few hundred ms); it lives as long as the process, unless a file ends it.
 */
export function warmResumeReading(): void {
  thread();
}

/** Whether the reader holds all the files it may: a request can be refused before its body is read. */
export const readerFull = () => reader.held >= MAX_HELD;

/** The fields the thread finds in one file; {} when it takes too long or ends. */
function readInThread(bytes: Uint8Array, extension: ReadingRequest['extension']) {
  const worker = thread();
  return new Promise<ResumeFields>((resolve) => {
    const settle = (fields: ResumeFields) => {
      clearTimeout(timer);
      worker.off('message', settle);
      worker.off('exit', gone);
      resolve(fields);
    };
    const gone = () => settle({});
    const timer = setTimeout(() => {
      end();
      settle({});
    }, READING_MS);
    worker.on('message', settle);
    worker.on('exit', gone);
    worker.postMessage({ bytes, extension } satisfies ReadingRequest);
  });
}

/**
 * The fields a resume holds, read in a thread of its own and kept nowhere: one file at a time
 * per server process, MAX_HELD at most held ('busy' past them: the browser then reads the file
 * itself); {} for a file that can't be read in time or at all.
 */
export async function readResumeInThread(
  bytes: Uint8Array,
  extension: ReadingRequest['extension'],
): Promise<ResumeFields | 'busy'> {
  if (readerFull()) return 'busy';
  reader.held += 1;
  const previous = reader.lastTurn;
  let endTurn = () => {};
  reader.lastTurn = new Promise((resolve) => (endTurn = resolve));
  try {
    await previous;
    return await readInThread(bytes, extension);
  } finally {
    reader.held -= 1;
    endTurn();
  }
}
