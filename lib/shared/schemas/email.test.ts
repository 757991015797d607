import { applicationSchema } from './application';
import { dataRequestSchema } from './data-request';
import { EMAIL_PATTERN, emailAddress, isEmailAddress } from './email';
import { enquirySchema } from './enquiry';
import { jobAlertSchema } from './job-alert';
import { cpuTimed } from '@/tests/support/cpu-time';

/** The address that held the event loop for about 7 s with the application form's old pattern. */
const pathological = `a@${'.'.repeat(64_000)}@`;
const forms = {
  application: applicationSchema.shape.email,
  enquiry: enquirySchema.shape.email,
  'data request': dataRequestSchema.shape.email,
  'job alert': jobAlertSchema.shape.email,
};

describe('the one email check', () => {
  it.each(Object.entries(forms))(
    'the %s form refuses the old pathological address at once, on its length alone',
    (_, schema) => {
      const [result, took] = cpuTimed(() => schema.safeParse(pathological));
      // The backtracking pattern took seconds on it; 100 ms leaves room for a loaded machine.
      expect(took).toBeLessThan(100);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        expect.stringMatching(/must be at most 254 characters$/),
      ]);
    },
  );

  it('runs its pattern in linear time even past the length check', () => {
    for (const text of [pathological, `a${'.a'.repeat(50_000)}@`, `a@${'a.'.repeat(50_000)}@`]) {
      const [accepted, took] = cpuTimed(() => EMAIL_PATTERN.test(text));
      expect(accepted).toBe(false);
      // A backtracking pattern takes seconds on these; a linear one a few ms.
      expect(took).toBeLessThan(250);
    }
  });

  it.each([
    ['asha@example.com', true],
    ['Asha.Rao+jobs@mail.example.co.in', true],
    ["o'neil_r-1@example.org", true],
    ['asha@', false],
    ['asha', false],
    ['a@b.c', false],
    ['.asha@example.com', false],
    ['asha..rao@example.com', false],
    ['asha @example.com', false],
    ['<script>@example.com', false],
    ['a,b@example.com', false],
    ['asha@exa_mple.com', false],
  ])('takes %s: %s, as every form does', (address, valid) => {
    expect(isEmailAddress(address)).toBe(valid);
    for (const schema of Object.values(forms))
      expect(schema.safeParse(address).success).toBe(valid);
    expect(emailAddress('Email', 'bad').safeParse(` ${address} `).success).toBe(valid);
  });
});
