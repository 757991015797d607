import type { ResumeFields } from '@/lib/shared/resume/fields';
import type { ReadReply, ReadRequest } from './resume-reader.worker';

/** The reader's worker: undefined until started, null where a worker can't run. */
let worker: Worker | null | undefined;
let nextId = 0;
/** Readings the worker owes an answer; null sends them back to the page. */
const waiting = new Map<number, (fields: ResumeFields | null) => void>();

function giveUp() {
  worker?.terminate();
  worker = null;
  for (const answer of waiting.values()) answer(null);
  waiting.clear();
}

/**
 * Starts the worker that reads resumes (once a page). It loads PDF.js at once, beside the page
 * rather than on its main thread, where its compiling took seconds on a phone.
 */
export function startResumeReader(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./resume-reader.worker.ts', import.meta.url), {
      name: 'resume-reader',
    });
  } catch {
    worker = null;
    return worker;
  }
  worker.addEventListener('message', ({ data }: MessageEvent<ReadReply>) => {
    waiting.get(data.id)?.(data.fields);
    waiting.delete(data.id);
  });
  // A worker whose script can't load (blocked, offline) leaves the reading to the page.
  worker.addEventListener('error', giveUp);
  return worker;
}

const readInPage = (file: File) =>
  import('@/lib/shared/resume/read-resume').then((module) => module.readResume(file));

/** The form's fields the chosen resume holds, read in the worker where there is one. */
export async function readResume(file: File): Promise<ResumeFields> {
  const reader = startResumeReader();
  if (!reader) return readInPage(file);
  const id = (nextId += 1);
  const fields = await new Promise<ResumeFields | null>((answer) => {
    waiting.set(id, answer);
    reader.postMessage({ id, file } satisfies ReadRequest);
  });
  return fields ?? readInPage(file);
}
