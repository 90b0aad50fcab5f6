import { describe, expect, it } from 'vitest';
import { searchText, searchWords } from './search';

describe('search words (D6)', () => {
  it('cuts Khmer into words and lower-cases Latin without accents', () => {
    expect(searchWords('ខ្ទមបោះជំរុំ')).toEqual(['ខ្ទម', 'បោះ', 'ជំរុំ']);
    expect(searchWords('Kratié Trek-Tent 2P')).toEqual(['kratie', 'trek', 'tent', '2p']);
  });

  it('joins each word once', () => {
    expect(searchText(['Tent tent', null, 'ខ្ទម'])).toBe('tent ខ្ទម');
  });
});
