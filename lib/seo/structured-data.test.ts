import { breadcrumbData, localBusinessData, organizationData } from './structured-data';

describe('structured data built by next-seo', () => {
  it('numbers a breadcrumb trail as schema.org ListItems', () => {
    const data = breadcrumbData({
      items: [
        { name: 'Home', item: 'https://x.test/' },
        { name: 'About Us', item: 'https://x.test/about' },
      ],
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/' },
        { '@type': 'ListItem', position: 2, name: 'About Us', item: 'https://x.test/about' },
      ],
    });
  });

  it('types the nested address, contact point and coordinates', () => {
    const address = { streetAddress: 'Road 1', addressLocality: 'Hyderabad', addressCountry: 'IN' };
    const organization = organizationData({
      name: 'N',
      url: 'https://x.test/',
      address,
      contactPoint: [{ telephone: '+91 1', contactType: 'customer service' }],
    });
    expect(organization).toMatchObject({
      '@type': 'Organization',
      address: { '@type': 'PostalAddress', ...address },
      contactPoint: [{ '@type': 'ContactPoint' }],
    });
    const business = localBusinessData({
      type: 'ProfessionalService',
      name: 'N',
      address,
      geo: { latitude: 17.4, longitude: 78.4 },
    });
    expect(business).toMatchObject({
      '@type': 'ProfessionalService',
      geo: { '@type': 'GeoCoordinates', latitude: 17.4 },
    });
  });
});
