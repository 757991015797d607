/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { serviceCatalogue, servicePages } from '@/content/services';
import { servicesOverview } from '@/content/services/overview';
import type { ServicePage } from '@/content/types';
import { CatalogueArt } from './catalogue-art';

const figures = (services: readonly ServicePage[]) => {
  const { container } = render(
    <CatalogueArt
      label={servicesOverview.hero.artLabel}
      categories={serviceCatalogue}
      services={services}
    />,
  );
  return {
    total: Number(container.querySelector('[data-total]')?.textContent),
    counts: Object.fromEntries(
      [...container.querySelectorAll('[data-category]')].map((row) => [
        row.getAttribute('data-category'),
        Number(row.querySelector('[data-count]')?.textContent),
      ]),
    ),
  };
};

describe('the /services hero picture', () => {
  it('counts every published service once, by the category whose tab lists it', () => {
    expect(figures(servicePages)).toEqual({
      total: servicePages.length,
      counts: { talent: 6, technology: 4, training: 2, consulting: 1 },
    });
  });

  it('leaves out a service that is not published, as the tabs do', () => {
    const unpublished = servicePages.filter((page) => page.slug !== 'executive-search');
    expect(figures(unpublished)).toEqual({
      total: servicePages.length - 1,
      counts: { talent: 5, technology: 4, training: 2, consulting: 1 },
    });
  });

  it('counts a service an editor added in its category, which no catalogue names', () => {
    const added: ServicePage = {
      ...servicePages[0]!,
      slug: 'campus-hiring',
      category: 'training' as const,
    };
    const before = figures(servicePages);
    expect(figures([...servicePages, added])).toEqual({
      total: before.total + 1,
      counts: { ...before.counts, training: before.counts.training! + 1 },
    });
  });
});
