/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredEnquiryForm } from './deferred-enquiry-form';

// Records when the validating form's code has been fetched (its module is first evaluated).
const formModule = { loaded: false };
jest.mock('./enquiry-form', () => {
  formModule.loaded = true;
  return jest.requireActual('./enquiry-form');
});

afterEach(() => window.history.replaceState(null, '', '/'));

it('preselects the service named in the URL once the validating form takes over', async () => {
  window.history.replaceState(null, '', '/contact?service=IT%20Staffing');
  render(<DeferredEnquiryForm idPrefix="contact" servicesFromUrl={['IT Staffing']} />);
  expect(screen.queryByRole('status')).toBeNull();
  // The react-hook-form version, once it has taken over, has a live status region.
  expect(await screen.findByRole('status', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByLabelText(/Service/)).toHaveValue('IT Staffing');
  expect(screen.getAllByRole('option')[1]).toHaveTextContent('IT Staffing');
});

it('ignores a service the form does not offer', async () => {
  window.history.replaceState(null, '', '/contact?service=Plumbing');
  render(<DeferredEnquiryForm idPrefix="contact" servicesFromUrl={['IT Staffing']} />);
  expect(await screen.findByRole('status', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByLabelText(/Service/)).toHaveValue('');
  expect(screen.queryByRole('option', { name: 'Plumbing' })).toBeNull();
});

it('renders one honeypot, so every id in the form is unique', () => {
  const { container } = render(<DeferredEnquiryForm idPrefix="contact" />);
  const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
  expect(container.querySelectorAll('[name="website"]')).toHaveLength(1);
  expect(new Set(ids).size).toBe(ids.length);
});

it('waits while the visitor types in the plain form, then takes over with what was typed', async () => {
  const user = userEvent.setup();
  render(<DeferredEnquiryForm idPrefix="contact" />);
  await user.click(screen.getByLabelText(/Full name/));
  await user.keyboard('Asha Verma');
  // Loaded while the visitor is in the form: nothing is swapped under their cursor.
  await waitFor(() => expect(formModule.loaded).toBe(true), { timeout: 5000 });
  await act(() => Promise.resolve());
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.getByLabelText(/Full name/)).toHaveFocus();
  await user.tab();
  await user.tab();
  await user.click(document.body);
  expect(await screen.findByRole('status', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Verma');
});
