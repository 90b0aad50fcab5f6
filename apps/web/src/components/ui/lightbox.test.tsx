import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Lightbox, lightboxNav } from './lightbox';

function Harness({ wrap = false }: { wrap?: boolean }) {
  const [index, setIndex] = useState<number | null>(0);
  return (
    <Lightbox
      photos={['/a.svg', '/b.svg', '/c.svg']}
      index={index}
      onIndex={setIndex}
      title="Photos of Bayon"
      alt={(position) => `Bayon, photo ${position + 1}`}
      wrap={wrap}
    />
  );
}

describe('lightbox', () => {
  it('disables previous on the first photo and next on the last', () => {
    render(<Harness />);
    const box = screen.getByTestId('lightbox');
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('1 / 3');
    expect(within(box).getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(within(box).getByRole('button', { name: 'Next' }));
    fireEvent.keyDown(box, { key: 'ArrowRight' });
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('3 / 3');
    expect(within(box).getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.keyDown(box, { key: 'ArrowRight' });
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('3 / 3');
    fireEvent.click(within(box).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('lightbox')).toBeNull();
  });

  it('goes round when it wraps', () => {
    render(<Harness wrap />);
    const box = screen.getByTestId('lightbox');
    fireEvent.keyDown(box, { key: 'ArrowLeft' });
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('3 / 3');
    fireEvent.click(within(box).getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('1 / 3');
    expect(lightboxNav(0, 3, true)).toEqual({ canPrevious: true, canNext: true });
    expect(lightboxNav(0, 3)).toEqual({ canPrevious: false, canNext: true });
  });
});
