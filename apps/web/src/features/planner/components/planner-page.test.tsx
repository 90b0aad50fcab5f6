import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { D9_EXAMPLE_INPUT } from '@camtour/shared/domain/planner/examples';
import { RECOMMENDATION_DELAY_MS } from '@camtour/shared/domain/planner/prices';
import { i18next } from '@/lib/i18n';
import { PLANNER_STORAGE_KEY } from '../hooks/use-planner-session';
import { initialPlannerState, type PlannerState } from '../lib/planner-state';
import { PlannerPage } from './planner-page';

function renderPlanner(stored: PlannerState | string) {
  const raw = typeof stored === 'string' ? stored : JSON.stringify(stored);
  window.sessionStorage.setItem(PLANNER_STORAGE_KEY, raw);
  const router = createMemoryRouter([{ path: '/plan', element: <PlannerPage /> }], {
    initialEntries: ['/plan'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the planner page', () => {
  beforeAll(() => i18next.loadNamespaces(['planner', 'errors']));
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('shows "Something went wrong", and Try Again makes the plan again', async () => {
    renderPlanner({ ...initialPlannerState(), stage: 'error', input: { ...D9_EXAMPLE_INPUT } });
    const panel = await screen.findByTestId('planner-error');
    expect(panel).toHaveTextContent('Something went wrong');
    expect(panel).toHaveTextContent('Failed to generate recommendation. Please try again.');

    // The generating stage lasts RECOMMENDATION_DELAY_MS: the clock is moved, not waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByTestId('planner-generating')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(RECOMMENDATION_DELAY_MS - 100));
    expect(screen.getByTestId('planner-generating')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(await screen.findByTestId('total-cost')).toHaveTextContent('$614.50');
  });

  it('resumes a stored questionnaire at its question, with the selection kept', async () => {
    renderPlanner({
      ...initialPlannerState(),
      stage: 'questions',
      questionIndex: 1,
      answers: [
        {
          questionId: 1,
          questionType: 'transportation_to_siem_reap',
          answer: { id: 'taxi', label: 'Taxi', price: 75 },
        },
      ],
      draft: { id: '2d2n', label: '2 days, 2 nights', price: 0 },
    });
    expect(await screen.findByTestId('planner-progress')).toHaveTextContent('Question 2 of 11');
    expect(screen.getByTestId('option-2d2n')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('starts afresh when what is stored is not a plan', async () => {
    renderPlanner('{"stage":"result","budget":"x"}');
    expect(await screen.findByTestId('planner-start')).toBeInTheDocument();
  });
});
