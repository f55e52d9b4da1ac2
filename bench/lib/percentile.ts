// No imports: bench/receiver.server.ts, a standalone child process, uses this too.

/** The value at fraction `p` (0–1) of an ascending-sorted list; null when it is empty. */
export function percentile(sorted: number[], p: number): number | null {
  return sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}
