import { sectionsRequired } from './sections-required';

describe('a page’s sections', () => {
  it('may not all be removed from a page made of sections', () => {
    expect(sectionsRequired([], { data: { path: '/about' } })).toEqual(expect.any(String));
    expect(sectionsRequired(null, { data: { path: '/' } })).toEqual(expect.any(String));
    expect(sectionsRequired([{ blockType: 'pageHero' }], { data: { path: '/about' } })).toBe(true);
  });

  it('are not asked of a page without any (a policy)', () => {
    expect(sectionsRequired([], { data: { path: '/privacy' } })).toBe(true);
  });
});
