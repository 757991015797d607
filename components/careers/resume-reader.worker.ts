import { readResume, type ResumeFields } from '@/lib/shared/resume/read-resume';

export type ReadRequest = { id: number; file: File };
export type ReadReply = { id: number; fields: ResumeFields };

self.addEventListener('message', async (event: MessageEvent<ReadRequest>) => {
  const { id, file } = event.data;
  const fields = await readResume(file).catch(() => ({}));
  self.postMessage({ id, fields } satisfies ReadReply);
});
