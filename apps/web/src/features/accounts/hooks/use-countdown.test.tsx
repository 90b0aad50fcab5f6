import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LockNotice } from '../components/lock-notice';
import { formatCountdown, lockSeconds, useCountdown } from './use-countdown';

describe('formatCountdown', () => {
  it.each([
    [900, '15:00'],
    [65, '01:05'],
    [59, '00:59'],
    [0, '00:00'],
    [-3, '00:00'],
    [4.2, '00:05'],
    [3725, '62:05'],
  ])('%s s is %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('lockSeconds', () => {
  it('uses Retry-After, else the whole 15-minute window', () => {
    expect(lockSeconds(42)).toBe(42);
    expect(lockSeconds(null)).toBe(900);
    expect(lockSeconds(0)).toBe(900);
  });
});

function Lock({ seconds, onEnd }: { seconds: number; onEnd: () => void }) {
  const lock = useCountdown(onEnd);
  return (
    <div>
      <button type="button" onClick={() => lock.start(seconds)}>
        start
      </button>
      <button type="button" disabled={lock.running}>
        submit
      </button>
      {lock.running && <LockNotice message="Too many attempts" countdown={lock.label} />}
    </div>
  );
}

describe('useCountdown with the lock notice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from Retry-After, live, and re-enables at zero', () => {
    const onEnd = vi.fn();
    render(<Lock seconds={65} onEnd={onEnd} />);
    act(() => screen.getByRole('button', { name: 'start' }).click());
    expect(screen.getByRole('timer')).toHaveTextContent('01:05');
    expect(screen.getByRole('button', { name: 'submit' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:04');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:04');
    expect(onEnd).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'submit' })).toBeEnabled();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('follows the clock, not the ticks, when timers were throttled', () => {
    render(<Lock seconds={30} onEnd={() => {}} />);
    act(() => screen.getByRole('button', { name: 'start' }).click());
    // A background tab: the clock moves 20 s but only one tick fires.
    act(() => {
      vi.setSystemTime(Date.now() + 20_000);
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:09');
  });
});
