import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASTE_BLOCK_MESSAGE_MS } from '@camtour/shared/constants';
import { FieldError } from '@/components/ui/form-controls';
import { usePasteBlock } from '../hooks/use-paste-block';
import { PasswordField } from './fields';
import { PasswordStrength } from './password-strength';
import { ProfilePasswordMeter } from './profile-password-meter';

function ResetPasswordInput() {
  const paste = usePasteBlock();
  return (
    <PasswordField
      id="pw"
      label="New password"
      notice={paste.message ? <FieldError>{paste.message}</FieldError> : null}
      inputProps={{ name: 'new_pass', ...paste.inputProps }}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('paste block (reset password)', () => {
  it('refuses a paste and says so for 3 s', () => {
    vi.useFakeTimers();
    render(<ResetPasswordInput />);
    const input = screen.getByLabelText('New password');
    const event = new Event('paste', { bubbles: true, cancelable: true });
    act(() => {
      input.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByText('password-paste-disabled')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(PASTE_BLOCK_MESSAGE_MS - 1));
    expect(screen.getByText('password-paste-disabled')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('password-paste-disabled')).not.toBeInTheDocument();
  });

  it('refuses text dropped into the field too', () => {
    render(<ResetPasswordInput />);
    const dropped = fireEvent.drop(screen.getByLabelText('New password'));
    expect(dropped).toBe(false);
  });
});

describe('show / hide password', () => {
  it('toggles the input type', () => {
    render(<PasswordField id="pw" label="Password" inputProps={{}} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('registration and reset strength meter', () => {
  it.each([
    ['abc', 'Weak', 20],
    ['abcdefgh1', 'Medium', 60],
    ['Abcdefgh1!', 'Strong', 100],
    ['password', 'Weak', 0],
  ])('shows %s as %s (score %s)', (password, level, score) => {
    render(<PasswordStrength id="s" password={password} />);
    expect(screen.getByTestId('password-strength')).toHaveTextContent(level);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', String(score));
  });

  it('ticks each requirement met', () => {
    render(<PasswordStrength id="s" password="abcdefgh1" requireAll />);
    expect(screen.getByText('Your new password needs:')).toBeInTheDocument();
    const met = screen
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('data-met') === 'true')
      .map((item) => item.textContent);
    expect(met).toEqual([
      '✓At least 8 characters (done)',
      '✓A small letter (a-z) (done)',
      '✓A number (0-9) (done)',
    ]);
  });

  it('says nothing was entered yet', () => {
    render(<PasswordStrength id="s" password="" />);
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Not entered yet');
  });
});

describe('profile password meter', () => {
  it.each([
    ['abc', 'Weak', 25],
    ['abcdefg1', 'Fair', 50],
    ['Abcdefg1', 'Good', 75],
    ['Abcdefg1!', 'Strong', 100],
    ['Abcdefghijk1', 'Strong', 100],
  ])('%s is %s at %s %%', (password, level, percent) => {
    render(<ProfilePasswordMeter id="m" password={password} />);
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAttribute('aria-valuenow', String(percent));
    expect(meter).toHaveAttribute('aria-valuetext', level);
    expect(meter.firstElementChild).toHaveStyle({ width: `${percent}%` });
  });
});
