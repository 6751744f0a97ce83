// The export dialog (loaded on demand): the format, where the file goes (a file the user picks,
// where the browser can write one, else a download), then the progress of the export page by page
// with Cancel. A cancelled export saves nothing; a failed one says why and keeps the choices.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ListBlock } from '../../../schemas/types/screen.ts';
import type { TableColumn } from '../../../widgets/dataTable/DataTable.tsx';
import { useDynamicCall, useScreenEnvironment } from '../../../widgets/environment.tsx';
import { useRegistries } from '../../core/registries.ts';
import { failureText } from '../../core/failures.ts';
import { readPage } from '../listPage.ts';
import { useListBody } from '../useListData.ts';
import { EXPORT_FORMATS, type ExportFormatId } from './formats.ts';
import { runExport } from './runExport.ts';
import { canPickFile, downloadSink, exportFileName, pickedFileSink } from './sinks.ts';

export interface ExportDialogProps {
  block: ListBlock;
  params: Record<string, unknown>;
  columns: readonly TableColumn[];
  onClose(): void;
}

type Progress = { done: number; total: number };

export default function ExportDialog({ block, params, columns, onClose }: ExportDialogProps) {
  const { t, i18n } = useTranslation();
  const call = useDynamicCall();
  const body = useListBody(block);
  const { transforms } = useRegistries();
  const { notify } = useScreenEnvironment();
  const [formatId, setFormatId] = useState<ExportFormatId>('csv');
  const [toFile, setToFile] = useState(false);
  const [progress, setProgress] = useState<Progress | undefined>();
  const [error, setError] = useState<string | undefined>();
  const running = useRef<AbortController | undefined>(undefined);
  // Leaving the page (the dialog unmounts) cancels a running export.
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const format = EXPORT_FORMATS[formatId];
    const fileName = exportFileName(block.tableNameKey ? t(block.tableNameKey) : t('renderer.list.rows'), format);
    setError(undefined);
    const sink = toFile ? await pickedFileSink(fileName, format, t(`renderer.export.format.${format.id}`)) : downloadSink(fileName, format);
    if (!sink) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress({ done: 0, total: 0 });
    try {
      const rows = await runExport({
        block,
        params,
        columns,
        format,
        fetchPage: async (pageParams, signal) => readPage(block, await call(block.dataSource.call, pageParams, body, { signal }), transforms),
        text: { t, locale: i18n.language },
        sink,
        signal: controller.signal,
        onProgress: (done, total) => setProgress({ done, total }),
      });
      notify({ status: 200, message: t('renderer.export.done', { count: rows }) });
      onClose();
    } catch (failure) {
      if (controller.signal.aborted) {
        notify({ status: 'warning', message: t('renderer.export.canceled') });
        onClose();
      } else setError(failureText(failure, t));
    } finally {
      running.current = undefined;
      setProgress(undefined);
    }
  };
  const cancel = () => (running.current ? running.current.abort() : onClose());

  return (
    <Dialog open onClose={cancel} aria-labelledby="list-export-title" fullWidth maxWidth="xs">
      <DialogTitle id="list-export-title">{t('renderer.export.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('renderer.export.scope', { count: columns.length })}</DialogContentText>
        {progress ? (
          <>
            <LinearProgress variant={progress.total > 0 ? 'determinate' : 'indeterminate'} value={progress.total > 0 ? (100 * progress.done) / progress.total : 0} aria-label={t('renderer.export.title')} />
            <Typography aria-live="polite" sx={{ mt: 1 }} data-testid="export-progress">
              {/* Nothing until the first page tells the total. */}
              {progress.total > 0 && t('renderer.export.progress', { done: progress.done, count: progress.total })}
            </Typography>
          </>
        ) : (
          <>
            <FormLabel id="list-export-format">{t('renderer.export.format')}</FormLabel>
            <RadioGroup aria-labelledby="list-export-format" value={formatId} onChange={(event) => setFormatId(event.target.value as ExportFormatId)}>
              {Object.values(EXPORT_FORMATS).map((format) => (
                <FormControlLabel key={format.id} value={format.id} control={<Radio />} label={t(`renderer.export.format.${format.id}`)} />
              ))}
            </RadioGroup>
            {canPickFile() && <FormControlLabel control={<Checkbox checked={toFile} onChange={(event) => setToFile(event.target.checked)} />} label={t('renderer.export.toFile')} />}
            {error && (
              <Typography role="alert" color="error" sx={{ mt: 1 }}>
                {t('renderer.export.failed', { reason: error })}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{t('renderer.export.cancel')}</Button>
        {!progress && (
          <Button variant="contained" onClick={() => void start()}>
            {t('renderer.export.start')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
