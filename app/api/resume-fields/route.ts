import { env } from '@/lib/env';
import { withApi } from '@/lib/http/api-response';
import { readCappedBody } from '@/lib/http/body';
import { isCrossSite, mediaType } from '@/lib/http/origin';
import { consumeExpensive } from '@/lib/rate-limit';
import { RESUME_MAX_BYTES, resumeContentTypes } from '@/lib/shared/schemas/application';
import { readResumeInThread, readerFull } from '@/lib/uploads/resume-reading';

export const dynamic = 'force-dynamic';

const EXTENSIONS = new Map([
  [resumeContentTypes.pdf, 'pdf'],
  [resumeContentTypes.docx, 'docx'],
] as const);

/**
 * POST /api/resume-fields (the file itself as the body, typed as a PDF or DOCX): the fields the
 * application form can take from a resume, read in memory and kept nowhere, so a phone doesn't
 * load and run PDF.js itself. Every refusal leaves the reading to the candidate's browser.
 */
export const POST = withApi('resume-fields', async (request, api) => {
  const refuse = (status: number, message: string, headers?: Record<string, string>) =>
    api.json(status, { success: false, message }, headers);
  if (isCrossSite(request, env.SITE_URL)) return refuse(403, 'Cross-site requests are refused.');
  const extension = EXTENSIONS.get(mediaType(request));
  if (!extension)
    return refuse(
      415,
      `Send the resume as the body, typed ${[...EXTENSIONS.keys()].join(' or ')}.`,
    );
  const wait = await consumeExpensive('resumeReading', request);
  if (wait !== null)
    return refuse(429, 'Too many resumes read. Please wait.', { 'Retry-After': String(wait) });

  const busy = () =>
    refuse(503, 'Too many resumes are being read. Please try again.', { 'Retry-After': '1' });
  if (readerFull()) return busy();
  const bytes = await readCappedBody(request, RESUME_MAX_BYTES);
  if (bytes === 'too-large')
    return refuse(413, `The resume is larger than ${RESUME_MAX_BYTES / 1024 / 1024} MB.`);
  const fields = await readResumeInThread(bytes, extension);
  if (fields === 'busy') return busy();
  return api.json(200, { success: true, fields });
});
