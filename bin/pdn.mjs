#!/usr/bin/env node
// `npx pdn …`: runs the TypeScript CLI through tsx, as `npm start` runs the server.
import { register } from 'tsx/esm/api';

register();
// Tracing (`pdn dispatcher`'s attempts) only when an OTLP endpoint is set: else no SDK is loaded.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) await import('../src/tracing.mjs');
await import('../src/cli/pdn.ts');
