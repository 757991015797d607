import {
  applicationSchema,
  formFieldFor,
  missingFieldMessage,
  type ApplicationField,
} from '@/lib/shared/schemas/application';

const pdf = { name: 'cv.pdf', size: 1200, type: 'application/pdf' };
const valid = {
  job_id: '24',
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  phone: '+91 98765-43210',
  experience_years: '4',
  current_company: '',
  expected_salary: '',
  notice_period: '',
  linkedin_url: '',
  portfolio_url: '',
  cover_letter: '',
  resume: pdf,
};

function errorsOf(values: Record<string, unknown>): Partial<Record<ApplicationField, string>> {
  const result = applicationSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('application schema', () => {
  it('accepts a valid application and leaves empty optional fields out', () => {
    const data = applicationSchema.parse(valid);
    expect(data).toEqual({
      job_id: '24',
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.com',
      phone: '+91 98765-43210',
      experience_years: 4,
      resume: pdf,
    });
  });

  it.each([
    ['first_name', 'First name is required'],
    ['last_name', 'Last name is required'],
    ['email', 'Email is required'],
    ['phone', 'Phone number is required'],
    ['experience_years', 'Years of experience is required'],
  ])('requires %s with "%s"', (field, message) => {
    expect(errorsOf({ ...valid, [field]: '  ' })[field as ApplicationField]).toBe(message);
    expect(errorsOf({ ...valid, [field]: undefined })[field as ApplicationField]).toBe(message);
  });

  it.each([
    ['first_name', '<script>alert(1)</script>', 'First name cannot contain < or >'],
    ['last_name', 'Rao<img src=x>', 'Last name cannot contain < or >'],
    ['last_name', 'Rao >', 'Last name cannot contain < or >'],
  ])('refuses %s %j with a field message', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('keeps the cover letter exactly as typed, markup included', () => {
    const cover_letter = '<p>I build <b>fast</b> sites & "APIs"</p>';
    expect(
      applicationSchema.parse({ ...valid, first_name: "Ève-Marie O'Neil", cover_letter }),
    ).toMatchObject({ first_name: "Ève-Marie O'Neil", cover_letter });
  });

  it('requires the resume: no file, an empty FileList, or an empty form part', () => {
    expect(errorsOf({ ...valid, resume: undefined }).resume).toBe('Resume is required');
    expect(errorsOf({ ...valid, resume: { length: 0 } }).resume).toBe('Resume is required');
    expect(errorsOf({ ...valid, resume: { name: '', size: 0 } }).resume).toBe('Resume is required');
  });

  it('takes the first file of a FileList-like value', () => {
    expect(applicationSchema.parse({ ...valid, resume: { 0: pdf, length: 1 } }).resume).toBe(pdf);
  });

  it('accepts pdf, doc and docx only, at most 4 MB, not empty', () => {
    for (const name of ['a.pdf', 'a.DOC', 'a.docx'])
      expect(errorsOf({ ...valid, resume: { name, size: 10 } }).resume).toBeUndefined();
    expect(errorsOf({ ...valid, resume: { name: 'a.exe', size: 10 } }).resume).toBe(
      'Resume must be a PDF, DOC or DOCX file',
    );
    expect(errorsOf({ ...valid, resume: { name: 'a.pdf', size: 0 } }).resume).toBe(
      'The resume file is empty',
    );
    expect(
      errorsOf({ ...valid, resume: { name: 'a.pdf', size: 4 * 1024 * 1024 } }).resume,
    ).toBeUndefined();
    expect(
      errorsOf({ ...valid, resume: { name: 'a.pdf', size: 4 * 1024 * 1024 + 1 } }).resume,
    ).toBe('Resume must be at most 4 MB');
  });

  it.each(['asha', 'asha@', 'asha@example', 'a b@example.com'])('rejects the email %s', (email) => {
    expect(errorsOf({ ...valid, email }).email).toBe('Invalid email format');
  });

  it.each([
    ['9876543210', true],
    ['+91 98765 43210', true],
    ['040-2345-6789', true],
    ['12345', false],
    ['98765o43210', false],
    ['++919876543210', false],
    ['(040) 23456789', false],
  ])('phone %s valid: %s', (phone, ok) => {
    expect(errorsOf({ ...valid, phone }).phone).toBe(
      ok ? undefined : 'Invalid phone number format',
    );
  });

  it.each([
    ['0', true],
    ['50', true],
    ['2.5', true],
    ['-1', false],
    ['51', false],
    ['ten', false],
  ])('experience %s valid: %s', (experience_years, ok) => {
    expect(errorsOf({ ...valid, experience_years }).experience_years).toBe(
      ok ? undefined : 'Experience years must be between 0 and 50',
    );
  });

  it('checks optional URLs only when filled', () => {
    expect(errorsOf({ ...valid, linkedin_url: 'linkedin' }).linkedin_url).toBe(
      'Invalid URL format',
    );
    expect(errorsOf({ ...valid, portfolio_url: 'javascript:alert(1)' }).portfolio_url).toBe(
      'Invalid URL format',
    );
    expect(
      applicationSchema.parse({
        ...valid,
        linkedin_url: 'https://linkedin.com/in/asha',
        notice_period: '30 days',
      }),
    ).toMatchObject({
      linkedin_url: 'https://linkedin.com/in/asha',
      notice_period: '30 days',
    });
  });

  it('words server-reported missing fields with spaces and maps them to form fields', () => {
    expect(missingFieldMessage('first_name')).toBe('First name is required');
    expect(missingFieldMessage('resume_url')).toBe('Resume url is required');
    expect(formFieldFor('resume_url')).toBe('resume');
    expect(formFieldFor('phone')).toBe('phone');
    expect(formFieldFor('status')).toBeUndefined();
  });
});
