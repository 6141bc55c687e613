import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { catalogForPreview } from './catalog-port.mjs';

const listening = (handler: Parameters<typeof createServer>[1]) =>
  new Promise<Server>((resolve) => {
    const server = createServer(handler);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
const portOf = (server: Server) => (server.address() as AddressInfo).port;

describe('the catalogue a preview uses', () => {
  it('reuses a catalogue that already answers on the port', async () => {
    const catalogue = await listening((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ images: { base_url: 'x' } }));
    });
    try {
      await expect(catalogForPreview(portOf(catalogue))).resolves.toEqual({
        port: portOf(catalogue),
        start: false,
        note: `reusing the catalogue already on port ${portOf(catalogue)}`,
      });
    } finally {
      catalogue.close();
    }
  });

  it('picks a free port, and says so, when something else holds the port', async () => {
    const other = await listening((_req, res) => res.end('not a catalogue'));
    try {
      const chosen = await catalogForPreview(portOf(other));
      expect(chosen.start).toBe(true);
      expect(chosen.port).not.toBe(portOf(other));
      expect(chosen.note).toBe(
        `port ${portOf(other)} is taken by something else: catalogue started on port ${chosen.port}`,
      );
    } finally {
      other.close();
    }
  });
});
