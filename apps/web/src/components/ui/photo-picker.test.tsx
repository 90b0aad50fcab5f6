import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '@/lib/i18n';
import { describe, expect, it, vi } from 'vitest';
import { PhotoPicker } from './photo-picker';

const photo = () =>
  new File([new Uint8Array([1, 2, 3])], 'angkor-sunrise.png', { type: 'image/png' });

function renderPicker(onSelect = vi.fn()) {
  render(
    <>
      <label htmlFor="pic">Profile photo</label>
      <PhotoPicker id="pic" accept="image/png" onSelect={onSelect} />
    </>,
  );
  return onSelect;
}

describe('PhotoPicker', () => {
  it('is the labelled file input, says nothing is chosen, then names the chosen file', async () => {
    const onSelect = renderPicker();
    const input = screen.getByLabelText('Profile photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(screen.getByText('Choose a photo')).toBeInTheDocument();
    expect(screen.getByTestId('pic-file-name')).toHaveTextContent('No photo chosen');
    const file = photo();
    await userEvent.upload(input, file);
    expect(onSelect).toHaveBeenCalledWith(file);
    expect(screen.getByTestId('pic-file-name')).toHaveTextContent('angkor-sunrise.png');
  });

  it('speaks Khmer on a Khmer page, whatever the browser speaks', async () => {
    await i18next.changeLanguage('km');
    try {
      renderPicker();
      expect(screen.getByText('ជ្រើសរូបថត')).toBeInTheDocument();
      expect(screen.getByTestId('pic-file-name')).toHaveTextContent('មិនទាន់ជ្រើសរូបថត');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('lets a disabled picker choose nothing', async () => {
    const onSelect = vi.fn();
    render(<PhotoPicker id="pic" accept="image/png" disabled onSelect={onSelect} />);
    await userEvent.click(screen.getByText('Choose a photo'));
    expect(onSelect).not.toHaveBeenCalled();
  });
});
