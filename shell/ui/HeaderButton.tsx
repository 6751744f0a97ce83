import { styled } from '@mui/material/styles';

// The header's buttons as plain <button>s styled from the theme. MUI's Button and IconButton
// (ripple, transitions, loading spinner) cost more than the shell's size budget allows for the
// few always-visible controls; popups and dialogs, which load later, use MUI's buttons.

/** A text button on the header bar; `data-active` underlines the current area. */
export const HeaderButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  padding: theme.spacing(1, 1.5),
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 500,
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.12)' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: -2 },
  '&[data-active="true"]': { borderBottomColor: 'currentColor' },
}));

/** A round icon button on the header bar. */
export const HeaderIconButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: theme.spacing(1),
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.12)' },
  '&:focus-visible': { outline: '2px solid currentColor' },
}));

/** A button that looks like a link (footer). */
export const LinkButton = styled('button')(({ theme }) => ({
  padding: 0,
  border: 0,
  background: 'transparent',
  color: theme.palette.primary.main,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
}));
