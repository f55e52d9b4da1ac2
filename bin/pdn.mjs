#!/usr/bin/env node
// `npx pdn …`: runs the TypeScript CLI through tsx, as `npm start` runs the server.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/pdn.ts');
