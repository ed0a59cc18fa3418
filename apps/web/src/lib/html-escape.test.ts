import { describe, expect, it } from 'vitest';
import { escapeAttribute, escapeText, scriptJson } from './html-escape.js';

describe('scriptJson', () => {
  it('escapes <, >, & and the JS line separators', () => {
    expect(scriptJson({ a: '</script>\u2028&' })).toBe('{"a":"\\u003c/script\\u003e\\u2028\\u0026"}');
  });

  it('stays JSON that parses back to the same value', () => {
    const value = { a: '</script><!-- & \u2029', n: [1, null] };
    expect(JSON.parse(scriptJson(value))).toEqual(value);
    expect(scriptJson(undefined)).toBe('null');
  });
});

describe('escapeAttribute / escapeText', () => {
  it('escapes what could end an attribute or open a tag', () => {
    expect(escapeAttribute('a"b<c>&d\'')).toBe("a&quot;b&lt;c&gt;&amp;d'");
    expect(escapeText('<b>&"')).toBe('&lt;b&gt;&amp;"');
  });
});
