import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Harness({ max, onClamped }: { max: number; onClamped?: (rule: string) => void }) {
  const [value, setValue] = useState(1);
  return (
    <QuantityStepper
      value={value}
      max={max}
      onChange={setValue}
      onClamped={onClamped}
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

  it('clamps a typed quantity and says which rule it broke', () => {
    const onClamped = vi.fn();
    render(<Harness max={4} onClamped={onClamped} />);
    const input = screen.getByLabelText('Quantity');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('4');
    expect(onClamped).toHaveBeenLastCalledWith('maximum-quantity-available');

    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('1');
    expect(onClamped).toHaveBeenLastCalledWith('quantity-min');
  });

  it('locks while a change is being saved', () => {
    render(
      <QuantityStepper
        value={2}
        max={5}
        onChange={() => {}}
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
