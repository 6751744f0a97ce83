// What a request would run into, before it is submitted (preview.ts): "No approval needed", or the
// approval steps with the approvers' names (serial: in order; quorum: how many of them; custom: the
// request definition's steps in order), and the SoD conflicts each recipient would have.
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RequestPreview } from './preview.ts';

export function ApprovalPreviewView({ preview, itemName }: { preview: RequestPreview; itemName: string }) {
  const { t } = useTranslation();
  const approval = preview.approval;
  if (!approval) return null;
  const count = approval.approvers.length;
  const heading =
    approval.type === 'none' ? t('requests.preview.none')
    : approval.type === 'quorum' ? t('requests.preview.quorum', { needed: approval.needed ?? count })
    : approval.type === 'custom' ? t('requests.preview.custom')
    : t('requests.preview.serial');
  return (
    <Box role="group" aria-label={t('requests.preview.approvalOf', { name: itemName })} data-approval={approval.type} sx={{ mt: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>{heading}</Typography>
      {count > 0 ? (
        <Box component={approval.type === 'quorum' ? 'ul' : 'ol'} sx={{ my: 0, pl: 3 }}>
          {approval.approvers.map((a) => (
            <Typography component="li" variant="body2" key={`${a.sequence}|${a.dn}`}>{a.name}</Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The SoD conflicts of a preview, each pair with its recipient; nothing when there are none. */
export function SodPreviewView({ preview }: { preview: RequestPreview }) {
  const { t } = useTranslation();
  if (preview.sods.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>{t('requests.sod.title')}</Typography>
      <Box component="ul" sx={{ my: 0, pl: 2 }}>
        {preview.sods.map((s) => (
          <Typography component="li" variant="body2" key={`${s.sodName}|${s.recipientDn}`}>
            {t('requests.sod.pair', { sod: s.sodName, first: s.perm1Name, second: s.perm2Name, recipient: s.recipientName })}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2">{t('requests.preview.sodJustify')}</Typography>
    </Alert>
  );
}

export function RequestPreviewView({ preview, itemName }: { preview: RequestPreview; itemName: string }) {
  return (
    <>
      <ApprovalPreviewView preview={preview} itemName={itemName} />
      <SodPreviewView preview={preview} />
    </>
  );
}
