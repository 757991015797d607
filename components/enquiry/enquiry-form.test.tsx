/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquiryForm } from './enquiry-form';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const answer = (status: number, body: unknown) => ({
  ok: status < 300,
  status,
  json: async () => body,
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), 'Asha Verma');
  await user.type(screen.getByLabelText(/Email address/), 'asha@example.com');
  await user.type(screen.getByLabelText(/Phone number/), '+91 98480 12345');
  await user.selectOptions(screen.getByLabelText(/Service/), 'Cybersecurity');
  await user.type(screen.getByLabelText(/Subject/), 'Audit');
  await user.type(screen.getByLabelText(/Message/), 'Please call me.');
}

it('has six named, labelled controls of the right types', () => {
  render(<EnquiryForm idPrefix="t" />);
  expect(screen.getByLabelText(/Email address/)).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText(/Phone number/)).toHaveAttribute('type', 'tel');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toHaveLength(9);
  for (const name of ['full_name', 'email', 'phone', 'service', 'subject', 'message']) {
    expect(document.querySelector(`[name="${name}"]`)).not.toBeNull();
  }
});

it('opened for a service page, lists that service first, selected, and sends it', async () => {
  fetchMock.mockResolvedValue(answer(200, { success: true, message: 'ok' }));
  const user = userEvent.setup();
  render(<EnquiryForm idPrefix="t" service="IT Staffing" subject="Enquire About IT Staffing" />);
  const select = screen.getByLabelText(/Service/);
  expect(select).toHaveValue('IT Staffing');
  expect(
    screen
      .getAllByRole('option')
      .map((option) => option.textContent)
      .slice(0, 3),
  ).toEqual(['Select a service', 'IT Staffing', 'IT Consulting']);
  await user.type(screen.getByLabelText(/Full name/), 'Asha Verma');
  await user.type(screen.getByLabelText(/Email address/), 'asha@example.com');
  await user.type(screen.getByLabelText(/Phone number/), '+91 98480 12345');
  await user.type(screen.getByLabelText(/Message/), 'Ten Java developers.');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    "Thank you for your message! We'll get back to you soon.",
  );
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
    service: 'IT Staffing',
    subject: 'Enquire About IT Staffing',
  });
  expect(select).toHaveValue('IT Staffing');
});

it('opened for one of the eight choices, selects it without adding an option', () => {
  render(<EnquiryForm idPrefix="t" service="Cybersecurity" />);
  expect(screen.getByLabelText(/Service/)).toHaveValue('Cybersecurity');
  expect(screen.getAllByRole('option')).toHaveLength(9);
});

it('shows field errors without sending', async () => {
  const user = userEvent.setup();
  render(<EnquiryForm idPrefix="t" />);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Full name is required')).toBeInTheDocument();
  expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('goes sending → success and clears the form', async () => {
  let resolve!: (value: unknown) => void;
  fetchMock.mockReturnValue(new Promise((done) => (resolve = done)));
  const user = userEvent.setup();
  const onSuccess = jest.fn();
  render(<EnquiryForm idPrefix="t" onSuccess={onSuccess} />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  resolve(answer(200, { success: true, message: 'ok' }));
  expect(
    await screen.findByText("Thank you for your message! We'll get back to you soon."),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/Full name/)).toHaveValue('');
  expect(onSuccess).toHaveBeenCalledWith("Thank you for your message! We'll get back to you soon.");
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
    full_name: 'Asha Verma',
    service: 'Cybersecurity',
  });
});

it('keeps what was typed and shows the failure message on error', async () => {
  fetchMock.mockResolvedValue(answer(503, { success: false }));
  const user = userEvent.setup();
  render(<EnquiryForm idPrefix="t" />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Sorry, there was an error sending your message. Please try again.',
  );
  expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Verma');
});

it('shows the admin’s message, or the default, when it rejects the enquiry', async () => {
  fetchMock.mockResolvedValue(answer(422, { success: false }));
  const user = userEvent.setup();
  render(<EnquiryForm idPrefix="t" />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit form');
});
