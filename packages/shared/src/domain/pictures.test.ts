import { describe, expect, it } from 'vitest';
import { PICTURE_WIDTH_PARAMS, PICTURE_WIDTHS } from './pictures';

describe('picture widths', () => {
  it('spells each width as the query parameter the API accepts, in the same order', () => {
    expect(PICTURE_WIDTH_PARAMS).toEqual(['480', '960', '1200']);
    expect(PICTURE_WIDTH_PARAMS.map(Number)).toEqual([...PICTURE_WIDTHS]);
  });
});
