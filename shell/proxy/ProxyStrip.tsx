import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { CallFn } from '../bootstrap/loaders.ts';
import { useShell } from '../ShellContext.tsx';
import { LinkButton } from '../ui/HeaderButton.tsx';
import { useProxyApproval } from './useProxyApproval.ts';

/**
 * The strip under the header in proxy mode: for whom the user acts, the approval state, Exit Proxy.
 * It asks the server whether approval is required itself: only proxy mode needs that code.
 */
export default function ProxyStrip({ call }: { call: CallFn }) {
  const { t } = useTranslation();
  const { data, proxiedUser, exitProxy, proxyApprovalRequired: flagged } = useShell();
  const [asked] = useProxyApproval(call, data.user?.dn, proxiedUser);
  const proxyApprovalRequired = asked || flagged;
  if (!proxiedUser) return null;
  return (
    <Alert
      severity={proxyApprovalRequired ? 'warning' : 'info'}
      sx={{ borderRadius: 0 }}
      action={
        <LinkButton type="button" onClick={exitProxy} style={{ color: 'inherit' }}>
          {t('shell.profile.exitProxy')}
        </LinkButton>
      }
    >
      {t('shell.proxy.active', { name: proxiedUser.fullName })}
      {proxyApprovalRequired && <strong> {t('shell.proxy.approvalRequired')}</strong>}
    </Alert>
  );
}
