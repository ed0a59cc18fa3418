import { describe, expect, it } from 'vitest';
import { MAX_JOBS, parseCliArgs, UsageError } from './cli-args.js';

describe('seed CLI arguments', () => {
  it('reads --jobs and defaults the domain to Northwind', () => {
    expect(parseCliArgs(['--jobs', '50000'])).toEqual({ jobs: 50000, domain: 'northwind.example' });
    expect(parseCliArgs(['--jobs=3', '--domain', 'Contoso.Example'])).toEqual({
      jobs: 3,
      domain: 'contoso.example',
    });
    expect(parseCliArgs(['--help'])).toBe('help');
  });

  it.each([
    [[], /Missing --jobs/],
    [['--jobs'], /argument missing|--jobs/],
    [['--jobs', 'ten'], /whole number/],
    [['--jobs', '1.5'], /whole number/],
    [['--jobs', '-4'], /whole number|argument/],
    [['--jobs', '0'], /between 1 and/],
    [['--jobs', String(MAX_JOBS + 1)], /between 1 and/],
    [['--jobs', '5', '--colour', 'red'], /Unknown option/],
    [['--jobs', '5', 'extra'], /positional|Unexpected argument/i],
    [['--jobs', '5', '--domain', '  '], /must not be empty/],
  ])('rejects %j with a clear message', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(UsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });
});
