import { vitalsBeaconSchema } from './vitals';

const beacon = {
  name: 'LCP',
  value: 1834.2,
  rating: 'good',
  id: 'v5-1732450000000-123',
  navigationType: 'navigate',
  page: '/about',
};

describe('the vitals beacon schema', () => {
  it.each([
    beacon,
    { ...beacon, attribution: { element: 'section#hero>div>p' } },
    { ...beacon, name: 'CLS', value: 0.02 },
    {
      ...beacon,
      name: 'INP',
      value: 120,
      attribution: { target: 'button' },
      navigationType: 'soft-navigation',
    },
    { ...beacon, page: '/careers/senior-java-developer-1001' },
    { ...beacon, page: '/services/it-staffing' },
  ])('takes %j', (input) => {
    expect(vitalsBeaconSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    ['an unknown metric', { ...beacon, name: 'FID' }],
    ['a negative value', { ...beacon, value: -1 }],
    ['a value no page load takes', { ...beacon, value: 1e9 }],
    ['a CLS out of range', { ...beacon, name: 'CLS', value: 400 }],
    ['a text value', { ...beacon, value: '1834' }],
    ['a page not on the site', { ...beacon, page: '/wp-admin' }],
    ['a full URL', { ...beacon, page: 'https://example.com/about' }],
    ['an unknown field (e.g. an identifier)', { ...beacon, userId: 'abc' }],
    ['an unknown attribution field', { ...beacon, attribution: { url: 'x' } }],
    ['an overlong element', { ...beacon, attribution: { element: 'div>'.repeat(60) } }],
    ['no page', { ...beacon, page: undefined }],
    ['an array', [beacon]],
  ])('refuses %s', (_, input) => {
    expect(vitalsBeaconSchema.safeParse(input).success).toBe(false);
  });
});
