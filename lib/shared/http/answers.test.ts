import { submissionAnswer, submissionAnswerSchema } from './answers';

const required = (field: string) => `${field} is required`;

describe('submissionAnswer', () => {
  it('passes success on, with queued when the submission was kept for later', () => {
    expect(submissionAnswer({ success: true, message: 'Sent' }, required)).toEqual({
      success: true,
      message: 'Sent',
    });
    expect(submissionAnswer({ success: true, message: 'Kept', queued: true }, required)).toEqual({
      success: true,
      message: 'Kept',
      queued: true,
    });
  });

  it("turns the admin API's missing fields into field errors, beside the schema's", () => {
    const answer = submissionAnswer(
      {
        success: false,
        message: 'No',
        missingFields: ['phone'],
        fieldErrors: { email: 'Bad email' },
      },
      required,
    );
    expect(answer).toEqual({
      success: false,
      message: 'No',
      fieldErrors: { phone: 'phone is required', email: 'Bad email' },
    });
    expect(submissionAnswerSchema.parse(answer)).toEqual(answer);
  });

  it('leaves fieldErrors out when no field is at fault', () => {
    expect(
      submissionAnswer({ success: false, message: 'Busy', missingFields: [] }, required),
    ).toEqual({ success: false, message: 'Busy' });
  });
});

describe('the answer schemas', () => {
  it.each([{ success: false, errors: {}, message: 'x' }, { error: 'Failed' }, { success: false }])(
    'refuse the old or partial shape %j',
    (answer) => {
      expect(submissionAnswerSchema.safeParse(answer).success).toBe(false);
    },
  );
});
