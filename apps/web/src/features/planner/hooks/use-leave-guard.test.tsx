import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import {
  BrowserRouter,
  createMemoryRouter,
  Link,
  MemoryRouter,
  Route,
  Routes,
  RouterProvider,
  useLocation,
  useNavigate,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { installPopGate } from '@/lib/pop-gate';
import { useLeaveGuard } from './use-leave-guard';

function Guarded({ initiallyActive }: { initiallyActive: boolean }) {
  const [active, setActive] = useState(initiallyActive);
  const blocker = useLeaveGuard(active);
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="state">{blocker.state}</output>
      <button type="button" onClick={() => setActive(false)}>
        Turn off
      </button>
      <Link to="/elsewhere">Leave by link</Link>
      <Link to="/plan?step=2">Same page</Link>
      <button type="button" onClick={() => void navigate('/elsewhere')}>
        Leave by navigate
      </button>
      <button type="button" onClick={() => void navigate('/elsewhere', { replace: true })}>
        Leave by replace
      </button>
      <button type="button" onClick={blocker.proceed}>
        Proceed
      </button>
      <button type="button" onClick={blocker.reset}>
        Reset
      </button>
    </>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const page = (active: boolean) => (
  <>
    <Guarded initiallyActive={active} />
    <Where />
  </>
);
const elsewhere = (
  <>
    <p>Elsewhere</p>
    <Where />
  </>
);

type Mount = (active: boolean) => void;

const declarative: Mount = (active) => {
  render(
    <MemoryRouter initialEntries={['/plan']}>
      <Routes>
        <Route path="/plan" element={page(active)} />
        <Route path="/elsewhere" element={elsewhere} />
      </Routes>
    </MemoryRouter>,
  );
};

const dataRouter: Mount = (active) => {
  const router = createMemoryRouter(
    [
      { path: '/plan', element: page(active) },
      { path: '/elsewhere', element: elsewhere },
    ],
    { initialEntries: ['/plan'] },
  );
  render(<RouterProvider router={router} />);
};

const where = () => screen.getByTestId('where').textContent;
const state = () => screen.getByTestId('state').textContent;

describe.each([
  ['<MemoryRouter>', declarative],
  ['a data router', dataRouter],
])('useLeaveGuard under %s', (_name, mount) => {
  it('holds a link to another page until proceed, then goes', async () => {
    mount(true);
    await userEvent.click(screen.getByRole('link', { name: 'Leave by link' }));
    expect(state()).toBe('blocked');
    expect(where()).toBe('/plan');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(where()).toBe('/elsewhere');
  });

  it('holds navigate() and replace; reset stays, and asks again next time', async () => {
    mount(true);
    await userEvent.click(screen.getByRole('button', { name: 'Leave by navigate' }));
    expect(state()).toBe('blocked');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(state()).toBe('unblocked');
    expect(where()).toBe('/plan');
    await userEvent.click(screen.getByRole('button', { name: 'Leave by replace' }));
    expect(state()).toBe('blocked');
    expect(where()).toBe('/plan');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('lets a change of query on the same page through', async () => {
    mount(true);
    await userEvent.click(screen.getByRole('link', { name: 'Same page' }));
    expect(where()).toBe('/plan?step=2');
    expect(state()).toBe('unblocked');
  });

  it('lets everything through while inactive', async () => {
    mount(false);
    await userEvent.click(screen.getByRole('button', { name: 'Leave by navigate' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(where()).toBe('/elsewhere');
  });

  it('lets a link through once turned off (the navigator is given back)', async () => {
    mount(true);
    await userEvent.click(screen.getByRole('link', { name: 'Leave by link' }));
    expect(state()).toBe('blocked');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await userEvent.click(screen.getByRole('link', { name: 'Leave by link' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });
});

describe('useLeaveGuard in the browser (<BrowserRouter>)', () => {
  it('holds the back button: the entry is restored, proceed goes back after all', async () => {
    // As boot.tsx does: the gate listens before the router does.
    installPopGate();
    window.history.replaceState(null, '', '/list');
    render(
      <BrowserRouter>
        <Routes>
          <Route
            path="/list"
            element={
              <>
                <Link to="/plan">Open the planner</Link>
                <Where />
              </>
            }
          />
          <Route path="/plan" element={page(true)} />
        </Routes>
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Open the planner' }));
    expect(where()).toBe('/plan');

    window.history.back();
    await waitFor(() => expect(state()).toBe('blocked'));
    await waitFor(() => expect(window.location.pathname).toBe('/plan'));
    expect(where()).toBe('/plan');

    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(where()).toBe('/list'));
    expect(window.location.pathname).toBe('/list');
  });
});
