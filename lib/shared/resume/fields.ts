import { resumeAutofill } from '@/content/application';
import type { ApplicationField } from '@/lib/shared/schemas/application';
import { trimEnd } from '@/lib/shared/trim';

/** What a resume's text says about the fields of the application form; each absent when not found. */
export type ResumeFields = {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  experience_years?: string;
  /** The latest position, as written ('Senior Software Engineer'). */
  current_role?: string;
  current_company?: string;
  skills?: string[];
};

/**
 * The application form's fields a resume fills, in the browser and for the plain form alike. The
 * form (and the admin API behind it) has no field for the current role or the skills: they go,
 * as two short lines, into the cover letter, the one free-text field the company reads.
 */
export const FILLABLE = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'experience_years',
  'current_company',
  'cover_letter',
] as const satisfies readonly ApplicationField[];

export type FillableField = (typeof FILLABLE)[number];

/** The form's values from what a resume said, only those it found. */
export function fillableValues(found: ResumeFields): Partial<Record<FillableField, string>> {
  const { current_role: role, skills, ...direct } = found;
  const values: Partial<Record<FillableField, string>> = direct;
  const letter = resumeAutofill.coverLetter(role, skills);
  if (letter) values.cover_letter = letter;
  return values;
}

const MAX_LINES = 400;
const MAX_LINE = 300;
const MAX_SKILLS = 20;

const EMAIL = /[\w.+-]{1,64}@[a-z\d-]{1,63}(?:\.[a-z\d-]{1,63}){1,4}/i;
/** Indian numbers as written: +91 98xxx xxxxx, +91-98..., 91-98..., 098..., 98...; digits grouped by spaces or dashes. */
const INDIAN_PHONE = /(?<![\d+])(?:(?:\+|00)?91[\s-]{0,3}|0)?([6-9](?:[\s-]?\d){9})(?!\d)/;
/** Any other number written with its country code. */
const INTERNATIONAL_PHONE = /\+\d{1,3}(?:[\s-]?\d){7,12}(?!\d)/;
const YEARS = /(\d{1,2}(?:\.\d{1,2})?)\s?\+?\s?(?:years?|yrs?)\b/i;
const HEADING =
  /^(?:professional |work |employment |career |technical |key |core )?(?:summary|profile|objective|experience|history|skills|competencies|education|qualifications?|projects|certifications?|languages|contact|achievements|interests|references|personal details|declaration)\s*:?$/i;
const EXPERIENCE_HEADING =
  /^(?:professional |work |employment |career )?(?:experience|history)\s*:?$/i;
const SKILLS_HEADING = /^(?:technical |key |core )?(?:skills|competencies)(?: & tools)?\s*:?$/i;
const NOT_A_NAME =
  /\b(?:resume|curriculum|vitae|cv|profile|summary|contact|phone|mobile|email|address|linkedin|experience|engineer|developer|manager|analyst)\b/i;
