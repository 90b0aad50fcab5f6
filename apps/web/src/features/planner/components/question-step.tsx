import { useId, type Dispatch } from 'react';
import { useTranslation } from '@/lib/i18n-react';
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
import { PlannerStep } from './planner-step';
import { usePriceText } from '../hooks/use-price-text';

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
    <PlannerStep
      testId="planner-question"
      progress={{ current: state.questionIndex + 1, total: QUESTION_COUNT }}
      title={question.title}
      description={question.description}
      multiSelect={question.multiSelect}
      options={question.options.map((option) => {
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
      previous={{ label: t('nav.previous'), onClick: () => dispatch({ type: 'previous' }) }}
      next={{
        label: generatesNext ? t('nav.generate') : t('nav.next'),
        onClick: () => dispatch({ type: 'next' }),
        disabled: !answered,
      }}
    >
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
    </PlannerStep>
  );
}
