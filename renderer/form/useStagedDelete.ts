// A form's staged deletion (StagedDelete): Delete only marks the edited object, and says so; Save
// then makes the delete call instead of the submit. Nothing is deleted until Save, and a failed
// delete leaves the form as it was (still staged, so Save can be tried again).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StagedDelete } from '../../schemas/types/screen.ts';
import { useDynamicCall, useScreenEnvironment } from '../../widgets/environment.tsx';
import { resolveBody, resolveParams, type BindingSources } from '../core/bindings.ts';
import { failureText } from '../core/failures.ts';

export function useStagedDelete(staged: StagedDelete | undefined, onDeleted: () => void) {
  const { t } = useTranslation();
  const call = useDynamicCall();
  const { notify } = useScreenEnvironment();
  const [marked, setMarked] = useState(false);
  const [busy, setBusy] = useState(false);

  const mark = () => {
    setMarked(true);
    if (staged) notify({ status: 'warning', message: t(staged.messageKey) });
  };

  const persist = async (sources: BindingSources) => {
    if (!staged) return;
    setBusy(true);
    try {
      await call(staged.call, resolveParams(staged.params, sources), staged.body === undefined ? undefined : resolveBody(staged.body, sources));
      notify({ status: 200, message: t(staged.successMessageKey) });
      onDeleted();
    } catch (error) {
      notify({ status: 'error', message: failureText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return { marked: staged !== undefined && marked, mark, persist, busy };
}
