import { useMemo } from 'react';
import type { PickerOptions } from '../../schemas/types/widgets/picker.ts';
import Picker from '../../widgets/picker/Picker.tsx';
import type { PickerItem } from '../../widgets/picker/types.ts';
import type { CallFn } from '../bootstrap/loaders.ts';
import type { ProxiedUser } from './proxyState.ts';

// The users the signed-in user may proxy for, in the multi-tab picker: user tab only, single
// selection, users from the proxy info (proxyForUsers/nextUserIndex).

const PROXY_PICKER_OPTIONS: PickerOptions = { tabs: ['user'], selection: 'single', userSource: 'proxyFor' };

export interface ProxyUserPickerProps {
  call: CallFn;
  value: ProxiedUser | null;
  onChange(value: ProxiedUser | null): void;
  onBlur(): void;
  error: boolean;
  helperText?: string;
  label: string;
}

export function ProxyUserPicker({ call, value, onChange, onBlur, error, helperText, label }: ProxyUserPickerProps) {
  const selected = useMemo<PickerItem[]>(() => (value ? [{ type: 'user', id: value.dn, dn: value.dn, displayName: value.fullName }] : []), [value]);
  return (
    <Picker
      options={PROXY_PICKER_OPTIONS}
      call={call}
      label={label}
      required
      error={error}
      helperText={helperText}
      value={selected}
      onBlur={onBlur}
      onChange={(items) => {
        const user = items?.[0];
        onChange(user?.dn ? { dn: user.dn, fullName: user.displayName } : null);
      }}
    />
  );
}
