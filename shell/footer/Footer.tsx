import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { localized, safeExternalUrl } from '../bootstrap/normalize.ts';
import { useShell } from '../ShellContext.tsx';
import { phoneNumbers, telHref } from '../help/phones.ts';

/** The footer: configured links, the contact information of the locale, and help-desk details. */
export function Footer() {
  const { t, i18n } = useTranslation();
  const { data, openModal } = useShell();
  const branding = data.branding;
  const helpdesk = data.helpdesk;
  if (branding?.enableFooter === false && !helpdesk?.showInfooter) return null;

  const links = (branding?.footerLink ?? [])
    .map((entry) => ({ label: localized(entry.name, i18n.language), url: safeExternalUrl(entry.link ?? entry.url) }))
    .filter((entry): entry is { label: string; url: string } => Boolean(entry.label && entry.url));
  const contact = localized(branding?.contactInfo, i18n.language);

  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', px: 3, py: 1.5, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', color: 'text.secondary' }}>
      {branding?.enableFooter !== false && links.length > 0 && (
        <Box component="nav" aria-label={t('shell.footer.links')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {links.map((entry) => (
            <Link key={entry.url} href={entry.url} target="_blank" rel="noopener noreferrer">
              {entry.label}
            </Link>
          ))}
        </Box>
      )}
      {branding?.enableFooter !== false && contact && <Typography variant="body2">{contact}</Typography>}
      {helpdesk?.showInfooter && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Link component="button" variant="body2" onClick={() => openModal('helpdesk')}>
            {t('shell.helpdesk.title')}
          </Link>
          {helpdesk.helpdeskName && <Typography variant="body2">{helpdesk.helpdeskName}</Typography>}
          {helpdesk.emailAddress && (
            <Link variant="body2" href={`mailto:${helpdesk.emailAddress}`}>
              {helpdesk.emailAddress}
            </Link>
          )}
          {phoneNumbers(helpdesk.contactNumber).map((phone) => (
            <Link key={phone} variant="body2" href={telHref(phone)}>
              {phone}
            </Link>
          ))}
        </Box>
      )}
    </Box>
  );
}
