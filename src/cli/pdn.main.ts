// `npx pdn …` once bin/pdn.mjs has chosen the compiled code (dist/) or the sources (tsx). The
// command line is read, and help printed, from the command table alone (pdn.commands.ts), so
// `--help` and a malformed line answer at once; a command that runs loads only its own modules.
import { parseCommandLine, UsageError, type Invocation } from './pdn.commands.js';

export async function main(argv: string[]): Promise<number> {
  let invocation: Invocation | { certify: string[] };
  try {
    // certify takes its own flags (--json, --timeout) and needs no store: its module reads them.
    invocation = argv[0] === 'certify' ? { certify: argv.slice(1) } : parseCommandLine(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`pdn: ${error.message}\n`);
    return 2;
  }
  if ('help' in invocation) {
    process.stdout.write(invocation.help);
    return 0;
  }
  // Tracing (`pdn webhooks`' attempts) only when an OTLP endpoint is set: else no SDK is loaded.
  // Plain JavaScript, one folder up both in src/ and in dist/.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) await import('../tracing.mjs');
  if ('certify' in invocation) {
    const { runCertify } = await import('./pdn.certify.js');
    return runCertify(invocation.certify);
  }
  const { run } = await import('./pdn.js');
  return run(invocation);
}
