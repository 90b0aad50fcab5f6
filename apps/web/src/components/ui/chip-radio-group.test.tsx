import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChipRadioGroup, type ChipOption } from './chip-radio-group';

const SIZES: ChipOption<string>[] = [
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium' },
  { value: 'l', label: 'Large', icon: <svg data-testid="large-icon" aria-hidden="true" /> },
];

function Harness({ onChange, hint }: { onChange: (value: string | null) => void; hint?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ChipRadioGroup
      testId="size"
      legend="Size"
      anyLabel="Any"
      options={SIZES}
      value={value}
      hint={hint}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ChipRadioGroup', () => {
  it('is a group named by its legend: "any" first, then the options in their order', () => {
    render(<Harness onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group).toBe(screen.getByTestId('size'));
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Any',
      'Small',
      'Medium',
      'Large',
    ]);
    // One name for the group, so the browser moves between them with the arrow keys.
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
    expect(within(group).getByTestId('large-icon').closest('label')).toHaveTextContent('Large');
    expect(group).not.toHaveAttribute('aria-describedby');
  });

  it('shows the value given as checked, and none other', () => {
    render(
      <ChipRadioGroup
        testId="size"
        legend="Size"
        anyLabel="Any"
        options={SIZES}
        value="m"
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Any' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Small' })).not.toBeChecked();
  });

  it('reports a click on a chip, and null for "any"', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByText('Large'));
    expect(onChange).toHaveBeenLastCalledWith('l');
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Any' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('moves the choice with the arrow keys', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Small' }));
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('m');
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Medium' })).toHaveFocus();
  });

  it('describes the group with its hint', () => {
    render(<Harness onChange={() => {}} hint="Counted since launch." />);
    expect(screen.getByRole('group', { name: 'Size' })).toHaveAccessibleDescription(
      'Counted since launch.',
    );
  });
});
