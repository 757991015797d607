import { sectionTones } from './section-tone';

describe('sectionTones', () => {
  it('alternates white and surface, starting with white', () => {
    expect(sectionTones(['prose', 'cards', 'steps', 'checklist'])).toEqual([
      'white',
      'surface',
      'white',
      'surface',
    ]);
  });

  it('puts figures on dark without breaking the alternation around them', () => {
    expect(sectionTones(['prose', 'cards', 'stats', 'steps'])).toEqual([
      'white',
      'surface',
      'dark',
      'white',
    ]);
  });

  it('can start on the surface tone after a white section', () => {
    expect(sectionTones(['steps', 'prose'], 'surface')).toEqual(['surface', 'white']);
  });

  it('gives no tones for no blocks', () => {
    expect(sectionTones([])).toEqual([]);
  });
});
