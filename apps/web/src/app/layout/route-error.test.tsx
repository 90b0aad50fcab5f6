import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('page broke');
}

function Page() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Routes>
        <Route path="/broken" element={<Broken />} />
        <Route path="/fine" element={<p>Fine page</p>} />
      </Routes>
    </RouteErrorBoundary>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the error screen for a page that fails, logs it, and resets on another path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">Go on</Link>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'page broke' }));

    await userEvent.click(screen.getByRole('link', { name: 'Go on' }));
    expect(await screen.findByText('Fine page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload the page' })).not.toBeInTheDocument();
  });
});
