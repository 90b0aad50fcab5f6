import { describe, expect, it } from 'vitest';
import { readSsrState, serializeState, SSR_STATE_ID, type SsrState } from './ssr-state';

const state: SsrState = {
  lang: 'km',
  namespaces: ['common', 'travel'],
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['travel', 'location', 1],
        queryHash: '["travel","location",1]',
        dehydratedAt: 1,
        state: {
          data: { name: '</script><script>alert(1)</script> & <!-- ប្រាសាទ' },
          dataUpdateCount: 1,
          dataUpdatedAt: 1,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
};

describe('the page data handed to the browser', () => {
  it('cannot close its element or open a comment, whatever the data says', () => {
    const json = serializeState(state);
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
  });

  it('reads back exactly what the server wrote', () => {
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">${serializeState(state)}</script>`;
    expect(readSsrState(document)).toEqual(state);
  });

  it('is absent on a page the browser renders alone, and a broken one is ignored', () => {
    document.body.innerHTML = '';
    expect(readSsrState(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">{oops</script>`;
    expect(readSsrState(document)).toBeNull();
  });
});
