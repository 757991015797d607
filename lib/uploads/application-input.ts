import type { ApplicationInput } from '@/lib/backend/types';
import {
  applicationLabels,
  applicationSchema,
  resumeExtension,
  type ApplicationField,
} from '@/lib/shared/schemas/application';
import { matchesSignature, resumeContentTypes, resumeFileName } from './sniff';

export type FieldErrors = Partial<Record<ApplicationField | 'job_id', string>>;

type Parsed = { ok: true; input: ApplicationInput } | { ok: false; errors: FieldErrors };

const fieldNames = ['job_id', ...Object.keys(applicationLabels)] as const;

/**
 * Turns a posted form into the backend's input: every field through the shared schema,
 * then the resume's bytes checked against its extension, renamed and retyped by us.
 */
export async function parseApplicationForm(form: FormData): Promise<Parsed> {
  const raw = Object.fromEntries(fieldNames.map((name) => [name, form.get(name) ?? undefined]));
  const result = applicationSchema.safeParse(raw);
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues)
      errors[issue.path[0] as ApplicationField] ??= issue.message;
    return { ok: false, errors };
  }

  const { resume, ...fields } = result.data;
  const extension = resumeExtension(resume.name);
  const bytes = new Uint8Array(await (resume as unknown as Blob).arrayBuffer());
  if (!extension || !matchesSignature(bytes, extension)) {
    return {
      ok: false,
      errors: { resume: "The resume's content is not a PDF, DOC or DOCX document" },
    };
  }

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
