import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RESUME_MAX_BYTES } from '@/lib/shared/schemas/application';
import { fillableValues, resumeFields } from './fields';
import { readResume, type ResumeFields } from './read-resume';
import { docxWithinBounds } from './zip-bounds';

const folder = path.join(process.cwd(), 'tests/unit/fixtures/resumes');
const file = (name: string) => {
  const bytes = readFileSync(path.join(folder, name));
  return {
    name,
    size: bytes.length,
    arrayBuffer: async () =>
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
  };
};

// Made by scripts/resume-fixtures.mjs: the layouts candidates send, each with what it must give.
const expected: Record<string, ResumeFields> = {
  'one-column.pdf': {
    first_name: 'Priya',
    last_name: 'Sharma',
    email: 'priya.sharma@example.com',
    phone: '+91 98765 43210',
    experience_years: '7',
    current_role: 'Senior Software Engineer',
    current_company: 'Infosys',
    skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'AWS'],
  },
  'printed.pdf': {
    first_name: 'Meera',
    last_name: 'Iyer',
    email: 'meera.iyer@example.com',
    phone: '+91 97011 22446',
    experience_years: '6',
    current_role: 'Full Stack Developer',
    current_company: 'HCLTech',
    skills: ['Vue.js', 'Python', 'Django', 'Docker'],
  },
  'two-column.pdf': {
    first_name: 'Rahul',
    last_name: 'Verma',
    email: 'rahul.verma@example.in',
    phone: '+91 98480 22334',
    experience_years: '9',
    current_role: 'Lead Backend Developer',
    current_company: 'Razorpay',
    skills: ['Java', 'Spring Boot', 'Kafka', 'Kubernetes'],
  },
  'table.pdf': {
    first_name: 'Kiran',
    last_name: 'Kumar Naidu',
    email: 'kiran.naidu@example.co.in',
    phone: '+91 80081 23456',
    experience_years: '12',
    current_role: 'Project Manager',
    current_company: 'Tata Consultancy Services',
    skills: ['Agile', 'Scrum', 'Stakeholder Management', 'JIRA'],
  },
  'one-column.docx': {
    first_name: 'Arjun',
    last_name: 'Menon',
    email: 'arjun.menon@example.com',
    phone: '+91 99887 76655',
    experience_years: '4',
    current_role: 'Data Analyst',
    current_company: 'Myntra',
    skills: ['Python', 'SQL', 'Power BI', 'Excel'],
  },
  'table.docx': {
    first_name: 'Anita',
    last_name: 'Reddy',
    email: 'anita.reddy@example.com',
    phone: '+91 91234 56789',
    experience_years: '5.5',
    current_role: 'QA Lead',
    current_company: 'Tech Mahindra',
    skills: ['Selenium', 'Java', 'TestNG', 'JIRA'],
  },
  // An image only: nothing to read, nothing filled.
  'scanned.pdf': {},
};

describe('readResume', () => {
  test.each(Object.entries(expected))('%s', async (name, fields) => {
    expect(await readResume(file(name))).toEqual(fields);
  });

  test('fills nothing from a file over the upload limit, of another type, or unreadable', async () => {
    const big = { ...file('table.docx'), size: RESUME_MAX_BYTES + 1 };
    expect(await readResume(big)).toEqual({});
    expect(await readResume({ ...file('table.docx'), name: 'resume.txt' })).toEqual({});
    const garbage = new TextEncoder().encode('%PDF-1.7 not really');
    const broken = {
      name: 'cv.pdf',
      size: garbage.length,
      arrayBuffer: async () => garbage.buffer,
    };
    expect(await readResume(broken)).toEqual({});
  });

  test('refuses a DOCX whose entries declare more than the upload bounds inflate', () => {
    const bytes = new Uint8Array(readFileSync(path.join(folder, 'table.docx')));
    expect(docxWithinBounds(bytes)).toBe(true);
    const bomb = bytes.slice();
    const view = new DataView(bomb.buffer);
    // Every central-directory entry claims 16 MB uncompressed.
    for (let at = 0; at < bomb.length - 4; at += 1)
      if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 16 * 1024 * 1024, true);
    expect(docxWithinBounds(bomb)).toBe(false);
  });
});

describe('resumeFields: Indian phone numbers as written', () => {
  test.each([
    ['+91 98765 43210', '+91 98765 43210'],
    ['+91-98765-43210', '+91 98765 43210'],
    ['+919876543210', '+91 98765 43210'],
    ['098765 43210', '+91 98765 43210'],
    ['91-9876543210', '+91 98765 43210'],
    ['(+91) 98765 43210', '+91 98765 43210'],
    ['9876543210', '+91 98765 43210'],
    ['0091 98765 43210', '+91 98765 43210'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
  ])('%s', (written, phone) => {
    expect(resumeFields(`Asha Rao\nMobile: ${written}`).phone).toBe(phone);
  });

  test('a year range or a PIN code is not a phone number', () => {
    expect(resumeFields('Asha Rao\nHyderabad 500081\n2019 - 2024').phone).toBeUndefined();
  });
});

describe('fillableValues', () => {
  test('the role and skills, which the form has no field for, go into the cover letter', () => {
    expect(
      fillableValues({
        first_name: 'Asha',
        current_role: 'QA Lead',
        current_company: 'Tech Mahindra',
        skills: ['Selenium', 'Java'],
      }),
    ).toEqual({
      first_name: 'Asha',
      current_company: 'Tech Mahindra',
      cover_letter: 'Current role: QA Lead\nSkills: Selenium, Java',
    });
    expect(fillableValues({ skills: ['SQL'] })).toEqual({ cover_letter: 'Skills: SQL' });
    expect(fillableValues({ email: 'a@example.com' })).toEqual({ email: 'a@example.com' });
  });
});
