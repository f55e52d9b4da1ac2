#!/usr/bin/env node
// @ts-check
// `npx pdn …`. The command line is read, and help printed, in plain Node
// (src/cli/pdn.commands.mjs), so `--help` and a malformed line answer at once; only a command
// that runs loads TypeScript (through tsx, as `npm start` does), and then only its own modules.
import { parseCommandLine, UsageError } from '../src/cli/pdn.commands.mjs';

let invocation;
try {
  invocation = parseCommandLine(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`pdn: ${error.message}\n`);
  process.exitCode = 2;
}

if (invocation && 'help' in invocation) {
  process.stdout.write(invocation.help);
} else if (invocation) {
  const { register } = await import('tsx/esm/api');
  register();
  // Tracing (`pdn dispatcher`'s attempts) only when an OTLP endpoint is set: else no SDK is loaded.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) await import('../src/tracing.mjs');
  /** @type {typeof import('../src/cli/pdn.js')} */
  const { run } = await import(new URL('../src/cli/pdn.ts', import.meta.url).href);
  // Exit when the command is done, whatever handles (a pool, a timer) are still open.
  process.exit(await run(invocation));
}
