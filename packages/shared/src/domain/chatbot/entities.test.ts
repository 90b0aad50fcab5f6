import { describe, expect, it } from 'vitest';
import { aliasesOf, buildEntityCatalog, foldLatin, type CatalogEntry } from './entities';

const ENTRIES: CatalogEntry[] = [
  { kind: 'location', id: 1, key: 'ta-prohm', en: 'Ta Prohm', km: 'ប្រាសាទតាព្រហ្ម' },
  { kind: 'location', id: 2, key: 'bokor', en: 'Bokor National Park', km: 'ឧទ្យានជាតិបូកគោ' },
  {
    kind: 'location',
    id: 3,
    key: 'bamboo',
    en: 'Battambang Bamboo Train (Norry)',
    km: 'រថភ្លើងឫស្សី (ណូរី) បាត់ដំបង',
  },
  { kind: 'location', id: 4, key: 'kampot-riverside', en: 'Kampot Riverside', km: 'មាត់ទន្លេកំពត' },
  { kind: 'location', id: 5, key: 'angkor-wat', en: 'Angkor Wat', km: 'ប្រាសាទអង្គរវត្ត' },
  { kind: 'hotel', id: 7, key: 'naga', en: 'Naga Moat Resort', km: 'រីសតគូទឹកនាគ' },
  {
    kind: 'product',
    id: 9,
    key: 'CT-TEN-003',
    en: 'Featherline 1 Ultralight Tent',
    km: 'តង់ស្រាល Featherline 1 សម្រាប់ ១ នាក់',
  },
  { kind: 'province', id: 18, key: 'battambang', en: 'Battambang', km: 'បាត់ដំបង' },
  { kind: 'province', id: 23, key: 'kampot', en: 'Kampot', km: 'កំពត' },
  { kind: 'province', id: 12, key: 'takeo', en: 'Takéo', km: 'តាកែវ' },
  { kind: 'province', id: 14, key: 'kep', en: 'Kep', km: 'កែប' },
];
const catalog = buildEntityCatalog(ENTRIES, { 'ta-prohm': ['tomb raider temple'] });
const ids = (text: string) => catalog.find(text).map((m) => `${m.kind}:${m.id}`);

describe('entity recognition', () => {
  it('finds a name whatever words surround it', () => {
    expect(ids('honestly is it worth the tuk-tuk ride out to ta prohm this afternoon?')).toEqual([
      'location:1',
    ]);
    expect(ids('we are 4 people staying at naga moat resort next week')).toEqual(['hotel:7']);
  });

  it('finds a name with a typo in a long word, but never a short word one letter off', () => {
    expect(ids('how far is Bokr Natonal Park')).toEqual(['location:2']);
    expect(ids('how long does delivery take')).toEqual([]);
    // Two slips in a short word only when the rest of the name agrees.
    expect(ids('ta phrom temple?')).toEqual(['location:1']);
    expect(ids('phrom')).toEqual([]);
  });

  it('finds shorter forms and nicknames: the part in brackets, the name without its kind', () => {
    expect(ids('is the norry running today')).toEqual(['location:3']);
    expect(ids('what time does bokor open')).toEqual(['location:2']);
    expect(ids('tell me about the tomb raider temple')).toEqual(['location:1']);
  });

  it('finds Khmer names inside unspaced Khmer text, with or without their kind word', () => {
    expect(ids('ខ្ញុំចង់ទៅតាព្រហ្មថ្ងៃស្អែក')).toEqual(['location:1']);
    expect(ids('តើរថភ្លើងឫស្សីបើកម៉ោងប៉ុន្មាន')).toEqual(['location:3']);
    // One sign missing in a long Khmer name.
    expect(ids('អង្គវត្ត បើកម៉ោងប៉ុន្មាន')).toEqual(['location:5']);
  });

  it('keeps a province its own name, and the longer name over a province inside it', () => {
    expect(ids('what to do in kampot')).toEqual(['province:23']);
    expect(ids('how do I get to Kampot Riverside')).toEqual(['location:4']);
    expect(ids('Battambang Bamboo Train tickets')).toEqual(['location:3']);
    expect(ids('trip to kep and takeo')).toEqual(['province:14', 'province:12']);
  });

  it('finds a product by its Latin model name inside a Khmer question', () => {
    expect(ids('តង់ Featherline 1 ធ្ងន់ប៉ុន្មាន')).toEqual(['product:9']);
  });

  it('folds accents and punctuation', () => {
    expect(foldLatin('Kratié, Takéo!')).toBe('kratie takeo');
    expect(aliasesOf('Battambang Bamboo Train (Norry)')).toContain('Norry');
    expect(aliasesOf('Bokor National Park')).toContain('Bokor');
  });
});
