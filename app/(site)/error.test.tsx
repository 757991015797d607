/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RouteError from '@/app/(site)/error';
import NotFound from '@/app/(site)/not-found';

describe('the error boundary and the not-found page', () => {
  it('shows the title and the error message, and retries on request', async () => {
    const reset = jest.fn();
    render(<RouteError error={new Error('Failed to load jobs')} reset={reset} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to load jobs')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('falls back to a generic message when the error has none', () => {
    render(<RouteError error={new Error('')} reset={() => {}} />);
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
  });

  it('shows the status for a page that is not found, with a way home', () => {
    render(<NotFound />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404: This page could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
