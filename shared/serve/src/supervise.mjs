// One process serves the shell and the four remotes and runs the catalogue beside it: what goes wrong in one of
// them must not take the others down, and must be said, with the port, where `npm start` is watched.
import { spawn } from 'node:child_process';

/**
 * Starts a child server (`node script`, with `env`) and resolves with the child once it prints `ready` on stdout.
 * Rejects when it exits first.
 */
export function startChild({ script, env, ready = 'listening' }) {
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      if (out.includes(ready)) {
        child.stdout.off('data', onData);
        child.off('exit', onExit);
        // Later output is not ours to keep, but must be read or the child stalls on a full pipe.
        child.stdout.resume();
        resolve(child);
      }
    };
    const onExit = (code) => reject(new Error(`exited with code ${code} before it was ready: ${out}`));
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

/**
 * Keeps a child server running: `start()` resolves with a started ChildProcess. When it exits without being
 * asked to, the exit is reported with its name and port and it is started again, at most `restarts` times within
 * `windowMs` (a server that dies at once each time is reported as stopped for good instead of looping).
 * @returns {Promise<{ stop(): void, child(): import('node:child_process').ChildProcess | null }>}
 */
export async function supervise({ name, port, start, restarts = 5, windowMs = 60_000, log = console.error }) {
  let current = await start();
  let stopping = false;
  const recent = [];
  const watch = (child) =>
    child.once('exit', async (code, signal) => {
      if (stopping) return;
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      const now = Date.now();
      while (recent.length > 0 && now - recent[0] > windowMs) recent.shift();
      if (recent.length >= restarts) {
        current = null;
        log(
          `✖ The ${name} on port ${port} stopped (${how}) and is not restarted: it stopped ${restarts} times in a row.`,
        );
        return;
      }
      recent.push(now);
      log(`✖ The ${name} on port ${port} stopped (${how}); starting it again.`);
      try {
        current = await start();
        if (stopping) current.kill();
        else {
          log(`✔ The ${name} is back on port ${port}.`);
          watch(current);
        }
      } catch (error) {
        current = null;
        log(`✖ The ${name} on port ${port} could not be started again: ${error.message}`);
      }
    });
  watch(current);
  return {
    stop() {
      stopping = true;
      current?.kill();
    },
    child: () => current,
  };
}

/**
 * Reports a server of this process that stops serving: an error on its listening socket, or a close nobody asked
 * for. Request errors never get here (each server answers them), nor do other servers' problems.
 */
export function watchServer(server, { name, port, log = console.error, stopping = () => false }) {
  server.on('error', (error) => log(`✖ The ${name} server on port ${port} failed: ${error.message}`));
  server.once('close', () => {
    if (!stopping()) log(`✖ The ${name} server on port ${port} stopped; the other servers keep running.`);
  });
}

/**
 * Errors outside any request (a timer of one server, say) are logged, not allowed to end the process: every
 * server here keeps no state a half-run task could corrupt (files on disk, config read on each request).
 */
export function keepProcessAlive(log = console.error) {
  process.on('uncaughtException', (error) =>
    log(`✖ Error outside any request, still serving: ${error?.stack ?? error}`),
  );
  process.on('unhandledRejection', (error) =>
    log(`✖ Error outside any request, still serving: ${error?.stack ?? error}`),
  );
}
