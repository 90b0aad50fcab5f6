import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper, type QuantityProblem } from './quantity-stepper';

const TEXT: Record<QuantityProblem, (max: number) => string> = {
  'quantity-min': () => 'Quantity must be at least 1.',
  'maximum-quantity-available': (max) => `Maximum quantity available: ${max}`,
};

function Harness({
  max,
  onChange,
  onProblem,
}: {
  max: number;
  onChange?: (next: number) => void;
  onProblem?: (problem: QuantityProblem | null) => void;
}) {
  const [value, setValue] = useState(1);
  return (
    <QuantityStepper
      value={value}
      max={max}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
      problemText={(problem) => TEXT[problem](max)}
      onProblem={onProblem}
      label="Quantity"
      decreaseLabel="Less"
      increaseLabel="More"
    />
  );
}

describe('QuantityStepper', () => {
  it('steps between 1 and the stock', () => {
    render(<Harness max={2} />);
    const input = screen.getByLabelText('Quantity');
    expect(screen.getByRole('button', { name: 'Less' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(input).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'More' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Less' }));
    expect(input).toHaveValue('1');
  });

  it('keeps a number above the stock as typed, says the maximum and sends nothing', () => {
    const onChange = vi.fn();
    const onProblem = vi.fn();
    render(<Harness max={4} onChange={onChange} onProblem={onProblem} />);
    const input = screen.getByLabelText('Quantity');
    fireEvent.change(input, { target: { value: '12' } });
    // Said while typing, before anything is committed.
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum quantity available: 4');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Maximum quantity available: 4');
    expect(onProblem).toHaveBeenLastCalledWith('maximum-quantity-available');

    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.blur(input);
    expect(input).toHaveValue('12');
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum quantity available: 4');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'More' })).toBeDisabled();

    // A number in range is accepted and the message goes.
    fireEvent.change(input, { target: { value: '3' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onProblem).toHaveBeenLastCalledWith(null);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(input).toHaveValue('3');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses 0 with the minimum rule, and Escape puts back the last accepted number', () => {
    const onChange = vi.fn();
    render(<Harness max={4} onChange={onChange} />);
    const input = screen.getByLabelText('Quantity');
    fireEvent.change(input, { target: { value: '0' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Quantity must be at least 1.');
    fireEvent.blur(input);
    expect(input).toHaveValue('0');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('an emptied box is not a mistake: leaving it keeps the number it had', () => {
    const onChange = vi.fn();
    render(<Harness max={4} onChange={onChange} />);
    const input = screen.getByLabelText('Quantity');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(input);
    expect(input).toHaveValue('1');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the minus button brings a refused number down to the maximum', () => {
    const onChange = vi.fn();
    render(<Harness max={4} onChange={onChange} />);
    const input = screen.getByLabelText('Quantity');
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Less' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(input).toHaveValue('4');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('locks while a change is being saved', () => {
    render(
      <QuantityStepper
        value={2}
        max={5}
        onChange={() => {}}
        problemText={() => ''}
        disabled
        label="Quantity"
        decreaseLabel="Less"
        increaseLabel="More"
      />,
    );
    expect(screen.getByRole('button', { name: 'Less' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More' })).toBeDisabled();
    expect(screen.getByLabelText('Quantity')).toBeDisabled();
  });
});
