// What became of each item for each recipient, with the way to follow the requests in the history.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Outcome } from './requestBuilding.ts';

export function OutcomeList({ outcomes, names, selfDn }: { outcomes: readonly Outcome[]; names: ReadonlyMap<string, string>; selfDn: string }) {
  const { t } = useTranslation();
  const nameOf = (dn: string) => (dn.toLowerCase() === selfDn.toLowerCase() ? t('requests.cart.myself') : names.get(dn.toLowerCase()) ?? dn);
  return (
    <Box>
      <Typography id="requests-outcome-title" variant="h6" component="h2" gutterBottom>{t('requests.outcome.title')}</Typography>
      <Table size="small" aria-labelledby="requests-outcome-title">
        <TableHead>
          <TableRow>
            <TableCell>{t('requests.outcome.item')}</TableCell>
            <TableCell>{t('requests.outcome.recipient')}</TableCell>
            <TableCell>{t('requests.outcome.status')}</TableCell>
            <TableCell>{t('requests.outcome.detail')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {outcomes.map((o) => (
            <TableRow key={`${o.itemDn}|${o.recipientDn}`}>
              <TableCell>{o.itemName}</TableCell>
              <TableCell>{nameOf(o.recipientDn)}</TableCell>
              <TableCell>{t(`requests.outcome.${o.status}`)}</TableCell>
              <TableCell>{o.status === 'sods' ? o.sods.map((s) => s.sodName).join(', ') : o.status === 'failed' ? o.reason : o.requestId ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {outcomes.some((o) => o.status === 'succeeded') ? <Link href="#/history" sx={{ display: 'inline-block', mt: 1 }}>{t('requests.outcome.history')}</Link> : null}
    </Box>
  );
}
