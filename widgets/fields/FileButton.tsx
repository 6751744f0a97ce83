// A file chooser that is a real button: the keyboard and screen readers meet a button that Enter
// and Space press (it opens the browser's file dialog), not a label dressed as one. The native file
// input stays hidden (out of the tab order and the accessibility tree); tests set files on it.
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';

export interface FileButtonProps {
  /** The input's accept list, e.g. '.properties' or '.jpg,.png'. */
  accept: string;
  onFile(event: ChangeEvent<HTMLInputElement>): void;
  /** Ids of what describes the button: the field's label, the chosen file. */
  describedBy?: string;
  testId?: string;
  children: ReactNode;
}

export function FileButton({ accept, onFile, describedBy, testId, children }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input ref={input} type="file" accept={accept} hidden onChange={onFile} data-testid={testId} />
      <Button type="button" size="small" variant="outlined" aria-describedby={describedBy} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
