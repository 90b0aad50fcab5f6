import { describe, expect, it } from 'vitest';
import { LANGS } from '../constants';
import { hasUnknownMarker, UNKNOWN_MARKERS } from './chatbot-honesty';

describe('hasUnknownMarker', () => {
  it('finds every marker of a language inside a longer reply', () => {
    for (const lang of LANGS) {
      expect(UNKNOWN_MARKERS[lang].length, lang).toBeGreaterThan(0);
      for (const marker of UNKNOWN_MARKERS[lang]) {
        expect(hasUnknownMarker(`Sorry. ${marker} that. Here is what I have:`, lang), marker).toBe(
          true,
        );
      }
    }
  });

  it.each([
    'I Don’t know the weather in Paris.', // curly apostrophe, capitals
    'i don‘t know', // left single quotation mark
    'I donʼt have flights.', // modifier letter apostrophe
    "I COULDN'T FIND that place.",
    'Sorry, i can’t book flights.',
  ])('ignores apostrophe style and case: %j', (text) => {
    expect(hasUnknownMarker(text, 'en')).toBe(true);
  });

  it('finds a Khmer marker followed by more words', () => {
    expect(hasUnknownMarker('ខ្ញុំមិនដឹងទេ។ នេះជាអ្វីដែលខ្ញុំមាន៖', 'km')).toBe(true);
  });

  it.each([
    'Angkor Wat opens at 5:00.',
    'I dont know', // no apostrophe at all is another phrase
    'I know the answer.',
    '',
  ])('does not find one in a reply that claims to know: %j', (text) => {
    expect(hasUnknownMarker(text, 'en')).toBe(false);
  });

  it("checks only the reply's own language", () => {
    expect(hasUnknownMarker('ខ្ញុំមិនដឹង', 'en')).toBe(false);
    expect(hasUnknownMarker("I don't know", 'km')).toBe(false);
  });
});
