import { describe, expect, it } from 'vitest';
import { camelKey, snakeKey, toCamel, toSnake } from './case.js';

describe('case conversion', () => {
  it('converts single keys', () => {
    expect(snakeKey('fullName')).toBe('full_name');
    expect(snakeKey('opSection')).toBe('op_section');
    expect(snakeKey('positionID')).toBe('position_id');
    expect(snakeKey('already_snake')).toBe('already_snake');
    expect(camelKey('full_name')).toBe('fullName');
    expect(camelKey('data_json')).toBe('dataJson');
    expect(camelKey('_id')).toBe('_id');
    expect(camelKey('isLoggedIn')).toBe('isLoggedIn');
  });

  it('converts deeply, through arrays, leaving Dates and values alone', () => {
    const when = new Date('2026-01-02T03:04:05Z');
    const input = {
      opData: { valueList: [{ startDate: when, textValue: 'keep_this_value' }] },
      tags: ['a_b'],
    };
    const snake = toSnake(input) as Record<string, unknown>;
    expect(snake).toEqual({
      op_data: { value_list: [{ start_date: when, text_value: 'keep_this_value' }] },
      tags: ['a_b'],
    });
    const back = toCamel(snake) as typeof input;
    expect(back).toEqual(input);
    expect(back.opData.valueList[0]?.startDate).toBe(when);
  });

  it('passes primitives, null and class instances through', () => {
    expect(toCamel(null)).toBeNull();
    expect(toSnake(3)).toBe(3);
    const form = new FormData();
    expect(toSnake(form)).toBe(form);
  });
});
