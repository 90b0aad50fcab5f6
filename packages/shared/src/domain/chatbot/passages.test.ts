import { describe, expect, it } from 'vitest';
import { answerKindsOf, rankPassages, rootOf, sentencesOf, type Passage } from './passages';

const p = (...texts: string[]): Passage[] => texts.map((text) => ({ text }));

describe('what kind of answer a question asks for', () => {
  it('reads times, lengths, distances, prices and more in both languages', () => {
    expect(answerKindsOf('what time does it open?')).toContain('time');
    expect(answerKindsOf('how long is the walk up?')[0]).toBe('duration');
    expect(answerKindsOf('how far is it from town')).toContain('distance');
    expect(answerKindsOf('does my pass get me in or do I pay again')[0]).toBe('inclusion');
    expect(answerKindsOf('can it get wet?')).toContain('water');
    expect(answerKindsOf('ប្រាសាទបើកម៉ោងប៉ុន្មាន?')).toContain('time');
    expect(answerKindsOf('ឆ្ងាយប៉ុន្មានគីឡូ?')).toContain('distance');
    expect(answerKindsOf('ដើរអស់ប៉ុន្មាននាទី?')[0]).toBe('duration');
    expect(answerKindsOf('tell me about it')).toEqual([]);
  });
});

describe('sentences', () => {
  it('splits English at sentence ends and Khmer at ។, keeps decimals and times whole', () => {
    expect(sentencesOf('It opens at 7:30 am. The walk is 1.5 km long. Go early.')).toEqual([
      'It opens at 7:30 am.',
      'The walk is 1.5 km long.',
    ]);
    expect(sentencesOf('ប្រាសាទបើកម៉ោង ៧:៣០ ព្រឹក។ ផ្លូវដើរវែង ១,៥ គីឡូម៉ែត្រ។')).toHaveLength(2);
  });
});

describe('ranking a thing’s own sentences against a question', () => {
  const temple = p(
    'Founded in 1186 as a Buddhist monastery, it once housed more than 12,000 people.',
    'Silk-cotton and strangler fig roots grip the towers and galleries.',
    'Open at 7:30 am: be there at opening or after 3 pm to avoid the groups.',
    'Tuk-tuks cost 2 to 3 dollars within town.',
    'It lies 68 km east of Siem Reap and is not covered by the Angkor Pass; a separate ticket is sold at the entrance.',
    'Backpackers get by on 25 to 35 dollars a day, plus the Angkor Pass.',
  );

  it('a sentence with the kind of answer asked wins over one that only shares words', () => {
    const [best] = rankPassages('what time does ta prohm open', temple, {
      nameWords: ['ta', 'prohm'],
    });
    expect(best?.text).toContain('7:30');
  });

  it('the most specific kind asked counts most ("pay again" asks what the pass covers)', () => {
    const [best] = rankPassages('does my angkor pass get me in or do i pay again', temple);
    expect(best?.text).toContain('not covered');
  });

  it('a kind asked that no chosen sentence holds is added from the best sentence that has it', () => {
    const ranked = rankPassages(
      'how long is the hike, is it hard?',
      p(
        'A guided hike up the forest trail with stops at each group of carvings.',
        'The walk takes 40 to 50 minutes each way on rocks and roots.',
      ),
    );
    expect(ranked.map((r) => r.text).join(' ')).toContain('40 to 50 minutes');
  });

  it('nothing when no sentence answers: no shared word and no answer of the kind asked', () => {
    expect(rankPassages('is there wifi', temple)).toEqual([]);
    expect(rankPassages('tell me', temple)).toEqual([]);
  });

  it('the thing’s own name is not a word of the question (every sentence would match it)', () => {
    const ranked = rankPassages(
      'kbal spean waterfall',
      p('Kbal Spean is a river.', 'A waterfall at the top.'),
      {
        nameWords: ['kbal', 'spean'],
        minShared: 1,
      },
    );
    expect(ranked[0]?.text).toBe('A waterfall at the top.');
    expect(ranked).toHaveLength(1);
  });

  it('a list item needs one word in common; a running sentence two, unless it holds the kind', () => {
    const specs: Passage[] = [
      { text: 'Brightness: 900 lumens', item: true },
      { text: 'Waterproof rating: IPX7, submersible to 1 m', item: true },
      { text: 'Bright enough for night walks to the waterfall at Kulen.' },
    ];
    const ranked = rankPassages('how bright is it and can it get wet', specs);
    const text = ranked.map((r) => r.text).join(' | ');
    expect(text).toContain('900 lumens');
    expect(text).toContain('IPX7');
  });

  it('works on Khmer text, Khmer digits read as numbers', () => {
    const [best] = rankPassages(
      'ប្រាសាទនេះបើកម៉ោងប៉ុន្មាន?',
      p('ប្រាសាទនេះត្រូវបានកសាងនៅសតវត្សរ៍ទី១២។', 'បើកទ្វារម៉ោង ៧:៣០ ព្រឹក សូមមកដល់ពេលបើកទ្វារ។'),
    );
    expect(best?.text).toContain('៧:៣០');
  });
});

describe('forms of a word', () => {
  it('"riding" meets "ride" and "carvings" meets "carved" in a thing’s sentences', () => {
    const ranked = rankPassages(
      'is riding allowed?',
      p('Visitors do not ride or bathe the animals.', 'The hills have cool air and viewpoints.'),
      { minShared: 1 },
    );
    expect(ranked[0]?.text).toContain('do not ride');
    expect(ranked).toHaveLength(1);
  });
});

describe('roots for searching running text', () => {
  it('drops English endings and a doubled last consonant; Khmer stays', () => {
    expect(rootOf('swimming')).toBe('swim');
    expect(rootOf('roots')).toBe('root');
    expect(rootOf('carved')).toBe('carv');
    expect(rootOf('tree')).toBe('tree');
    expect(rootOf('ហែលទឹក')).toBe('ហែលទឹក');
  });
});
