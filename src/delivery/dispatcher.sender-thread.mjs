// The sender thread's entry when running from the sources (vitest, tsx). A worker thread does
// not inherit the TypeScript loader its parent registered in-process, so it registers tsx
// itself. Compiled code (dist/) uses dispatcher.sender-thread.entry.js instead, with no tsx.
import { register } from 'tsx/esm/api';

register();
const { serveSenderThread } = await import('./dispatcher.sender-thread.ts');
serveSenderThread();
