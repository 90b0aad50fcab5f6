import { queryOptions } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithRouter } from '@/test/render';
import { DetailQuery, type Retry } from './detail-query';

function renderDetail(id: number | null, load: (id: number) => Promise<string>) {
  const options = (thing: number) =>
    queryOptions({ queryKey: ['thing', thing] as const, queryFn: () => load(thing) });
  return renderWithRouter(
    <DetailQuery
      skeleton={<p>Loading the thing</p>}
      id={id}
      options={options}
      crumbs={[{ label: 'Home', to: '/' }]}
      notFound={(retry?: Retry) => (
        <div>
          <p>No such thing</p>
          {retry && (
            <button type="button" onClick={retry.onRetry}>
              Look again
            </button>
          )}
        </div>
      )}
    >
      {(thing) => <h1>{thing}</h1>}
    </DetailQuery>,
  );
}

describe('DetailQuery', () => {
  it('loads the thing, showing its skeleton meanwhile', async () => {
    renderDetail(7, (id) => Promise.resolve(`Thing ${id}`));
    expect(screen.getByText('Loading the thing')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Thing 7' })).toBeInTheDocument();
  });

  it('says "not found" at once for an id that cannot be one, without asking the server', () => {
    const load = vi.fn(() => Promise.resolve('never'));
    renderDetail(null, load);
    expect(screen.getByText('No such thing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Look again' })).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('says "not found" for a 404, with a retry that asks again', async () => {
    const load = vi.fn(() => Promise.reject(new ApiError(404, 'not-found')));
    renderDetail(3, load);
    fireEvent.click(await screen.findByRole('button', { name: 'Look again' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows other failures as an error with a retry', async () => {
    renderDetail(3, () => Promise.reject(new ApiError(500, 'server-error')));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('No such thing')).toBeNull();
  });
});
