import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCurrentItemTitle, useItemTitle } from './page-title';

function Tab() {
  return <p data-testid="tab">{useCurrentItemTitle() ?? 'route title'}</p>;
}

function Item({ name }: { name: string }) {
  useItemTitle(name);
  return null;
}

describe('the item title of a page', () => {
  it('names the tab while the page shows its item, and no longer after', () => {
    const view = render(
      <>
        <Tab />
        <Item name="Angkor Wat" />
      </>,
    );
    expect(screen.getByTestId('tab')).toHaveTextContent('Angkor Wat');
    view.rerender(
      <>
        <Tab />
        <Item name="ប្រាសាទអង្គរវត្ត" />
      </>,
    );
    expect(screen.getByTestId('tab')).toHaveTextContent('ប្រាសាទអង្គរវត្ត');
    view.rerender(<Tab />);
    expect(screen.getByTestId('tab')).toHaveTextContent('route title');
  });
});
