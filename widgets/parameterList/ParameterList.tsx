// The 'parameterList' widget: the dynamic parameters of a resource (resourceParameters). One row per
// parameter: id, display name, data type (String, Integer, Boolean, List) and a List's values, one
// per line; rows are added, removed and moved up or down with buttons (all reachable by keyboard).
// The entitlement parameter (EntitlementParamKey) belongs to the entitlement binding: it is shown
// read-only, without remove. Problems (parameterModel.ts rowProblems) show under their input after
// the user leaves the widget or when the form asks (showErrors); the same rules stop a save
// (widgets/valueChecks.ts).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import type { ParameterListOptions } from '../../schemas/types/widgets/parameterList.ts';
import type { WidgetProps } from '../widgetProps.ts';
import { PARAMETER_TYPES, isEntitlementParameter, moveRow, newParameter, rowProblems, type ParameterRow } from '../../domain/parameters.ts';

export type { ParameterListOptions };

export interface ParameterListProps extends WidgetProps<ParameterListOptions, ParameterRow[] | undefined> {
  /** Show the problems now (e.g. after a submit attempt) rather than after the user leaves the widget. */
  showErrors?: boolean;
}

/** The name a row goes by in button labels: its id, else its place. */
const rowName = (row: ParameterRow, index: number, t: (key: string, o?: Record<string, unknown>) => string) =>
  row.id.trim() || t('widgets.parameterList.unnamed', { number: index + 1 });

export default function ParameterList(props: ParameterListProps) {
  const { options, onChange, onBlur, label } = props;
  const { t } = useTranslation();
  const generatedId = useId();
  const baseId = props.id ?? `parameters-${generatedId}`;
  const rows = Array.isArray(props.value) ? props.value : [];
  const readOnly = props.readonly === true || options.readOnly === true;
  const disabled = props.disabled === true || options.disabled === true;
  const locked = readOnly || disabled;
  const maxLength = options.maxLength ?? 256;
  const [touched, setTouched] = useState(false);
  const problems = touched || props.showErrors ? rowProblems(rows) : [];

  // After Add, the new row's id input takes the focus; after Remove, the Add button does (once the
  // changed value has been drawn).
  const pendingFocus = useRef<'add' | number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === 'add') addButton.current?.focus();
    else document.getElementById(`${baseId}-${target}-id`)?.focus();
  });

  const update = (index: number, change: Partial<ParameterRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const add = () => {
    onChange([...rows, newParameter()]);
    pendingFocus.current = rows.length;
  };
  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index));
    pendingFocus.current = 'add';
    setTouched(true);
  };
  const typeLabel = (type: string) => t(`widgets.parameterList.type.${type}`, { defaultValue: type });

  return (
    <Box
      role="group"
      aria-labelledby={`${baseId}-label`}
      onBlur={(event) => {
        // Leaving the widget as a whole, not moving between its own controls.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setTouched(true);
          onBlur?.();
        }
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography id={`${baseId}-label`} variant="subtitle2" component="div">
        {label ?? t('widgets.parameterList.title')}
      </Typography>
      {rows.length === 0 && <Typography variant="body2" color="text.secondary">{t('widgets.parameterList.empty')}</Typography>}
      {rows.map((row, index) => {
        const name = rowName(row, index, t);
        const fixed = isEntitlementParameter(row);
        const problem = problems[index] ?? {};
        const rowLocked = locked || fixed;
        return (
          // Rows have no stable key of their own while their id is being typed: the place is the key.
          <Paper key={index} variant="outlined" role="group" aria-label={t('widgets.parameterList.row', { name })} sx={{ p: 1.5, display: 'grid', gap: 1.5 }}>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 10rem auto' }, alignItems: 'start' }}>
              <TextField
                id={`${baseId}-${index}-id`}
                label={t('widgets.parameterList.id')}
                size="small"
                required={!fixed}
                value={row.id}
                onChange={(event) => update(index, { id: event.target.value })}
                disabled={disabled}
                error={Boolean(problem.id)}
                helperText={problem.id ? t(problem.id) : fixed ? t('widgets.parameterList.entitlementHint') : undefined}
                slotProps={{ htmlInput: { readOnly: rowLocked, maxLength, spellCheck: false, autoComplete: 'off' } }}
              />
              <TextField
                id={`${baseId}-${index}-displayValue`}
                label={t('widgets.parameterList.displayName')}
                size="small"
                value={row.displayValue}
                onChange={(event) => update(index, { displayValue: event.target.value })}
                disabled={disabled}
                slotProps={{ htmlInput: { readOnly: rowLocked, maxLength } }}
              />
              {fixed ? (
                <TextField id={`${baseId}-${index}-type`} label={t('widgets.parameterList.type')} size="small" value={typeLabel(row.type)} disabled={disabled} slotProps={{ htmlInput: { readOnly: true } }} />
              ) : (
                <TextField
                  id={`${baseId}-${index}-type`}
                  select
                  label={t('widgets.parameterList.type')}
                  size="small"
                  value={(PARAMETER_TYPES as readonly string[]).includes(row.type) ? row.type : 'String'}
                  onChange={(event) => update(index, { type: event.target.value })}
                  disabled={disabled}
                  slotProps={{ select: { native: true, inputProps: { readOnly: rowLocked } } }}
                >
                  {PARAMETER_TYPES.map((type) => (
                    <option key={type} value={type} disabled={rowLocked && type !== row.type}>
                      {typeLabel(type)}
                    </option>
                  ))}
                </TextField>
              )}
              {!locked && (
                <Box sx={{ display: 'flex', alignItems: 'center', pt: 0.5 }}>
                  <IconButton size="small" aria-label={t('widgets.parameterList.moveUp', { name })} disabled={index === 0} onClick={() => onChange(moveRow(rows, index, -1))}>
                    <ArrowUpward fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={t('widgets.parameterList.moveDown', { name })} disabled={index === rows.length - 1} onClick={() => onChange(moveRow(rows, index, 1))}>
                    <ArrowDownward fontSize="small" />
                  </IconButton>
                  {!fixed && (
                    <IconButton size="small" aria-label={t('widgets.parameterList.remove', { name })} onClick={() => remove(index)}>
                      <Close fontSize="small" />
                    </IconButton>
                  )}
                </Box>
              )}
            </Box>
            {row.type === 'List' && !fixed && (
              <TextField
                id={`${baseId}-${index}-listValues`}
                label={t('widgets.parameterList.listValues')}
                size="small"
                multiline
                minRows={2}
                required
                value={(row.listValues ?? []).join('\n')}
                onChange={(event) => update(index, { listValues: event.target.value.split('\n') })}
                disabled={disabled}
                error={Boolean(problem.listValues)}
                helperText={problem.listValues ? t(problem.listValues) : t('widgets.parameterList.listValuesHint')}
                slotProps={{ htmlInput: { readOnly: rowLocked } }}
              />
            )}
          </Paper>
        );
      })}
      {!locked && (
        <Box>
          <Button ref={addButton} variant="outlined" size="small" startIcon={<Add />} onClick={add}>
            {t('widgets.parameterList.add')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
