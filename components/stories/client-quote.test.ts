import { namesAPerson } from './client-quote';

describe('a quote’s attribution', () => {
  it.each(['Priya Raghavan', 'Mohammed Farhan', 'Lakshmi Narayanan Iyer', 'Anne-Marie O’Neil'])(
    '%s names a person',
    (name) => expect(namesAPerson(name)).toBe(true),
  );

  it.each([
    'Head of Engineering, India',
    'General Manager, HR',
    'Head of Operations',
    'Chief Financial Officer',
    'HR Director',
  ])('%s is a role', (name) => expect(namesAPerson(name)).toBe(false));
});
