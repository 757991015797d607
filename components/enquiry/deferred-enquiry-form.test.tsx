/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { DeferredEnquiryForm } from './deferred-enquiry-form';

afterEach(() => window.history.replaceState(null, '', '/'));

it('preselects the service named in the URL once the validating form takes over', async () => {
  window.history.replaceState(null, '', '/contact?service=IT%20Staffing');
  render(<DeferredEnquiryForm idPrefix="contact" serviceFromUrl />);
  expect(screen.queryByRole('status')).toBeNull();
  // The react-hook-form version, once it has taken over, has a live status region.
  expect(await screen.findByRole('status', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByLabelText(/Service/)).toHaveValue('IT Staffing');
  expect(screen.getAllByRole('option')[1]).toHaveTextContent('IT Staffing');
});

it('ignores a service the form does not offer', async () => {
  window.history.replaceState(null, '', '/contact?service=Plumbing');
  render(<DeferredEnquiryForm idPrefix="contact" serviceFromUrl />);
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
