// The sender thread's entry. A worker thread does not inherit the TypeScript loader its parent
// registered in-process (bin/pdn.mjs, vitest), so it registers tsx itself.
import { register } from 'tsx/esm/api';

register();
const { serveSenderThread } = await import('./dispatcher.sender-thread.ts');
serveSenderThread();
