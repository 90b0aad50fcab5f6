import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterMainPicture } from './after-main-picture';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const settled = async (promise: Promise<void>) => {
  let resolved = false;
  void promise.then(() => {
    resolved = true;
  });
  await vi.advanceTimersByTimeAsync(50);
  return resolved;
};

describe('afterMainPicture', () => {
  it('goes on at once on a page without a main picture', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<img src="/a.svg" alt="">';
    expect(await settled(afterMainPicture(document))).toBe(true);
  });

  it('waits for the main picture to load', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<img src="/hero.svg" alt="" fetchpriority="high">';
    const picture = document.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { value: false });
    const waiting = afterMainPicture(document);
    expect(await settled(waiting)).toBe(false);
    picture.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(true);
  });

  it('waits for the picture to be decoded where the browser can tell', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<img src="/hero.svg" alt="" fetchpriority="high">';
    const picture = document.querySelector('img')!;
    let decodedNow = () => {};
    picture.decode = () =>
      new Promise<void>((resolve) => {
        decodedNow = resolve;
      });
    const waiting = afterMainPicture(document);
    picture.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(false);
    decodedNow();
    expect(await settled(waiting)).toBe(true);
  });

  it('goes on when the picture fails, or after the cap', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<img src="/hero.svg" alt="" fetchpriority="high">';
    const picture = document.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { value: false });
    const failing = afterMainPicture(document);
    picture.dispatchEvent(new Event('error'));
    expect(await settled(failing)).toBe(true);

    const capped = afterMainPicture(document, 1000);
    expect(await settled(capped)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(capped)).toBe(true);
  });
});
