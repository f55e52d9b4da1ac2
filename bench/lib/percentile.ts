// No imports: bench/receiver.server.ts, a standalone child process, uses this too.

/** The value at fraction `p` (0–1) of an ascending-sorted list; null when it is empty. */
export function percentile(sorted: number[], p: number): number | null {
  return sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

/** The middle value (the mean of the two middle ones for an even count); null when empty. */
export function median(values: number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length === 0 ? null : Number.isInteger(mid) ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[Math.floor(mid)];
}
