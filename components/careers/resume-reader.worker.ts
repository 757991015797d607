import { loadPdfReader, readResume } from '@/lib/shared/resume/read-resume';

export type ReadRequest = { id: number; file: File };
export type ReadReply = { id: number; fields: Awaited<ReturnType<typeof readResume>> };

// PDF.js loads as the worker starts, off the page's main thread: by the time the candidate has
// found their resume, its 1.5 MB of code is compiled.
void loadPdfReader().catch(() => undefined);

self.addEventListener('message', async (event: MessageEvent<ReadRequest>) => {
  const { id, file } = event.data;
  const fields = await readResume(file).catch(() => ({}));
  self.postMessage({ id, fields } satisfies ReadReply);
});
