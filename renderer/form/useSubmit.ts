// Save of a form (create form, settings page, detail-page form): the submit's server checks, then
// its call with the body of submitModel.ts, the success or failure banner. A check's problem shows
// under its field and stops the save; a refusal whose Fault text names a field of the form shows
// the server's text under that field, any other failure the banner with the server's text; a
// failure keeps the values where they are.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorSchema } from '@rjsf/utils';
import { runChecks } from '../checks/index.ts';
import { resolveParams, type BindingSources } from '../core/bindings.ts';
import { useDynamicCall, useScreenEnvironment } from '../../widgets/environment.tsx';
import { failureText } from '../core/failures.ts';
import { faultField } from '../../api/normalize/messages.ts';
import { useRegistries } from '../core/registries.ts';
import { pageHeading } from '../core/ScreenTitle.tsx';
import { useFocusAfterRender } from '../../widgets/a11y/focus.ts';
import type { Submit } from '../../schemas/types/screen.ts';
import { problemErrors, submitBody, type SubmitEncoderContext } from './submitModel.ts';

type Data = Record<string, unknown>;

export interface SubmitRun {
  /** All values (checks and bindings read them) and the values that are sent. */
  values: Data;
  sendable: Data;
  sources: BindingSources;
  context: SubmitEncoderContext;
  /** The form's field names: a refusal that names one of them is shown under it. */
  fields?: readonly string[];
}

export function useSubmit(submit: Submit, onSuccess: (answer: unknown, values: Data) => void) {
  const { t } = useTranslation();
  const call = useDynamicCall();
  const { notify } = useScreenEnvironment();
  const registries = useRegistries();
  const [busy, setBusy] = useState(false);
  // Problems shown under their fields: those of the server checks, or the field a refusal names.
  const [fieldErrors, setFieldErrors] = useState<ErrorSchema | undefined>();
  // Save is disabled while it runs: a form that stays (a settings page, a detail form tab) gives
  // focus to the page's heading if the browser dropped it meanwhile.
  const moveFocus = useFocusAfterRender();

  const save = async ({ values, sendable, sources, context, fields = [] }: SubmitRun) => {
    setBusy(true);
    setFieldErrors(undefined);
    try {
      const problems = await runChecks(submit.checks, values, { call, object: context.object }, registries.checks);
      if (problems.length > 0) {
        setFieldErrors(problemErrors(problems, t));
        return;
      }
    } catch (error) {
      notify({ status: 'error', message: `${t('renderer.checks.failed')} ${failureText(error, t)}` });
      return;
    } finally {
      setBusy(false);
    }
    setBusy(true);
    // A refusal shown under its field: the form moves focus there instead of to the heading.
    let onField = false;
    try {
      const body = submitBody(submit, sendable, { ...sources, form: values }, context, registries.encoders);
      const answer = await call(submit.call, resolveParams(submit.params, { ...sources, form: values }), body);
      notify({ status: 200, message: t(submit.successMessageKey) });
      onSuccess(answer, values);
    } catch (error) {
      const text = failureText(error, t, submit.failure ? registries.failureRules[submit.failure] : undefined);
      const field = faultField(error, fields);
      if (field !== undefined) {
        setFieldErrors({ [field]: { __errors: [text] } } as ErrorSchema);
        onField = true;
        return;
      }
      notify({ status: 'error', message: submit.failureMessageKey ? `${t(submit.failureMessageKey)}: ${text}` : text });
    } finally {
      setBusy(false);
      if (!onField) moveFocus(pageHeading, { onlyIfLost: true });
    }
  };

  return { save, busy, fieldErrors, clearFieldErrors: () => setFieldErrors(undefined) };
}
