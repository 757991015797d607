/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { ErrorReporter } from './error-reporter';

const beacon = jest.fn<boolean, [string, Blob]>(() => true);

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  window.history.replaceState(null, '', '/careers?q=asha#top');
});

/** jsdom's Blob has no text(). */
const read = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const sentReports = () =>
  Promise.all(
    beacon.mock.calls.map(async ([url, body]) => ({ url, report: JSON.parse(await read(body)) })),
  );

it('reports uncaught errors and rejections with the path but not its query, five at most per page', async () => {
  render(<ErrorReporter />);
  window.dispatchEvent(
    new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }),
  );
  const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.assign(rejection, { reason: new RangeError('too far') });
  window.dispatchEvent(rejection);
  for (let i = 0; i < 6; i += 1)
    window.dispatchEvent(new ErrorEvent('error', { message: `again ${i}` }));

  const reports = await sentReports();
  expect(reports).toHaveLength(5);
  expect(reports[0]).toEqual({
    url: '/api/client-errors',
    report: { kind: 'uncaught', name: 'TypeError', message: 'x is undefined', path: '/careers' },
  });
  expect(reports[1]!.report).toEqual({
    kind: 'unhandledrejection',
    name: 'RangeError',
    message: 'too far',
    path: '/careers',
  });
});
