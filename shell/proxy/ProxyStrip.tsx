import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { useShell } from '../ShellContext.tsx';
import { LinkButton } from '../ui/HeaderButton.tsx';

/** The strip under the header in proxy mode: for whom the user acts, the approval state, Exit Proxy. */
export default function ProxyStrip() {
  const { t } = useTranslation();
  const { proxiedUser, exitProxy, proxyApprovalRequired } = useShell();
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
