import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild, supervise, watchServer } from './supervise.mjs';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'reelist-supervise-'));
  // Ready, then gone at once: a server that dies right after it starts.
  writeFileSync(join(dir, 'dies.mjs'), "console.log('listening'); process.exitCode = 3;\n");
  // Ready, then up until it is killed.
  writeFileSync(join(dir, 'stays.mjs'), "console.log('listening'); setInterval(() => {}, 1000);\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A log that resolves `until(text)` when a line containing text is written. */
function recorder() {
  const lines: string[] = [];
  const waiting: { text: string; done: () => void }[] = [];
  const log = (line: string) => {
    lines.push(line);
    for (const w of waiting.filter((w) => line.includes(w.text))) w.done();
  };
  const until = (text: string) =>
    lines.some((l) => l.includes(text)) ? Promise.resolve() : new Promise<void>((done) => waiting.push({ text, done }));
  return { lines, log, until };
}

describe('supervise', () => {
  it('says when a child server stops, with its port, and starts it again', async () => {
    const { lines, log, until } = recorder();
    const start = () => startChild({ script: join(dir, 'stays.mjs'), env: process.env });
    const supervisor = await supervise({ name: 'embedded catalogue', port: 4300, start, log });
    supervisor.child()?.kill('SIGKILL');
    await until('is back');
    expect(lines).toEqual([
      '✖ The embedded catalogue on port 4300 stopped (signal SIGKILL); starting it again.',
      '✔ The embedded catalogue is back on port 4300.',
    ]);
    const child = supervisor.child();
    expect(child?.exitCode).toBeNull();
    const exited = new Promise((done) => child?.once('exit', done));
    supervisor.stop();
    await exited;
    expect(lines).toHaveLength(2);
  });

  it('gives up on a child that stops each time it starts, and says so', async () => {
    const { lines, log, until } = recorder();
    const start = () => startChild({ script: join(dir, 'dies.mjs'), env: process.env });
    await supervise({ name: 'embedded catalogue', port: 4301, start, log, restarts: 2 });
    await until('not restarted');
    expect(lines.filter((l) => l.includes('starting it again'))).toHaveLength(2);
    expect(lines.at(-1)).toBe(
      '✖ The embedded catalogue on port 4301 stopped (exit code 3) and is not restarted: it stopped 2 times in a row.',
    );
  });
});

describe('watchServer', () => {
  it('says when a server of this process stops unasked, and not when it is stopped', async () => {
    const lines: string[] = [];
    const server = createServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    watchServer(server, { name: 'mf_detail', port: 4202, log: (l: string) => lines.push(l) });
    await new Promise((done) => server.close(done));
    expect(lines).toEqual(['✖ The mf_detail server on port 4202 stopped; the other servers keep running.']);

    const quiet = createServer();
    await new Promise<void>((done) => quiet.listen(0, '127.0.0.1', done));
    watchServer(quiet, { name: 'shell', port: 4200, log: (l: string) => lines.push(l), stopping: () => true });
    await new Promise((done) => quiet.close(done));
    expect(lines).toHaveLength(1);
  });
});
