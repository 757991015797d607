/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplicationForm } from './application-form';

// The reader itself is tested on real resumes (lib/shared/resume/read-resume.test.ts), its choice
// of server or browser in resume-reader.test.ts, and the whole in Chromium
// (tests/e2e/own-servers/job-alerts.spec.ts).
const readResume = jest.fn(async () => ({
  first_name: 'Priya',
  email: 'priya.sharma@example.com',
  phone: '+91 98765 43210',
  experience_years: '7',
}));
jest.mock('./resume-reader', () => ({ readResume: () => readResume() }));

const fetchMock = jest.fn();
const reply = (status: number, body: unknown) => ({
  ok: status < 300,
  status,
  json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
});
beforeEach(() => {
  // Each test starts without the draft the one before it left.
  sessionStorage.clear();
  readResume.mockClear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function setup() {
  const onSuccess = jest.fn();
  const user = userEvent.setup();
  render(<ApplicationForm jobId="24" onSuccess={onSuccess} />);
  return { user, onSuccess };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First name/), 'Asha');
  await user.type(screen.getByLabelText(/^Last name/), 'Rao');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
  await user.type(screen.getByLabelText(/^Phone number/), '+91 98765 43210');
  await user.type(screen.getByLabelText(/^Years of experience/), '4');
  await user.upload(
    screen.getByLabelText(/^Resume/),
    new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
  );
}

const submit = () => screen.getByRole('button', { name: 'Submit Application' });

describe('ApplicationForm', () => {
  it('shows every required message under its field and blocks submission', async () => {
    const { user } = setup();
    await user.click(submit());
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Years of experience is required',
      'Resume is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    const firstName = screen.getByLabelText(/^First name/);
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('First name is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows format messages and keeps blocking until they are fixed', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'asha@');
    await user.clear(screen.getByLabelText(/^Phone number/));
    await user.type(screen.getByLabelText(/^Phone number/), '12345');
    await user.clear(screen.getByLabelText(/^Years of experience/));
    await user.type(screen.getByLabelText(/^Years of experience/), '51');
    await user.click(submit());
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number format')).toBeInTheDocument();
    expect(screen.getByText('Experience years must be between 0 and 50')).toBeInTheDocument();
    // The specification's messages stay as they are; each says what is expected through its example.
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'For example: name@company.com Invalid email format',
    );
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
      'For example: +91 98765 43210 Invalid phone number format',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Years of experience/)).toHaveAttribute('min', '0');
    expect(screen.getByLabelText(/^Years of experience/)).toHaveAttribute('max', '50');
  });

  it('shows server-reported missing fields per field and the message in a red box, keeping the input', async () => {
    fetchMock.mockResolvedValue(
      reply(422, {
        success: false,
        message: 'Missing required fields',
        fieldErrors: { phone: 'Phone is required', first_name: 'First name is required' },
      }),
    );
    const { user, onSuccess } = setup();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Missing required fields');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Rao');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to submit application' when the server says nothing", async () => {
    fetchMock.mockResolvedValue(reply(502, 'oops'));
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit application');
  });

  it('posts multipart without empty optional fields and reports success', async () => {
    fetchMock.mockResolvedValue(reply(200, { success: true, message: 'ok' }));
    const { user, onSuccess } = setup();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith('Application submitted successfully!', undefined),
    );
    const body = fetchMock.mock.calls[0][1].body as FormData;
    expect([...body.keys()].sort()).toEqual([
      'email',
      'experience_years',
      'first_name',
      'job_id',
      'last_name',
      'phone',
      'resume',
      'source',
    ]);
    expect((body.get('resume') as File).name).toBe('cv.pdf');
    // Landed on this page directly: no campaign, referral or other site to name.
    expect(body.get('source')).toBe('');
  });

  it("starts from this job's draft, keeps typing in it, and forgets it once sent", async () => {
    sessionStorage.setItem(
      'application-draft:24',
      JSON.stringify({ first_name: 'Asha', cover_letter: 'Hello' }),
    );
    fetchMock.mockResolvedValue(reply(200, { success: true, message: 'ok' }));
    const { user, onSuccess } = setup();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Asha');
    expect(screen.getByLabelText(/^Cover letter/)).toHaveValue('Hello');
    await user.type(screen.getByLabelText(/^Last name/), 'Rao');
    expect(JSON.parse(sessionStorage.getItem('application-draft:24')!)).toMatchObject({
      first_name: 'Asha',
      last_name: 'Rao',
    });
    await user.clear(screen.getByLabelText(/^First name/));
    await fillValid(user);
    await user.clear(screen.getByLabelText(/^Last name/));
    await user.type(screen.getByLabelText(/^Last name/), 'Rao');
    await user.click(submit());
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(sessionStorage.getItem('application-draft:24')).toBeNull();
  });

  it('fills the empty fields from the chosen resume, keeps what was typed, and says so once', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Phone number/), '+91 90000 00001');
    const input = screen.getByLabelText(/^Resume/);
    expect(readResume).not.toHaveBeenCalled();
    await user.upload(input, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    // The same choice reported twice (a second change event) is read once: the note stays.
    fireEvent.change(input);
    expect(await screen.findByText(/^We filled 3 fields from your resume/)).toBeVisible();
    expect(readResume).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Priya');
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('data-autofilled');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('+91 90000 00001');
    expect(screen.getByLabelText(/^Phone number/)).not.toHaveAttribute('data-autofilled');
    // Editing a filled field takes its mark away.
    await user.type(screen.getByLabelText(/^First name/), 'a');
    expect(screen.getByLabelText(/^First name/)).not.toHaveAttribute('data-autofilled');
  });

  it('takes away the errors of the fields it fills, and only theirs', async () => {
    const { user } = setup();
    await user.click(submit());
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByText('Last name is required')).toBeVisible();
    await user.upload(
      screen.getByLabelText(/^Resume/),
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(/^We filled 4 fields from your resume/)).toBeVisible();
    await waitFor(() => expect(screen.queryByText('First name is required')).toBeNull());
    expect(screen.queryByText('Email is required')).toBeNull();
    // The resume held no last name: its error stays.
    expect(screen.getByText('Last name is required')).toBeVisible();
    expect(readResume).toHaveBeenCalledTimes(1);
  });
});
