import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_ERROR_MS, FEEDBACK_SUCCESS_MS } from '@camtour/shared/schemas/feedback';
import { i18next } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { FeedbackForm } from './feedback-form';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (status: number, message: string, data?: unknown, errors?: unknown) =>
  new Response(
    JSON.stringify({ result: status < 300, error: status >= 300, message, data, errors }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );

const field = () => screen.getByRole('textbox', { name: 'Your comment' });
const submit = () => screen.getByRole('button', { name: /Send feedback|Sending/ });
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const VALID = 'The planner saved my trip, thank you!';

beforeAll(async () => {
  await i18next.loadNamespaces(['feedback']);
});

beforeEach(() => {
  window.sessionStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await act(() => i18next.changeLanguage('en'));
});

describe('FeedbackForm', () => {
  it('keeps the button off while the text is empty or blank, and counts the characters', () => {
    renderWithRouter(<FeedbackForm />);
    expect(submit()).toBeDisabled();
    expect(screen.getByText('10 to 1,000 characters')).toBeInTheDocument();
    type('    ');
    expect(submit()).toBeDisabled();
    type('  Hello  ');
    expect(submit()).toBeEnabled();
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('5 / 1,000');
  });

  it('refuses a short comment without sending, and follows the typing afterwards', () => {
    renderWithRouter(<FeedbackForm />);
    type('Too short');
    fireEvent.click(submit());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field()).toHaveAccessibleDescription(/Your comment must be at least 10 characters\./);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    type('Long enough now');
    expect(screen.queryByText('Your comment must be at least 10 characters.')).toBeNull();
    type('x'.repeat(1001));
    expect(screen.getByText('Your comment must be at most 1000 characters.')).toBeInTheDocument();
  });

  it('sends the contract body, thanks in a dialog and clears the field', async () => {
    fetchMock.mockResolvedValue(envelope(201, 'feedback-sent', { id: 7 }));
    renderWithRouter(<FeedbackForm />);
    type(`  ${VALID}  `);
    fireEvent.click(submit());
    expect(submit()).toHaveTextContent('Sending…');
    expect(submit()).toBeDisabled();

    const dialog = await screen.findByRole('dialog', { name: 'Thank you for your feedback' });
    expect(screen.getByTestId('feedback-success')).toHaveTextContent(
      'Thank you! Your feedback has been sent.',
    );
    expect(screen.getByRole('textbox', { name: 'Your comment', hidden: true })).toHaveValue('');
    expect(window.sessionStorage.getItem('camtour_feedback_draft')).toBeNull();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/web/feedback');
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ comment: VALID, page: 'about', user_agent: navigator.userAgent });
    expect(new Date(String(body.timestamp)).toISOString()).toBe(body.timestamp);

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back where a second comment would be written.
    await waitFor(() => expect(field()).toHaveFocus());
    expect(submit()).toBeDisabled();
  });

  it('hides the success message after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockResolvedValue(envelope(201, 'feedback-sent', { id: 7 }));
    renderWithRouter(<FeedbackForm />);
    type(VALID);
    fireEvent.click(submit());
    await screen.findByTestId('feedback-success');
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_SUCCESS_MS - 100));
    expect(screen.getByTestId('feedback-success')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByTestId('feedback-success')).toBeNull();
  });

  it('keeps the text on a 429 and clears the message after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockResolvedValue(envelope(429, 'too-many-requests-try-later'));
    renderWithRouter(<FeedbackForm />);
    type(VALID);
    fireEvent.click(submit());
    expect(await screen.findByTestId('feedback-error')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(field()).toHaveValue(VALID);
    expect(submit()).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_ERROR_MS + 100));
    expect(screen.queryByTestId('feedback-error')).toBeNull();
    expect(field()).toHaveValue(VALID);
  });

  it('asks a 401 to log in (with a way back here) and keeps the text for after', async () => {
    fetchMock.mockResolvedValue(envelope(401, 'no-authorization'));
    renderWithRouter(<FeedbackForm />, { path: '/about-us' });
    type(VALID);
    fireEvent.click(submit());
    const alert = await screen.findByTestId('feedback-error');
    expect(alert).toHaveTextContent('Please log in to submit feedback.');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fabout-us',
    );
    expect(window.sessionStorage.getItem('camtour_feedback_draft')).toBe(VALID);
  });

  it('puts the server’s verdict on the comment under the field', async () => {
    fetchMock.mockResolvedValue(
      envelope(400, 'validation-failed', null, { comment: ['comment-too-long'] }),
    );
    renderWithRouter(<FeedbackForm />);
    type(VALID);
    fireEvent.click(submit());
    expect(await screen.findByText('Your comment must be at most 1000 characters.')).toBeVisible();
    expect(screen.queryByTestId('feedback-error')).toBeNull();
    expect(field()).toHaveValue(VALID);
  });

  it('says "try again" when the network or the server fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(envelope(500, 'server-error'));
    renderWithRouter(<FeedbackForm />);
    type(VALID);
    fireEvent.click(submit());
    expect(await screen.findByTestId('feedback-error')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
    fireEvent.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId('feedback-error')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  });

  it('brings the text back after a reload', () => {
    window.sessionStorage.setItem('camtour_feedback_draft', VALID);
    renderWithRouter(<FeedbackForm />);
    expect(field()).toHaveValue(VALID);
  });

  it('speaks Khmer, and changing the language clears the errors', async () => {
    renderWithRouter(<FeedbackForm />);
    type('ខ្លី');
    fireEvent.click(submit());
    expect(screen.getByText('Your comment must be at least 10 characters.')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('km'));
    expect(screen.queryByText('Your comment must be at least 10 characters.')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'មតិរបស់អ្នក' })).toHaveValue('ខ្លី');
    fireEvent.click(screen.getByRole('button', { name: 'ផ្ញើមតិយោបល់' }));
    expect(screen.getByText('មតិរបស់អ្នកត្រូវមានយ៉ាងហោចណាស់ 10 តួអក្សរ។')).toBeInTheDocument();
  });
});
