import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import TextFileWidget, { textFileProblem } from './TextFileWidget.tsx';

function setup(options: Record<string, unknown> = {}) {
  const onChange = vi.fn();
  const props = { id: 'file', label: 'Properties file', value: undefined, options, onChange, readonly: false, disabled: false, required: true } as unknown as WidgetProps;
  renderWithI18n(<TextFileWidget {...props} />);
  const choose = (file: File) => fireEvent.change(screen.getByTestId('text-file-file'), { target: { files: [file] } });
  return { onChange, choose };
}

describe('TextFileWidget', () => {
  it("makes the chosen file's text the value and names the file", async () => {
    const { onChange, choose } = setup({ extensions: ['properties'] });
    expect(screen.getByText('No file chosen')).toBeTruthy();
    choose(new File(['menu.home=Start\n'], 'en.properties', { type: 'text/plain' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('menu.home=Start\n'));
    expect(screen.getByText('en.properties (1 KB)')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses another type or a file over the limit and keeps the value', () => {
    const { onChange, choose } = setup({ extensions: ['properties'], maxSizeKb: 1 });
    choose(new File(['x'], 'en.json'));
    expect(screen.getByRole('alert').textContent).toBe('Choose a file of type .properties');
    choose(new File([new Uint8Array(2048)], 'big.properties'));
    expect(screen.getByRole('alert').textContent).toBe('The file must be at most 1 KB');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers a real button, described by the field and the chosen file, that opens the file dialog', () => {
    setup();
    const button = screen.getByRole('button', { name: 'Choose file' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual(['Properties file *', 'No file chosen']);
    const input = screen.getByTestId('text-file-file') as HTMLInputElement;
    const opened = vi.spyOn(input, 'click');
    button.focus();
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledOnce();
  });

  it('checks the extension case-insensitively and needs one', () => {
    expect(textFileProblem({ name: 'A.TXT', size: 1 }, ['txt'], 1)).toBeUndefined();
    expect(textFileProblem({ name: 'README', size: 1 }, ['txt'], 1)).toBe('widgets.textFile.badType');
  });
});
