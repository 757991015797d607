/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchJobs } from '@/lib/shared/jobs/search';
import { fixtureJobs } from '@/tests/unit/fixtures/jobs';
import { installDialogMethods } from '@/tests/unit/fixtures/jsdom-dialog';
import { JobBoard } from './job-board';

const fetchMock = jest.fn();
const reply = (status: number, body: unknown) => ({
  ok: status < 300,
  status,
  json: async () => body,
});
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const cardTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('JobBoard Load More', () => {
  it('keeps the loaded cards when Load More fails, shows the error below them and retries', async () => {
    const user = userEvent.setup();
    const total = fixtureJobs.length;
    render(<JobBoard initialFilters={{}} initial={searchJobs(fixtureJobs, {})} />);
    const firstTen = cardTitles();
    expect(firstTen).toHaveLength(10);

    fetchMock.mockResolvedValueOnce(
      reply(502, { success: false, message: 'Failed to fetch jobs' }),
    );
    await user.click(screen.getByRole('link', { name: `Load More Jobs (10 of ${total})` }));

    const error = await screen.findByText('Error: Failed to fetch jobs');
    expect(error).toHaveAttribute('role', 'alert');
    expect(cardTitles()).toEqual(firstTen);
    expect(screen.getByText(`Showing 10 of ${total} jobs`)).toBeInTheDocument();
    expect(
      screen.getByRole('list').compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    fetchMock.mockResolvedValueOnce(
      reply(200, { success: true, ...searchJobs(fixtureJobs, { page: 2 }) }),
    );
    await user.click(screen.getByRole('link', { name: `Load More Jobs (10 of ${total})` }));

    expect(await screen.findByText(`Showing 20 of ${total} jobs`)).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(20);
    expect(screen.queryByText('Error: Failed to fetch jobs')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/jobs?page=2',
      '/api/jobs?page=2',
    ]);
  });

  it('moves focus to the first job the last Load More brought, as the button leaves', async () => {
    const user = userEvent.setup();
    const jobs = fixtureJobs.slice(0, 15);
    render(<JobBoard initialFilters={{}} initial={searchJobs(jobs, {})} />);
    fetchMock.mockResolvedValueOnce(
      reply(200, { success: true, ...searchJobs(jobs, { page: 2 }) }),
    );
    await user.click(screen.getByRole('link', { name: 'Load More Jobs (10 of 15)' }));

    expect(await screen.findByText('Showing 15 of 15 jobs')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Load More Jobs/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: jobs[10]!.title })).toHaveFocus();
  });

  it('shows the error in place of the list when the first page fails', async () => {
    const user = userEvent.setup();
    render(<JobBoard initialFilters={{}} initial={searchJobs(fixtureJobs, {})} />);
    fetchMock.mockResolvedValueOnce(
      reply(502, { success: false, message: 'Failed to fetch jobs' }),
    );
    await user.selectOptions(screen.getByLabelText('Employment type'), 'Contract');

    expect(await screen.findByText('Error: Failed to fetch jobs')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Load More Jobs/ })).not.toBeInTheDocument();
  });
});

describe('JobBoard application dialog', () => {
  beforeAll(installDialogMethods);

  it('opens for the chosen job, stays while its exit plays, then is gone and focus is back on that Apply Now', async () => {
    const user = userEvent.setup();
    render(<JobBoard initialFilters={{}} initial={searchJobs(fixtureJobs, {})} />);
    const apply = within(screen.getAllByRole('listitem')[1]!).getByRole('button', {
      name: /Apply Now/,
    });
    await user.click(apply);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      fixtureJobs[1]!.title!,
    );
    await waitFor(() => expect(dialog).toHaveStyle({ opacity: '1' }), { timeout: 5000 });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('inert');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(apply).toHaveFocus();
  });
});
