import { describe, expect, it } from 'vitest';
import { readHomeUrl, withCategory, withoutSearch, withSearch } from './use-home-url';

describe('the home address', () => {
  it('reads the search and a valid category slug', () => {
    expect(readHomeUrl(new URLSearchParams('search=%20angkor%20&category=temples'))).toEqual({
      search: 'angkor',
      category: 'temples',
    });
    expect(readHomeUrl(new URLSearchParams('category=Not%20a%20slug')).category).toBeNull();
    expect(readHomeUrl(new URLSearchParams('')).search).toBe('');
  });

  it('keeps the category on search and removes both on clear', () => {
    const params = new URLSearchParams('category=temples');
    const searched = withSearch(params, ' bayon ');
    expect(searched.toString()).toBe('category=temples&search=bayon');
    expect(withoutSearch(searched).toString()).toBe('');
    // An empty search is a clear.
    expect(withSearch(searched, '   ').toString()).toBe('');
  });

  it('sets and removes the category alone', () => {
    const params = new URLSearchParams('search=kep');
    expect(withCategory(params, 'beaches').toString()).toBe('search=kep&category=beaches');
    expect(withCategory(withCategory(params, 'beaches'), null).toString()).toBe('search=kep');
  });
});
