// The user quick-info popup: image, display name, DN and the user's attributes. 'View more info'
// closes it, goes to /users/{encoded dn} and reloads the page. A failing load is silently ignored
// (quick-info failures are not reported): the popup then shows the DN only.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attributeLabel } from '../attributeValue/attributeLabel.ts';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useScreenEnvironment } from '../environment.tsx';
import { AttributeValueText } from '../attributeValue/AttributeValue.tsx';
import { ComponentLoader } from '../loaders/Loaders.tsx';

interface QuickInfoAnswer {
  entityName?: string;
  image?: string;
  details?: { key: string; displayLabel?: string; value?: string; dataType?: string }[];
}

/** The console URL of a user's details, reloading there (the spec's 'View more info'). */
export function userDetailsUrl(dn: string): string {
  return `#/users/${encodeURIComponent(dn)}`;
}

export function QuickInfoDialog({ dn, onClose, reload = () => window.location.reload() }: { dn: string; onClose(): void; reload?: () => void }) {
  const { t } = useTranslation();
  const { call } = useScreenEnvironment();
  const [answer, setAnswer] = useState<QuickInfoAnswer | undefined>();
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    call('entities.quickInfo', { entityType: 'USER', entityId: dn }, undefined, { signal: controller.signal })
      .then((data) => setAnswer(data as QuickInfoAnswer))
      .catch(() => undefined)
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [call, dn]);

  const viewMore = () => {
    onClose();
    window.location.hash = userDetailsUrl(dn);
    reload();
  };
  const name = answer?.entityName ?? dn;
  return (
    <Dialog open onClose={onClose} aria-labelledby="quick-info-title" maxWidth="sm" fullWidth>
      <DialogTitle id="quick-info-title">{t('widgets.quickInfo.title')}</DialogTitle>
      <DialogContent>
        {loading ? (
          <ComponentLoader />
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Avatar src={answer?.image ? `data:image/jpeg;base64,${answer.image}` : undefined} alt={name} sx={{ width: 56, height: 56 }} />
              <div>
                {answer?.entityName && <Typography variant="h6">{answer.entityName}</Typography>}
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {dn}
                </Typography>
              </div>
            </Stack>
            <Stack component="dl" spacing={1} sx={{ m: 0 }}>
              {(answer?.details ?? [])
                .filter((d) => d.value)
                .map((d) => (
                  <div key={d.key}>
                    <Typography component="dt" variant="caption" color="text.secondary">
                      {attributeLabel(t, d.key, d.displayLabel)}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0 }}>
                      <AttributeValueText attributeKey={d.key} text={d.value ?? ''} />
                    </Typography>
                  </div>
                ))}
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('widgets.quickInfo.close')}</Button>
        <Button variant="contained" onClick={viewMore}>
          {t('widgets.quickInfo.viewMore')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
