/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { Page } from '@/cms/payload-types';
import { seedPages } from '@/cms/seed/records';
import { pageToCms } from '@/cms/seed/to-cms';
import { productTours } from '@/content/product-screens';
import { pageFromCms } from '@/lib/cms/from-cms';
import { ProductHeroScreen } from './product-hero-screen';
import { ProductTour } from './product-tour';

/** The HRMS page as the CMS stores it once an editor changed the payroll run's net pay. */
function editedHrmsPage() {
  const stored = pageToCms(seedPages.find((page) => page.path === '/products/hrms')!);
  const screenData = stored.screenData!.map((block) =>
    block.blockType === 'payroll-run'
      ? {
          ...block,
          totals: [
            { label: 'Gross', value: '₹1.84 Cr' },
            { label: 'Net pay', value: '₹1.75 Cr' },
          ],
        }
      : block,
  );
  return pageFromCms({ ...stored, id: 1, screenData } as unknown as Page);
}

it('draws the screen data an editor published in the product’s hero', () => {
  render(<ProductHeroScreen slug="hrms" screens={editedHrmsPage().screenData!} />);
  expect(screen.getByText('₹1.75 Cr')).toBeInTheDocument();
  expect(screen.queryByText('₹1.61 Cr')).toBeNull();
});

it('draws a screen the page’s record lacks from the seed', () => {
  render(<ProductTour slug="hrms" tone="surface" copy={productTours.hrms} screens={[]} />);
  expect(screen.getByText('Rahul Varma')).toBeInTheDocument();
  expect(screen.getByText('Attendance: November 2026')).toBeInTheDocument();
});
