import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyClicks } from './early-clicks';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(): { language: HTMLButtonElement; chat: HTMLButtonElement; link: HTMLAnchorElement } {
  document.body.innerHTML = `
    <div id="root">
      <button id="language"><span>ខ្មែរ</span></button>
      <button id="chat">Chat</button>
      <a id="link" href="#x">About</a>
    </div>
    <button id="outside">Outside</button>`;
  return {
    language: document.getElementById('language') as HTMLButtonElement,
    chat: document.getElementById('chat') as HTMLButtonElement,
    link: document.getElementById('link') as HTMLAnchorElement,
  };
}

describe('buttons pressed before the app runs', () => {
  it('are noted once each, in order, only inside #root, until stopped', () => {
    const { language, chat, link } = page();
    const early = captureEarlyClicks(document);
    chat.click();
    (language.firstElementChild as HTMLElement).click();
    chat.click();
    link.click();
    document.getElementById('outside')!.click();
    const pressed = early.stop();
    language.click();
    expect(pressed).toEqual([chat, language]);
  });

  it('are pressed again once the app runs, unless gone or disabled meanwhile', () => {
    const { language, chat } = page();
    const early = captureEarlyClicks(document);
    language.click();
    chat.click();
    const pressed = early.stop();
    const onLanguage = vi.fn();
    language.addEventListener('click', onLanguage);
    const onChat = vi.fn();
    chat.addEventListener('click', onChat);
    chat.disabled = true;
    early.replay(pressed);
    expect(onLanguage).toHaveBeenCalledTimes(1);
    expect(onChat).not.toHaveBeenCalled();

    language.remove();
    early.replay(pressed);
    expect(onLanguage).toHaveBeenCalledTimes(1);
  });
});
