import { isInternalPath } from './internal-path';

it('takes an address on this site', () => {
  for (const path of ['/', '/about', '/services/it-staffing', '/careers?q=java&page=2', '/a.b-c_d'])
    expect(isInternalPath(path)).toBe(true);
});

it('refuses what a browser reads as another host, or no path at all', () => {
  for (const path of [
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /about',
    '/about us',
    'https://evil.example/',
    'javascript:alert(1)',
    'about',
    '',
    null,
    42,
  ])
    expect(isInternalPath(path)).toBe(false);
});
