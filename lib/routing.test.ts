import { pages } from '@/content/pages';
import { decideRoute, legacyRedirects } from './routing';

const known = { paths: new Set(pages.map((page) => page.path)), moved: new Map<string, string>() };
const decide = (path: string, search = '') => decideRoute(path, search, known);

describe('proxy routing rules', () => {
  it.each(pages.map((page) => page.path))('lets the known page %s through', (path) => {
    expect(decide(path)).toEqual({ kind: 'next' });
  });

  it.each([...legacyRedirects])('sends the legacy path %s to %s with a 308', (from, to) => {
    expect(decide(from)).toEqual({ kind: 'redirect', location: to, status: 308 });
  });

  it('applies legacy redirects whatever the case, keeping the query', () => {
    expect(decide('/Services/Technology/IoT', '?ref=old')).toEqual({
      kind: 'redirect',
      location: '/services/internet-of-things?ref=old',
      status: 308,
    });
  });

  it('redirects a path that differs only in case to the lowercase path with a 308, query kept', () => {
    expect(decide('/About', '?a=1')).toEqual({
      kind: 'redirect',
      location: '/about?a=1',
      status: 308,
    });
    expect(decide('/SERVICES/IT-Staffing')).toEqual({
      kind: 'redirect',
      location: '/services/it-staffing',
      status: 308,
    });
    expect(decide('/INDUSTRIES')).toEqual({
      kind: 'redirect',
      location: '/industries',
      status: 308,
    });
    expect(decide('/Products/HRMS')).toEqual({
      kind: 'redirect',
      location: '/products/hrms',
      status: 308,
    });
  });

  it('serves /cookies-policy and sends /cookies to it, so the policy has one canonical URL', () => {
    expect(decide('/cookies-policy')).toEqual({ kind: 'next' });
    expect(decide('/cookies')).toEqual({
      kind: 'redirect',
      location: '/cookies-policy',
      status: 308,
    });
    expect(decide('/Cookies')).toEqual({
      kind: 'redirect',
      location: '/cookies-policy',
      status: 308,
    });
  });

  it('sends unknown paths home with a 307', () => {
    for (const path of [
      '/nope',
      '/services/unknown',
      '/products/other',
      '/careers-old',
      '/services/staffing/other',
    ]) {
      expect(decide(path)).toEqual({ kind: 'redirect', location: '/', status: 307 });
    }
  });

  it('sends unknown paths with a file extension home with a 307, like any unknown path', () => {
    for (const path of ['/index.php', '/old-page.html', '/default.aspx', '/Index.PHP']) {
      expect(decide(path)).toEqual({ kind: 'redirect', location: '/', status: 307 });
    }
  });

  it('drops a trailing slash', () => {
    expect(decide('/about/')).toEqual({ kind: 'redirect', location: '/about', status: 308 });
  });

  it('lets /.well-known/ files through as asked, so a missing one is a 404 and not the home page', () => {
    for (const path of [
      '/.well-known/security.txt',
      '/.well-known/acme-challenge/Token_1',
      '/.well-known/unknown',
    ]) {
      expect(decide(path)).toEqual({ kind: 'next' });
    }
    expect(decide('/.Well-Known/security.txt')).toEqual({
      kind: 'redirect',
      location: '/',
      status: 307,
    });
  });

  it('lets job pages through and lowercases them', () => {
    expect(decide('/careers/java-developer-12')).toEqual({ kind: 'next' });
    expect(decide('/Careers/Java-Developer-12')).toEqual({
      kind: 'redirect',
      location: '/careers/java-developer-12',
      status: 308,
    });
  });

  it('lets insights and case studies published after the build through', () => {
    expect(decide('/insights/a-new-article')).toEqual({ kind: 'next' });
    expect(decide('/case-studies/a-new-story')).toEqual({ kind: 'next' });
    expect(decide('/insights/feed.xml')).toEqual({ kind: 'next' });
    expect(decide('/insights')).toEqual({ kind: 'next' });
  });

  it('sends the old address of a renamed record to its new one with a 308, in any case, query kept', () => {
    const renamed = {
      paths: new Set(['/', '/services/cloud-staffing']),
      moved: new Map([
        ['/services/it-staffing', '/services/cloud-staffing'],
        ['/insights/old-title', '/insights/new-title'],
      ]),
    };
    const decideRenamed = (path: string, search = '') => decideRoute(path, search, renamed);
    expect(decideRenamed('/Services/IT-Staffing/', '?a=1')).toEqual({
      kind: 'redirect',
      location: '/services/cloud-staffing?a=1',
      status: 308,
    });
    expect(decideRenamed('/insights/old-title')).toEqual({
      kind: 'redirect',
      location: '/insights/new-title',
      status: 308,
    });
  });

  it('serves a published page at an address that once belonged to another record', () => {
    const reused = { paths: known.paths, moved: new Map([['/about', '/services/it-staffing']]) };
    expect(decideRoute('/about', '', reused)).toEqual({ kind: 'next' });
  });
});
