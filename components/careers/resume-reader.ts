import type { ResumeFields } from '@/lib/shared/resume/fields';
import {
  RESUME_MAX_BYTES,
  isReadableResume,
  resumeContentTypes,
  resumeExtension,
} from '@/lib/shared/schemas/application';
import type { ReadReply, ReadRequest } from './resume-reader.worker';

/** How long the server may take before the browser starts reading the file too. */
const SERVER_PATIENCE_MS = 3_000;

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
function startResumeReader(): Worker | null {
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

/** The chosen resume's fields, read in the worker where there is one, else in the page. */
async function readInBrowser(file: File): Promise<ResumeFields> {
  const reader = startResumeReader();
  if (!reader) return readInPage(file);
  const id = (nextId += 1);
  const fields = await new Promise<ResumeFields | null>((answer) => {
    waiting.set(id, answer);
    reader.postMessage({ id, file } satisfies ReadRequest);
  });
  return fields ?? readInPage(file);
}

/** The server's reading; null when it gives none (offline, busy, over its limit, another type). */
async function readOnServer(file: File): Promise<ResumeFields | null> {
  const extension = resumeExtension(file.name);
  if (!isReadableResume(extension) || file.size > RESUME_MAX_BYTES) return null;
  try {
    const response = await fetch('/api/resume-fields', {
      method: 'POST',
      headers: { 'Content-Type': resumeContentTypes[extension] },
      body: file,
    });
    if (!response.ok) return null;
    const { fields } = (await response.json()) as { fields?: ResumeFields };
    return fields && typeof fields === 'object' ? fields : null;
  } catch {
    return null;
  }
}

const patience = () =>
  new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), SERVER_PATIENCE_MS));

/**
 * The form's fields the chosen resume holds. The server reads it (a fraction of a second, where
 * a phone would load and run PDF.js for several); when the server can't, or is slow, the
 * browser reads it too, and the first answer counts.
 */
export async function readResume(file: File): Promise<ResumeFields> {
  const onServer = readOnServer(file);
  const first = await Promise.race([onServer, patience()]);
  if (first && first !== 'slow') return first;
  const inBrowser = readInBrowser(file);
  if (first === null) return inBrowser;
  return new Promise((resolve) => {
    void onServer.then((fields) => fields && resolve(fields));
    void inBrowser.then(resolve);
  });
}
