// The sender thread's entry in compiled code (dist/): see ENTRY in dispatcher.sender-thread.ts.
import { serveSenderThread } from './dispatcher.sender-thread.js';

serveSenderThread();
