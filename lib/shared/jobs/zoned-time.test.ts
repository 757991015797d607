import { execFileSync } from 'node:child_process';
import { adminTimeToIso, calendarDateLabel, closingTimeToIso, toZonedIso } from './zoned-time';

const IST = 'Asia/Kolkata';

describe('admin times', () => {
  it('reads a time without a zone as IST and keeps the offset', () => {
    expect(adminTimeToIso('2026-07-08 21:15:00', IST)).toBe('2026-07-08T21:15:00+05:30');
    expect(adminTimeToIso('2026-07-08T21:15', IST)).toBe('2026-07-08T21:15:00+05:30');
    expect(adminTimeToIso('2026-03-01', IST)).toBe('2026-03-01T00:00:00+05:30');
  });

  it('keeps the instant of a time that carries a zone, written in IST', () => {
    expect(adminTimeToIso('2026-07-08T16:00:00Z', IST)).toBe('2026-07-08T21:30:00+05:30');
    expect(adminTimeToIso('2026-07-08T23:00:00+05:30', IST)).toBe('2026-07-08T23:00:00+05:30');
  });

  it('shows the same calendar day as datePosted, late in the IST evening too', () => {
    const posted = adminTimeToIso('2026-07-08 23:59:00', IST)!;
    expect(posted.slice(0, 10)).toBe('2026-07-08');
    expect(calendarDateLabel(posted)).toBe('8 July 2026');
  });

  it('writes a first-seen instant (UTC from the store) in IST', () => {
    expect(toZonedIso(Date.parse('2026-07-08T19:00:00.000Z'), IST)).toBe(
      '2026-07-09T00:30:00+05:30',
    );
  });

  it('closes a bare closing date at the end of that IST day', () => {
    expect(closingTimeToIso('2026-12-31', IST)).toBe('2026-12-31T23:59:59+05:30');
    expect(closingTimeToIso('2026-12-31 18:00', IST)).toBe('2026-12-31T18:00:00+05:30');
  });

  it('refuses what is not a time', () => {
    for (const value of ['2026-02-31', '2026-07-08 25:00', 'next week', '', null, undefined]) {
      expect(adminTimeToIso(value, IST)).toBeNull();
    }
  });

  it('follows another ADMIN_TIMEZONE across its DST change', () => {
    expect(adminTimeToIso('2026-01-15 09:00:00', 'Europe/London')).toBe(
      '2026-01-15T09:00:00+00:00',
    );
    expect(adminTimeToIso('2026-07-15 09:00:00', 'Europe/London')).toBe(
      '2026-07-15T09:00:00+01:00',
    );
  });
});

/**
 * The same module in a node process per server zone (Jest's process.env is its own copy, so TZ
 * cannot be switched in here): datePosted and the visible date must not depend on the zone.
 */
const probe = `
const ts = require('typescript');
const source = require('fs').readFileSync('lib/shared/jobs/zoned-time.ts', 'utf8');
const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
const module_ = { exports: {} };
new Function('module', 'exports', outputText)(module_, module_.exports);
const { adminTimeToIso, calendarDateLabel, closingTimeToIso, toZonedIso } = module_.exports;
const posted = ['2026-07-08 21:15:00', '2026-07-08 00:10:00', '2026-07-08T16:00:00Z'].map((value) => adminTimeToIso(value, 'Asia/Kolkata'));
const seen = toZonedIso(Date.parse('2026-07-08T19:00:00.000Z'), 'Asia/Kolkata');
console.log(JSON.stringify({
  serverOffset: new Date(2026, 6, 8).getTimezoneOffset(),
  posted: posted.map((iso) => [iso, calendarDateLabel(iso)]),
  seen: [seen, calendarDateLabel(seen)],
  closes: closingTimeToIso('2026-12-31', 'Asia/Kolkata'),
}));
`;

describe.each([
  ['UTC', 0],
  ['Asia/Kolkata', -330],
  ['America/Los_Angeles', 420],
])('a server in %s', (zone, serverOffset) => {
  it('gives the same dates and labels as IST itself', () => {
    const output = execFileSync(process.execPath, ['-e', probe], {
      env: { ...process.env, TZ: zone },
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({
      serverOffset,
      posted: [
        ['2026-07-08T21:15:00+05:30', '8 July 2026'],
        ['2026-07-08T00:10:00+05:30', '8 July 2026'],
        ['2026-07-08T21:30:00+05:30', '8 July 2026'],
      ],
      seen: ['2026-07-09T00:30:00+05:30', '9 July 2026'],
      closes: '2026-12-31T23:59:59+05:30',
    });
  });
});
