// The 'approvalEditor' widget: the grant or revoke approval of a role or resource. A choice of kind
// (none, serial, quorum, custom; revoke adds 'Same as Grant Approval'; settings may add 'Retain
// Existing Approval Process'), then for serial and quorum the ordered approvers (and the quorum
// percentage), for custom the one request definition. The rules live in approvalModel.ts; the
// screen turns the value into role or resource fields with approvalFields().
// Choosing approvers and the request definition is left to the caller (onChooseApprovers /
// onChooseRequestDefinition); in a form, ApprovalEditorField opens the picker for them.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import type { ApprovalEditorOptions } from '../../schemas/types/widgets/approvalEditor.ts';
import { tabLabelKey } from '../picker/tabs.ts';
import { PICKER_TABS, type PickerTab } from '../picker/types.ts';
import type { WidgetProps } from '../widgetProps.ts';
import { nameOfDn } from '../picker/sources/common.ts';
import {
  approvalProblems,
  approvalTypesFor,
  initialApproval,
  moveApprover,
  withType,
  type ApprovalApprover,
  type ApprovalType,
  type ApprovalValue,
  type RequestDefinitionRef,
} from '../../domain/approval.ts';

export type { ApprovalEditorOptions };

export interface ApprovalEditorProps extends WidgetProps<ApprovalEditorOptions, ApprovalValue | undefined> {
  /** Lets the user choose approvers; resolves with those to add (undefined when cancelled). */
  onChooseApprovers?(current: readonly ApprovalApprover[]): Promise<ApprovalApprover[] | undefined>;
  /** Lets the user choose the custom approval's request definition (undefined when cancelled). */
  onChooseRequestDefinition?(current: RequestDefinitionRef | undefined): Promise<RequestDefinitionRef | undefined>;
  /** Show the problems now (e.g. after a submit attempt) rather than after the user leaves the widget. */
  showErrors?: boolean;
}


/** An approver's kind as a translated word (the picker's tab label: User, Group ...); an unknown kind as given. */
function approverKind(type: string | undefined, t: (key: string) => string): string | undefined {
  return type && (PICKER_TABS as readonly string[]).includes(type) ? t(tabLabelKey(type as PickerTab)) : type;
}

