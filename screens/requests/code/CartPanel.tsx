// The cart: each item with the recipients it is requested for and what its request would run into
// for them (approval steps, SoD conflicts); an item or a recipient can be taken out (buttons and
// chip delete keys: usable by keyboard alone), and the request goes from here. An item that may be
// requested for one user at a time but names several recipients says so, and the request waits
// until it is taken out or keeps a single user.
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { needsOneRecipient } from './cart.ts';
import { RequestPreviewView } from './RequestPreviewView.tsx';
import type { CartState } from './useCart.ts';
import { useItemDetails } from './useItemDetails.ts';

export function CartPanel({ cart, selfDn, onSubmit }: { cart: CartState; selfDn?: string; onSubmit(): void }) {
  const { t } = useTranslation();
  const { details } = useItemDetails(cart.items);
  const held = cart.items.filter((item) => needsOneRecipient(item, details.get(item.dn)?.bulkRequestable));
  return (
    <Box component="section" aria-labelledby="requests-cart-title">
      <Typography id="requests-cart-title" variant="h6" component="h2" gutterBottom>
        {t('requests.cart.title', { count: cart.items.length })}
      </Typography>
      {cart.error ? <Alert severity="error" sx={{ mb: 1 }}>{cart.error}</Alert> : null}
      {!cart.loading && cart.items.length === 0 ? <Typography color="text.secondary">{t('requests.cart.empty')}</Typography> : null}
      <Box component="ul" aria-label={t('requests.cart.items')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {cart.items.map((item) => (
          <Box component="li" key={item.dn} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{item.name}</Typography>
              <Chip size="small" label={t(`requests.type.${item.type}`)} />
              <Button size="small" color="error" onClick={() => void cart.removeItem(item.dn)} aria-label={t('requests.cart.removeNamed', { name: item.name })}>
                {t('requests.cart.remove')}
              </Button>
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5 }} aria-label={t('requests.cart.recipientsOf', { name: item.name })}>
              {item.assignees.map((a) => (
                <Chip
                  key={a.dn}
                  size="small"
                  variant="outlined"
                  label={a.dn.toLowerCase() === selfDn?.toLowerCase() ? t('requests.cart.myself') : a.name}
                  // Focused, the chip takes its recipient out with Delete or Backspace (MUI's chip keys).
                  aria-label={t('requests.cart.recipientChip', { name: a.name, item: item.name })}
                  onDelete={() => void cart.removeAssignee(item.dn, a.dn)}
                />
              ))}
            </Stack>
            {held.includes(item) ? <Alert severity="warning" sx={{ mt: 1 }}>{t('requests.cart.oneRecipientOnly', { name: item.name })}</Alert> : null}
            {details.has(item.dn) ? <RequestPreviewView preview={details.get(item.dn)!.preview} itemName={item.name} /> : null}
          </Box>
        ))}
      </Box>
      <Button variant="contained" sx={{ mt: 2 }} disabled={cart.items.length === 0 || held.length > 0} onClick={onSubmit} aria-describedby={held.length > 0 ? 'requests-cart-held' : undefined}>
        {t('requests.cart.submit')}
      </Button>
      {held.length > 0 ? <Typography id="requests-cart-held" variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t('requests.cart.heldBack')}</Typography> : null}
    </Box>
  );
}