const NAME_WORD = /^\p{Lu}[\p{L}'.-]*$/u;
const PRESENT = /\b(?:present|current|till date|to date|now)\b/i;
const DATES =
  /\(? ?(?:[a-z]{3,9}\.? )?(?:19|20)\d{2} ?(?:[-–—]|to) ?(?:present|current|till date|to date|now|(?:[a-z]{3,9}\.? )?(?:19|20)\d{2}) ?\)?/gi;

/** One character of what ends a role's line before its dates ('Engineer, Infosys –'). */
const SEPARATOR = /[\s,|–—-]/;

const clean = (line: string) =>
  line
    .slice(0, MAX_LINE)
    .replace(/[\u2022\u25cf\u25aa\u2023\u2043\u00b7]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The value of a labelled line ('Name: Asha Rao', or the label and value as two table cells). */
function labelled(lines: string[], label: RegExp): string | undefined {
  for (const [index, line] of lines.entries()) {
    const match = new RegExp(`^(?:${label.source}) ?[:|–-] ?(\\S.*)$`, 'i').exec(line);
    if (match) return match[1]!.trim();
    if (new RegExp(`^(?:${label.source}) ?:?$`, 'i').test(line) && lines[index + 1])
      return lines[index + 1];
  }
  return undefined;
}

function formatIndian(digits: string) {
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

function findPhone(text: string): string | undefined {
  const indian = INDIAN_PHONE.exec(text);
  if (indian) return formatIndian(indian[1]!.replace(/\D/g, ''));
  const other = INTERNATIONAL_PHONE.exec(text)?.[0];
  return other?.split(/[\s-]+/).join(' ');
}

function splitName(name: string): Pick<ResumeFields, 'first_name' | 'last_name'> {
  const words = name.split(' ').filter(Boolean);
  if (words.length < 2) return {};
  const title = (word: string) =>
    word === word.toUpperCase() ? word.charAt(0) + word.slice(1).toLowerCase() : word;
  return { first_name: title(words[0]!), last_name: words.slice(1).map(title).join(' ') };
}

function looksLikeName(line: string): boolean {
  const words = line.split(' ');
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    !NOT_A_NAME.test(line) &&
    words.every((word) => NAME_WORD.test(word))
  );
}

function findName(lines: string[]): Pick<ResumeFields, 'first_name' | 'last_name'> {
  const given = labelled(lines, /(?:full )?name/);
  if (given && looksLikeName(given)) return splitName(given);
  const line = lines.slice(0, 12).find(looksLikeName);
  return line ? splitName(line) : {};
}

function findYears(lines: string[]): string | undefined {
  const withExperience = lines.filter((line) => /experience|exp\b/i.test(line));
  for (const line of [...withExperience, ...lines]) {
    const years = YEARS.exec(line);
    if (!years) continue;
    const value = Number(years[1]);
    if (value >= 0 && value <= 50) return String(value);
  }
  return undefined;
}

/** 'Senior Engineer at Infosys', 'Senior Engineer, Infosys', 'Senior Engineer | Infosys', 'Senior Engineer - Infosys'. */
/** The line without its dates and what separated them ('Engineer, Infosys (2021 – Present)' → 'Engineer, Infosys'). */
const withoutDates = (line: string) => trimEnd(clean(line.replace(DATES, ' ')), SEPARATOR);

function splitRole(line: string): { current_role?: string; current_company?: string } {
  const text = withoutDates(line);
  const parts = text.split(/ (?:at|@) | ?[,|–—] ?| - /i).filter(Boolean);
  if (parts.length < 2 || !parts[0] || parts[0].length > 80) return {};
  return { current_role: parts[0], current_company: parts[1]!.slice(0, 100) };
}

function findRole(lines: string[]): Pick<ResumeFields, 'current_role' | 'current_company'> {
  const role = labelled(lines, /current (?:role|position|designation)|designation/);
  const company = labelled(lines, /current (?:company|employer|organi[sz]ation)|employer/);
  if (role || company) return { current_role: role, current_company: company };
  const start = lines.findIndex((line) => EXPERIENCE_HEADING.test(line));
  if (start === -1) return {};
  const section = lines.slice(start + 1, start + 12);
  const end = section.findIndex((line) => HEADING.test(line));
  const entries = end === -1 ? section : section.slice(0, end);
  let current = entries.find((line) => PRESENT.test(line)) ?? entries[0];
  if (!current) return {};
  // A line of dates alone belongs to the position above it.
  const at = entries.indexOf(current);
  if (withoutDates(current).length < 3 && at > 0) current = entries[at - 1]!;
  const found = splitRole(current);
  if (found.current_role) return found;
  // Title and company on two lines, the dates on either.
  const next = entries[entries.indexOf(current) + 1];
  const title = withoutDates(current);
  const employer = next && withoutDates(next);
  return title && employer ? { current_role: title, current_company: employer } : {};
}

/** A label cell or line that ends a list of skills (forms laid out as a table of labels and values). */
const NEXT_LABEL =
  /^(?:name|e-?mail|mobile|phone|address|notice period|current [a-z]+|total experience|date of birth|nationality|declaration|languages known)\b|:$/i;

function findSkills(lines: string[]): string[] | undefined {
  const inline = lines
    .map((line) => /^(?:technical |key |core )?skills ?[:|–-] ?(\S.*)$/i.exec(line)?.[1])
    .find(Boolean);
  const listed: string[] = inline ? [inline] : [];
  if (!inline) {
    const start = lines.findIndex((line) => SKILLS_HEADING.test(line));
    if (start === -1) return undefined;
    for (const line of lines.slice(start + 1, start + 15)) {
      if (HEADING.test(line) || NEXT_LABEL.test(line)) break;
      // 'Languages: Python, SQL' lists under a sub-heading.
      listed.push(line.replace(/^[^:]{1,30}: ?/, ''));
    }
  }
  const skills = listed
    .flatMap((line) => line.split(/ ?[,;|/] ?/))
    .map((skill) => skill.trim())
    .filter((skill) => skill.length > 0 && skill.length <= 40);
  const unique = [...new Set(skills)].slice(0, MAX_SKILLS);
  return unique.length ? unique : undefined;
}

/**
 * The form's fields found in a resume's text (its lines in reading order): a name near the top or
 * labelled, the first e-mail address and phone number, the years of experience stated, the
 * current (or latest) position and employer, and the listed skills. Bounded: only the first
 * lines and characters are read.
 */
export function resumeFields(text: string): ResumeFields {
  const lines = text
    .split(/\r?\n/)
    .slice(0, MAX_LINES)
    .map(clean)
    .filter((line) => line.length > 0);
  if (lines.length === 0) return {};
  const all = lines.join('\n');
  const found: ResumeFields = {
    ...findName(lines),
    email: EMAIL.exec(all)?.[0],
    phone: findPhone(all),
    experience_years: findYears(lines),
    ...findRole(lines),
    skills: findSkills(lines),
  };
  return Object.fromEntries(
    Object.entries(found).filter(([, value]) => value !== undefined && value !== ''),
  ) as ResumeFields;
}
