// Searching what may be requested: text (or a category), the permission types the client allows,
// the order (closest match or name), a page at a time; each result shows its detail on demand and
// goes into the cart with one button.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallData } from '../../../renderer/core/useCallData.ts';
import { failureText } from '../../../renderer/core/failures.ts';
import { permissionsOf, type Permission, type PermissionType } from './cart.ts';
import { PermissionDetailView } from './PermissionDetailView.tsx';
import { categoryName } from '../../../domain/categoryNames.ts';

/** Search debounce (ms). */
const DEBOUNCE_MS = 1000;
/** A description is cut here in the results. */
const DESCRIPTION_LIMIT = 100;

export type SortOption = 'closestMatch' | 'name';

interface CategoryOption { id: string; name: string }
const categoriesOf = (answer: unknown): CategoryOption[] =>
  (answer && typeof answer === 'object' && Array.isArray((answer as { categories?: unknown }).categories) ? (answer as { categories: CategoryOption[] }).categories : []);

/**
 * What the search is narrowed to when requesting for others: the teams whose permissions a team
 * manager acts under (POST /access/teams/permissions, targetSetDnList; empty: all the teams they
 * manage), or nothing beyond the types (an administrator; the types already narrowed to what the
 * recipients may be given).
 */
export interface CatalogScope { teams: readonly string[] }

export interface CatalogSearchProps {
  types: readonly PermissionType[];
  scope?: CatalogScope;
  defaultSort: SortOption;
  pageSize: number;
  onAdd(permission: Permission): void;
}

export function CatalogSearch({ types, scope, defaultSort, pageSize, onAdd }: CatalogSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [sort, setSort] = useState<SortOption>(defaultSort);
  const [nextIndex, setNextIndex] = useState(1);
  const [open, setOpen] = useState<string>();

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(text.trim());
      setNextIndex(1);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // Another team (or types) narrows the results anew: from the first page.
  const scopeKey = `${scope?.teams.join('|') ?? ''}/${types.join('|')}`;
  const [seenScope, setSeenScope] = useState(scopeKey);
  if (seenScope !== scopeKey) {
    setSeenScope(scopeKey);
    setNextIndex(1);
  }

  const roleCategories = useCallData('categories.requestRoles', { size: 100 });
  const resourceCategories = useCallData('categories.requestResources', { size: 100 });
  const categories = [...categoriesOf(types.includes('ROLE') ? roleCategories.data : undefined), ...categoriesOf(types.includes('RESOURCE') ? resourceCategories.data : undefined)];

  const search = category ? { q: category, column: ['categories'], size: pageSize, nextIndex } : { q: query || '*', column: ['name', 'description'], size: pageSize, nextIndex };
  // The team search (POST /access/teams/permissions) takes only q, column, size and nextIndex in the
  // contract: the types are narrowed on its answer, and it keeps the server's order.
  const results = useCallData(
    scope ? 'teams.permissions' : 'permissions.list',
    scope ? search : { ...search, type: [...types], sortByName: sort === 'name' },
    scope ? { targetSetDnList: [...scope.teams] } : undefined,
  );
  const permissions = permissionsOf(results.data).filter((p) => !scope || types.includes(p.entityType));
  const next = Number((results.data as { nextIndex?: unknown } | undefined)?.nextIndex ?? 0);

  return (
    <Box component="section" aria-labelledby="requests-catalog-title">
      <Typography id="requests-catalog-title" variant="h6" component="h2" gutterBottom>{t('requests.catalog.title')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={t('requests.catalog.search')}
          value={text}
          size="small"
          type="search"
          onChange={(e) => {
            setText(e.target.value);
            setCategory('');
          }}
        />
        <TextField select size="small" label={t('requests.catalog.category')} value={category} sx={{ minWidth: 200 }}
          onChange={(e) => {
            setCategory(e.target.value);
            setText('');
            setQuery('');
            setNextIndex(1);
          }}
        >
          <MenuItem value="">{t('requests.catalog.allCategories')}</MenuItem>
          {categories.map((c) => <MenuItem key={c.id} value={c.id}>{categoryName(c.name, t)}</MenuItem>)}
        </TextField>
        <TextField select size="small" label={t('requests.catalog.sortBy')} value={sort} sx={{ minWidth: 180 }}
          onChange={(e) => {
            setSort(e.target.value as SortOption);
            setNextIndex(1);
          }}
        >
          <MenuItem value="closestMatch">{t('requests.catalog.sort.closestMatch')}</MenuItem>
          <MenuItem value="name">{t('requests.catalog.sort.name')}</MenuItem>
        </TextField>
      </Stack>
      {results.error ? <Alert severity="error">{failureText(results.error, t)}</Alert> : null}
      {!results.error && !results.loading && permissions.length === 0 ? <Alert severity="info">{t('requests.catalog.empty')}</Alert> : null}
      <Box component="ul" aria-label={t('requests.catalog.results')} aria-busy={results.loading} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {permissions.map((p) => (
          <Box component="li" key={p.id} sx={{ borderBottom: 1, borderColor: 'divider', py: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>{p.name}</Typography>
              <Chip size="small" label={t(`requests.type.${p.entityType}`)} />
              {p.categories.map((c) => <Chip key={c} size="small" variant="outlined" label={categoryName(c, t)} />)}
              <Box sx={{ flexGrow: 1 }} />
              <Button size="small" aria-expanded={open === p.id} onClick={() => setOpen(open === p.id ? undefined : p.id)}>
                {t('requests.catalog.details')}
              </Button>
              <Button size="small" variant="contained" onClick={() => onAdd(p)} aria-label={t('requests.catalog.addNamed', { name: p.name })}>
                {t('requests.catalog.add')}
              </Button>
            </Stack>
            {p.desc ? <Typography variant="body2" color="text.secondary">{p.desc.length > DESCRIPTION_LIMIT ? `${p.desc.slice(0, DESCRIPTION_LIMIT)}…` : p.desc}</Typography> : null}
            {p.bulkRequestable === false ? <Typography variant="body2" color="text.secondary">{t('requests.catalog.oneRecipient')}</Typography> : null}
            {open === p.id ? <PermissionDetailView permission={p} /> : null}
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" disabled={nextIndex <= 1} onClick={() => setNextIndex(Math.max(1, nextIndex - pageSize))}>{t('requests.catalog.previous')}</Button>
        <Button size="small" disabled={next <= 0} onClick={() => setNextIndex(next)}>{t('requests.catalog.next')}</Button>
      </Stack>
    </Box>
  );
}
