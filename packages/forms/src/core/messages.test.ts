import { describe, expect, it } from 'vitest';
import { formatMessage, interpolate, MESSAGES, type MessageKey, message } from './messages.js';

const en = (key: MessageKey, params = {}) => formatMessage(message(key, params));

describe('message catalogue', () => {
  it('keeps the texts the spec quotes verbatim', () => {
    expect(en('required')).toBe('This field is required');
    expect(en('requiredNamed', { name: 'First name' })).toBe('First name is required');
    expect(en('emailInvalid')).toBe('Email is invalid. Use the format "name@example.com".');
    expect(en('dateRangeIncomplete')).toBe('Please enter both a start and end date.');
    expect(en('dateRangeFutureStart')).toBe('Start date cannot be in the future');
    expect(en('phoneCharacters')).toBe(
      'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().',
    );
    expect(en('phoneCountryCode')).toBe('Enter a valid phone number and country code.');
    expect(en('phoneInvalid')).toBe('Enter a valid phone number');
    expect(en('phoneInvalidCountryCode')).toBe('Invalid country calling code');
    expect(en('ssnInvalid')).toBe('Social security number is invalid. Enter in the format of XXX-XX-XXXX.');
    expect(en('sinInvalid')).toBe('Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.');
    expect(en('regexInvalid')).toBe('Enter a valid value.');
    expect(en('valueMin', { count: 3 })).toBe('Enter a value greater than or equal to 3.');
    expect(en('valueMax', { count: 1.5 })).toBe('Enter a value less than or equal to 1.5.');
  });

  it.each([
    ['filesMin', 1, 'Upload at least 1 file.'],
    ['filesMin', 2, 'Upload at least 2 files.'],
    ['filesMax', 1, 'Upload no more than 1 file.'],
    ['filesMax', 5, 'Upload no more than 5 files.'],
    ['lengthMin', 1, 'Enter at least 1 character.'],
    ['lengthMin', 8, 'Enter at least 8 characters.'],
    ['lengthMax', 0, 'Enter no more than 0 characters.'],
    ['lengthMax', 20, 'Enter no more than 20 characters.'],
    ['listMin', 1, 'Add at least 1 item.'],
    ['listMin', 3, 'Add at least 3 items.'],
    ['listMax', 1, 'Add no more than 1 item.'],
    ['listMax', 4, 'Add no more than 4 items.'],
    ['selectionMin', 2, 'Select at least 2 options.'],
    ['selectionMax', 1, 'Select no more than 1 option.'],
    ['newQuestions', 1, '1 new question'],
    ['newQuestions', 7, '7 new questions'],
  ] as const)('%s with count %i', (key, count, text) => {
    expect(en(key, { count })).toBe(text);
  });

  it('pluralises error counts on errorCount', () => {
    expect(en('errorsFound', { errorCount: 1 })).toBe('1 error found');
    expect(en('errorsFound', { errorCount: 0 })).toBe('0 errors found');
    expect(en('errorsFound', { errorCount: 12 })).toBe('12 errors found');
  });

  it('lists file names in the size message', () => {
    expect(en('fileTooLarge', { size: 2, files: 'cv.pdf', count: 1 })).toBe(
      'This file is larger than 2 MB: cv.pdf.',
    );
    expect(en('fileTooLarge', { size: 2, files: 'a.pdf, b.png', count: 2 })).toBe(
      'These files are larger than 2 MB: a.pdf, b.png.',
    );
    expect(en('filesTooLargeTotal', { size: 10 })).toBe('The files together are larger than 10 MB.');
  });

  it('has the date texts chosen for the patterns the spec does not show', () => {
    expect(en('dateInvalid')).toBe('Enter a valid date.');
    expect(en('dateToday')).toBe("Enter today's date.");
    expect(en('dateFuture')).toBe('Enter a date in the future.');
    expect(en('datePast')).toBe('Enter a date in the past.');
    expect(en('dateOn', { date: '2026-01-02' })).toBe('Enter the date 2026-01-02.');
    expect(en('dateBefore', { date: '2026-01-02' })).toBe('Enter a date before 2026-01-02.');
    expect(en('dateAfter', { date: '2026-01-02' })).toBe('Enter a date after 2026-01-02.');
    expect(en('dateBetween', { start: 'A', end: 'B' })).toBe('Enter a date from A to B.');
    expect(en('dateNotBetween', { start: 'A', end: 'B' })).toBe('Enter a date before A or after B.');
    expect(en('dateAfterField', { field: 'Start date' })).toBe('Enter a date after Start date.');
    expect(en('dateBeforeField', { field: 'End date' })).toBe('Enter a date before End date.');
    expect(en('dateEnableFrom', { date: 'X' })).toBe('Enter a date on or after X.');
    expect(en('dateEnableUntil', { date: 'X' })).toBe('Enter a date on or before X.');
  });

  it('renders a rule-supplied text instead of the catalogue, with its placeholders filled', () => {
    expect(formatMessage(message('lengthMin', { count: 2 }, 'At least %(count)s, please'))).toBe(
      'At least 2, please',
    );
  });

  it('leaves unknown placeholders as written', () => {
    expect(interpolate('%(a)s and %(b)s', { a: 1 })).toBe('1 and %(b)s');
  });

  it('names the plural parameter of every entry with plural forms', () => {
    for (const entry of Object.values(MESSAGES)) {
      if ('one' in entry) {
        expect(entry.plural).toMatch(/^(count|errorCount)$/);
        expect(entry.one).not.toBe(entry.other);
      }
    }
  });
});
