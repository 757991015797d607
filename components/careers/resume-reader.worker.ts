import { loadPdfReader, readResume } from '@/lib/shared/resume/read-resume';

export type ReadRequest = { id: number; file: File };
export type ReadReply = { id: number; fields: Awaited<ReturnType<typeof readResume>> };

/**
 * A page printed from a browser (embedded font subsets, compressed streams, as a resume exported
 * from Word): read once as the worker starts, after PDF.js has loaded. Loading compiles PDF.js's
 * outline only; a first reading compiles each function it calls, a second of a phone's time that
 * the candidate's own file would otherwise wait for.
 */
const WARM_UP = new URL('./resume-reader-warm-up.pdf', import.meta.url);

const ready = loadPdfReader()
  .then(() => fetch(WARM_UP))
  .then((response) => response.arrayBuffer())
  .then((bytes) =>
    readResume({ name: 'warm-up.pdf', size: bytes.byteLength, arrayBuffer: async () => bytes }),
  )
  .catch(() => undefined);

self.addEventListener('message', async (event: MessageEvent<ReadRequest>) => {
  const { id, file } = event.data;
  await ready;
  const fields = await readResume(file).catch(() => ({}));
  self.postMessage({ id, fields } satisfies ReadReply);
});
