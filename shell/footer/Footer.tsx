import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { LinkButton } from '../ui/HeaderButton.tsx';
import { localized, safeExternalUrl } from '../bootstrap/normalize.ts';
import { useShell } from '../ShellContext.tsx';
import { phoneNumbers, telHref } from '../help/phones.ts';

/** The footer: configured links, the contact information of the locale, and help-desk details. */
export default function Footer() {
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
    <Box component="footer" sx={{ fontSize: 14, '& a': { color: 'primary.main' }, borderTop: 1, borderColor: 'divider', px: 3, py: 1.5, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', color: 'text.secondary' }}>
      {branding?.enableFooter !== false && links.length > 0 && (
        <Box component="nav" aria-label={t('shell.footer.links')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {links.map((entry) => (
            <a key={entry.url} href={entry.url} target="_blank" rel="noopener noreferrer">
              {entry.label}
            </a>
          ))}
        </Box>
      )}
      {branding?.enableFooter !== false && contact && <span>{contact}</span>}
      {helpdesk?.showInfooter && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <LinkButton type="button" onClick={() => openModal('helpdesk')}>
            {t('shell.helpdesk.title')}
          </LinkButton>
          {helpdesk.helpdeskName && <span>{helpdesk.helpdeskName}</span>}
          {helpdesk.emailAddress && (
            <a href={`mailto:${helpdesk.emailAddress}`}>
              {helpdesk.emailAddress}
            </a>
          )}
          {phoneNumbers(helpdesk.contactNumber).map((phone) => (
            <a key={phone} href={telHref(phone)}>
              {phone}
            </a>
          ))}
        </Box>
      )}
    </Box>
  );
}
