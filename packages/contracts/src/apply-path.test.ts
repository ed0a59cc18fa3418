import { describe, expect, it } from 'vitest';
import { SOURCE_PARAMS } from './apply-constants.js';
import { APPLY_PATH, applyPath, CARRIED_PARAMS, multiApplyPath, PRIVATE_APPLY_PATH } from './apply-path.js';

describe('applyPath', () => {
  it('gives the apply page of a public and of a private position', () => {
    expect(applyPath(12)).toBe('/careers/apply?pid=12');
    expect(applyPath(12, { privateToken: 'tok-EN_1' })).toBe(
      '/careers/apply/private?pid=12&private=tok-EN_1',
    );
    expect(applyPath(12, { privateToken: null })).toBe('/careers/apply?pid=12');
    expect(APPLY_PATH).toBe('/careers/apply');
    expect(PRIVATE_APPLY_PATH).toBe('/careers/apply/private');
  });

  it('carries the domain, the language and every source parameter, and nothing else', () => {
    const search =
      '?query=chef&utm_source=mail&utm_campaign=spring&src=a&source=b&microsite=m&ref_src=r' +
      '&referral_token=t%26x&domain=contoso.example&hl=de&pid=99&sort_by=date';
    expect(applyPath(12, { params: search })).toBe(
      '/careers/apply?pid=12&domain=contoso.example&hl=de&utm_source=mail&utm_campaign=spring&src=a' +
        '&source=b&microsite=m&ref_src=r&referral_token=t%26x',
    );
    expect(
      applyPath(12, { privateToken: 't', params: new URLSearchParams({ utm_source: 'x', q: 'y' }) }),
    ).toBe('/careers/apply/private?pid=12&private=t&utm_source=x');
  });

  it('every source parameter the application records is carried', () => {
    for (const name of SOURCE_PARAMS) expect(CARRIED_PARAMS).toContain(name);
  });

  it('keeps the first non-empty value of a parameter and leaves out empty ones', () => {
    expect(applyPath(3, { params: 'utm_source=&utm_source=a&utm_source=b&src=' })).toBe(
      '/careers/apply?pid=3&utm_source=a',
    );
    expect(applyPath(3, { params: '' })).toBe('/careers/apply?pid=3');
  });

  it('refuses what is not a position id', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 60]) expect(() => applyPath(bad)).toThrow(RangeError);
  });
});

describe('multiApplyPath', () => {
  it('lists the ids once each, in order, with plain commas, then the carried parameters', () => {
    expect(multiApplyPath([3, 1, 2, 3])).toBe('/careers/apply?pids=3,1,2');
    expect(multiApplyPath([7], { params: '?domain=contoso.example&query=x' })).toBe(
      '/careers/apply?pids=7&domain=contoso.example',
    );
  });

  it('refuses an empty list and bad ids', () => {
    expect(() => multiApplyPath([])).toThrow(RangeError);
    expect(() => multiApplyPath([1, 0])).toThrow(RangeError);
  });
});
