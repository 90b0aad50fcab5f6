/**
 * A rendered page shows its buttons before the app that runs them has loaded (decision 037): a
 * click on one then did nothing, and a visitor who chose Khmer at once stayed in English. The
 * entry notes the buttons pressed in #root until React takes the page over, and presses them
 * again once it has. Links need nothing: without the app they are plain links.
 */
export interface EarlyClicks {
  /** Stops listening; the buttons pressed so far, each once, in order. */
  stop(): HTMLButtonElement[];
  /** Presses again the buttons still on the page and still enabled. */
  replay(buttons: readonly HTMLButtonElement[]): void;
}

export function captureEarlyClicks(doc: Document): EarlyClicks {
  const pressed: HTMLButtonElement[] = [];
  const root = doc.getElementById('root');
  const listener = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (!button || !root?.contains(button) || pressed.includes(button)) return;
    pressed.push(button);
  };
  doc.addEventListener('click', listener, true);
  return {
    stop() {
      doc.removeEventListener('click', listener, true);
      return [...pressed];
    },
    replay(buttons) {
      for (const button of buttons) {
        if (button.isConnected && !button.disabled) button.click();
      }
    },
  };
}
