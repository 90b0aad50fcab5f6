import { describe, expect, it } from 'vitest';
import { replyLang, scriptLang } from './language';

describe('scriptLang', () => {
  it.each([
    ['Where is Angkor Wat?', 'en'],
    ['Café crème', 'en'],
    ['សួស្តី', 'km'],
    ['តើអង្គរវត្តបើកម៉ោងប៉ុន្មាន?', 'km'],
  ] as const)('reads %j as %s', (text, lang) => {
    expect(scriptLang(text)).toBe(lang);
  });

  it('keeps a Khmer question Khmer when it names a place or brand in Latin letters', () => {
    expect(scriptLang('តើ Angkor Wat បើកម៉ោងប៉ុន្មាន?')).toBe('km');
    expect(scriptLang('តើបង់ប្រាក់តាម Bakong KHQR ដោយរបៀបណា?')).toBe('km');
  });

  it('needs Khmer to be at least a third of the letters', () => {
    // One Khmer sign against two Latin letters is a third; against three it is less.
    expect(scriptLang('ab ក')).toBe('km');
    expect(scriptLang('abc ក')).toBe('en');
    expect(scriptLang('Tell me about Angkor Wat ប្រាសាទ')).toBe('en');
  });

  it.each(['', '3?', '$$', '   ', '42 !!'])('has no language for %j (no letters)', (text) => {
    expect(scriptLang(text)).toBeUndefined();
  });
});

describe('replyLang', () => {
  const khmerTurn = { role: 'user', content: 'ដំណើរ ៣ ថ្ងៃ អស់ប៉ុន្មាន?' };
  const englishTurn = { role: 'user', content: 'How much for 3 days?' };

  it("answers in the question's own script before anything else", () => {
    expect(replyLang('hello', [khmerTurn], 'km')).toBe('en');
    expect(replyLang('សួស្តី', [englishTurn], 'en')).toBe('km');
  });

  it("falls back to the last user turn's script when the question has no letters", () => {
    expect(replyLang('2?', [englishTurn, khmerTurn], 'en')).toBe('km');
    expect(replyLang('2?', [khmerTurn, englishTurn], 'km')).toBe('en');
  });

  it("ignores the assistant's turns and user turns without letters", () => {
    const context = [
      khmerTurn,
      { role: 'assistant', content: 'A 3-day trip costs about $300.' },
      { role: 'user', content: '??' },
    ];
    expect(replyLang('3?', context, 'en')).toBe('km');
  });

  it("falls back to the page's language, then English", () => {
    expect(replyLang('3?', [], 'km')).toBe('km');
    expect(replyLang('3?', [{ role: 'assistant', content: 'សួស្តី' }], 'en')).toBe('en');
    expect(replyLang('3?', [], undefined)).toBe('en');
  });
});
