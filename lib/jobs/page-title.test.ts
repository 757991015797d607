import { makeJob } from '@/tests/unit/fixtures/jobs';
import { cutAtWord } from '@/lib/shared/jobs/format';
import { jobMetaDescription, jobPageTitle } from './page-title';

describe('jobPageTitle', () => {
  const react = makeJob(1, {
    title: 'React Frontend Developer',
    location: null,
    workType: 'Remote',
    employmentType: 'Full-time',
  });

  it('names the place after a comma: Remote (India), the city, or our office city', () => {
    expect(jobPageTitle(react, [react])).toBe('React Frontend Developer, Remote (India)');
    expect(
      jobPageTitle(
        makeJob(2, { title: 'Java Developer', location: 'Pune', workType: 'Hybrid' }),
        [],
      ),
    ).toBe('Java Developer, Pune');
    expect(
      jobPageTitle(makeJob(3, { title: 'Accountant', location: null, workType: 'On-site' }), []),
    ).toBe('Accountant, Hyderabad');
  });

  it('tells apart two open jobs with one title and place, by type or else by reference', () => {
    const contract = makeJob(2, {
      title: 'React Frontend Developer',
      location: 'Remote',
      workType: 'remote',
      employmentType: 'Contract',
    });
    expect(jobPageTitle(react, [react, contract])).toBe(
      'React Frontend Developer, Remote (India) (Full-time)',
    );
    expect(jobPageTitle(contract, [react, contract])).toBe(
      'React Frontend Developer, Remote (India) (Contract)',
    );
    const twin = { ...react, id: '9' };
    expect(jobPageTitle(react, [react, twin])).toBe(
      'React Frontend Developer, Remote (India) (Ref. 1)',
    );
    expect(jobPageTitle(twin, [react, twin])).toBe(
      'React Frontend Developer, Remote (India) (Ref. 9)',
    );
  });
});

describe('descriptions end at a word', () => {
  it('cuts after the last whole word that fits, with an ellipsis', () => {
    expect(cutAtWord('Build and scale the core lending platform', 20)).toBe('Build and scale the…');
    expect(cutAtWord('Build and scale the core', 19)).toBe('Build and scale…');
    expect(cutAtWord('short text', 20)).toBe('short text');
    expect(cutAtWord('Supercalifragilisticexpialidocious words', 12)).toBe('Supercalifr…');
  });

  it('keeps the meta description within 160 characters and ends it at a word', () => {
    const job = makeJob(4, {
      title: 'Senior Java Developer',
      location: 'Hyderabad',
      workType: 'Hybrid',
      employmentType: 'Full-time',
      description: 'word '.repeat(60),
    });
    const description = jobMetaDescription(job);
    expect(description.startsWith('Senior Java Developer (Full-time, Hyderabad): word word')).toBe(
      true,
    );
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/ word…$/);
  });
});
