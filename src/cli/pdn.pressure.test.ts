// `pdn pressure` as a user meets it: a real process of bin/pdn.mjs (the build) against a real service.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createPartner, startService, type TestPartner, type TestService } from '../../test/harness.js';

const BIN = path.resolve(import.meta.dirname, '../../bin/pdn.mjs');

function pdn(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PDN_')));
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...inherited, ...env }, stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('pdn pressure', () => {
  let service: TestService;
  let partner: TestPartner;
  beforeAll(async () => {
    service = await startService('sqlite');
    partner = await createPartner(service, { territories: ['cli-north', 'cli-south'] });
    await createOrder(service, { zone: 'cli-north' });
  });
  afterAll(() => service.close());

  it('prints a line per zone and its forecast; --json the response; a zone outside the territories is one line, exit 1', async () => {
    const env = { PDN_API_URL: service.url, PDN_API_KEY: partner.key };
    const table = await pdn(['pressure'], env);
    expect(table.code, table.stderr).toBe(0);
    const lines = table.stdout.split('\n');
    expect(lines[0]).toMatch(/^ZONE\s+LEVEL\s+OPEN\s+LAST HOUR\s+MEDIAN ACCEPT$/);
    expect(lines[1]).toMatch(/^cli-north\s+surge\s+1\s+1\s+-$/);
    expect(lines[2]).toMatch(/^cli-south\s+calm\s+0\s+0\s+-$/);
    expect(table.stdout).toContain('cli-north: jobs per half hour, median (P10-P90), UTC (no history yet: a wide band)');
    // No history: the last half hour's count (none), with the wide band.
    expect(lines[5]).toMatch(/^(\d\d:[03]0 0 \(0-5\) {2}){11,12}\d\d:[03]0 0 \(0-5\)$/);

    const json = await pdn(['pressure', '--zone', 'cli-south', '--json', 'yes'], env);
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ object: 'fleet_pressure', zones: [{ zone: 'cli-south', level: 'calm' }] });

    const outside = await pdn(['pressure', '--zone', 'elsewhere'], env);
    expect(outside.code).toBe(1);
    expect(outside.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/^pdn: .*422 zone_not_in_territory: Zone "elsewhere" is not one of your territories\.$/)]);
  }, 60_000);
});
