// The registries a screen is rendered with: the generic ones (every area may name them) with the
// screen's area's code added. The shell asks registriesFor(area) when it loads a screen; the
// area's code is fetched then, in the screen's chunk.
import { encoders } from '../api/encoders/index.ts';
import { transforms } from '../api/transforms/index.ts';
import { faultRule } from '../renderer/core/failures.ts';
import { withArea, type RendererRegistries } from '../renderer/core/registries.ts';
import { validators } from '../renderer/validators/index.ts';
import { cellRenderers } from '../widgets/dataTable/cells.tsx';
import { SCREEN_WIDGET_NAMES } from '../widgets/names.ts';
import { widgetRegistry } from '../widgets/registry.tsx';
import { AREA_LOADERS, type AreaId } from './areas.ts';

/** The generic custom screens: the widgets that draw a whole page (the org chart). */
const screenWidgets: RendererRegistries['customScreens'] = Object.fromEntries(
  SCREEN_WIDGET_NAMES.flatMap((name) => {
    const entry = widgetRegistry[name];
    return entry.kind === 'screen' ? [[name, entry.component]] : [];
  }),
);

export const genericRegistries: RendererRegistries = {
  encoders,
  transforms,
  checks: {},
  validators,
  failureRules: { fault: faultRule },
  lookupPickers: {},
  cellRenderers,
  widgets: widgetRegistry,
  customScreens: screenWidgets,
  dashboardCards: {},
  providers: [],
};

/** The generic registries, with the area's own when the screen belongs to one. */
export async function registriesFor(area: AreaId | undefined): Promise<RendererRegistries> {
  if (!area) return genericRegistries;
  const load = AREA_LOADERS[area];
  if (!load) throw new Error(`No area '${area}': screens/${area}/code/index.ts declares none`);
  const { code, components } = await load();
  return withArea(genericRegistries, code, components);
}
