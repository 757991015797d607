import 'server-only';
import { applicationMessages } from '@/content/application';
import type { ApplicationInput } from '@/lib/backend/types';
import type { PostedValues } from '@/lib/forms/posted';
import { parseWith } from '@/lib/forms/schema';
import type { Parsed } from '@/lib/forms/route';
import { applicationSchema, resumeExtension } from '@/lib/shared/schemas/application';
import { hasResumeStructure, resumeContentTypes, resumeFileName } from './sniff';

const parseFields = parseWith(applicationSchema);

/**
 * Turns a posted application into the backend's input: every field through the shared schema,
 * then the resume read as its extension says (structure, not just its first bytes), renamed
 * and retyped by us. A resume that is not what it claims is refused (422) and nothing is kept.
 */
export async function parseApplication(values: PostedValues): Promise<Parsed<ApplicationInput>> {
  const parsed = parseFields(values);
  if (!parsed.ok) return parsed;

  const { resume, ...fields } = parsed.input;
  const extension = resumeExtension(resume.name);
  const bytes = new Uint8Array(await (resume as unknown as Blob).arrayBuffer());
  if (!extension || !(await hasResumeStructure(bytes, extension)))
    return { ok: false, fieldErrors: { resume: applicationMessages.resumeContent } };

  const optional = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  return {
    ok: true,
    input: {
      ...(optional as Omit<ApplicationInput, 'resume'>),
      resume: {
        bytes,
        filename: resumeFileName(fields.first_name, fields.last_name, extension),
        contentType: resumeContentTypes[extension],
      },
    },
  };
}
