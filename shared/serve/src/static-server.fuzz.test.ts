// Thousands of generated hostile requests against each kind of static server (the shell, a remote with its release
// mount, a preview), each server in a process of its own: a request that throws outside a handler ends that
// process, and the test sees it exit. Every request is answered or closed, none is answered 500, none reads a file
// outside the served folders, and a normal request still works after.
import fc from 'fast-check';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostileRequest, KNOWN_HOSTILE_PATHS, sendRaw } from '@reelist/testing/e2e';

const SECRET = 'SECRET-OUTSIDE-THE-ROOT';
const serverModule = join(__dirname, 'static-server.mjs');

interface Running {
  child: ChildProcess;
  port: number;
  stderr: string[];
}

/** Starts createStaticServer(options) in a child process; resolves with the port it listens on. */
function startInChild(options: object): Promise<Running> {
  const script = `
    import { createStaticServer, listen } from ${JSON.stringify(serverModule)};
    const options = JSON.parse(process.argv[1]);
    const server = await listen(createStaticServer(options), 0, '127.0.0.1');
    console.log('port ' + server.address().port);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const port = /port (\d+)/.exec(chunk.toString());
      if (port) resolve({ child, port: Number(port[1]), stderr });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${stderr.join('')}`)));
  });
}

describe('static servers under hostile requests', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'reelist-fuzz-'));
    // The secret sits beside the served folders: no request may read it.
    writeFileSync(join(dir, 'secret.txt'), SECRET);
    for (const name of ['shell', 'remote']) {
      mkdirSync(join(dir, name));
      writeFileSync(join(dir, name, 'index.html'), `<!doctype html><title>${name}</title>`);
      writeFileSync(join(dir, name, 'remoteEntry.js'), 'export const entry = 1;\n'.repeat(100));
      writeFileSync(join(dir, name, 'main.0123abcd.js'), 'export const main = 1;\n'.repeat(100));
    }
    mkdirSync(join(dir, 'releases', '1.0.0'), { recursive: true });
    writeFileSync(join(dir, 'releases', '1.0.0', 'remoteEntry.js'), 'release one');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const kinds = {
    shell: () => ({ root: join(dir, 'shell'), spa: true, config: { remotes: {} }, csp: "default-src 'self'" }),
    remote: () => ({ root: join(dir, 'remote'), cors: true, mounts: { '/releases/': join(dir, 'releases') } }),
    preview: () => ({ root: join(dir, 'remote'), spa: true, config: { remotes: {} } }),
  };

  for (const [kind, options] of Object.entries(kinds)) {
    it(`the ${kind} server answers or closes every one of 1,500 hostile requests and keeps serving`, async () => {
      const server = await startInChild(options());
      try {
        for (const path of KNOWN_HOSTILE_PATHS) {
          const answer = await sendRaw(server.port, { method: 'GET', path, headers: [], ending: 'whole', cutAt: 0 });
          expect(answer.body).not.toContain(SECRET);
          expect(answer.status === null || answer.status < 500).toBe(true);
        }
        await fc.assert(
          fc.asyncProperty(hostileRequest, async (request) => {
            const answer = await sendRaw(server.port, request);
            if (request.ending !== 'whole') return;
            expect(answer.body).not.toContain(SECRET);
            expect(answer.status === null || answer.status < 500).toBe(true);
          }),
          { numRuns: 1_500, seed: 34 },
        );
        expect(server.child.exitCode).toBeNull();
        const normal = await fetch(`http://127.0.0.1:${server.port}/remoteEntry.js`);
        expect(normal.status).toBe(200);
        expect(await normal.text()).toContain('export const entry');
        expect(server.stderr.join('')).toBe('');
      } finally {
        server.child.kill();
      }
    }, 120_000);
  }
});
