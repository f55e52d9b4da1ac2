// The trace context as PDN stores it: the W3C `traceparent` of the span that is active where an
// event is committed, and back into a span context for the link of every attempt to send it.
// Only the OpenTelemetry API here: without the SDK (tracing off) there is no active span, and
// nothing is stored or made.
import { trace, TraceFlags, type SpanContext } from '@opentelemetry/api';

/** `00-<trace id>-<span id>-<flags>` of the active span, or null (tracing off, or no span). */
export function activeTraceparent(): string | null {
  const span = trace.getActiveSpan();
  if (!span) return null;
  const { traceId, spanId, traceFlags } = span.spanContext();
  return `00-${traceId}-${spanId}-0${(traceFlags & TraceFlags.SAMPLED).toString(16)}`;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

export function spanContextOf(traceparent: string | null | undefined): SpanContext | null {
  const match = traceparent ? TRACEPARENT.exec(traceparent) : null;
  if (!match) return null;
  return { traceId: match[1], spanId: match[2], traceFlags: parseInt(match[3], 16), isRemote: true };
}

const SDK = Symbol.for('pdn.tracing');

/** Whether src/tracing.mjs started the SDK in this process. */
export function tracingOn(): boolean {
  return (globalThis as { [key: symbol]: unknown })[SDK] !== undefined;
}

/** Sends the spans still buffered (before the process exits); nothing with tracing off. */
export async function flushTraces(): Promise<void> {
  const sdk = (globalThis as { [key: symbol]: { shutdown(): Promise<void> } | undefined })[SDK];
  await sdk?.shutdown().catch(() => undefined);
}
