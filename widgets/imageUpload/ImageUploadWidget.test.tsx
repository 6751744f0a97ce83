import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import { ImageUploadWidget } from './ImageUploadWidget.tsx';

function setup(options: Record<string, unknown> = {}) {
  const onChange = vi.fn();
  const props = { id: 'photo', label: 'Photo', value: undefined, options, onChange, readonly: false, disabled: false } as unknown as WidgetProps;
  renderWithI18n(<ImageUploadWidget {...props} />);
  const choose = (file: File) => fireEvent.change(screen.getByTestId('image-upload-input'), { target: { files: [file] } });
  return { onChange, choose };
}

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('ImageUploadWidget', () => {
  it("refuses a file of 59 kb or more with 'Image Size should be less Than 59 kb'", () => {
    const { onChange, choose } = setup();
    choose(file('me.jpg', 59 * 1024));
    expect(screen.getByRole('alert').textContent).toBe('Image Size should be less Than 59 kb');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses several extensions and other types', () => {
    const { choose } = setup();
    choose(file('me.exe.jpg', 10));
    expect(screen.getByRole('alert').textContent).toBe('File with multiple extension is not supported');
    choose(file('me.bmp', 10));
    expect(screen.getByRole('alert').textContent).toBe('File extension type is not valid');
  });

  it('stores an accepted image as bare base64', async () => {
    const { onChange, choose } = setup();
    choose(new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('AQID'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
