import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validApplicationFields } from '@/tests/unit/fixtures/application';
import { parseApplication } from './application-input';

const resume = () =>
  new File(
    [
      new Uint8Array(
        readFileSync(path.join(process.cwd(), 'tests/unit/fixtures/resumes/one-column.pdf')),
      ),
    ],
    'one-column.pdf',
  );
const plainPost = new Request('http://localhost/api/applications', {
  method: 'POST',
  headers: { accept: 'text/html' },
});

describe('a plain form posted without some fields', () => {
  test('comes back with the empty ones filled from its resume, the typed ones kept', async () => {
    const values: Record<string, unknown> = { job_id: '24', first_name: 'Asha', resume: resume() };
    const parsed = await parseApplication(values, plainPost);
    expect(parsed.ok).toBe(false);
    expect(values).toMatchObject({
      first_name: 'Asha',
      last_name: 'Sharma',
      email: 'priya.sharma@example.com',
      phone: '+91 98765 43210',
      experience_years: '7',
      current_company: 'Infosys',
      // The form has no field for the role and the skills: the cover letter says them.
      cover_letter:
        'Current role: Senior Software Engineer\nSkills: React, TypeScript, Node.js, PostgreSQL, AWS',
      autofilled: 'last_name,email,phone,experience_years,current_company,cover_letter',
    });
    if (!parsed.ok) expect(Object.keys(parsed.fieldErrors)).toEqual([]);
  });

  test('a post refused for something the resume cannot fix does not read it', async () => {
    const values: Record<string, unknown> = {
      ...validApplicationFields,
      notice_period: 'x'.repeat(101),
      resume: resume(),
    };
    const parsed = await parseApplication(values, plainPost);
    expect(parsed.ok).toBe(false);
    expect(values.autofilled).toBeUndefined();
    expect(values.cover_letter).toBeUndefined();
  });
});
