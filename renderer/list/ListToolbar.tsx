// The bar above a list's table: the search box, the advanced-search and filter toggles with their
// panels, the saved views, the export of the list, and the actions that need no selection (create ...).
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import TuneIcon from '@mui/icons-material/Tune';
import { iconOf } from '../../widgets/icons.tsx';
import type { Action, ListBlock } from '../../schemas/types/screen.ts';
import { useScreenEnvironment } from '../../widgets/environment.tsx';
import { advancedAttributes } from './listQuery.ts';
import type { ListQuery } from './useListQuery.ts';
import type { SavedViews } from './views/useSavedViews.ts';
import { ViewsMenu } from './views/ViewsMenu.tsx';
import type { TableColumn } from '../../widgets/dataTable/DataTable.tsx';
import { ExportButton } from './export/ExportButton.tsx';

// The filter form needs the form engine: it loads when the filter bar first opens.
const FilterBar = lazy(() => import('./FilterBar.tsx'));

export function ListToolbar({ block, query, columns, onAction, actionState, views }: { block: ListBlock; query: ListQuery; columns: readonly TableColumn[]; onAction(action: Action): void; actionState(action: Action): { visible: boolean; enabled: boolean }; views?: SavedViews }) {
  const { t } = useTranslation();
  const [showAdvanced, setShowAdvanced] = useState(false);
  const [showFilters, setShowFilters] = useState(false);
  const { search, filters } = query;
  const { settings } = useScreenEnvironment();
  const attributes = useMemo(() => advancedAttributes(block, settings.searchLookup), [block, settings.searchLookup]);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {block.search && (
          <TextField
            size="small"
            type="search"
            value={search.text}
            placeholder={block.search.placeholderKey ? t(block.search.placeholderKey) : t('renderer.list.search')}
            onChange={(event) => search.setText(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && search.now()}
            slotProps={{ htmlInput: { 'aria-label': t('renderer.list.search') } }}
            sx={{ minWidth: 260 }}
          />
        )}
        {attributes.length > 0 && (
          <Tooltip title={t('renderer.list.advancedSearch')}>
            <IconButton aria-label={t('renderer.list.advancedSearch')} aria-expanded={showAdvanced} onClick={() => setShowAdvanced((s) => !s)}>
              <TuneIcon />
            </IconButton>
          </Tooltip>
        )}
        {filters.list.length > 0 && (
          // The number in use is part of the visible text, so that what is shown is what is read.
          <Button variant={showFilters ? 'contained' : 'outlined'} aria-expanded={showFilters} startIcon={<FilterListIcon />} onClick={() => setShowFilters((s) => !s)}>
            {filters.active > 0 ? t('renderer.filters.toggleActive', { count: filters.active }) : t('renderer.filters.toggle')}
          </Button>
        )}
        {views && <ViewsMenu views={views} />}
        <Box sx={{ flex: 1 }} />
        <ExportButton block={block} params={query.params} columns={columns} />
        {(block.actions ?? [])
          .filter((a) => (a.selection ?? 'none') === 'none' && actionState(a).visible)
          .map((action) => (
            <Button key={action.id} variant="contained" disabled={!actionState(action).enabled} startIcon={iconOf(action.icon)} onClick={() => onAction(action)}>
              {t(action.labelKey)}
            </Button>
          ))}
      </Stack>
      {attributes.length > 0 && (
        <Collapse in={showAdvanced}>
          <AdvancedSearch attributes={attributes} onSearch={query.searchAdvanced} />
        </Collapse>
      )}
      {filters.list.length > 0 && (
        <Collapse in={showFilters} unmountOnExit>
          <Suspense fallback={null}>
            <FilterBar key={JSON.stringify(filters.applied)} filters={filters.list} applied={filters.applied} onApply={filters.apply} />
          </Suspense>
        </Collapse>
      )}
    </>
  );
}

function AdvancedSearch({ attributes, onSearch }: { attributes: readonly string[]; onSearch(values: Record<string, string>): void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('renderer.list.advancedSearch')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(values);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      {attributes.map((attribute) => (
        <TextField
          key={attribute}
          size="small"
          label={t(`renderer.attribute.${attribute}`, { defaultValue: attribute })}
          value={values[attribute] ?? ''}
          onChange={(event) => setValues((v) => ({ ...v, [attribute]: event.target.value }))}
        />
      ))}
      <Button type="submit" variant="outlined">
        {t('renderer.list.searchButton')}
      </Button>
      <Button
        onClick={() => {
          setValues({});
          onSearch({});
        }}
      >
        {t('renderer.list.clear')}
      </Button>
    </Box>
  );
}
