import { RESUME_MAX_BYTES, resumeExtension } from '@/lib/shared/schemas/application';
import { resumeFields, type ResumeFields } from './fields';
import { resumeText } from './text';

export type { ResumeFields } from './fields';
export { loadPdfReader } from './text';

/**
 * The form's fields a chosen resume holds, read where it is (the browser, or the server's memory
 * for a plain post) and kept nowhere. A file over the upload limit, of another type, or without
 * text (a scan) gives {}.
 */
export async function readResume(file: {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}): Promise<ResumeFields> {
  const extension = resumeExtension(file.name);
  if (!extension || file.size <= 0 || file.size > RESUME_MAX_BYTES) return {};
  return resumeFields(await resumeText(new Uint8Array(await file.arrayBuffer()), extension));
}
