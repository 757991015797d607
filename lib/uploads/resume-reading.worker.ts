import 'server-only';
import { parentPort } from 'node:worker_threads';
import { resumeFields, type ResumeFields } from '@/lib/shared/resume/fields';
import type { ReadableResumeExtension } from '@/lib/shared/schemas/application';
import { loadPdfReader, resumeText } from '@/lib/shared/resume/text';
import { streamsWithinBound } from './pdf-streams';

export type ReadingRequest = { bytes: Uint8Array; extension: ReadableResumeExtension };

// PDF.js loads as the thread starts, while the first file is still on its way.
const ready = loadPdfReader().catch(() => undefined);

/** A PDF whose streams would inflate past the bound is never given to PDF.js (it fills nothing). */
async function fieldsOf({ bytes, extension }: ReadingRequest): Promise<ResumeFields> {
  if (extension === 'pdf' && !streamsWithinBound(bytes)) return {};
  await ready;
  return resumeFields(await resumeText(bytes, extension));
}

parentPort?.on('message', async (request: ReadingRequest) => {
  parentPort?.postMessage(await fieldsOf(request));
});
