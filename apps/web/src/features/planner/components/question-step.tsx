import { useId, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectionPrice,
  toggleInterest,
  type PlannerAnswerValue,
} from '@camtour/shared/domain/planner/answers';
import {
  CUSTOM_OPTION_ID,
  localizeQuestion,
  PLANNER_QUESTIONS,
  type PlannerQuestion,
} from '@camtour/shared/domain/planner/questions';
import { buttonStyles } from '@/components/ui/button-styles';
import { Field, fieldAria, inputStyles } from '@/components/ui/form-controls';
import { useFormat } from '@/lib/format';
import { usePlannerLang } from '../hooks/use-planner-lang';
import {
  isAnswered,
  QUESTION_COUNT,
  tripDays,
  type PlannerAction,
  type PlannerState,
} from '../lib/planner-state';
import { OptionCard } from './option-card';
import { PlannerProgress } from './planner-progress';
import { usePriceText } from '../hooks/use-price-text';
import { useStepHeading } from '../hooks/use-step-heading';

const CUSTOM_ERROR: Record<string, 'planner-party-size-invalid' | 'planner-age-invalid'> = {
  party_size: 'planner-party-size-invalid',
  age_range: 'planner-age-invalid',
};

function CustomValue({
  question,
  draft,
  onChange,
}: {
  question: PlannerQuestion;
  draft: PlannerAnswerValue;
  onChange: (value: number | undefined, raw: string) => void;
}) {
  const { t } = useTranslation('planner');
  const errors = useTranslation('errors').t;
  const id = useId();
  const value = draft.customValue;
  const invalid = value !== undefined && !isAnswered(question.id - 1, draft);
  const error = invalid ? errors(CUSTOM_ERROR[question.type] ?? 'field-invalid') : undefined;
  return (
    <Field
      id={id}
      label={t(question.type === 'party_size' ? 'custom.party-size' : 'custom.age')}
      error={error}
      className="mt-4 max-w-xs"
    >
      <input
        {...fieldAria(id, error)}
        type="number"
        inputMode="numeric"
        min={question.min}
        max={question.max}
        step={1}
        placeholder={question.placeholder}
        className={inputStyles}
        defaultValue={value ?? ''}
        autoFocus
        onChange={(event) => {
          const raw = event.target.value;
          onChange(raw.trim() === '' ? undefined : Number(raw), raw);
        }}
      />
    </Field>
  );
}

/** One question of the questionnaire: options, a custom number, Previous and Next. */
export function QuestionStep({
  state,
  dispatch,
}: {
  state: PlannerState;
  dispatch: Dispatch<PlannerAction>;
}) {
  const { t } = useTranslation('planner');
  const lang = usePlannerLang();
  const format = useFormat();
  const priceText = usePriceText();
  const titleId = useId();
  const headingRef = useStepHeading<HTMLHeadingElement>(state.questionIndex);
  const def = PLANNER_QUESTIONS[state.questionIndex]!;
  const question = localizeQuestion(def, lang);
  const draft = state.draft;
  const answered = isAnswered(state.questionIndex, draft);
  const last = state.questionIndex === QUESTION_COUNT - 1;
  // A 1-day trip has no per-day stage: the last Next makes the plan.
  const generatesNext = last && tripDays(state.answers) === 1;

  const choose = (answer: PlannerAnswerValue) => dispatch({ type: 'choose', answer });
  const selectOne = (option: PlannerAnswerValue) => {
    // Choosing "custom" again keeps the number already typed.
    if (option.id === CUSTOM_OPTION_ID && draft?.id === CUSTOM_OPTION_ID) return;
    choose(option);
  };
  const toggle = (id: string) => {
    const selected = toggleInterest(draft?.selected ?? [], id);
    const labels = selected.map((s) => question.options.find((o) => o.id === s)?.label ?? s);
    choose({
      id: selected.join('+'),
      label: labels.join(', '),
      price: selectionPrice(selected),
      selected,
    });
  };

  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-3xl" data-testid="planner-question">
      <PlannerProgress current={state.questionIndex + 1} total={QUESTION_COUNT} />
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-28 outline-none mt-8 text-2xl font-bold leading-display text-jungle-900 sm:text-3xl"
      >
        {question.title}
      </h2>
      <p className="mt-2 text-ink-muted">{question.description}</p>

      <div
        role={question.multiSelect ? 'group' : 'radiogroup'}
        aria-labelledby={titleId}
        className="mt-6 grid gap-3 sm:grid-cols-2"
      >
        {question.options.map((option) => {
          const checked = question.multiSelect
            ? (draft?.selected ?? []).includes(option.id)
            : draft?.id === option.id;
          return (
            <OptionCard
              key={option.id}
              role={question.multiSelect ? 'checkbox' : 'radio'}
              checked={checked}
              label={option.label}
              description={option.description}
              price={question.priceUnit ? priceText(option.price, question.priceUnit) : undefined}
              testId={`option-${option.id}`}
              onSelect={() => (question.multiSelect ? toggle(option.id) : selectOne(option))}
            />
          );
        })}
      </div>

      {question.multiSelect && (draft?.selected?.length ?? 0) > 0 && (
        <p
          className="mt-4 font-semibold text-jungle-800"
          data-testid="selection-total"
          aria-live="polite"
        >
          {t('selection.total', {
            count: draft?.selected?.length ?? 0,
            number: format.number(draft?.selected?.length ?? 0),
            price: format.usd(draft?.price ?? 0),
          })}
        </p>
      )}

      {draft?.id === CUSTOM_OPTION_ID && (
        <CustomValue
          key={question.id}
          question={question}
          draft={draft}
          onChange={(value) => {
            const { customValue: _old, ...rest } = draft;
            choose(
              value === undefined || Number.isNaN(value) ? rest : { ...rest, customValue: value },
            );
          }}
        />
      )}

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 pt-6">
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => dispatch({ type: 'previous' })}
        >
          {t('nav.previous')}
        </button>
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={!answered}
          onClick={() => dispatch({ type: 'next' })}
        >
          {generatesNext ? t('nav.generate') : t('nav.next')}
        </button>
      </div>
    </section>
  );
}
