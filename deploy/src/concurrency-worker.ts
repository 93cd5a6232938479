/**
 * Test helper of concurrency.test.ts: one worker process that runs many deploy commands at once
 * through the real CLI code (runCli), as separate operators' commands would, and prints for each
 * its arguments, exit code and output as one JSON array on stdout.
 */
import { runCli } from './cli-program';

async function main(): Promise<void> {
  const commands = JSON.parse(process.argv[2] ?? '[]') as string[][];
  const results = await Promise.all(
    commands.map(async (args) => {
      let out = '';
      let err = '';
      const code = await runCli(['node', 'deploy', ...args], { out: (t) => (out += t), err: (t) => (err += t) });
      return { args, code, out, err };
    }),
  );
  process.stdout.write(JSON.stringify(results));
}

void main();
