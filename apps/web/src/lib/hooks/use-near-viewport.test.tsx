import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe({ enabled = true }: { enabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, { enabled });
  return <div ref={ref} data-testid="probe" data-near={String(near)} />;
}

type Callback = (entries: { isIntersecting: boolean }[]) => void;

function installObserver() {
  const observers: {
    callback: Callback;
    options: IntersectionObserverInit;
    disconnected: boolean;
  }[] = [];
  class FakeObserver {
    record: (typeof observers)[number];
    constructor(callback: Callback, options: IntersectionObserverInit) {
      this.record = { callback, options, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observers;
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false until the element comes near the viewport, then stays true', () => {
    const observers = installObserver();
    render(<Probe />);
    const probe = screen.getByTestId('probe');
    expect(probe.dataset.near).toBe('false');
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options.rootMargin).toBe('600px 0px');
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(probe.dataset.near).toBe('false');
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(probe.dataset.near).toBe('true');
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('watches nothing while disabled', () => {
    const observers = installObserver();
    render(<Probe enabled={false} />);
    expect(observers).toHaveLength(0);
    expect(screen.getByTestId('probe').dataset.near).toBe('false');
  });

  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByTestId('probe').dataset.near).toBe('true');
  });
});
