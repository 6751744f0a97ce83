// A text file chosen from the user's computer, edited as the file's text (UTF-8): a Choose button,
// then the file's name and size. A file of another extension or over the size limit is refused
// with a message and leaves the value as it was. Used where a call takes a file's content as its
// body (a locale's properties file).
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { FileButton } from '../fields/FileButton.tsx';

export const DEFAULT_TEXT_EXTENSIONS: readonly string[] = ['txt'];
export const DEFAULT_TEXT_MAX_KB = 1024;

/** The translation key of what is wrong with a file, or undefined when it may be read. */
export function textFileProblem(file: { name: string; size: number }, extensions: readonly string[], maxSizeKb: number): string | undefined {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (!extension || !extensions.includes(extension)) return 'widgets.textFile.badType';
  if (file.size > maxSizeKb * 1024) return 'widgets.textFile.tooLarge';
  return undefined;
}

function readAsText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file, 'utf-8');
  });
}

export default function TextFileWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [error, setError] = useState<string | undefined>();
  const [chosen, setChosen] = useState<{ name: string; size: number } | undefined>();
  const extensions = (props.options.extensions as string[] | undefined) ?? DEFAULT_TEXT_EXTENSIONS;
  const maxSizeKb = (props.options.maxSizeKb as number | undefined) ?? DEFAULT_TEXT_MAX_KB;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = textFileProblem(file, extensions, maxSizeKb);
    setError(problem && t(problem, { extensions: extensions.map((e) => `.${e}`).join(', '), maxSizeKb }));
    if (problem) return;
    setChosen({ name: file.name, size: file.size });
    props.onChange(await readAsText(file));
  };

  const editable = !props.readonly && !props.disabled;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" id={`${inputId}-label`}>
        {props.label}
        {props.required ? ' *' : ''}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {editable && (
          <FileButton
            accept={extensions.map((e) => `.${e}`).join(',')}
            onFile={(event) => void onFile(event)}
            describedBy={`${inputId}-label ${inputId}-chosen`}
            testId={`text-file-${props.id}`}
          >
            {t('widgets.textFile.choose')}
          </FileButton>
        )}
        <Typography variant="body2" color="text.secondary" aria-live="polite" id={`${inputId}-chosen`}>
          {chosen ? t('widgets.textFile.chosen', { name: chosen.name, size: Math.max(1, Math.round(chosen.size / 1024)) }) : t('widgets.textFile.none')}
        </Typography>
      </Stack>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
