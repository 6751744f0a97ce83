// One request parameter of a resource: a choice among its code map's values (an entitlement's
// values), or a text when it has no code map.
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCallData } from '../../../renderer/core/useCallData.ts';
import type { PermissionParam } from './requestBuilding.ts';

interface CodeMapValue { id: string; value: string; displayLabel: string }
const valuesOf = (answer: unknown): CodeMapValue[] =>
  (answer && typeof answer === 'object' && Array.isArray((answer as { codeMapValues?: unknown }).codeMapValues) ? (answer as { codeMapValues: CodeMapValue[] }).codeMapValues : []);

export interface ParameterFieldProps {
  param: PermissionParam;
  itemName: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}

export function ParameterField({ param, itemName, value, error, onChange }: ParameterFieldProps) {
  const { t } = useTranslation();
  const codes = useCallData(param.codemapKey ? 'codeMap.values' : undefined, { id: param.codemapKey, size: 300 });
  const values = valuesOf(codes.data);
  const label = t('requests.submit.parameter', { name: param.displayLabel, item: itemName });
  const helperText = error ? t(error) : undefined;
  if (param.codemapKey && values.length > 0) {
    return (
      <TextField select required size="small" label={label} value={value} error={Boolean(error)} helperText={helperText} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 260 }}>
        {values.map((v) => <MenuItem key={v.id} value={v.value}>{v.displayLabel}</MenuItem>)}
      </TextField>
    );
  }
  return <TextField required size="small" label={label} value={value} error={Boolean(error)} helperText={helperText} onChange={(e) => onChange(e.target.value)} />;
}
