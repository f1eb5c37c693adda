import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { ROOT } from '../../tools/projectPaths';
import { settingsFreeEnv } from './builds';

/** `node build.mjs <args>` serving on a free port, its output collected; `waitFor` resolves on new output. */
export class BuildServer {
  output = '';
  port = 0;
  private readonly child: ChildProcess;
  private readonly listeners = new Set<() => void>();

  /** `cwd`: the repository, or a copy of it (see projectCopy). */
  constructor(args: string[], env: Record<string, string> = {}, cwd = ROOT) {
    this.child = spawn(process.execPath, ['build.mjs', ...args], { cwd, env: settingsFreeEnv({ PORT: '0', ...env }) });
    for (const stream of [this.child.stdout!, this.child.stderr!]) {
      stream.on('data', (chunk) => {
        this.output += chunk;
        for (const listener of this.listeners) listener();
      });
    }
    this.child.on('exit', () => {
      for (const listener of this.listeners) listener();
    });
  }

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  waitFor(check: (output: string) => boolean, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const listener = () => {
        if (check(this.output)) resolve();
        else if (this.child.exitCode !== null) reject(new Error(`build.mjs exited before ${what}:\n${this.output}`));
        else return;
        this.listeners.delete(listener);
      };
      this.listeners.add(listener);
      listener();
    });
  }

  /** Resolves once the server has printed the address to open. */
  async started(): Promise<this> {
    await this.waitFor((output) => /http:\/\/localhost:\d+/.test(output), 'printing its address');
    this.port = Number(this.output.match(/http:\/\/localhost:(\d+)/)![1]);
    return this;
  }

  /** Ends build.mjs and lets go of its output, which a child of its own (esbuild) may still hold open. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = once(this.child, 'exit');
      this.child.kill();
      await exited;
    }
    this.child.stdout!.destroy();
    this.child.stderr!.destroy();
  }
}

/** Whether another socket can listen on `port` at 127.0.0.2: not when a server holds the port on every interface. */
export function canListenBeside(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.2', () => probe.close(() => resolve(true)));
  });
}
