import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../server/db/client.js';
import { projectPath } from '../../server/paths.js';

export interface BenchServer {
  pid: number;
  /** http://127.0.0.1:<port> */
  base: string;
  /** What the server printed besides its port (the admin's token). */
  info: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts `tools/bench/<script>` in a process of its own (the load tool must not share the
 * server's event loop) and waits for the JSON line it prints once listening.
 * BENCH_CPU_PROF=<folder> writes its CPU profile there when it stops (node --cpu-prof).
 * `root`: the checkout whose script runs (another worktree, to measure before and after).
 */
export async function startBenchServer(
  script: string,
  env: NodeJS.ProcessEnv,
  root = projectPath(),
) {
  const profile = process.env.BENCH_CPU_PROF;
  const options = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const args = [...options, '--import', 'tsx', path.join(root, 'tools/bench', script)];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} stopped (${code})`)));
    createInterface({ input: child.stdout }).once('line', resolve);
  });
  const { port, ...info } = JSON.parse(line) as { port: number } & Record<string, string>;
  return {
    pid: child.pid ?? 0,
    base: `http://127.0.0.1:${port}`,
    info,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  } satisfies BenchServer;
}

/** In the child: prints {port, ...info} for startBenchServer, and closes all on SIGTERM. */
export function serveUntilTerminated(
  app: FastifyInstance,
  database: DatabaseHandle,
  info: Record<string, string>,
) {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(JSON.stringify({ port, ...info }));
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
