// Starting an action, for lists and detail pages alike: its dialog form or its confirmation first,
// then the call (runAction), then the outcome: onDone (reload, selection) or, when all went well
// and the action has a route, that route.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { Action } from '../../schemas/types/screen.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useFocusAfterRender } from '../../widgets/a11y/focus.ts';
import { useDynamicCall, useScreenEnvironment } from '../../widgets/environment.tsx';
import { useRegistries } from './registries.ts';
import { fillRouteLink, getPath } from '../../api/normalize/paths.ts';
import { holds } from './conditions.ts';
import { usePageObject } from './pageObject.tsx';
import { useRights } from './rights.tsx';
import { actionItem, runAction, type ActionResult, type ActionTarget } from './runAction.ts';

// The form engine (@rjsf) loads only when a dialog opens.
const ActionDialog = lazy(() => import('./ActionDialog.tsx'));

export interface ActionRunner {
  start(action: Action): void;
  /** True while a call runs. */
  busy: boolean;
  /** The open confirmation or dialog, to be placed in the page. */
  dialogs: ReactNode;
  /** Whether the action's visibleWhen and enabledWhen hold (item: the row or the page's object; page: the detail page's object, if any); not visible without the right it requires. */
  state(action: Action, item?: unknown): { visible: boolean; enabled: boolean };
}

/** The name a confirmation may interpolate: the item's full name, name or display name. */
const itemName = (item: unknown) => String(getPath(item, 'fullName') ?? getPath(item, 'name') ?? getPath(item, 'displayName') ?? '');

/**
 * `focusTarget`: where focus goes when an action's outcome takes away the element that had it (the
 * selection bar's Delete once the deleted rows are gone): the list's table, the page's heading.
 * Focus that is still on an element of the page stays there; a dialog gives focus back to the
 * button that opened it by itself (MUI), and a route change moves it to the new page's heading.
 */
export function useActionRunner(
  target: () => ActionTarget,
  onDone: (result: ActionResult, action: Action) => void,
  focusTarget?: () => HTMLElement | null | undefined,
  /** A list screen's answer to its data call: its actions' conditions read it as 'list'. */
  list?: unknown,
): ActionRunner {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routeParams = useParams();
  const call = useDynamicCall();
  const { notify, user, settings } = useScreenEnvironment();
  const { encoders } = useRegistries();
  const page = usePageObject();
  const allows = useRights();
  const [confirming, setConfirming] = useState<Action | undefined>();
  const [dialog, setDialog] = useState<Action | undefined>();
  const [busy, setBusy] = useState(false);
  const moveFocus = useFocusAfterRender();

  const execute = async (action: Action, form?: Record<string, unknown>) => {
    setConfirming(undefined);
    const applied = target();
    setBusy(true);
    const result = await runAction(action, applied, { call, notify, t, sources: { route: routeParams, user, settings }, form, encoders });
    setBusy(false);
    // A failed call keeps the dialog open with its values, so that the user may correct and retry.
    if (result.outcome !== 'failed') setDialog(undefined);
    // Leaving the page (a deleted object's list) needs no reload of what is left behind.
    const leaveTo = result.outcome === 'success' ? action.route : undefined;
    // A download changed nothing: the page stays as it is.
    if (action.call && !action.download && result.outcome !== 'failed' && !leaveTo) {
      onDone(result, action);
      if (focusTarget) moveFocus(focusTarget, { onlyIfLost: true });
    }
    if (leaveTo) {
      const to = fillRouteLink(leaveTo, actionItem(applied) ?? {}, routeParams);
      // A new tab (a template's form in the forms renderer) leaves this page as it is.
      if (leaveTo.newTab) window.open(`${window.location.pathname}${window.location.search}#${to}`, '_blank', 'noopener');
      else navigate(to);
    }
  };

  const start = (action: Action) => {
    if (action.form) setDialog(action);
    else if (action.confirm) setConfirming(action);
    else void execute(action);
  };

  const state = (action: Action, item?: unknown) => {
    const sources = { route: routeParams, user, settings, item, page, list };
    return { visible: allows(action.requires) && holds(action.visibleWhen, sources), enabled: holds(action.enabledWhen, sources) };
  };

  const confirmTarget = confirming ? target() : undefined;
  const dialogs = (
    <>
      {confirming?.confirm && confirmTarget && (
        <ConfirmDialog
          confirm={confirming.confirm}
          values={{ count: confirmTarget.object !== undefined ? 1 : confirmTarget.rows.length, name: itemName(actionItem(confirmTarget)) }}
          onCancel={() => setConfirming(undefined)}
          onConfirm={() => void execute(confirming)}
        />
      )}
      {dialog?.form && (
        <Suspense fallback={null}>
          <ActionDialog form={dialog.form} busy={busy} onSubmit={(values) => void execute(dialog, values)} onCancel={() => setDialog(undefined)} />
        </Suspense>
      )}
    </>
  );
  return { start, busy, dialogs, state };
}
