import { photoUrl, reshapeJob, reshapeJobsPage, parseJobs, reshapeTestimonials } from './reshape';

describe('photoUrl', () => {
  const origin = 'https://admin.site.example';
  it('serves the admin host’s photos through our own route, local admin prefixes included', () => {
    expect(photoUrl('https://admin.site.example/uploads/a.jpg', origin)).toBe(
      '/api/photos/uploads/a.jpg',
    );
    expect(photoUrl('http://localhost/admin/uploads/a.jpg', origin)).toBe(
      '/api/photos/admin/uploads/a.jpg',
    );
    expect(photoUrl('http://127.0.0.1:8080/uploads/a.jpg', origin)).toBe(
      '/api/photos/uploads/a.jpg',
    );
  });
  it('resolves relative paths, drops other hosts and maps missing to null', () => {
    expect(photoUrl('uploads/a.jpg', origin)).toBe('/api/photos/uploads/a.jpg');
    expect(photoUrl('https://cdn.example.com/a.jpg', origin)).toBeNull();
    expect(photoUrl(null, origin)).toBeNull();
    expect(photoUrl('', origin)).toBeNull();
  });
  it('keeps site-relative paths for the embedded store', () => {
    expect(photoUrl('/images/a.svg', null)).toBe('/images/a.svg');
    expect(photoUrl('http://localhost/a.jpg', null)).toBeNull();
  });
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'http://tracker.example/a.jpg',
    'ftp://admin.site.example/a.jpg',
  ])('drops %j, so the card shows the placeholder', (value) => {
    expect(photoUrl(value, origin)).toBeNull();
    expect(photoUrl(value, null)).toBeNull();
  });
  it('keeps http: only from the configured admin origin', () => {
    expect(photoUrl('http://admin.plain.example/uploads/a.jpg', 'http://admin.plain.example')).toBe(
      '/api/photos/uploads/a.jpg',
    );
    expect(
      photoUrl('http://admin.plain.example.evil.example/a.jpg', 'http://admin.plain.example'),
    ).toBeNull();
    expect(photoUrl('uploads/a.jpg', 'http://admin.plain.example')).toBe(
      '/api/photos/uploads/a.jpg',
    );
  });
  it('refuses a host-relative //path for the embedded store and relative paths it cannot resolve', () => {
    expect(photoUrl('//evil.example/a.jpg', null)).toBeNull();
    expect(photoUrl('uploads/a.jpg', null)).toBeNull();
  });
});

describe('reshape', () => {
  it('skips testimonials without a name or message', () => {
    const items = [{ name: 'A', message: 'Great', designation: null }, { name: 'B' }, 'junk'];
    expect(reshapeTestimonials(items, null)).toEqual([
      expect.objectContaining({ name: 'A', quote: 'Great', designation: '', rating: 5 }),
    ]);
  });
  it('skips jobs without id or title and uses posted_at or the first-seen date', () => {
    const raws = parseJobs([
      { id: 7, title: 'Dev', posted_at: '2026-03-01' },
      { id: 8 },
      { title: 'No id' },
      { id: 9, title: 'Undated' },
    ]);
    expect(raws).toHaveLength(2);
    expect(reshapeJob(raws[0]!, null).postedAt).toBe('2026-03-01T00:00:00+05:30');
    expect(reshapeJob(raws[1]!, '2026-05-05T00:00:00.000Z')).toMatchObject({
      id: '9',
      postedAt: '2026-05-05T05:30:00+05:30',
      location: null,
    });
  });

  it('reads zoneless admin times in ADMIN_TIMEZONE and takes the first closing date it is sent', () => {
    const [raw] = parseJobs([
      {
        id: 7,
        title: 'Dev',
        created_at: '2026-07-08 21:15:00',
        closing_date: '2026-08-31',
        deadline: '2026-09-30',
      },
    ]);
    expect(reshapeJob(raw!, null)).toMatchObject({
      postedAt: '2026-07-08T21:15:00+05:30',
      closesAt: '2026-08-31T23:59:59+05:30',
    });
    expect(reshapeJob(raw!, null, 'UTC')).toMatchObject({
      postedAt: '2026-07-08T21:15:00+00:00',
      closesAt: '2026-08-31T23:59:59+00:00',
    });
    for (const field of ['valid_through', 'closing_date', 'deadline']) {
      const [one] = parseJobs([{ id: 8, title: 'Dev', [field]: '2026-10-01 18:00' }]);
      expect(reshapeJob(one!, null).closesAt).toBe('2026-10-01T18:00:00+05:30');
    }
    const [undated] = parseJobs([{ id: 9, title: 'Dev', deadline: 'soon' }]);
    expect(reshapeJob(undated!, null)).toMatchObject({ postedAt: null, closesAt: null });
  });

  it('counts every entry of a jobs page, usable or not, and keeps a missing total missing', async () => {
    const items = [{ id: 7, title: 'Dev' }, { id: 8 }, 'junk'];
    const page = await reshapeJobsPage(
      { jobs: items },
      async (ids) => new Map(ids.map((id) => [id, '2026-05-05T00:00:00.000Z'])),
    );
    expect(page).toMatchObject({ received: 3, total: null });
    expect(page.jobs).toEqual([
      expect.objectContaining({ id: '7', postedAt: '2026-05-05T05:30:00+05:30' }),
    ]);
    expect((await reshapeJobsPage({ jobs: [], total: 27 }, async () => new Map())).total).toBe(27);
  });
});
