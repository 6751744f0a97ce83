// The command palette (Ctrl+K): one field to go to a page, open an object found by name or run an
// action of the current page, by keyboard alone. An ARIA combobox: the field owns a listbox of
// grouped options, the active one named by aria-activedescendant; arrows move, Enter chooses,
// Escape closes and focus goes back where it was (the dialog's focus trap restores it).
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import type { CallFn } from '../bootstrap/loaders.ts';
import type { PageActionBoard } from '../../widgets/environment.tsx';
import { paletteGroups, type GroupId, type PaletteOption, type ShownPage } from './options.ts';
import type { PalettePage } from './pages.ts';
import { MIN_OBJECT_QUERY } from './objects.ts';
import { useObjectSearch, type ObjectSearchStatus } from './useObjectSearch.ts';
import { usePaletteReach, type ReachStatus } from './usePaletteReach.ts';

const LISTBOX_ID = 'command-palette-listbox';
const GROUP_LABEL: Record<GroupId, string> = { pages: 'shell.palette.group.pages', objects: 'shell.palette.group.objects', actions: 'shell.palette.group.actions' };

export interface CommandPaletteProps {
  call: CallFn;
  /** Where the current page publishes the actions it offers. */
  pageActions: PageActionBoard;
  onClose(): void;
  /** Opens the help sheet of the keyboard shortcuts (one of the palette's actions). */
  onShowShortcuts(): void;
}

export default function CommandPalette({ call, pageActions, onClose, onShowShortcuts }: CommandPaletteProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const reach = usePaletteReach(call);
  const objects = useObjectSearch(call, reach.kinds, query);
  // The page's actions as they were when the palette opened: the page does not change under it.
  const [actions] = useState(() => [...pageActions.actions(), { id: 'shortcuts', label: t('shell.palette.showShortcuts'), run: onShowShortcuts }]);

  const pages = useMemo(() => reach.pages.map((page) => shownPage(page, t)), [reach.pages, t]);
  const groups = useMemo(
    () => paletteGroups({ query, pages, objects: objects.found, kindLabel: (object) => t(object.kind.labelKey), actions, locale: i18n.language }),
    [query, pages, objects.found, actions, t, i18n.language],
  );
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const activeOption = options[Math.min(active, options.length - 1)];

  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);

  const choose = (option: PaletteOption) => {
    onClose();
    const { target } = option;
    if (target.kind === 'route') void navigate(target.path);
    // After the palette has closed and given focus back, so that the action's own dialog returns it there too.
    else setTimeout(target.run, 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count > 0) setActive((i) => (Math.min(i, count - 1) + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    }
  };

  const status = statusLines({ reach: reach.status, objects: objects.status, findsObjects: reach.kinds.length > 0, query, count: options.length }, t);
  return (
    // The field takes the focus as the dialog appears (its content mounts after the palette), not the
    // dialog; the focus goes back where it was when the palette has closed (KeyboardShortcuts).
    <Dialog
      open
      onClose={onClose}
      disableAutoFocus
      disableRestoreFocus
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': t('shell.palette.title'), sx: { mt: '10vh' } }, transition: { onEntering: () => input.current?.focus() } }} sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <InputBase
          inputRef={input}
          fullWidth
          value={query}
          placeholder={t('shell.palette.input')}
          onChange={(event) => {
            setQuery(event.target.value);
            // A new query starts at the best match.
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': t('shell.palette.input'),
            'aria-expanded': options.length > 0,
            'aria-controls': LISTBOX_ID,
            'aria-autocomplete': 'list',
            'aria-activedescendant': activeOption?.id,
            autoComplete: 'off',
            spellCheck: false,
          }}
          sx={{ fontSize: 18 }}
        />
      </Box>
      <Box id={LISTBOX_ID} role="listbox" aria-label={t('shell.palette.title')} sx={{ maxHeight: '50vh', overflowY: 'auto', py: 0.5 }}>
        {groups.map((group) => (
          <Box key={group.id} role="group" aria-labelledby={`${LISTBOX_ID}-${group.id}`}>
            <Box id={`${LISTBOX_ID}-${group.id}`} role="presentation" sx={{ px: 2, pt: 1, pb: 0.5, fontSize: 12, fontWeight: 600, textTransform: 'uppercase', color: 'text.secondary' }}>
              {t(GROUP_LABEL[group.id])}
            </Box>
            {group.options.map((option) => {
              const selected = option === activeOption;
              return (
                <Box
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={selected}
                  onClick={() => choose(option)}
                  onMouseMove={() => !selected && setActive(options.indexOf(option))}
                  sx={{ px: 2, py: 0.75, cursor: 'pointer', bgcolor: selected ? 'action.selected' : undefined, borderInlineStart: 3, borderColor: selected ? 'primary.main' : 'transparent' }}
                >
                  <div>{option.title}</div>
                  {option.detail && <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{option.detail}</Box>}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
      <Box role="status" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', fontSize: 13, color: 'text.secondary' }}>
        {status.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </Box>
      <Box sx={{ px: 2, pb: 1, fontSize: 12, color: 'text.secondary' }}>{t('shell.palette.hint')}</Box>
    </Dialog>
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A page's title in the user's language (a tab's under the page it belongs to) and the texts it is found by. */
function shownPage(page: PalettePage, t: Translate): ShownPage {
  const title = page.titleKey ? t(page.titleKey) : (page.menuLabel ?? page.path);
  const parent = page.parentTitleKey ? t(page.parentTitleKey) : undefined;
  const texts = [title, ...(parent ? [`${parent} ${title}`] : []), ...(page.menuLabel && page.menuLabel !== title ? [page.menuLabel] : [])];
  return { path: page.path, title, detail: parent, texts };
}

/** What the status line says: what is still loading or failed, and how many results there are. */
function statusLines(
  { reach, objects, findsObjects, query, count }: { reach: ReachStatus; objects: ObjectSearchStatus; findsObjects: boolean; query: string; count: number },
  t: Translate,
): string[] {
  const lines: string[] = [];
  if (findsObjects && query.trim().length < MIN_OBJECT_QUERY) lines.push(t('shell.palette.typeToFind'));
  if (reach === 'loading') lines.push(t('shell.palette.loadingPages'));
  if (reach === 'failed') lines.push(t('shell.palette.pagesFailed'));
  if (objects === 'waiting') lines.push(t('shell.palette.searching'));
  if (objects === 'failed') lines.push(t('shell.palette.searchFailed'));
  if (count === 0 && query.trim() !== '' && objects !== 'waiting') lines.push(t('shell.palette.noResults', { query: query.trim() }));
  else if (count > 0) lines.push(t('shell.palette.resultCount', { count }));
  return lines;
}
