import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSubmitForm } from './use-submit-form.js';

const schema = z.object({ email: z.email('Enter a valid email'), password: z.string().min(1, 'Required') });

describe('useSubmitForm', () => {
  it('shows schema and own checks as field errors and does not submit', async () => {
    const submit = vi.fn();
    const { result } = renderHook(() =>
      useSubmitForm({
        initialValues: { email: 'nope', password: '', confirm: 'x' },
        schema,
        validate: (values) => ({ confirm: values.confirm === values.password ? undefined : 'Mismatch' }),
        submit,
        errorsFrom: () => ({ fields: {} }),
      }),
    );
    await act(() => result.current.onSubmit());
    expect(result.current.errors.fields).toEqual({
      email: 'Enter a valid email',
      password: 'Required',
      confirm: 'Mismatch',
    });
    expect(result.current.field('email')).toMatchObject({
      name: 'email',
      errorMessage: 'Enter a valid email',
    });
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits the parsed data, maps a failure back, and clears on the next success', async () => {
    const submit = vi.fn().mockRejectedValueOnce(new Error('taken')).mockResolvedValueOnce(undefined);
    const { result } = renderHook(() =>
      useSubmitForm({
        initialValues: { email: '', password: '' },
        schema,
        submit,
        resetOnSuccess: true,
        errorsFrom: () => ({ form: 'Email taken', fields: { email: 'Use another' } }),
      }),
    );
    act(() => {
      result.current.field('email').onChange('a@example.com');
      result.current.setValue('password', 'secret');
    });
    await act(() => result.current.onSubmit());
    expect(submit).toHaveBeenLastCalledWith(
      { email: 'a@example.com', password: 'secret' },
      { email: 'a@example.com', password: 'secret' },
    );
    expect(result.current.errors).toEqual({ form: 'Email taken', fields: { email: 'Use another' } });
    expect(result.current.succeeded).toBe(false);
    await act(() => result.current.onSubmit());
    expect(result.current.errors).toEqual({ fields: {} });
    expect(result.current.succeeded).toBe(true);
    expect(result.current.values).toEqual({ email: '', password: '' });
  });
});