export default function ApprovalEditor(props: ApprovalEditorProps) {
  const { options, onChange, onBlur, label, onChooseApprovers, onChooseRequestDefinition } = props;
  const { t } = useTranslation();
  const generatedId = useId();
  const baseId = props.id ?? `approval-${generatedId}`;
  const mode = options.mode ?? 'grant';
  const entity = options.entityType ?? 'role';
  const types = approvalTypesFor(mode, options.allowRetainExisting === true, entity);
  const value = props.value ?? initialApproval(mode, entity);
  const readOnly = props.readonly === true || options.readOnly === true;
  const disabled = props.disabled === true || options.disabled === true;
  const locked = readOnly || disabled;
  const [touched, setTouched] = useState(false);
  const problems = touched || props.showErrors ? approvalProblems(value) : [];
  const problem = (key: string) => (problems.includes(key) ? t(key) : undefined);

  const leave = () => {
    setTouched(true);
    onBlur?.();
  };
  const addApprovers = async () => {
    const chosen = await onChooseApprovers?.(value.approvers);
    if (!chosen) return;
    const fresh = chosen.filter((approver) => !value.approvers.some((existing) => existing.id === approver.id));
    onChange({ ...value, approvers: [...value.approvers, ...fresh] });
    setTouched(true);
  };
  const chooseRequestDef = async () => {
    const chosen = await onChooseRequestDefinition?.(value.requestDef);
    if (chosen) onChange({ ...value, requestDef: chosen });
    setTouched(true);
  };

  const approverError = problem('widgets.approvalEditor.error.approvers');
  const quorumError = problem('widgets.approvalEditor.error.quorum');
  const requestDefError = problem('widgets.approvalEditor.error.requestDef');

  return (
    <Box
      onBlur={(event) => {
        // Leaving the widget as a whole, not moving between its own controls.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) leave();
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend" id={`${baseId}-label`}>
          {label ?? t(mode === 'revoke' ? 'widgets.approvalEditor.revokeTitle' : 'widgets.approvalEditor.grantTitle')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${baseId}-label`}
          value={value.type}
          onChange={(event) => {
            if (!locked) onChange(withType(value, event.target.value as ApprovalType));
          }}
        >
          {types.map((type) => (
            <FormControlLabel key={type} value={type} control={<Radio readOnly={readOnly} />} label={t(`widgets.approvalEditor.type.${type}`)} disabled={disabled || (readOnly && type !== value.type)} />
          ))}
        </RadioGroup>
      </FormControl>

      {(value.type === 'serial' || value.type === 'quorum') && (
        <Box role="group" aria-labelledby={`${baseId}-approvers`}>
          <Typography id={`${baseId}-approvers`} variant="subtitle2" component="div">
            {t('widgets.approvalEditor.approvers')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(value.type === 'serial' ? 'widgets.approvalEditor.approversHintSerial' : 'widgets.approvalEditor.approversHintQuorum')}
          </Typography>
          {value.approvers.length === 0 ? (
            <Typography variant="body2" sx={{ my: 1 }}>{t('widgets.approvalEditor.noApprovers')}</Typography>
          ) : (
            <List dense component="ol" aria-labelledby={`${baseId}-approvers`}>
              {value.approvers.map((approver, index) => {
                const name = approver.name ?? approver.id;
                return (
                  <ListItem
                    key={approver.id}
                    component="li"
                    secondaryAction={
                      locked ? undefined : (
                        <>
                          <IconButton size="small" aria-label={t('widgets.approvalEditor.moveUp', { name })} disabled={index === 0} onClick={() => onChange(moveApprover(value, index, -1))}>
                            <ArrowUpward fontSize="small" />
                          </IconButton>
                          <IconButton size="small" aria-label={t('widgets.approvalEditor.moveDown', { name })} disabled={index === value.approvers.length - 1} onClick={() => onChange(moveApprover(value, index, 1))}>
                            <ArrowDownward fontSize="small" />
                          </IconButton>
                          <IconButton size="small" aria-label={t('widgets.approvalEditor.remove', { name })} onClick={() => onChange({ ...value, approvers: value.approvers.filter((_, i) => i !== index) })}>
                            <Close fontSize="small" />
                          </IconButton>
                        </>
                      )
                    }
                  >
                    <ListItemText primary={`${index + 1}. ${name}`} secondary={approverKind(approver.type, t)} />
                  </ListItem>
                );
              })}
            </List>
          )}
          {!locked && onChooseApprovers && (
            <Button variant="outlined" size="small" onClick={() => void addApprovers()}>
              {t('widgets.approvalEditor.addApprovers')}
            </Button>
          )}
          {approverError && <FormHelperText error>{approverError}</FormHelperText>}
        </Box>
      )}

      {value.type === 'quorum' && (
        <TextField
          id={`${baseId}-quorum`}
          label={t('widgets.approvalEditor.quorum')}
          type="number"
          size="small"
          sx={{ maxWidth: 200 }}
          value={(value.quorum ?? '').replace('%', '')}
          onChange={(event) => onChange({ ...value, quorum: event.target.value === '' ? '' : `${event.target.value}%` })}
          disabled={disabled}
          error={Boolean(quorumError)}
          helperText={quorumError}
          slotProps={{ htmlInput: { min: 1, max: 100, step: 1, readOnly } }}
        />
      )}

      {value.type === 'custom' && (
        <Box>
          <Typography variant="subtitle2" component="div">{t('widgets.approvalEditor.requestDef')}</Typography>
          {/* A role's revoke approval comes back without the definition's name (the RoleNode has no
              field for it): its common name stands in, the full DN in the tooltip. */}
          <Typography variant="body2" sx={{ my: 1 }} title={value.requestDef?.id}>
            {value.requestDef ? (value.requestDef.name ?? nameOfDn(value.requestDef.id)) : t('widgets.approvalEditor.noRequestDef')}
          </Typography>
          {!locked && onChooseRequestDefinition && (
            <Button variant="outlined" size="small" onClick={() => void chooseRequestDef()}>
              {t('widgets.approvalEditor.chooseRequestDef')}
            </Button>
          )}
          {requestDefError && <FormHelperText error>{requestDefError}</FormHelperText>}
        </Box>
      )}
    </Box>
  );
}
