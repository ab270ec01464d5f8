import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { projectPath } from '../paths.js';
import { TEST_CARD_CODE_ENV } from './database.js';
import { TEST_SECRET } from './harness.js';

/** The server as it runs in production (server/main.ts), in a process of its own. */
export interface ServerProcess {
  /** Its address, e.g. http://127.0.0.1:41234 (a port the system chose: it collides with none). */
  base: string;
  /** Kills it at once (SIGKILL: no shutdown, whatever it is doing) and waits until it is gone. */
  kill(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 60_000;

/**
 * Starts server/main.ts (through tsx) with its files in `dataDir`, on PostgreSQL at `databaseUrl`
 * or else on PGlite in `dataDir`. No seed; the test secret and card code keys, so that the test's
 * tokens and sealed codes hold. Answers once it listens.
 */
export async function startServerProcess({
  dataDir,
  databaseUrl,
}: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectPath(),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      JWT_SECRET: TEST_SECRET,
      ...TEST_CARD_CODE_ENV,
      SEED: 'none',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  try {
    const base = await listening(child);
    return {
      base,
      async kill() {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await exited;
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/** The address the server prints once it listens ("running at http://…/"). */
function listening(child: ChildProcess) {
  return new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`the server did not start within ${STARTUP_TIMEOUT_MS} ms`)),
      STARTUP_TIMEOUT_MS,
    );
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const url = /running at (http:\/\/[\d.]+:\d+)\//.exec(output);
      if (url) {
        clearTimeout(timer);
        resolve(url[1]);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${signal ?? code}) before listening`));
    });
  });
}
