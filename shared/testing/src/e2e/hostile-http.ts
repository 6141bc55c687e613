/**
 * Hostile HTTP requests for fuzz tests of the project's servers: raw bytes on a socket, because a client library
 * would normalise the very paths that matter (dot segments, bad percent-encoding, backslashes). Each request is
 * either sent whole and read until the server answers or closes, or cut off: sent in part, or hung up on right
 * after sending, as a client that disconnects mid-request or mid-response does.
 */
import fc from 'fast-check';
import { connect } from 'node:net';

export interface HostileRequest {
  method: string;
  path: string;
  headers: [string, string][];
  /** 'whole': sent and read; 'hang-up': sent, then the socket is destroyed; 'cut': only the first bytes are sent. */
  ending: 'whole' | 'hang-up' | 'cut';
  cutAt: number;
}

/** What came back: the status of the first response line, or null when the server closed without one. */
export interface RawAnswer {
  status: number | null;
  body: string;
}

/** Paths that broke or probe well-known static servers: malformed escapes, traversal in every encoding, NUL. */
export const KNOWN_HOSTILE_PATHS = [
  '/%E0%A4%A',
  '/%',
  '/%%',
  '/%zz',
  '/%ff%fe',
  '/%C0%AE%C0%AE/%C0%AE%C0%AE/secret.txt',
  '/%c0%af..%c0%afsecret.txt',
  '/../secret.txt',
  '/..%2fsecret.txt',
  '/..%2F..%2F..%2Fetc%2Fpasswd',
  '/%2e%2e/secret.txt',
  '/%2E%2E%2Fsecret.txt',
  '/.%2e/secret.txt',
  '/..\\secret.txt',
  '/%5c..%5csecret.txt',
  '/..%5csecret.txt',
  '/index.html%00.js',
  '/%00',
  '/./index.html',
  '//secret.txt',
  '/releases/../secret.txt',
  '/releases/..%2F..%2Fsecret.txt',
  '/releases/%2e%2e/%2e%2e/secret.txt',
  '/releases/1.0.0/..%2f..%2f..%2fsecret.txt',
  '/3/movie/%E0%A4%A',
  '/3/search/multi?query=%E0%A4%A&api_key=%',
  '/omdb/?i=%ff&apikey=%',
  '/t/p/w500/..%2f..%2fsecret.txt',
  '/config.json?%E0%A4%A',
  '*',
  'http://evil.test/../secret.txt',
  '/' + 'a'.repeat(9000),
  '/' + '%2e%2e/'.repeat(1200),
];

const SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E.',
  '..%2f',
  '..%5c',
  '%5c',
  '%00',
  '%c0%ae%c0%ae',
  '%E0%A4%A',
  '%',
  'secret.txt',
  'index.html',
  'releases',
  '1.0.0',
  'remoteEntry.js',
  'config.json',
  'movie',
  '3',
  'omdb',
  't',
  'p',
  'w500',
];

const printable = fc.string({ unit: fc.constantFrom(...'abcAZ09-_.~!$&\'()*+,;=:@%/\\?#[] "<>'.split('')) });
const escapes = fc
  .array(fc.integer({ min: 0, max: 255 }), { maxLength: 6 })
  .map((bytes) => bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
const segment = fc.oneof(fc.constantFrom(...SEGMENTS), printable, escapes);

const path = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...KNOWN_HOSTILE_PATHS) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 8 }), fc.constantFrom('/', '\\', '//'), fc.option(printable))
      .map(([parts, sep, query]) => `/${parts.join(sep)}${query === null ? '' : `?${query}`}`),
  },
);

const method = fc.oneof(
  fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'PROPFIND'),
  fc.string({ unit: fc.constantFrom(...'ABCGETXZ-_'.split('')), minLength: 1, maxLength: 12 }),
);

const header = fc.oneof(
  fc.tuple(
    fc.constant('Range'),
    fc.oneof(
      fc.constantFrom('bytes=0-', 'bytes=-0', 'bytes=5-1', 'bytes=abc', 'bytes=0-1,2-3', 'bytes=99999999999999999999-'),
      fc.string({ maxLength: 30 }).map((s) => `bytes=${s}`),
    ),
  ),
  fc.tuple(
    fc.constant('If-None-Match'),
    fc.oneof(fc.constantFrom('*', '"', 'W/"x"', '"a", W/"b"', ',,,'), fc.string({ maxLength: 200 })),
  ),
  fc.tuple(fc.constant('If-Modified-Since'), fc.oneof(fc.constant('Thu, 01 Jan 1970 00:00:00 GMT'), printable)),
  fc.tuple(fc.constant('Accept-Encoding'), fc.constantFrom('br', 'gzip', 'br;q=0, gzip;q=0', '*', 'zstd', 'x')),
  fc.tuple(fc.constant('Origin'), fc.constantFrom('http://evil.test', 'null', '')),
  fc.tuple(fc.constant('Content-Length'), fc.constantFrom('0', '5', '-1', 'abc')),
);

export const hostileRequest: fc.Arbitrary<HostileRequest> = fc.record({
  method,
  path,
  headers: fc.array(header, { maxLength: 4 }),
  ending: fc.constantFrom('whole', 'whole', 'whole', 'hang-up', 'cut'),
  cutAt: fc.nat(),
});

/** The bytes of a request, with Connection: close so the server ends the exchange. */
export function requestBytes(request: HostileRequest, host: string): Buffer {
  const lines = [
    `${request.method} ${request.path} HTTP/1.1`,
    `Host: ${host}`,
    'Connection: close',
    ...request.headers.map(([name, value]) => `${name}: ${value.replace(/[\r\n]/g, ' ')}`),
  ];
  const bytes = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return request.ending === 'cut' ? bytes.subarray(0, request.cutAt % bytes.length) : bytes;
}

/** Sends one request on its own connection; resolves when the server has answered and closed (or hung up). */
export function sendRaw(port: number, request: HostileRequest, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const answer = (): RawAnswer => {
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      return { status: status ? Number(status[1]) : null, body: text.slice(text.indexOf('\r\n\r\n') + 4) };
    };
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`no answer in ${timeoutMs} ms to ${request.method} ${request.path.slice(0, 200)}`));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer()));
    socket.on('connect', () => {
      socket.write(requestBytes(request, `127.0.0.1:${port}`));
      if (request.ending !== 'whole') socket.destroy();
    });
  });
}
