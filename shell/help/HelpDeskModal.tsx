import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { HelpdeskDetails } from '../bootstrap/types.ts';
import { phoneNumbers, telHref } from './phones.ts';
import { imageSrc } from '../bootstrap/normalize.ts';

/** The Help Desk Contact modal: name, email, phone numbers and image. */
export default function HelpDeskModal({ open, onClose, helpdesk }: { open: boolean; onClose(): void; helpdesk: HelpdeskDetails | undefined }) {
  const { t } = useTranslation();
  const phones = phoneNumbers(helpdesk?.contactNumber);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="helpdesk-title">
      <DialogTitle id="helpdesk-title">{t('shell.helpdesk.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Avatar src={imageSrc(helpdesk?.image)} alt="" sx={{ width: 64, height: 64 }} />
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="subtitle1" component="p">{helpdesk?.helpdeskName || t('shell.helpdesk.notConfigured')}</Typography>
            {helpdesk?.emailAddress && (
              <Typography variant="body2">
                {t('shell.helpdesk.email')}: <Link href={`mailto:${helpdesk.emailAddress}`}>{helpdesk.emailAddress}</Link>
              </Typography>
            )}
            {phones.map((phone) => (
              <Typography key={phone} variant="body2">
                {t('shell.helpdesk.phone')}: <Link href={telHref(phone)} dir="ltr">{phone}</Link>
              </Typography>
            ))}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          {t('shell.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
