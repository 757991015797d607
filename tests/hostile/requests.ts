/**
 * Requests a client can send that must never draw a 5xx or be served as if they were fine: each
 * with the answer the site gives, whether straight from `npm start` or through the nginx front.
 */
type HostileRequest = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  status: number;
  /** The Allow header a 405 names. */
  allow?: string;
  /** The status through the nginx front, where nginx answers first and differently. */
  frontStatus?: number;
};

const CHUNK = '/_next/static/chunks/webpack-0000000000000000.js';

export const hostileRequests: HostileRequest[] = [
  // Not percent-encoded UTF-8.
  { method: 'GET', path: '/careers/%ff', status: 400 },
  { method: 'GET', path: '/og/%ff', status: 400 },
  { method: 'GET', path: '/og/careers/%c0%ae', status: 400 },
  { method: 'GET', path: '/about/%zz', status: 400 },
  { method: 'GET', path: '/api/jobs/%e2%82', status: 400 },
  { method: 'HEAD', path: '/%ff', status: 400 },
  // Methods a page does not serve.
  ...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'TRACE'].map((method) => ({
    method,
    path: '/about',
    status: 405,
    allow: 'GET, HEAD',
  })),
  // A page rendered on request (ISR) answered these with 200.
  ...['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'].map((method) => ({
    method,
    path: '/careers',
    status: 405,
    allow: 'GET, HEAD',
  })),
  { method: 'POST', path: '/', status: 405, allow: 'GET, HEAD' },
  {
    method: 'POST',
    path: '/careers',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'next-action': 'x' },
    status: 405,
    allow: 'GET, HEAD',
  },
  { method: 'TRACE', path: '/og/about', status: 405, allow: 'GET, HEAD' },
  // Writes to the build's files and the image optimiser.
  ...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].map((method) => ({
    method,
    path: CHUNK,
    status: 405,
    allow: 'GET, HEAD',
  })),
  {
    method: 'POST',
    path: '/_next/image?url=%2Fimages%2Fx.png&w=640&q=75',
    status: 405,
    allow: 'GET, HEAD',
  },
  { method: 'POST', path: '/robots.txt', status: 405, allow: 'GET, HEAD' },
  // Methods no route handler knows.
  { method: 'TRACE', path: '/api/jobs', status: 405 },
  { method: 'PROPFIND', path: '/api/enquiries', status: 405 },
  // The image optimiser asked for a local file that is not an image, or is not there.
  { method: 'GET', path: '/_next/image?url=%2Fnope.png&w=640&q=75', status: 400 },
  { method: 'GET', path: '/_next/image?url=%2Frobots.txt&w=640&q=75', status: 400 },
  { method: 'GET', path: '/_next/image?url=%2Fabout&w=640&q=75', status: 400 },
  {
    method: 'GET',
    path: '/_next/image?url=%2Fimages%2F..%2F..%2Fpackage.json&w=640&q=75',
    status: 400,
  },
  { method: 'GET', path: '/_next/image?url=%2Fapi%2Fhealth&w=640&q=75', status: 400 },
];

/** CONNECT never reaches a route: the server (or the front) refuses it. */
export const connectRequest: HostileRequest = {
  method: 'CONNECT',
  path: 'example.com:443',
  status: 405,
  // nginx (1.22, Debian 12) refuses the authority form as a malformed request line.
  frontStatus: 400,
};
