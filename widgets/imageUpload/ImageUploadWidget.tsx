// The photo: the current image (or the default image) and a file chooser. A file over the size
// limit, with more than one extension or of another type is refused with the spec's message.
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { FileButton } from '../fields/FileButton.tsx';
import { base64OfDataUrl, checkImageFile, DEFAULT_IMAGE_EXTENSIONS, imageSource } from './imageRules.ts';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function ImageUploadWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [error, setError] = useState<string | undefined>();
  const extensions = (props.options.extensions as string[] | undefined) ?? [...DEFAULT_IMAGE_EXTENSIONS];
  const maxSizeKb = (props.options.maxSizeKb as number | undefined) ?? 59;
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file, { maxSizeKb, extensions });
    if (problem) {
      setError(t(problem, { maxSizeKb }));
      return;
    }
    setError(undefined);
    props.onChange(base64OfDataUrl(await readAsDataUrl(file)));
  };
  const editable = !props.readonly && !props.disabled;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={imageSource(props.value as string | undefined) ?? `${import.meta.env.BASE_URL}images/default-user.svg`} alt={props.label} sx={{ width: 72, height: 72 }} />
      <div>
        <Typography variant="body2" id={`${inputId}-label`}>
          {props.label}
        </Typography>
        {editable && (
          <FileButton accept={extensions.map((e) => `.${e}`).join(',')} onFile={(event) => void onFile(event)} describedBy={`${inputId}-label`} testId="image-upload-input">
            {t('widgets.imageUpload.choose')}
          </FileButton>
        )}
        {error && (
          <FormHelperText error role="alert">
            {error}
          </FormHelperText>
        )}
      </div>
    </Stack>
  );
}
