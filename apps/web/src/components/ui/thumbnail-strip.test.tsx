import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ThumbnailStrip } from './thumbnail-strip';

const PHOTOS = ['/a.svg', '/b.svg', '/c.svg', '/d.svg'];

function Harness({ shown }: { shown?: number[] }) {
  const [current, setCurrent] = useState(1);
  return (
    <>
      <ThumbnailStrip
        look="row"
        photos={PHOTOS}
        shown={shown}
        current={current}
        onPick={setCurrent}
      />
      <output>{current}</output>
    </>
  );
}

describe('ThumbnailStrip', () => {
  it('marks the current photo and picks another, with the common texts', () => {
    render(<Harness />);
    const list = screen.getByRole('list', { name: 'Choose a photo' });
    expect(list.querySelectorAll('button')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show photo 1' })).not.toHaveAttribute(
      'aria-current',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 4' }));
    expect(screen.getByRole('status')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Show photo 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('shows only a window of a long gallery, named by position', () => {
    render(<Harness shown={[1, 2]} />);
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Show photo 2', 'Show photo 3']);
  });
});
