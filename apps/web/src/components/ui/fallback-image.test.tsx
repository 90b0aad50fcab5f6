import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from './fallback-image';

const props = { src: '/api/media/locations/1/0.svg', label: 'Angkor', width: 480, height: 300 };

describe('FallbackImage', () => {
  it('loads lazily and keeps its box (width and height) by default', () => {
    render(<FallbackImage {...props} alt="Angkor Wat" />);
    const img = screen.getByRole('img', { name: 'Angkor Wat' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '300');
  });

  it('fetches the page’s main picture at once and first', () => {
    render(<FallbackImage {...props} alt="Angkor Wat" priority />);
    const img = screen.getByRole('img', { name: 'Angkor Wat' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
