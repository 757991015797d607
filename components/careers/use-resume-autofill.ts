'use client';

import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { resumeAutofill } from '@/content/application';
import type { ApplicationField, ApplicationFormValues } from '@/lib/shared/schemas/application';
import { FILLABLE, fillableValues, type ResumeFields } from '@/lib/shared/resume/fields';
import { readResume, startResumeReader } from './resume-reader';

/** A visitor who asked to save data fetches PDF.js (470 KB) only on reaching for the picker. */
const savingData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '';

/**
 * Fills the empty fields from the chosen resume, read in the browser: nothing typed is replaced,
 * each filled field is marked until the candidate changes it, and a file that cannot be read
 * (a scan, a damaged file) fills nothing and says nothing.
 */
export function useResumeAutofill(
  getValues: UseFormGetValues<ApplicationFormValues>,
  setValue: UseFormSetValue<ApplicationFormValues>,
) {
  const [filled, setFilled] = useState<ReadonlySet<ApplicationField>>(new Set());
  const [resumeNote, setResumeNote] = useState('');
  const latest = useRef<File | null>(null);

  // The reader starts with the form (the dialog opening), never with the page.
  useEffect(() => {
    if (!savingData()) startResumeReader();
  }, []);

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
    for (const name of added) setValue(name, found[name], { shouldValidate: true });
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

  /** The form's clicks: a click on the resume field opens the picker, time enough to load PDF.js. */
  function onFormClick(event: MouseEvent<HTMLFormElement>) {
    if ((event.target as HTMLInputElement).name === 'resume') startResumeReader();
  }

  return { filled, resumeNote, onFormChange, onFormClick };
}
