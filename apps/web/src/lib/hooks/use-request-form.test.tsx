import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf, useRequestForm } from './use-request-form';

const FIELDS = ['name', 'email'] as const;

describe('fieldErrorsOf', () => {
  it('keeps the first problem of each field the form has, and drops the others', () => {
    expect(
      fieldErrorsOf(
        [
          { path: ['name'], message: 'name-required' },
          { path: ['name'], message: 'name-too-long' },
          { path: ['lang'], message: 'lang-invalid' },
          { path: ['email'], message: 'email-invalid' },
        ],
        FIELDS,
      ),
    ).toEqual({ name: 'name-required', email: 'email-invalid' });
  });
});

describe('useRequestForm', () => {
  const setup = (onEdit = vi.fn()) =>
    renderHook(() =>
      useRequestForm(
        FIELDS,
        () => ({ name: 'Dara', email: '' }),
        (key) => key && `t:${key}`,
        onEdit,
      ),
    );

  it('edits a field, clears its error and tells the form', () => {
    const onEdit = vi.fn();
    const { result } = setup(onEdit);
    act(() => result.current.setErrors({ name: 'name-required', email: 'email-invalid' }));
    act(() => result.current.set('name')('Sokha'));
    expect(result.current.values).toEqual({ name: 'Sokha', email: '' });
    expect(result.current.errors).toEqual({ name: undefined, email: 'email-invalid' });
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(result.current.control('email')).toMatchObject({
      value: '',
      'aria-invalid': true,
      'aria-describedby': `${result.current.id}-email-error`,
    });
  });

  it('puts the server’s field errors on their fields and keeps what was typed', () => {
    const { result } = setup();
    const refused = new ApiError(400, 'validation-failed', { email: ['email-invalid'] });
    let shown = false;
    act(() => {
      shown = result.current.showServerErrors(refused);
    });
    expect(shown).toBe(true);
    expect(result.current.errors).toEqual({ email: 'email-invalid' });
    expect(result.current.values.name).toBe('Dara');
    expect(result.current.showServerErrors(new Error('offline'))).toBe(false);
  });
});
