import { enquirySchema, fieldErrors } from './enquiry';
import { servicePages } from '@/content/services';

const valid = {
  full_name: ' Asha Verma ',
  email: 'asha@example.com',
  phone: '+91 98480-12345',
  service: 'Cloud Solutions',
  subject: 'Migration',
  message: 'Hello',
};

it('accepts a complete enquiry and trims it', () => {
  expect(enquirySchema.parse(valid).full_name).toBe('Asha Verma');
});

it('names every problem per field', () => {
  const result = enquirySchema.safeParse({
    ...valid,
    full_name: '  ',
    email: 'nope',
    phone: '12',
    service: ' ',
  });
  expect(result.success).toBe(false);
  expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual([
    'email',
    'full_name',
    'phone',
    'service',
  ]);
});

it('accepts the eight choices and any service page’s name; which pages exist, the route checks', () => {
  for (const service of [
    'Cloud Solutions',
    'Staff Augmentation',
    ...servicePages.map((page) => page.enquiryName),
    'Campus Hiring',
  ]) {
    expect(enquirySchema.safeParse({ ...valid, service }).success).toBe(true);
  }
  for (const service of ['', '   ', 'x'.repeat(61)]) {
    expect(enquirySchema.safeParse({ ...valid, service }).success).toBe(false);
  }
});

it('refuses a full name with < or > and says why; keeps the message exactly as typed', () => {
  for (const full_name of ['<script>alert(1)</script>', 'Asha > Verma', 'Asha<']) {
    const result = enquirySchema.safeParse({ ...valid, full_name });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ full_name: 'Full name cannot contain < or >' });
  }
  const message = '<b>Hi</b> & "thanks" > 0 <!-- -->';
  expect(enquirySchema.parse({ ...valid, full_name: "Asha D'Souza-Verma", message })).toMatchObject(
    { full_name: "Asha D'Souza-Verma", message },
  );
});
