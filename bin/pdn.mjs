#!/usr/bin/env node
// @ts-check
// `npx pdn …`. The command line is read, and help printed, in plain Node
// (src/cli/pdn.commands.mjs), so `--help` and a malformed line answer at once; only a command
// that runs loads TypeScript (through tsx, as `npm start` does), and then only its own modules.
import { parseCommandLine, UsageError } from '../src/cli/pdn.commands.mjs';

const argv = process.argv.slice(2);
let invocation;
try {
  // certify takes its own flags (--json, --timeout) and needs no store: its module reads them.
  invocation = argv[0] === 'certify' ? { certify: argv.slice(1) } : parseCommandLine(argv);
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
  // Exit when the command is done, whatever handles (a pool, a timer) are still open.
  if ('certify' in invocation) {
    /** @type {typeof import('../src/cli/pdn.certify.js')} */
    const { runCertify } = await import(new URL('../src/cli/pdn.certify.ts', import.meta.url).href);
    process.exit(await runCertify(invocation.certify));
  }
  /** @type {typeof import('../src/cli/pdn.js')} */
  const { run } = await import(new URL('../src/cli/pdn.ts', import.meta.url).href);
  process.exit(await run(invocation));
}
