// One person of the org chart: photo, name (the button that recentres on them), title, the number
// of reports, and the shortcuts: quick info and mail.
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import type { ChartPerson } from './chartModel.ts';
import { mailToPerson } from './mailto.ts';

interface PersonCardProps {
  person: ChartPerson;
  /** The person in the middle is drawn larger and does not recentre. */
  central?: boolean;
  /** Roving tab index: only the card the keyboard is on takes Tab. */
  tabbable: boolean;
  onRecentre(dn: string): void;
  onQuickInfo(dn: string): void;
  onFocus(): void;
}

export const PersonCard = forwardRef<HTMLButtonElement, PersonCardProps>(function PersonCard(
  { person, central = false, tabbable, onRecentre, onQuickInfo, onFocus },
  ref,
) {
  const { t } = useTranslation();
  const mail = mailToPerson(person.email);
  const size = central ? 72 : 44;
  return (
    <Paper variant={central ? 'elevation' : 'outlined'} elevation={central ? 3 : 0} data-testid="org-person" data-dn={person.dn}
      sx={{ p: 1, display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, borderColor: central ? 'primary.main' : undefined }}>
      <Avatar src={person.image ? `data:image/jpeg;base64,${person.image}` : undefined} alt="" sx={{ width: size, height: size }}>
        {person.name.slice(0, 1)}
      </Avatar>
      {/* The button holds the name only, so that what it shows is part of what it is called
          ('Name: show their org chart'); the title and the reports follow it as plain text. */}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ButtonBase ref={ref} tabIndex={tabbable ? 0 : -1} onFocus={onFocus} onClick={() => onRecentre(person.dn)}
          aria-current={central ? 'true' : undefined}
          aria-label={t('orgChart.person.recentre', { name: person.name })}
          sx={{ maxWidth: '100%', justifyContent: 'flex-start', textAlign: 'start', borderRadius: 1, px: 0.5, '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' } }}>
          <Typography variant={central ? 'h6' : 'subtitle2'} noWrap component="span">{person.name}</Typography>
        </ButtonBase>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ px: 0.5 }}>{person.title}</Typography>
        {person.reports > 0 && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 0.5 }}>{t('orgChart.person.reports', { count: person.reports })}</Typography>
        )}
      </Box>
      <Stack direction="row">
        <Tooltip title={t('orgChart.person.quickInfo')}>
          <IconButton size="small" tabIndex={tabbable ? 0 : -1} aria-label={t('orgChart.person.quickInfoOf', { name: person.name })} onClick={() => onQuickInfo(person.dn)}>
            <InfoOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        {mail && (
          <Tooltip title={t('orgChart.person.mail')}>
            <IconButton size="small" tabIndex={tabbable ? 0 : -1} href={mail} aria-label={t('orgChart.person.mailTo', { name: person.name })}>
              <EmailOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </Paper>
  );
});
