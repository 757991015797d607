import { formatPolicyDate } from './format-date';

describe('formatPolicyDate', () => {
  it('writes the day, the month in words and the year', () => {
    expect(formatPolicyDate('2026-11-22')).toBe('22 November 2026');
  });

  it('does not shift the day with the time zone', () => {
    expect(formatPolicyDate('2026-01-01')).toBe('1 January 2026');
  });
});
