import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { testProfile } from '@/test/profile';
import { Component as CompleteRegistration } from './complete-registration';
import { Component as Dashboard } from './dashboard';
import { Component as ForgotPass } from './forgot-pass';
import { Component as Login } from './login';
import { Component as ResetPassword } from './reset-password';
import { Component as SendRegister } from './send-register';
import { renderRoutes, routePage, where } from '@/test/render';

function envelope(status: number, message: string, data?: unknown, headers = {}) {
  return new Response(
    JSON.stringify({ result: status < 300, error: status >= 300, message, data }),
    {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    },
  );
}

const fetchMock = vi.fn<typeof fetch>();

function renderApp(url: string) {
  return renderRoutes(
    [
      routePage('login', '/login', Login),
      routePage('sendRegister', '/send-register', SendRegister),
      routePage('completeRegistration', '/complete-registration', CompleteRegistration),
      routePage('forgotPass', '/forgot-pass', ForgotPass),
      routePage('resetPassword', '/reset-password', ResetPassword),
      routePage('dashboard', '/dashboard', Dashboard),
      routePage('profile', '/profile', () => <p>Profile page</p>),
      routePage('home', '/', () => <p>Home page</p>),
    ],
    url,
  );
}
const TOKEN = 't'.repeat(43);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  // Social sign-in is not configured unless a test says so.
  fetchMock.mockImplementation(async () => envelope(200, 'success', []));
  sessionStore.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStore.clear();
});

describe('link route guards', () => {
  it.each([
    ['/complete-registration', 'invalid_link', 'That link is incomplete.'],
    [`/complete-registration?email=a%40b.co&token=short&id=x`, 'invalid_token', 'security code'],
    [`/complete-registration?email=nope&token=${TOKEN}&id=x`, 'invalid_email', 'valid e-mail'],
    [`/complete-registration?email=a%40b.co&token=${TOKEN}&id=42`, 'invalid_id', 'damaged'],
  ])('%s goes to /send-register?error=%s and says why', async (url, reason, text) => {
    renderApp(url);
    await waitFor(() => expect(where()).toBe(`/send-register?error=${reason}`));
    expect(await screen.findByTestId('link-problem')).toHaveTextContent(text);
    // The guard answers before any request about the link.
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain(
      '/api/web/verify-registration-token',
    );
  });

  it.each([
    ['/reset-password?token=' + TOKEN, 'invalid_link'],
    ['/reset-password?email=a%40b.co&token=abc', 'invalid_token'],
    [`/reset-password?email=a%40&token=${TOKEN}`, 'invalid_email'],
  ])('%s goes to /forgot-pass?error=%s', async (url, reason) => {
    renderApp(url);
    await waitFor(() => expect(where()).toBe(`/forgot-pass?error=${reason}`));
    expect(await screen.findByTestId('link-problem')).toBeInTheDocument();
  });

  it('checks a well-formed registration link with the server behind a spinner', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation((input) =>
      String(input) === '/api/web/verify-registration-token'
        ? new Promise((resolve) => (answer = resolve))
        : Promise.resolve(envelope(200, 'success', [])),
    );
    renderApp(
      `/complete-registration?email=a%40b.co&token=${TOKEN}&id=3f2b8c1e-5d4a-4c3b-9a8f-1e2d3c4b5a69`,
    );
    expect(await screen.findByText('Checking your registration link…')).toBeInTheDocument();
    await act(async () => answer(envelope(409, 'email-already-registered')));
    const dialog = await screen.findByRole('alertdialog', { name: 'This link cannot be used' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('This e-mail address already has an account.');
  });
});

describe('session guards', () => {
  it('sends a visitor on a members page to /login with the return target', async () => {
    renderApp('/dashboard?tab=orders');
    await waitFor(() => expect(where()).toBe('/login?returnUrl=%2Fdashboard%3Ftab%3Dorders'));
  });

  it('sends a logged-in user away from the guest pages', async () => {
    sessionStore.signIn(testProfile());
    const router = renderApp('/send-register');
    await waitFor(() => expect(where()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Sok' })).toBeVisible();
    await act(() => router.navigate('/login?returnUrl=%2Fprofile'));
    await waitFor(() => expect(where()).toBe('/profile'));
    await act(() => router.navigate('/login?returnUrl=https%3A%2F%2Fevil.example'));
    await waitFor(() => expect(where()).toBe('/'));
  });
});

describe('login page', () => {
  const failed = (used: number) =>
    envelope(401, 'Invalid email or password', undefined, {
      'X-Login-Attempts': String(used),
      'X-Login-Attempts-Remaining': String(5 - used),
    });

  async function submit(password: string) {
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  }

  it('warns from the third failure and locks with a countdown on 429', async () => {
    let used = 0;
    fetchMock.mockImplementation(async (input) => {
      if (String(input) !== '/api/auth/login') return envelope(200, 'success', []);
      used += 1;
      return used <= 5
        ? failed(used)
        : envelope(429, 'too-many-login-attempts', undefined, { 'Retry-After': '65' });
    });
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText('E-mail address'), {
      target: { value: 'sok@example.com' },
    });

    await submit('Wrong-1!');
    expect(await screen.findByTestId('login-alert')).toHaveTextContent('Invalid email or password');
    await submit('Wrong-2!');
    await waitFor(() => expect(used).toBe(2));
    expect(screen.queryByTestId('login-warning')).not.toBeInTheDocument();
    await submit('Wrong-3!');
    expect(await screen.findByTestId('login-warning')).toHaveTextContent(
      '3 failed attempts. 2 more',
    );

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await submit('Wrong-4!');
    await submit('Wrong-5!');
    await waitFor(() => expect(used).toBe(5));
    await submit('Wrong-6!');
    expect(await screen.findByRole('timer')).toHaveTextContent('01:05');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(65_000));
    await waitFor(() => expect(screen.queryByRole('timer')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.queryByTestId('login-warning')).not.toBeInTheDocument();
  });

  it('asks for both fields when both are empty, without calling the server', async () => {
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('login-alert')).toHaveTextContent(
      'Please enter your e-mail and password.',
    );
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/auth/login');
  });

  it('logs in, stores no token and goes to the return target', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/login'
        ? envelope(200, 'login-success', {
            token: 'secret-token',
            expires: '2030-01-01T00:00:00Z',
            remember: false,
            user: testProfile(),
          })
        : envelope(200, 'success', []),
    );
    renderApp('/login?returnUrl=%2Fprofile');
    fireEvent.change(await screen.findByLabelText('E-mail address'), {
      target: { value: 'sok@example.com' },
    });
    await submit('Right-password-1');
    await waitFor(() => expect(where()).toBe('/profile'));
    expect(sessionStore.getSnapshot().status).toBe('authenticated');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('secret-token');
  });

  it('shows the error of a failed social sign-in', async () => {
    renderApp('/login?error=social-email-not-verified');
    expect(
      await screen.findByText('Your social account has no verified e-mail address.'),
    ).toBeInTheDocument();
  });

  it('offers the social button only when a provider is configured', async () => {
    fetchMock.mockImplementation(async () =>
      envelope(200, 'success', [{ id: 'google', name: 'Google' }]),
    );
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });
});
