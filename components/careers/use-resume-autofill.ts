'use client';

import { useRef, useState, type FormEvent } from 'react';
import type { UseFormGetValues, UseFormSetValue, UseFormTrigger } from 'react-hook-form';
import { resumeAutofill } from '@/content/application';
import type { ApplicationField, ApplicationFormValues } from '@/lib/shared/schemas/application';
import { FILLABLE, fillableValues, type ResumeFields } from '@/lib/shared/resume/fields';
import { readResume } from './resume-reader';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '';

/**
 * Fills the empty fields from the chosen resume (components/careers/resume-reader.ts): nothing typed is replaced,
 * each filled field is marked until the candidate changes it, and a file that cannot be read
 * (a scan, a damaged file) fills nothing and says nothing.
 */
export function useResumeAutofill(
  getValues: UseFormGetValues<ApplicationFormValues>,
  setValue: UseFormSetValue<ApplicationFormValues>,
  trigger: UseFormTrigger<ApplicationFormValues>,
) {
  const [filled, setFilled] = useState<ReadonlySet<ApplicationField>>(new Set());
  const [resumeNote, setResumeNote] = useState('');
  const latest = useRef<File | null>(null);

  async function fillFrom(file: File) {
    // The same choice reported twice (a second change event for one file) is read once: a second
    // reading would find every field filled and replace 'We filled …' with nothing.
    if (latest.current === file) return;
    latest.current = file;
    setResumeNote(resumeAutofill.reading);
    const found = fillableValues(await readResume(file).catch((): ResumeFields => ({})));
    // Another file was chosen meanwhile: its reading decides.
    if (latest.current !== file) return;
    const added = FILLABLE.filter((name) => found[name] && isEmpty(getValues(name)));
    for (const name of added) setValue(name, found[name]);
    // One pass of the schema for all of them (it clears their errors), not a whole pass per field.
    if (added.length) void trigger(added);
    setFilled((before) => new Set([...before, ...added]));
    setResumeNote(added.length ? resumeAutofill.filled(added.length) : '');
  }

  /** The form's change events: a new resume is read; a filled field the candidate edits loses its mark. */
  function onFormChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (target.name === 'resume') {
      const file = target.files?.[0];
      if (file) void fillFrom(file);
      return;
    }
    if (filled.has(target.name as ApplicationField))
      setFilled((before) => new Set([...before].filter((name) => name !== target.name)));
  }

  return { filled, resumeNote, onFormChange };
}
