// Where a process's event loop waits on the kernel (Linux, root for the kernel stacks): samples
// its main thread's state every 2 ms from /proc and reports each stretch of more than 20 ms
// spent in a blocking system call, with the call, the file it was on and the kernel stack. A CPU
// profile cannot show these: the thread is off the CPU, so the profile just has a gap. This is
// how the soak's stalls on disk were traced to SQLite's checkpoints and WAL writes
// (docs/operations.md, "SQLite on a busy disk").
//
//   npx tsx bench/stall-sampler.ts <pid> [seconds=60]
import fs from 'node:fs';

const [pid, secondsArg] = process.argv.slice(2);
if (!pid) {
  console.error('usage: npx tsx bench/stall-sampler.ts <pid> [seconds=60]');
  process.exit(2);
}
const seconds = Number(secondsArg ?? 60);
const task = `/proc/${pid}/task/${pid}`; // the main thread: its id is the process's

// x86-64 numbers of the calls that touch files (the rest are shown as numbers).
const CALLS: Record<number, string> = { 0: 'read', 1: 'write', 17: 'pread64', 18: 'pwrite64', 20: 'writev', 74: 'fsync', 75: 'fdatasync', 77: 'ftruncate', 285: 'fallocate', 202: 'futex' };
const WITH_FD = new Set([0, 1, 17, 18, 20, 74, 75, 77, 285]);

function read(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** What the thread waits in, if it waits uninterruptibly (state D): call, file, kernel stack. */
function blocked(): { call: string; stack: string } | null {
  const stat = read(`${task}/stat`);
  if (stat === null) throw new Error(`process ${pid} is gone`);
  if (stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'D') return null;
  const [number, fdHex] = (read(`${task}/syscall`) ?? '').split(' ');
  const n = Number(number);
  let file = '';
  if (WITH_FD.has(n)) {
    try {
      file = ` ${fs.readlinkSync(`/proc/${pid}/fd/${parseInt(fdHex, 16)}`).split('/').pop()}`;
    } catch {
      // closed meanwhile
    }
  }
  const stack = (read(`${task}/stack`) ?? '')
    .split('\n')
    .filter(Boolean)
    .slice(0, 5)
    .map((line) => line.replace(/^\[<[0-9a-f]+>\] /, '').replace(/\+0x.*$/, ''))
    .join(' < ');
  return { call: `${CALLS[n] ?? n}${file}`, stack };
}

const stretches: Array<{ at: string; ms: number; call: string; stack: string }> = [];
let current: { call: string; stack: string; since: number } | null = null;
const end = Date.now() + seconds * 1000;
while (Date.now() < end) {
  const now = performance.now();
  const wait = blocked();
  if (current && wait?.call !== current.call) {
    const ms = now - current.since;
    if (ms > 20) stretches.push({ at: new Date().toISOString().slice(11, 19), ms: Math.round(ms), call: current.call, stack: current.stack });
    current = null;
  }
  if (wait && !current) current = { ...wait, since: now };
  await new Promise((resolve) => setTimeout(resolve, 2));
}
console.log(`${stretches.length} stretches over 20 ms in a blocking call, ${seconds} s of process ${pid}:`);
for (const s of stretches) console.log(`${s.at} ${String(s.ms).padStart(5)} ms  ${s.call}  [${s.stack}]`);
