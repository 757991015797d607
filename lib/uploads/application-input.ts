import 'server-only';
import { applicationMessages } from '@/content/application';
import type { ApplicationInput } from '@/lib/backend/types';
import type { PostedValues } from '@/lib/forms/posted';
import { parseWith } from '@/lib/forms/schema';
import type { Parsed } from '@/lib/forms/route';
import {
  RESUME_MAX_BYTES,
  applicationSchema,
  resumeContentTypes,
  resumeExtension,
} from '@/lib/shared/schemas/application';
import {
  FILLABLE,
  fillableValues,
  resumeFields,
  type FillableField,
} from '@/lib/shared/resume/fields';
import { resumeText } from '@/lib/shared/resume/text';
import { wantsPage } from '@/lib/forms/answer';
import { parseSource, sourceQuery, type ApplicationSource } from '@/lib/shared/application-source';
import { streamsWithinBound } from './pdf-streams';
import { hasResumeStructure, resumeFileName } from './sniff';

const parseFields = parseWith(applicationSchema);

/**
 * The plain form's autofill, after it was posted without some fields: the empty ones are filled
 * from the posted resume (read in memory, kept nowhere) for the form given back, their errors
 * dropped, and `autofilled` names them so the page marks them.
 */
async function prefillFromResume(values: PostedValues, fieldErrors: Record<string, string>) {
  const empty = (name: FillableField) => {
    const typed = values[name];
    return typeof typed !== 'string' || typed.trim() === '';
  };
  // Reading a resume costs real CPU: only for a post refused for a field the resume can fill.
  if (!FILLABLE.some((name) => empty(name) && name in fieldErrors)) return;
  const file = values.resume as (Blob & { name?: string }) | undefined;
  const extension = resumeExtension(file?.name ?? '');
  if (!file || !extension || typeof file.arrayBuffer !== 'function') return;
  if (file.size > RESUME_MAX_BYTES) return;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!(await hasResumeStructure(bytes, extension))) return;
  if (extension === 'pdf' && !streamsWithinBound(bytes)) return;
  const found = fillableValues(resumeFields(await resumeText(bytes, extension)));
  const filled = FILLABLE.filter((name) => found[name] && empty(name));
  for (const name of filled) {
    values[name] = found[name];
    delete fieldErrors[name];
  }
  if (filled.length) values.autofilled = filled.join(',');
}

/**
 * Where the applicant came from: what the dialog sends (remembered since they landed), else, for
 * the plain form, the parameters of the page it was posted from (the Referer).
 */
function postedSource(values: PostedValues, request?: Request): ApplicationSource {
  if (typeof values.source === 'string') return parseSource(values.source);
  try {
    const page = new URL(request?.headers.get('referer') ?? '');
    return parseSource(sourceQuery(page, '', page.hostname));
  } catch {
    return parseSource('');
  }
}

/**
 * Turns a posted application into the backend's input: every field through the shared schema,
 * then the resume read as its extension says (structure, not just its first bytes), renamed
 * and retyped by us. A resume that is not what it claims is refused (422) and nothing is kept.
 */
export async function parseApplication(
  values: PostedValues,
  request?: Request,
): Promise<Parsed<ApplicationInput>> {
  const parsed = parseFields(values);
  if (!parsed.ok) {
    if (request && wantsPage(request)) await prefillFromResume(values, parsed.fieldErrors);
    return parsed;
  }

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
      ...(optional as unknown as Omit<ApplicationInput, 'resume'>),
      source: postedSource(values, request),
      resume: {
        bytes,
        filename: resumeFileName(fields.first_name, fields.last_name, extension),
        contentType: resumeContentTypes[extension],
      },
    },
  };
}
