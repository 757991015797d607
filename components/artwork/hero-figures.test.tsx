/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { industries } from '@/content/industries';
import { makeJob } from '@/tests/unit/fixtures/jobs';
import { summariseBoard } from '@/lib/jobs/board-summary';
import { OpenRolesArt } from './open-roles-art';
import { SectorsArt } from './sectors-art';

jest.mock('server-only', () => ({}));

const counts = (container: HTMLElement) =>
  [...container.querySelectorAll('li [data-count]')].map((cell) => Number(cell.textContent));

describe("the heroes' figures", () => {
  it('the careers picture names the busiest places and sums the rest, adding up to the total', () => {
    const places = ['Hyderabad', 'Pune', 'Chennai', 'Mumbai', 'Noida'];
    const jobs = places.flatMap((location, index) =>
      Array.from({ length: 5 - index }, (_, n) => makeJob(index * 10 + n, { location })),
    );
    const { container } = render(<OpenRolesArt board={summariseBoard(jobs)} />);
    expect(container.querySelector('[data-total]')?.textContent).toBe('15');
    expect(
      [...container.querySelectorAll('[data-place]')].map((row) => row.getAttribute('data-place')),
    ).toEqual(['Hyderabad', 'Pune', 'Chennai']);
    expect(counts(container)).toEqual([5, 4, 3, 3]);
    expect(container.textContent).toContain('2 other places');
  });

  it('the industries picture shows every sector card of the page, and their number', () => {
    const { container } = render(
      <SectorsArt label={industries.hero.artLabel} sectors={industries.industries} />,
    );
    expect(container.querySelectorAll('[data-sector]')).toHaveLength(industries.industries.length);
    expect(container.querySelector('[data-total]')?.textContent).toBe(
      String(industries.industries.length),
    );
    expect(industries.sectors.heading).toContain(String(industries.industries.length));
  });
});
