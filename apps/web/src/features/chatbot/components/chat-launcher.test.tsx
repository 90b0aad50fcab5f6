import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { DISMISSED_KEY } from '../lib/launcher';
import { ChatLauncher } from './chat-launcher';

beforeAll(async () => {
  await i18next.loadNamespaces(['chatbot']);
  // Loaded once here, so the lazy panel resolves within a tick under the fake clock.
  await import('./chat-panel');
});

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const launcher = () => screen.getByRole('button', { name: 'Travel assistant' });

/** Lets the lazy panel render (its module is already loaded). */
async function panel() {
  for (let i = 0; i < 5 && !screen.queryByRole('dialog'); i += 1) await wait(0);
  return screen.getByRole('dialog', { name: 'Travel assistant' });
}

describe('the floating chat', () => {
  it('opens by itself after 5 s without taking the focus', async () => {
    renderWithRouter(<ChatLauncher hidden={false} />);
    const button = launcher();
    button.focus();
    await wait(4999);
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(1);
    const dialog = await panel();
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('does not open by itself once dismissed, nor where it is hidden', async () => {
    window.localStorage.setItem(DISMISSED_KEY, '1');
    const { unmount } = renderWithRouter(<ChatLauncher hidden={false} />);
    await wait(10_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    window.localStorage.clear();
    renderWithRouter(<ChatLauncher hidden />);
    expect(screen.queryByRole('button')).toBeNull();
    await wait(10_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on a click with the focus in the text box; Escape closes it, remembers, and returns the focus', async () => {
    renderWithRouter(<ChatLauncher hidden={false} />);
    fireEvent.click(launcher());
    const dialog = await panel();
    await wait(0);
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(DISMISSED_KEY)).toBe('1');
    expect(launcher()).toHaveFocus();
  });

  it('closing with the close button remembers the choice too', async () => {
    renderWithRouter(<ChatLauncher hidden={false} />);
    await wait(5000);
    await panel();
    fireEvent.click(screen.getByRole('button', { name: 'Close the chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(DISMISSED_KEY)).toBe('1');
  });

  it('moves when dragged more than 10 px, without opening', async () => {
    renderWithRouter(<ChatLauncher hidden={false} />);
    const button = launcher();
    fireEvent.pointerDown(button, { button: 0, pointerId: 1, clientX: 300, clientY: 600 });
    fireEvent.pointerMove(button, { pointerId: 1, clientX: 250, clientY: 500 });
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 250, clientY: 500 });
    fireEvent.click(button);
    await wait(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.style.right).toBe('70px');
    expect(button.style.bottom).toBe('120px');
    expect(JSON.parse(window.localStorage.getItem('camtour_chatbot_position')!)).toEqual({
      right: 70,
      bottom: 120,
    });
  });

  it('opens when the pointer moved less than 10 px (a tap)', async () => {
    renderWithRouter(<ChatLauncher hidden={false} />);
    const button = launcher();
    fireEvent.pointerDown(button, { button: 0, pointerId: 1, clientX: 300, clientY: 600 });
    fireEvent.pointerMove(button, { pointerId: 1, clientX: 306, clientY: 606 });
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 306, clientY: 606 });
    fireEvent.click(button);
    expect(await panel()).toBeInTheDocument();
    expect(window.localStorage.getItem('camtour_chatbot_position')).toBeNull();
  });
});
