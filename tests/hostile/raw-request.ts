import http from 'node:http';
import https from 'node:https';
import type tls from 'node:tls';

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

export type RawRequestOptions = {
  port: number;
  method?: string;
  /** Sent as is: fetch and Playwright would normalise a malformed path or refuse a method. */
  path: string;
  headers?: Record<string, string>;
  /** Another client: a different loopback address (127.0.0.2, …). */
  localAddress?: string;
  /** Over TLS, trusting this certificate and naming this server. */
  tls?: Pick<tls.ConnectionOptions, 'ca' | 'servername' | 'checkServerIdentity'>;
};

/** One request with the method, path and headers exactly as given, on a fresh connection. */
export function rawRequest(options: RawRequestOptions): Promise<RawAnswer> {
  const transport = options.tls ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request({
      host: '127.0.0.1',
      port: options.port,
      method: options.method ?? 'GET',
      path: options.path,
      headers: options.headers,
      localAddress: options.localAddress,
      agent: false,
      ...options.tls,
    });
    const read = (response: http.IncomingMessage) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body }),
      );
    };
    request.on('response', read);
    // A CONNECT's answer arrives as 'connect', whatever its status.
    request.on('connect', (response: http.IncomingMessage, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode!, headers: response.headers, body: '' });
    });
    request.on('error', reject);
    request.end();
  });
}
