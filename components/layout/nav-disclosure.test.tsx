/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mainMenu, productsMenu, servicesMenu, type SiteMenu } from '@/content/navigation';
import { NavDisclosure } from './nav-disclosure';

jest.mock('next/navigation', () => ({ usePathname: () => '/about' }));

const published: SiteMenu = { main: mainMenu, services: servicesMenu, products: productsMenu };
const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue({ ok: true, json: async () => published });
  window.fetch = fetchMock;
});

const openServices = async (previewMenu?: SiteMenu) => {
  render(
    <NavDisclosure
      label="Services"
      href="/services"
      submenu="services"
      previewMenu={previewMenu}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Services menu' }));
};

it('fetches the published menus on the first intent to open one', async () => {
  await openServices();
  const [first] = servicesMenu.groups[0]!.items;
  expect(await screen.findByRole('link', { name: new RegExp(first!.name) })).toHaveAttribute(
    'href',
    first!.href,
  );
  expect(fetchMock).toHaveBeenCalledWith('/api/navigation');
});

it('shows an editor’s draft of the menus in their preview without fetching the published ones', async () => {
  const [group, ...rest] = servicesMenu.groups;
  const draft: SiteMenu = {
    ...published,
    services: {
      ...servicesMenu,
      groups: [
        { ...group!, items: [{ name: 'Drafted Service', href: '/services/drafted' }] },
        ...rest,
      ],
    },
  };
  await openServices(draft);
  expect(await screen.findByRole('link', { name: /Drafted Service/ })).toHaveAttribute(
    'href',
    '/services/drafted',
  );
  expect(fetchMock).not.toHaveBeenCalled();
});
