import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { goldWidth, PartialStars, starRowPath, Stars } from './stars';

const subpaths = (d: string | null) => (d ?? '').match(/M/g)?.length ?? 0;

describe('star rows', () => {
  it('draws a row as one SVG: the gold stars in one path, the pale ones in another', () => {
    const { container } = render(<Stars filled={3} label="3 out of 5 stars" />);
    const row = screen.getByRole('img', { name: '3 out of 5 stars' });
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    const [gold, pale] = row.querySelectorAll('path');
    expect(subpaths(gold!.getAttribute('d'))).toBe(3);
    expect(gold).toHaveClass('text-sand-500');
    expect(subpaths(pale!.getAttribute('d'))).toBe(2);
    expect(pale).toHaveClass('text-sand-200');
  });

  it('leaves out the empty path for none and for five', () => {
    const { container, rerender } = render(<Stars filled={0} label="none" />);
    expect(container.querySelectorAll('path')).toHaveLength(1);
    expect(container.querySelector('path')).toHaveClass('text-sand-200');
    rerender(<Stars filled={5} label="five" />);
    expect(container.querySelectorAll('path')).toHaveLength(1);
    expect(container.querySelector('path')).toHaveClass('text-sand-500');
  });

  it('places each star one step further along the row, and only positions 0 to 4', () => {
    expect(starRowPath(0, 2)).toMatch(/^M10 1\.5l[^M]+M32\.5 1\.5l/);
    expect(subpaths(starRowPath(-3, 9))).toBe(5);
    expect(starRowPath(4, 4)).toBe('');
  });

  it('ends the gold of an average inside the star it reaches, not across the gaps', () => {
    expect(goldWidth(0)).toBe(0);
    expect(goldWidth(1)).toBe(22.5);
    // 4.5 stops half-way into the fifth star, which starts at 90 and is 20 wide.
    expect(goldWidth(4.5)).toBe(100);
    expect(goldWidth(5)).toBe(110);
    expect(goldWidth(7)).toBe(110);
    expect(goldWidth(-1)).toBe(0);
  });

  it('clips the gold row of an average to its width, with one spoken label', () => {
    const { container } = render(<PartialStars value={4.5} label="Rated 4.5 out of 5" />);
    const row = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    const clip = row.querySelector('svg');
    expect(clip).toHaveAttribute('width', '100');
    expect(clip!.querySelector('path')).toHaveClass('text-sand-500');
    expect(container.querySelectorAll('svg')).toHaveLength(2);
  });
});
