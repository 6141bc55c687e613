// Which catalogue a preview uses when `npm start` (or another preview) may already be running beside it.
import { createServer } from 'node:net';

/** Whether the embedded catalogue answers on `port` (its /3/configuration, as the apps ask it). */
export async function catalogAnswers(port, host = '127.0.0.1') {
  try {
    const res = await fetch(`http://${host}:${port}/3/configuration?api_key=probe`, {
      signal: AbortSignal.timeout(1500),
    });
    const body = await res.json();
    return res.ok && typeof body?.images === 'object';
  } catch {
    return false;
  }
}

/** A port nothing listens on now (the system picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something (anything) already listens on `port`. */
export function portTaken(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(false)));
  });
}

/**
 * The catalogue for a preview: the one already answering on `port` is reused; when something else holds the port,
 * a free one is picked. `start` is true when the caller must start a catalogue on the port given back.
 */
export async function catalogForPreview(port) {
  if (await catalogAnswers(port)) return { port, start: false, note: `reusing the catalogue already on port ${port}` };
  if (!(await portTaken(port))) return { port, start: true, note: `catalogue started on port ${port}` };
  const free = await freePort();
  return {
    port: free,
    start: true,
    note: `port ${port} is taken by something else: catalogue started on port ${free}`,
  };
}
