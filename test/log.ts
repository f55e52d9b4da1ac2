// What a service logs, kept in memory: pass `logger` to startService, read `lines`.
import { Writable } from 'node:stream';
import { loggerOptions } from '../src/http/logging.js';

export class LogCapture {
  readonly lines: any[] = [];
  readonly stream = new Writable({
    write: (chunk, _encoding, done) => {
      for (const line of chunk.toString().split('\n')) if (line) this.lines.push(JSON.parse(line));
      done();
    },
  });
  /** The service's own logger options, writing here. */
  logger(level = 'info') {
    return loggerOptions({ logLevel: level }, this.stream);
  }
  get text(): string {
    return this.lines.map((l) => JSON.stringify(l)).join('\n');
  }
}
