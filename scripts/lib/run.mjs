import { spawn } from 'node:child_process';

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * Runs a command to completion with its output (stdout and stderr as they came) kept instead of
 * shown; resolves with its exit code and that output.
 */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const output = () => Buffer.concat(chunks).toString();
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: output() }),
    );
    child.on('error', (error) => resolve({ code: 127, output: `${output()}${error.message}\n` }));
  });
}

/** Like run, but a non-zero exit stops the whole script. */
export async function runOrExit(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export class CommandFailedError extends Error {}

/** Like run, but a non-zero exit throws, so the caller decides what a failure means. */
export async function runOrThrow(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0)
    throw new CommandFailedError(`${command} ${args.join(' ')} failed (exit ${code})`);
}
